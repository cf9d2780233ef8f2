/** Conversions between Prisma rows and the port's records, including the typed JSON columns. */
import { Prisma, type Audit, type Move, type RatingEvent, type Seat, type Table } from '../generated/prisma/client.ts';
import type { AuditRecord, DeadlineSchedule, MoveRecord, RatingEventRecord, SeatPrefsPatch, SeatRecord, TablePatch, TableRecord, TableSettings, TableStatus } from './port.ts';

const openStatuses: readonly TableStatus[] = ['lobby', 'active'];

/** Lobby and active tables occupy their channel; finished and aborted ones do not. */
export function isOpenStatus(status: TableStatus): boolean {
  return openStatuses.includes(status);
}

export const openStatusList: TableStatus[] = [...openStatuses];

/** For a required JSON column: a JavaScript null is stored as JSON null. */
export function jsonValue(value: unknown): Prisma.InputJsonValue | typeof Prisma.JsonNull {
  return value === null || value === undefined ? Prisma.JsonNull : (value as Prisma.InputJsonValue);
}

/** For an optional JSON column: a JavaScript null is stored as SQL NULL, so it reads back as null. */
export function nullableJsonValue(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue);
}

export function toTableRecord(row: Table): TableRecord {
  return {
    id: row.id,
    publicId: row.publicId,
    guildId: row.guildId,
    channelId: row.channelId,
    gameId: row.gameId,
    options: row.options,
    seed: row.seed,
    status: row.status,
    version: row.version,
    hostUserId: row.hostUserId,
    snapshot: row.snapshot,
    engineVersion: row.engineVersion,
    dataSetId: row.dataSetId,
    settings: row.settings as unknown as TableSettings,
    result: row.result,
    lastPostId: row.lastPostId,
    nextReminderAt: row.nextReminderAt,
    remindersSent: row.remindersSent,
    deadlines: (row.deadlines as unknown as DeadlineSchedule | null) ?? null,
    deadlineAt: row.deadlineAt,
    finishedAt: row.finishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toSeatRecord(row: Seat): SeatRecord {
  return {
    seat: row.seat,
    userId: row.userId,
    displayName: row.displayName,
    picks: row.picks as Record<string, string>,
    dmEnabled: row.dmEnabled,
    muteUntilVersion: row.muteUntilVersion,
    timeZone: row.timeZone,
    quietStart: row.quietStart,
    quietEnd: row.quietEnd,
    vacationUntil: row.vacationUntil,
    autopilot: row.autopilot,
  };
}

export function toMoveRecord(row: Move): MoveRecord {
  return { seq: row.seq, seat: row.seat, userId: row.userId, notation: row.notation, automatic: row.automatic, createdAt: row.createdAt, undoneAt: row.undoneAt };
}

export function toAuditRecord(row: Audit): AuditRecord {
  return { id: row.id, at: row.at, actorUserId: row.actorUserId, action: row.action, detail: row.detail };
}

/** The column updates for a commit's table patch; keys that are absent or undefined are left alone. */
export function tablePatchData(patch: TablePatch = {}): Prisma.TableUpdateManyMutationInput {
  const data: Prisma.TableUpdateManyMutationInput = {};
  if (patch.status !== undefined) {
    data.status = patch.status;
    // Closing a table frees its channel. Re-opening one is handled after the update (it needs channelId).
    if (!isOpenStatus(patch.status)) data.activeChannelId = null;
    data.finishedAt = patch.status === 'finished' ? new Date() : null;
  }
  if (patch.snapshot !== undefined) data.snapshot = nullableJsonValue(patch.snapshot);
  if (patch.settings !== undefined) data.settings = jsonValue(patch.settings);
  if (patch.result !== undefined) data.result = nullableJsonValue(patch.result);
  if (patch.lastPostId !== undefined) data.lastPostId = patch.lastPostId;
  if (patch.nextReminderAt !== undefined) data.nextReminderAt = patch.nextReminderAt;
  if (patch.remindersSent !== undefined) data.remindersSent = patch.remindersSent;
  if (patch.hostUserId !== undefined) data.hostUserId = patch.hostUserId;
  if (patch.engineVersion !== undefined) data.engineVersion = patch.engineVersion;
  if (patch.dataSetId !== undefined) data.dataSetId = patch.dataSetId;
  if (patch.deadlines !== undefined) data.deadlines = nullableJsonValue(patch.deadlines);
  if (patch.deadlineAt !== undefined) data.deadlineAt = patch.deadlineAt;
  return data;
}

/** The seat columns a preferences patch changes; keys that are absent or undefined are left alone. */
export function seatPrefsData(patch: SeatPrefsPatch): Prisma.SeatUpdateManyMutationInput {
  const data: Prisma.SeatUpdateManyMutationInput = {};
  if (patch.dmEnabled !== undefined) data.dmEnabled = patch.dmEnabled;
  if (patch.muteUntilVersion !== undefined) data.muteUntilVersion = patch.muteUntilVersion;
  if (patch.timeZone !== undefined) data.timeZone = patch.timeZone;
  if (patch.quietStart !== undefined) data.quietStart = patch.quietStart;
  if (patch.quietEnd !== undefined) data.quietEnd = patch.quietEnd;
  if (patch.vacationUntil !== undefined) data.vacationUntil = patch.vacationUntil;
  return data;
}

/**
 * A seat row for commit()'s seat replacement. A player's own preferences (written by updateSeatPrefs, with
 * no version bump) may have changed since the caller loaded the seats: DMs and mute are kept from the stored
 * row of a player who stays in the same seat; the notification preferences follow the player to any seat,
 * and a newcomer starts without any (the caller's record is often a copy of the previous occupant's).
 */
export function seatRowForCommit(tableId: string, seat: SeatRecord, stored: readonly Seat[]): Prisma.SeatCreateManyInput {
  const sameSeat = stored.find((s) => s.seat === seat.seat && s.userId === seat.userId);
  const samePlayer = stored.find((s) => s.userId === seat.userId);
  return {
    tableId,
    seat: seat.seat,
    userId: seat.userId,
    displayName: seat.displayName,
    picks: seat.picks,
    dmEnabled: sameSeat ? sameSeat.dmEnabled : seat.dmEnabled,
    muteUntilVersion: sameSeat ? sameSeat.muteUntilVersion : seat.muteUntilVersion,
    timeZone: samePlayer?.timeZone ?? null,
    quietStart: samePlayer?.quietStart ?? null,
    quietEnd: samePlayer?.quietEnd ?? null,
    vacationUntil: samePlayer?.vacationUntil ?? null,
    // Autopilot belongs to the seat, not the player: the caller decides it (a newcomer taking the seat clears it).
    autopilot: seat.autopilot ?? false,
  };
}

export function toRatingEventRecord(row: RatingEvent): RatingEventRecord {
  return {
    position: row.position,
    tableId: row.tableId,
    userId: row.userId,
    displayName: row.displayName,
    rank: row.rank,
    players: row.players,
    finishedAt: row.finishedAt,
    muBefore: row.muBefore,
    sigmaBefore: row.sigmaBefore,
    mu: row.mu,
    sigma: row.sigma,
  };
}
