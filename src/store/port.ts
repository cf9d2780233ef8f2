/**
 * The persistence port. The table service talks only to this interface; src/store/prisma-store.ts
 * implements it on Prisma (PGlite embedded by default, Postgres with DATABASE_URL).
 *
 * Every change to a table goes through commit(), which checks the table's version (optimistic
 * concurrency): when two writers race, exactly one commit succeeds and the other gets a Conflict.
 */

export type TableStatus = 'lobby' | 'active' | 'finished' | 'aborted';

export interface TableSettings {
  /** Hours of waiting before the player who must act is reminded; 0 turns reminders off. */
  reminderHours: number;
  /** How many reminders at most for one wait. */
  maxReminders: number;
  /** An open request to take moves back, waiting for the affected players' agreement. */
  undoVote?: UndoVote | null;
  /** Hours a seat has for its own turn before the game's default move is played; null or absent: no deadline. */
  turnDeadlineHours?: number | null;
  /** Hours for answers between turns (offers, simultaneous choices); null or absent: no deadline. */
  offTurnDeadlineHours?: number | null;
  /**
   * Who plays seats on autopilot and decisions whose deadline passed: the game's computer player ('ai', the default
   * when the game has one) or the game's default moves ('default').
   */
  autopilot?: AutopilotMode;
}

export type AutopilotMode = 'ai' | 'default';

/** One open decision's deadline (src/tables/deadlines.ts computes them). Times are ISO strings (JSON column). */
export interface DeadlineItem {
  seat: number;
  kind: string;
  prompt: string;
  timing: 'turn' | 'off-turn';
  /** When the decision opened: its clock starts here (later for a player on vacation). */
  openedAt: string;
  dueAt: string;
}

/** The deadlines of a table's open decisions, valid for one table version. */
export interface DeadlineSchedule {
  version: number;
  items: DeadlineItem[];
}

export interface UndoVote {
  requesterUserId: string;
  /** The first move to take back; it and every later move are undone. */
  fromSeq: number;
  /** Highest seq when the vote opened: any new move cancels the vote. */
  lastSeq: number;
  voters: string[];
  approvals: string[];
}

export interface TableRecord {
  id: string;
  /** The id of the table's web page: unguessable (at least 128 random bits), never the table's uuid. */
  publicId: string;
  guildId: string | null;
  channelId: string;
  gameId: string;
  options: unknown;
  seed: string;
  status: TableStatus;
  version: number;
  hostUserId: string;
  /** Cached game state at `version`; the move log is the truth. */
  snapshot: unknown;
  engineVersion: number;
  /** The component data set the table started with; null for tables started before data packs (shipped data). */
  dataSetId: string | null;
  settings: TableSettings;
  /** Final result (GameResult) once finished. */
  result: unknown;
  /** Message id of the latest public turn post, for links in pings. */
  lastPostId: string | null;
  nextReminderAt: Date | null;
  remindersSent: number;
  /** Deadlines of the open decisions; null when deadlines are off or nothing is open. */
  deadlines: DeadlineSchedule | null;
  /** The earliest due time among `deadlines`. */
  deadlineAt: Date | null;
  /** When the table became finished (null while open, aborted or re-opened); set by the store. */
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SeatRecord {
  /** Seat index in turn order; before the start it is the join order. */
  seat: number;
  userId: string;
  displayName: string;
  picks: Record<string, string>;
  /** False when the player turned DMs off with /game settings. */
  dmEnabled: boolean;
  /** Table version until which reminders are muted for this player (mute this turn). */
  muteUntilVersion: number | null;
  /*
   * The player's notification preferences below are always set when read from the store. They are written
   * only by updateSeatPrefs(): commit() ignores them in the seats it is given, keeps the stored ones of every
   * player who stays at the table (in any seat), and starts a newcomer (say, a substitute) with none.
   */
  /** IANA time zone name (e.g. Europe/Paris) for quiet hours; null means UTC. */
  timeZone?: string | null;
  /** Quiet hours, 0-23 in timeZone: quiet while the local hour is in [quietStart, quietEnd), wrapping past midnight. */
  quietStart?: number | null;
  quietEnd?: number | null;
  /** On vacation until then: reminders pause, turn posts name the player without a ping, no turn DMs. */
  vacationUntil?: Date | null;
  /** The platform plays this seat's decisions at once (its player is gone) until someone takes the seat. */
  autopilot?: boolean;
}

export interface MoveRecord {
  seq: number;
  seat: number;
  userId: string;
  notation: string;
  /** Played by the platform (a deadline passed, or the seat is on autopilot). */
  automatic: boolean;
  createdAt: Date;
  /** Set when the move was taken back; it stays in the log as history but is skipped on replay. */
  undoneAt: Date | null;
}

export interface AuditRecord {
  id: number;
  at: Date;
  actorUserId: string;
  action: string;
  detail: string;
}

export interface NewTable {
  guildId: string | null;
  channelId: string;
  gameId: string;
  options: unknown;
  seed: string;
  hostUserId: string;
  hostName: string;
  hostPicks: Record<string, string>;
  engineVersion: number;
  settings: TableSettings;
}

export interface NewMove {
  seat: number;
  userId: string;
  notation: string;
  automatic?: boolean;
}

export type TablePatch = Partial<
  Pick<TableRecord, 'status' | 'snapshot' | 'settings' | 'result' | 'lastPostId' | 'nextReminderAt' | 'remindersSent' | 'hostUserId' | 'engineVersion' | 'dataSetId' | 'deadlines' | 'deadlineAt'>
>;

export type MetaPatch = Partial<Pick<TableRecord, 'lastPostId' | 'nextReminderAt' | 'remindersSent'>>;

export type SeatPrefsPatch = Partial<Pick<SeatRecord, 'dmEnabled' | 'muteUntilVersion' | 'timeZone' | 'quietStart' | 'quietEnd' | 'vacationUntil'>>;

/** A component data set as the store keeps it. */
export interface StoredDataSet {
  id: string;
  gameId: string;
  source: string;
  files: Record<string, unknown>;
}

export interface Commit {
  table?: TablePatch;
  /** Replaces the whole seat list when given. */
  seats?: SeatRecord[];
  /** Appended to the log with the next sequence numbers, in order. */
  moves?: NewMove[];
  /** Sequence numbers to mark undone (history is kept). */
  undo?: number[];
  audit?: { actorUserId: string; action: string; detail: string }[];
}

export class ConflictError extends Error {
  constructor(
    readonly tableId: string,
    readonly expectedVersion: number,
  ) {
    super(`Table ${tableId} moved on since version ${expectedVersion}`);
  }
}

export class ActiveTableExistsError extends Error {
  constructor(readonly existing: TableRecord) {
    super(`Channel ${existing.channelId} already has an active table (${existing.id})`);
  }
}

/** A finished table with what server statistics need. */
export interface FinishedTable {
  table: TableRecord;
  seats: SeatRecord[];
  /** Moves in the game (taken-back moves not counted). */
  moveCount: number;
}

/** A finished table as ratings read it: its result and seats, without the game state. */
export interface FinishedResult {
  table: Pick<TableRecord, 'id' | 'status' | 'result' | 'finishedAt' | 'updatedAt'>;
  seats: Pick<SeatRecord, 'seat' | 'userId' | 'displayName'>[];
}

/** Per-server settings. */
export interface GuildSettings {
  guildId: string;
  /** Only members with this role (or Manage Channels) may open tables; null lets anyone. */
  creatorRoleId: string | null;
  /** New lobbies are announced in this channel; null or absent: not announced. */
  lobbyChannelId?: string | null;
  /** The tables' web pages: false switches them off for this server; absent leaves the stored value (default on). */
  webPages?: boolean;
}

/** A lobby waiting for players, for the server's list of open tables. */
export interface OpenLobby {
  table: TableRecord;
  seats: SeatRecord[];
}

/** One rated player at one finished table (see src/tables/ratings-model.ts). */
export interface NewRatingEvent {
  tableId: string;
  userId: string;
  /** The name the player had at that table. */
  displayName: string;
  rank: number;
  /** Rated players at the table. */
  players: number;
  finishedAt: Date;
  muBefore: number;
  sigmaBefore: number;
  mu: number;
  sigma: number;
}

/** A stored rating event: its place in the server's replay order of the game. */
export interface RatingEventRecord extends NewRatingEvent {
  position: number;
}

/** The rating events of one server and game, in replay order, and the version they were read at. */
export interface RatingLedger {
  version: number;
  events: RatingEventRecord[];
}

/** What an incremental update reads of a ledger instead of every event. */
export interface RatingSummary {
  version: number;
  /** How many events the ledger holds. */
  events: number;
  /** The rated tables in replay order, with the finish time they were rated at. */
  tables: { tableId: string; finishedAt: Date }[];
}

/**
 * A write of a ledger's events: `keep` stored events stay (a prefix, by position) and `append` follow them.
 * A rebuild keeps none.
 */
export interface RatingWrite {
  keep: number;
  append: NewRatingEvent[];
}

/** A persisted checkpoint of a table's game state (src/tables/stored-checkpoints.ts decides when one can be trusted). */
export interface CheckpointRecord {
  /** Moves still in the game before this state. */
  count: number;
  /** The seq of the last of them. */
  seq: number;
  engineVersion: number;
  setupHash: string;
  stateHash: string;
  /** The state as JSON text. */
  state: string;
}

export interface Store {
  /** Creates a lobby with the host in seat 0. Throws ActiveTableExistsError if the channel has a lobby or active table. */
  createTable(input: NewTable): Promise<TableRecord>;
  getTable(tableId: string): Promise<TableRecord | null>;
  /** The table whose web page has this public id (any status). */
  getTableByPublicId(publicId: string): Promise<TableRecord | null>;
  /** The version alone of the table with this public id (the web page's live poll); null when there is none. */
  versionByPublicId(publicId: string): Promise<number | null>;
  /** The lobby or active table in a channel, if any. */
  getActiveTable(channelId: string): Promise<TableRecord | null>;
  /** The newest table of a channel in any status (a finished game's log and result stay reachable). */
  getLatestTable(channelId: string): Promise<TableRecord | null>;
  listSeats(tableId: string): Promise<SeatRecord[]>;
  /** Moves in sequence order; undone moves included only when asked. */
  listMoves(tableId: string, opts?: { includeUndone?: boolean }): Promise<MoveRecord[]>;
  listAudit(tableId: string): Promise<AuditRecord[]>;
  /**
   * Applies all changes in one transaction if the table is still at expectedVersion, and returns the
   * updated table (version + 1). Throws ConflictError otherwise; nothing is written then.
   */
  commit(tableId: string, expectedVersion: number, change: Commit): Promise<TableRecord>;
  /**
   * Bookkeeping that is not a game change (post ids, reminder schedule): written without a version check
   * and without bumping the version, so buttons made for the current version stay valid.
   */
  updateMeta(tableId: string, patch: MetaPatch): Promise<void>;
  /** A player's own preferences at one table; no version bump. */
  updateSeatPrefs(tableId: string, userId: string, patch: SeatPrefsPatch): Promise<void>;
  /** Active tables whose reminder is due at `now`. */
  listDueReminders(now: Date): Promise<TableRecord[]>;
  /** Active tables with a decision deadline due at `now`, earliest first. */
  listDueDeadlines(now: Date): Promise<TableRecord[]>;
  /**
   * Replaces the deadline schedule without a version bump, only while the table is still at `version`
   * (a player's vacation or quiet hours moved a due time). False when the table moved on meanwhile.
   */
  updateDeadlines(tableId: string, version: number, deadlines: DeadlineSchedule | null, deadlineAt: Date | null): Promise<boolean>;
  /** Tables (any status) a user sits at, newest first. */
  listTablesForUser(userId: string, opts?: { activeOnly?: boolean }): Promise<TableRecord[]>;
  /** When the latest move still in the game was made, per table; tables without moves are absent. */
  lastMoveTimes(tableIds: readonly string[]): Promise<Map<string, Date>>;
  /** Finished tables of a server (of one game, if given), oldest first, with their seats and move counts. */
  listFinishedTables(guildId: string, opts?: { gameId?: string }): Promise<FinishedTable[]>;
  /**
   * Claims a due reminder for one process: applies the patch only while the table's reminder is still the one
   * that was read as due (nextReminderAt unchanged). False when another process claimed it first, or a move
   * rescheduled it meanwhile; then nothing is written and the caller sends nothing.
   */
  claimReminder(tableId: string, dueAt: Date, patch: MetaPatch): Promise<boolean>;
  /** The results of a server's finished tables of one game, or of the given ones (for ratings: no snapshots are read). */
  listFinishedResults(guildId: string, gameId: string, tableIds?: readonly string[]): Promise<FinishedResult[]>;
  /** Which tables of a server's game are finished, and when. */
  listFinishedKeys(guildId: string, gameId: string): Promise<Pick<TableRecord, 'id' | 'finishedAt' | 'updatedAt'>[]>;
  /** A summary of a ledger (its version first, as getRatingLedger). */
  getRatingSummary(guildId: string, gameId: string): Promise<RatingSummary>;
  /** The given players' latest skills in a ledger; players without an event are absent. */
  latestSkills(guildId: string, gameId: string, userIds: readonly string[]): Promise<Map<string, { mu: number; sigma: number }>>;
  /** Lobbies of a server waiting for players, oldest first, with their seats. */
  listOpenLobbies(guildId: string): Promise<OpenLobby[]>;
  /** The rating events of one server and game in replay order, and the ledger's version (0 when none yet). */
  getRatingLedger(guildId: string, gameId: string): Promise<RatingLedger>;
  /**
   * Writes a ledger's events in one transaction if its version is still `expectedVersion`, and bumps it.
   * False (nothing written) when another writer changed the ledger meanwhile: the caller reads and recomputes.
   */
  writeRatings(guildId: string, gameId: string, expectedVersion: number, write: RatingWrite): Promise<boolean>;
  /** Writes checkpoints of a table, replacing any stored at the same counts. */
  saveCheckpoints(tableId: string, checkpoints: readonly CheckpointRecord[]): Promise<void>;
  /** The table's checkpoints of this engine version at `count` moves or fewer, the latest first, at most `limit`. */
  checkpointsUpTo(tableId: string, engineVersion: number, count: number, limit: number): Promise<CheckpointRecord[]>;
  getGuildSettings(guildId: string): Promise<GuildSettings | null>;
  /** Keeps a data set's content under its id (nothing happens when the id is known: equal ids, equal content). */
  saveDataSet(set: StoredDataSet): Promise<void>;
  getDataSet(id: string): Promise<StoredDataSet | null>;
  setGuildSettings(settings: GuildSettings): Promise<void>;
  close(): Promise<void>;
}
