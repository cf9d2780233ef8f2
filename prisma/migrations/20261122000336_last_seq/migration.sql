-- AlterTable
ALTER TABLE "tables" ADD COLUMN     "lastSeq" INTEGER NOT NULL DEFAULT 0;

-- Backfill (hand-written): tables created before this migration continue their move log where it ends.
UPDATE "tables" SET "lastSeq" = COALESCE((SELECT MAX("seq") FROM "moves" WHERE "moves"."tableId" = "tables"."id"), 0);
