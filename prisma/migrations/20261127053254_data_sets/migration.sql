-- AlterTable
ALTER TABLE "tables" ADD COLUMN     "dataSetId" TEXT;

-- CreateTable
CREATE TABLE "data_sets" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "files" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "data_sets_pkey" PRIMARY KEY ("id")
);
