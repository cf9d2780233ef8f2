import { randomBytes } from 'node:crypto';
import { lateSeats, replay, type LoggedMove } from '../engine/play.ts';
import type { AnyGameModule, Seat, SeatInfo } from '../engine/types.ts';
import type { GameCatalog, AnyGameEntry } from '../games/entry.ts';
import type { SeatRecord, Store, TableRecord, TableSettings } from '../store/port.ts';
import type { CheckpointCache } from './checkpoints.ts';
import type { TableImages } from './images.ts';
import type { MoveLogCache } from './move-logs.ts';
import { DataSets } from './data-sets.ts';

/** Who is acting, as the transport knows them. */
export interface Actor {
  userId: string;
  name: string;
  /** The member has Manage Channels in this channel (or is otherwise a server admin). */
  canManage: boolean;
  /** The member has Manage Server: may change server-wide settings. */
  canManageServer?: boolean;
  /** The member's role ids in this server. */
  roleIds?: string[];
}

export interface TableServiceDeps {
  store: Store;
  games: GameCatalog;
  images: TableImages;
  clock?: () => Date;
  /** Seed for a new table; random by default. Tests pass a fixed one. */
  newSeed?: () => string;
  /** Checkpoints of past positions (position-at.ts); the process's shared cache by default. */
  checkpoints?: CheckpointCache;
  /** Move logs by table version (position-at.ts); the process's shared cache by default. */
  moveLogs?: MoveLogCache;
  /** The table's web page (src/web): posts and /game board link to it, /game view gives a personal link. Off when absent. */
  web?: WebSettings;
  /** Component data sets (issue 22): what new tables start with and each table's own; the shipped data by default. */
  dataSets?: DataSets;
  /**
   * Wall-clock time a computer player's decision may take before the seat's default move is played instead
   * (AI_TIME_LIMIT_MS); DEFAULT_AI_TIME_LIMIT_MS when absent.
   */
  aiTimeLimitMs?: number;
}

/** Five times the 1 s an AI decision is budgeted at the 95th percentile (DESIGN.md): reached only when something is wrong. */
export const DEFAULT_AI_TIME_LIMIT_MS = 5000;

const shippedDataSets = new WeakMap<GameCatalog, DataSets>();

/** The deps' data sets, or the shipped data of every game (one registry per catalogue). */
export function dataSetsOf(deps: Pick<TableServiceDeps, 'games' | 'dataSets'>): DataSets {
  if (deps.dataSets) return deps.dataSets;
  let sets = shippedDataSets.get(deps.games);
  if (!sets) shippedDataSets.set(deps.games, (sets = new DataSets(deps.games)));
  return sets;
}

export interface WebSettings {
  /** The page's public base URL, e.g. https://tables.example.org (no trailing slash). */
  publicUrl: string;
  /** The secret that signs personal links (src/tables/web-links.ts). */
  linkSecret: string;
}

export type { UndoVote } from '../store/port.ts';

export const defaultSettings: TableSettings = { reminderHours: 24, maxReminders: 3, undoVote: null };

/** A table with everything needed to act on it. */
export interface LoadedTable {
  table: TableRecord;
  entry: AnyGameEntry;
  game: AnyGameModule;
  seats: SeatRecord[];
  /** Game state at table.version; null in the lobby. */
  state: unknown;
}

export function settingsOf(table: TableRecord): TableSettings {
  return { ...defaultSettings, ...table.settings };
}

export function seatInfos(seats: readonly SeatRecord[]): SeatInfo[] {
  return [...seats].sort((a, b) => a.seat - b.seat).map((s) => ({ name: s.displayName, picks: s.picks }));
}

/**
 * The seats the game was set up with: every seat but those that joined it running (their first move in the whole log is
 * the platform's join, engine/play.ts lateSeats). A replay of only part of the log needs them, since that part may end
 * before a late seat joined.
 */
export function setupSeatInfos(seats: readonly SeatRecord[], log: readonly LoggedMove[]): SeatInfo[] {
  const late = lateSeats(log);
  return seatInfos(seats.filter((s) => !late.has(s.seat)));
}

export function seatOf(seats: readonly SeatRecord[], userId: string): SeatRecord | undefined {
  return seats.find((s) => s.userId === userId);
}

export function userAt(seats: readonly SeatRecord[], seat: Seat): SeatRecord | undefined {
  return seats.find((s) => s.seat === seat);
}

export function isVacant(seat: Pick<SeatRecord, 'userId'>): boolean {
  return seat.userId.startsWith('vacant:');
}

/** The user id of a computer player's seat (issue 25): added by the host in the lobby, played by the game's AI. */
export const COMPUTER_PREFIX = 'ai:';

export function isComputer(seat: Pick<SeatRecord, 'userId'>): boolean {
  return seat.userId.startsWith(COMPUTER_PREFIX);
}

/** No Discord member sits here (an open seat, or a computer player): nobody to ping, DM or mention. */
export function hasNoMember(seat: Pick<SeatRecord, 'userId'>): boolean {
  return isVacant(seat) || isComputer(seat);
}

export function mention(userId: string): string {
  return `<@${userId}>`;
}

export function randomSeed(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Game state for an active or finished table: the snapshot when it was written by this engine version,
 * otherwise recomputed from the move log (the log is the truth).
 */
export async function gameStateOf(store: Store, table: TableRecord, entry: AnyGameEntry, seats: readonly SeatRecord[]): Promise<unknown> {
  if (table.status === 'lobby') return null;
  if (table.snapshot !== null && table.snapshot !== undefined && table.engineVersion === entry.module.engineVersion) {
    return table.snapshot;
  }
  return replayTable(store, table, entry, seats);
}

export async function replayTable(store: Store, table: TableRecord, entry: AnyGameEntry, seats: readonly SeatRecord[]): Promise<unknown> {
  const moves = await store.listMoves(table.id);
  const log: LoggedMove[] = moves.map((m) => ({ seat: m.seat, notation: m.notation }));
  return replay(entry.module, { options: table.options, seats: seatInfos(seats), seed: table.seed }, log);
}

export async function loadTable(deps: TableServiceDeps, table: TableRecord): Promise<LoadedTable> {
  const installed = deps.games.get(table.gameId);
  if (!installed) throw new Error(`Table ${table.id} uses game ${table.gameId}, which is not installed`);
  const entry = await dataSetsOf(deps).entryForTable(deps.store, installed, table);
  const seats = await deps.store.listSeats(table.id);
  const state = await gameStateOf(deps.store, table, entry, seats);
  return { table, entry, game: entry.module, seats, state };
}

export function canAdminister(loaded: LoadedTable, actor: Actor): boolean {
  return actor.canManage || loaded.table.hostUserId === actor.userId;
}

export function gameTitle(games: GameCatalog, gameId: string): string {
  return games.get(gameId)?.module.title ?? gameId;
}
