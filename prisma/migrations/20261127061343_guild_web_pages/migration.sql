-- AlterTable
ALTER TABLE "guild_settings" ADD COLUMN     "webPages" BOOLEAN NOT NULL DEFAULT true;
