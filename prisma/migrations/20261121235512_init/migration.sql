-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "TableStatus" AS ENUM ('lobby', 'active', 'finished', 'aborted');

-- CreateTable
CREATE TABLE "tables" (
    "id" UUID NOT NULL,
    "guildId" TEXT,
    "channelId" TEXT NOT NULL,
    "activeChannelId" TEXT,
    "gameId" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "seed" TEXT NOT NULL,
    "status" "TableStatus" NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "hostUserId" TEXT NOT NULL,
    "snapshot" JSONB,
    "engineVersion" INTEGER NOT NULL,
    "settings" JSONB NOT NULL,
    "result" JSONB,
    "lastPostId" TEXT,
    "nextReminderAt" TIMESTAMP(3),
    "remindersSent" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seats" (
    "tableId" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "picks" JSONB NOT NULL,
    "dmEnabled" BOOLEAN NOT NULL DEFAULT true,
    "muteUntilVersion" INTEGER,

    CONSTRAINT "seats_pkey" PRIMARY KEY ("tableId","seat")
);

-- CreateTable
CREATE TABLE "moves" (
    "tableId" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "notation" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" TIMESTAMP(3),

    CONSTRAINT "moves_pkey" PRIMARY KEY ("tableId","seq")
);

-- CreateTable
CREATE TABLE "audit" (
    "id" SERIAL NOT NULL,
    "tableId" UUID NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorUserId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "detail" TEXT NOT NULL,

    CONSTRAINT "audit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tables_activeChannelId_key" ON "tables"("activeChannelId");

-- CreateIndex
CREATE INDEX "tables_nextReminderAt_idx" ON "tables"("nextReminderAt");

-- CreateIndex
CREATE INDEX "tables_channelId_idx" ON "tables"("channelId");

-- CreateIndex
CREATE INDEX "seats_userId_idx" ON "seats"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "seats_tableId_userId_key" ON "seats"("tableId", "userId");

-- CreateIndex
CREATE INDEX "audit_tableId_id_idx" ON "audit"("tableId", "id");

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moves" ADD CONSTRAINT "moves_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit" ADD CONSTRAINT "audit_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;
