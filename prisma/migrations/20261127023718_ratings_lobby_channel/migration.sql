-- AlterTable
ALTER TABLE "guild_settings" ADD COLUMN     "lobbyChannelId" TEXT;

-- AlterTable
ALTER TABLE "tables" ADD COLUMN     "finishedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "rating_ledgers" (
    "guildId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rating_ledgers_pkey" PRIMARY KEY ("guildId","gameId")
);

-- CreateTable
CREATE TABLE "rating_events" (
    "guildId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "tableId" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "players" INTEGER NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,
    "muBefore" DOUBLE PRECISION NOT NULL,
    "sigmaBefore" DOUBLE PRECISION NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "rating_events_pkey" PRIMARY KEY ("guildId","gameId","position")
);

-- CreateIndex
CREATE INDEX "rating_events_guildId_gameId_userId_idx" ON "rating_events"("guildId", "gameId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "rating_events_tableId_userId_key" ON "rating_events"("tableId", "userId");

-- CreateIndex
CREATE INDEX "tables_guildId_status_idx" ON "tables"("guildId", "status");

-- Tables finished before this migration: their last update is the best finish time there is.
UPDATE "tables" SET "finishedAt" = "updatedAt" WHERE "status" = 'finished';
