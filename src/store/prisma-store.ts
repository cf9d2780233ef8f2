/** The Store port on Prisma 7; the same code runs on PGlite and on Postgres. */
import { randomBytes } from 'node:crypto';
import type { PrismaClient, Table } from '../generated/prisma/client.ts';
import {
  ActiveTableExistsError,
  ConflictError,
  type AuditRecord,
  type CheckpointRecord,
  type Commit,
  type DeadlineSchedule,
  type FinishedResult,
  type FinishedTable,
  type GuildSettings,
  type MetaPatch,
  type MoveRecord,
  type NewTable,
  type OpenLobby,
  type RatingLedger,
  type RatingSummary,
  type RatingWrite,
  type SeatPrefsPatch,
  type SeatRecord,
  type StoredDataSet,
  type Store,
  type TableRecord,
} from './port.ts';
import { isRecordNotFound, violatesUnique } from './prisma-errors.ts';
import { isOpenStatus, jsonValue, openStatusList, seatPrefsData, seatRowForCommit, tablePatchData, toAuditRecord, toRatingEventRecord, toSeatRecord, toTableRecord } from './records.ts';

/** One move as listMoves reads it: seq, seat, user, notation, automatic, created and undone (epoch ms, or null). */
type MoveRow = [number, number, string, string, boolean, number | string, number | string | null];

/** A foreign key violation: the row's table is gone. */
function violatesForeignKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 'P2003';
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Table ids are UUID columns: anything else (say, a forged button id) cannot exist, and must not reach Postgres. */
function isTableId(id: string): boolean {
  return uuidPattern.test(id);
}

/** A web page id: base64url, 22 (128 bits) to 64 characters; anything else cannot exist and is not looked up. */
function isPublicId(id: string): boolean {
  return /^[A-Za-z0-9_-]{22,64}$/.test(id);
}

/** 192 random bits for a new table's web page id (the database default covers rows made before the page). */
function newPublicId(): string {
  return randomBytes(24).toString('base64url');
}

function violatesOneOpenTablePerChannel(error: unknown): boolean {
  return violatesUnique(error, 'tables_activeChannelId_key', ['activeChannelId']);
}

// PGlite runs interactive transactions one at a time, so a burst of commits queues; give it room.
const transactionOptions = { maxWait: 15_000, timeout: 15_000 };

export class PrismaStore implements Store {
  private closed = false;

  constructor(
    private readonly prisma: PrismaClient,
    /** Releases what the client runs on (the PGlite instance), after Prisma has disconnected. */
    private readonly release: () => Promise<void> = async () => {},
    /** The Postgres schema of the tables, for the few raw queries (validated by postgresTarget; PGlite: public). */
    private readonly schema: string = 'public',
  ) {}

  async createTable(input: NewTable): Promise<TableRecord> {
    // Two attempts: the open table that made the insert fail may be closed by the time we look for it.
    for (let attempt = 0; ; attempt++) {
      const existing = await this.getActiveTable(input.channelId);
      if (existing) throw new ActiveTableExistsError(existing);
      try {
        const row = await this.prisma.table.create({
          data: {
            publicId: newPublicId(),
            guildId: input.guildId,
            channelId: input.channelId,
            activeChannelId: input.channelId,
            gameId: input.gameId,
            options: jsonValue(input.options),
            seed: input.seed,
            status: 'lobby',
            hostUserId: input.hostUserId,
            engineVersion: input.engineVersion,
            settings: jsonValue(input.settings),
            seats: { create: { seat: 0, userId: input.hostUserId, displayName: input.hostName, picks: input.hostPicks } },
          },
        });
        return toTableRecord(row);
      } catch (error) {
        if (!violatesOneOpenTablePerChannel(error) || attempt >= 1) throw error;
      }
    }
  }

  async getGuildSettings(guildId: string): Promise<GuildSettings | null> {
    const row = await this.prisma.guildSettings.findUnique({ where: { guildId } });
    return row ? { guildId: row.guildId, creatorRoleId: row.creatorRoleId, lobbyChannelId: row.lobbyChannelId, webPages: row.webPages } : null;
  }

  async saveDataSet(set: StoredDataSet): Promise<void> {
    await this.prisma.dataSet.upsert({ where: { id: set.id }, create: { id: set.id, gameId: set.gameId, source: set.source, files: jsonValue(set.files) }, update: {} });
  }

  async getDataSet(id: string): Promise<StoredDataSet | null> {
    const row = await this.prisma.dataSet.findUnique({ where: { id } });
    return row ? { id: row.id, gameId: row.gameId, source: row.source, files: row.files as Record<string, unknown> } : null;
  }

  async setGuildSettings(settings: GuildSettings): Promise<void> {
    // An absent lobbyChannelId leaves the stored one alone (callers that change only the creator role).
    const lobby = {
      ...(settings.lobbyChannelId === undefined ? {} : { lobbyChannelId: settings.lobbyChannelId }),
      ...(settings.webPages === undefined ? {} : { webPages: settings.webPages }),
    };
    await this.prisma.guildSettings.upsert({
      where: { guildId: settings.guildId },
      create: { guildId: settings.guildId, creatorRoleId: settings.creatorRoleId, ...lobby },
      update: { creatorRoleId: settings.creatorRoleId, ...lobby },
    });
  }

  async listFinishedResults(guildId: string, gameId: string, tableIds?: readonly string[]): Promise<FinishedResult[]> {
    const rows = await this.prisma.table.findMany({
      where: { guildId, gameId, status: 'finished', ...(tableIds ? { id: { in: tableIds.filter(isTableId) } } : {}) },
      select: { id: true, status: true, result: true, finishedAt: true, updatedAt: true, seats: { select: { seat: true, userId: true, displayName: true }, orderBy: { seat: 'asc' } } },
    });
    return rows.map(({ seats, ...table }) => ({ table, seats }));
  }

  async listFinishedKeys(guildId: string, gameId: string): Promise<Pick<TableRecord, 'id' | 'finishedAt' | 'updatedAt'>[]> {
    return this.prisma.table.findMany({ where: { guildId, gameId, status: 'finished' }, select: { id: true, finishedAt: true, updatedAt: true } });
  }

  async getRatingSummary(guildId: string, gameId: string): Promise<RatingSummary> {
    const ledger = await this.prisma.ratingLedger.findUnique({ where: { guildId_gameId: { guildId, gameId } } });
    // One row per rated table rather than per event.
    const groups = await this.prisma.ratingEvent.groupBy({ by: ['tableId'], where: { guildId, gameId }, _min: { position: true, finishedAt: true }, _count: { _all: true } });
    const tables = groups.map((g) => ({ tableId: g.tableId, finishedAt: g._min.finishedAt!, first: g._min.position! })).sort((a, b) => a.first - b.first);
    return { version: ledger?.version ?? 0, events: groups.reduce((n, g) => n + g._count._all, 0), tables: tables.map(({ tableId, finishedAt }) => ({ tableId, finishedAt })) };
  }

  async latestSkills(guildId: string, gameId: string, userIds: readonly string[]): Promise<Map<string, { mu: number; sigma: number }>> {
    const rows = await Promise.all(
      userIds.map(async (userId) => [userId, await this.prisma.ratingEvent.findFirst({ where: { guildId, gameId, userId }, orderBy: { position: 'desc' }, select: { mu: true, sigma: true } })] as const),
    );
    return new Map(rows.flatMap(([userId, skill]) => (skill ? [[userId, skill] as const] : [])));
  }

  async listOpenLobbies(guildId: string): Promise<OpenLobby[]> {
    const rows = await this.prisma.table.findMany({
      where: { guildId, status: 'lobby' },
      include: { seats: { orderBy: { seat: 'asc' } } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => ({ table: toTableRecord(row), seats: row.seats.map(toSeatRecord) }));
  }

  async getRatingLedger(guildId: string, gameId: string): Promise<RatingLedger> {
    // The version is read first: events newer than it only make the caller's write fail its version check.
    const ledger = await this.prisma.ratingLedger.findUnique({ where: { guildId_gameId: { guildId, gameId } } });
    const rows = await this.prisma.ratingEvent.findMany({ where: { guildId, gameId }, orderBy: { position: 'asc' } });
    return { version: ledger?.version ?? 0, events: rows.map(toRatingEventRecord) };
  }

  async writeRatings(guildId: string, gameId: string, expectedVersion: number, write: RatingWrite): Promise<boolean> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        // The ledger row's version check takes its row lock: writers of one server and game queue here.
        if (expectedVersion === 0) {
          await tx.ratingLedger.create({ data: { guildId, gameId, version: 1 } });
        } else {
          const { count } = await tx.ratingLedger.updateMany({ where: { guildId, gameId, version: expectedVersion }, data: { version: { increment: 1 } } });
          if (count !== 1) return false;
        }
        await tx.ratingEvent.deleteMany({ where: { guildId, gameId, position: { gte: write.keep } } });
        if (write.append.length > 0) {
          await tx.ratingEvent.createMany({ data: write.append.map((e, i) => ({ guildId, gameId, position: write.keep + i, ...e })) });
        }
        return true;
      }, transactionOptions);
    } catch (error) {
      // Two first writers of a ledger: the second one's insert of the ledger row fails.
      if (violatesUnique(error, 'rating_ledgers_pkey', ['guildId', 'gameId'])) return false;
      throw error;
    }
  }

  async getTable(tableId: string): Promise<TableRecord | null> {
    if (!isTableId(tableId)) return null;
    const row = await this.prisma.table.findUnique({ where: { id: tableId } });
    return row ? toTableRecord(row) : null;
  }

  async getTableByPublicId(publicId: string): Promise<TableRecord | null> {
    if (!isPublicId(publicId)) return null;
    const row = await this.prisma.table.findUnique({ where: { publicId } });
    return row ? toTableRecord(row) : null;
  }

  async versionByPublicId(publicId: string): Promise<number | null> {
    if (!isPublicId(publicId)) return null;
    const row = await this.prisma.table.findUnique({ where: { publicId }, select: { version: true } });
    return row?.version ?? null;
  }

  async getActiveTable(channelId: string): Promise<TableRecord | null> {
    const row = await this.prisma.table.findUnique({ where: { activeChannelId: channelId } });
    return row ? toTableRecord(row) : null;
  }

  async getLatestTable(channelId: string): Promise<TableRecord | null> {
    const row = await this.prisma.table.findFirst({ where: { channelId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return row ? toTableRecord(row) : null;
  }

  async listSeats(tableId: string): Promise<SeatRecord[]> {
    if (!isTableId(tableId)) return [];
    const rows = await this.prisma.seat.findMany({ where: { tableId }, orderBy: { seat: 'asc' } });
    return rows.map(toSeatRecord);
  }

  async listMoves(tableId: string, opts: { includeUndone?: boolean } = {}): Promise<MoveRecord[]> {
    if (!isTableId(tableId)) return [];
    // One JSON value instead of a row per move: the longest log (3,700 moves) reads in about 10 ms instead of 50 on
    // PGlite (and 35 instead of 170 in a cold process), which is most of a cold history read (README, Performance).
    const undone = opts.includeUndone ? '' : ' AND "undoneAt" IS NULL';
    const rows = await this.prisma.$queryRawUnsafe<{ log: string | null }[]>(
      `SELECT json_agg(json_build_array(seq, seat, "userId", notation, automatic, round(extract(epoch FROM "createdAt") * 1000), round(extract(epoch FROM "undoneAt") * 1000)) ORDER BY seq)::text AS log FROM "${this.schema}"."moves" WHERE "tableId" = $1::uuid${undone}`,
      tableId,
    );
    const log = rows[0]?.log;
    if (!log) return [];
    return (JSON.parse(log) as MoveRow[]).map(([seq, seat, userId, notation, automatic, createdAt, undoneAt]) => ({
      seq,
      seat,
      userId,
      notation,
      automatic,
      createdAt: new Date(Number(createdAt)),
      undoneAt: undoneAt === null ? null : new Date(Number(undoneAt)),
    }));
  }

  async saveCheckpoints(tableId: string, checkpoints: readonly CheckpointRecord[]): Promise<void> {
    if (!isTableId(tableId) || checkpoints.length === 0) return;
    const counts = checkpoints.map((c) => c.count);
    try {
      await this.prisma.$transaction([
        this.prisma.checkpoint.deleteMany({ where: { tableId, count: { in: counts } } }),
        this.prisma.checkpoint.createMany({ data: checkpoints.map((c) => ({ tableId, ...c })), skipDuplicates: true }),
      ]);
    } catch (error) {
      // The table was deleted meanwhile (its checkpoints go with it): nothing to keep.
      if (!violatesForeignKey(error)) throw error;
    }
  }

  async checkpointsUpTo(tableId: string, engineVersion: number, count: number, limit: number): Promise<CheckpointRecord[]> {
    if (!isTableId(tableId)) return [];
    const rows = await this.prisma.checkpoint.findMany({ where: { tableId, engineVersion, count: { lte: count } }, orderBy: { count: 'desc' }, take: limit });
    return rows.map((r) => ({ count: r.count, seq: r.seq, engineVersion: r.engineVersion, setupHash: r.setupHash, stateHash: r.stateHash, state: r.state }));
  }

  async listAudit(tableId: string): Promise<AuditRecord[]> {
    if (!isTableId(tableId)) return [];
    const rows = await this.prisma.audit.findMany({ where: { tableId }, orderBy: { id: 'asc' } });
    return rows.map(toAuditRecord);
  }

  async commit(tableId: string, expectedVersion: number, change: Commit): Promise<TableRecord> {
    if (!isTableId(tableId)) throw new ConflictError(tableId, expectedVersion);
    try {
      return await this.prisma.$transaction(async (tx) => {
        const appended = change.moves ?? [];
        // The version check takes the table's row lock: a concurrent commit waits here, then finds the
        // version changed and updates nothing. Everything below is therefore serialised per table.
        let row: Table;
        try {
          row = await tx.table.update({
            where: { id: tableId, version: expectedVersion },
            data: { ...tablePatchData(change.table), version: { increment: 1 }, ...(appended.length ? { lastSeq: { increment: appended.length } } : {}) },
          });
        } catch (error) {
          if (isRecordNotFound(error)) throw new ConflictError(tableId, expectedVersion);
          throw error;
        }

        const now = new Date();
        // Undo before appending, so only moves already in the log can be marked.
        if (change.undo?.length) {
          await tx.move.updateMany({ where: { tableId, seq: { in: change.undo }, undoneAt: null }, data: { undoneAt: now } });
        }
        if (appended.length) {
          const first = row.lastSeq - appended.length + 1;
          await tx.move.createMany({
            data: appended.map((move, i) => ({ tableId, seq: first + i, seat: move.seat, userId: move.userId, notation: move.notation, automatic: move.automatic ?? false, createdAt: now })),
          });
        }
        if (change.seats) {
          // Players' own preferences are kept from the stored rows (see seatRowForCommit).
          const stored = await tx.seat.findMany({ where: { tableId } });
          await tx.seat.deleteMany({ where: { tableId } });
          await tx.seat.createMany({ data: change.seats.map((seat) => seatRowForCommit(tableId, seat, stored)) });
        }
        if (change.audit?.length) {
          await tx.audit.createMany({ data: change.audit.map((entry) => ({ tableId, at: now, ...entry })) });
        }
        if (isOpenStatus(row.status) && row.activeChannelId === null) {
          // A closed table re-opened: it must take its channel back (and may find it occupied).
          row = await tx.table.update({ where: { id: tableId }, data: { activeChannelId: row.channelId } });
        }
        return toTableRecord(row);
      }, transactionOptions);
    } catch (error) {
      // A backstop: the version check's row lock already serialises the writers of one table.
      if (violatesUnique(error, 'moves_pkey', ['tableId', 'seq'])) throw new ConflictError(tableId, expectedVersion);
      // Re-opening a table whose channel another table took meanwhile.
      if (violatesOneOpenTablePerChannel(error)) throw await this.channelTakenError(tableId, expectedVersion);
      throw error;
    }
  }

  async updateMeta(tableId: string, patch: MetaPatch): Promise<void> {
    if (!isTableId(tableId)) return;
    await this.prisma.table.updateMany({ where: { id: tableId }, data: tablePatchData(patch) });
  }

  async updateSeatPrefs(tableId: string, userId: string, patch: SeatPrefsPatch): Promise<void> {
    if (!isTableId(tableId)) return;
    await this.prisma.seat.updateMany({ where: { tableId, userId }, data: seatPrefsData(patch) });
  }

  async listDueReminders(now: Date): Promise<TableRecord[]> {
    const rows = await this.prisma.table.findMany({
      where: { status: 'active', nextReminderAt: { lte: now } },
      orderBy: { nextReminderAt: 'asc' },
    });
    return rows.map(toTableRecord);
  }

  async listDueDeadlines(now: Date): Promise<TableRecord[]> {
    const rows = await this.prisma.table.findMany({
      where: { status: 'active', deadlineAt: { lte: now } },
      orderBy: { deadlineAt: 'asc' },
    });
    return rows.map(toTableRecord);
  }

  async updateDeadlines(tableId: string, version: number, deadlines: DeadlineSchedule | null, deadlineAt: Date | null): Promise<boolean> {
    if (!isTableId(tableId)) return false;
    const { count } = await this.prisma.table.updateMany({ where: { id: tableId, version }, data: tablePatchData({ deadlines, deadlineAt }) });
    return count === 1;
  }

  async listTablesForUser(userId: string, opts: { activeOnly?: boolean } = {}): Promise<TableRecord[]> {
    const rows = await this.prisma.table.findMany({
      where: { seats: { some: { userId } }, ...(opts.activeOnly ? { status: { in: openStatusList } } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toTableRecord);
  }

  async lastMoveTimes(tableIds: readonly string[]): Promise<Map<string, Date>> {
    const ids = tableIds.filter(isTableId);
    if (ids.length === 0) return new Map();
    const rows = await this.prisma.move.groupBy({ by: ['tableId'], where: { tableId: { in: ids }, undoneAt: null }, _max: { createdAt: true } });
    return new Map(rows.flatMap((r) => (r._max.createdAt ? [[r.tableId, r._max.createdAt] as const] : [])));
  }

  async listFinishedTables(guildId: string, opts: { gameId?: string } = {}): Promise<FinishedTable[]> {
    const rows = await this.prisma.table.findMany({
      where: { guildId, status: 'finished', ...(opts.gameId ? { gameId: opts.gameId } : {}) },
      include: { seats: { orderBy: { seat: 'asc' } }, _count: { select: { moves: { where: { undoneAt: null } } } } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => ({ table: toTableRecord(row), seats: row.seats.map(toSeatRecord), moveCount: row._count.moves }));
  }

  async claimReminder(tableId: string, dueAt: Date, patch: MetaPatch): Promise<boolean> {
    if (!isTableId(tableId)) return false;
    // One conditional UPDATE: Postgres lets exactly one of several racing processes match the old value.
    const claimed = await this.prisma.table.updateMany({ where: { id: tableId, status: 'active', nextReminderAt: dueAt }, data: tablePatchData(patch) });
    return claimed.count === 1;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.prisma.$disconnect();
    await this.release();
  }

  private async channelTakenError(tableId: string, expectedVersion: number): Promise<Error> {
    const table = await this.getTable(tableId);
    const occupant = table ? await this.getActiveTable(table.channelId) : null;
    return occupant ? new ActiveTableExistsError(occupant) : new ConflictError(tableId, expectedVersion);
  }
}
