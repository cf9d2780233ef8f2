-- AlterTable: every table made before the web page gets its own random id (the default is evaluated per row),
-- then the default goes: new tables get theirs from the store (192 random bits from node:crypto).
ALTER TABLE "tables" ADD COLUMN     "publicId" TEXT NOT NULL DEFAULT translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_');
ALTER TABLE "tables" ALTER COLUMN "publicId" DROP DEFAULT;

-- CreateIndex
CREATE UNIQUE INDEX "tables_publicId_key" ON "tables"("publicId");
