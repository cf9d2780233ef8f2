-- AlterTable
ALTER TABLE "moves" ADD COLUMN     "automatic" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "seats" ADD COLUMN     "autopilot" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "tables" ADD COLUMN     "deadlineAt" TIMESTAMP(3),
ADD COLUMN     "deadlines" JSONB;

-- CreateIndex
CREATE INDEX "tables_deadlineAt_idx" ON "tables"("deadlineAt");
