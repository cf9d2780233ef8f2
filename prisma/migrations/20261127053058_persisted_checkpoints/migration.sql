-- CreateTable
CREATE TABLE "checkpoints" (
    "tableId" UUID NOT NULL,
    "count" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "engineVersion" INTEGER NOT NULL,
    "setupHash" TEXT NOT NULL,
    "stateHash" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "checkpoints_pkey" PRIMARY KEY ("tableId","count")
);

-- AddForeignKey
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;
