import type { Decision } from '../engine/types.ts';
import type { BoardDetail, BoardImageContext } from '../games/entry.ts';
import type { MoveRecord } from '../store/port.ts';
import { isVacant, loadTable, userAt, type Actor, type LoadedTable, type TableServiceDeps } from './context.ts';
import { decisionDueAt } from './deadlines.ts';
import { msg } from './messages.ts';
import { positionAt, tableLog } from './position-at.ts';
import { moveAsSeenBy, tableIsOver } from './move-text.ts';
import { pickText, seatName } from './posts.ts';
import { boardContext, locateTable, type Where } from './shared.ts';
import { pageUrl } from './page-link.ts';
import { webPagesOn } from './web-switch.ts';
import { SEAT_LINK_LIFETIME_MS, signSeatLink, verifySeatLink } from './web-links.ts';

/**
 * What the table's web page shows (src/web draws it): everything here comes from the public view and the public
 * form of each move, exactly as the channel shows it; only `WebPrivate` holds one seat's hidden information, and
 * only for a valid personal link of that seat.
 */

export interface WebPlayer {
  seat: number;
  name: string;
  picks: string;
  score: string | null;
  colour: string | null;
  toAct: boolean;
  autopilot: boolean;
  open: boolean;
}

export interface WebDecision {
  seat: number;
  name: string;
  prompt: string;
  /** ISO time when the game's default is played for this decision; null without a deadline (and in the past). */
  dueAt: string | null;
  answered: boolean;
}

export interface WebLogLine {
  seq: number;
  name: string;
  /** The move as everyone may see it (its public form while the game runs). */
  text: string;
  automatic: boolean;
  undone: boolean;
  at: string;
}

export interface WebBoard {
  svg: string;
  details: BoardDetail[];
}

/** The table at one move of its log: the live position, or a past one for the history slider. */
export interface WebPosition {
  move: number;
  live: boolean;
  /** The move that led here, in public words ("Ann: build E7"); null at the opening position and in the lobby. */
  moveText: string | null;
  statusLine: string;
  statusDetails: string[];
  decisions: WebDecision[];
  players: WebPlayer[];
  board: WebBoard | null;
  /** After the end nothing is hidden any more: each seat's private summary at this position. */
  revealed: { name: string; text: string }[];
  result: { rank: number; name: string; total: number; breakdown: string }[] | null;
}

export interface WebPage {
  publicId: string;
  gameId: string;
  title: string;
  status: LoadedTable['table']['status'];
  version: number;
  position: WebPosition;
  log: WebLogLine[];
  /** The positions the history can show: 0 (the opening) and every move still in the game. */
  moves: number[];
}

export interface WebPrivate {
  seat: number;
  name: string;
  /** The position this view is of: null for the live game, else the move after which the seat saw this. */
  atMove: number | null;
  summary: string | null;
  prompts: string[];
  /** The seat's private picture (hand, goals) as SVG, drawn from that seat's view only. */
  svg: string | null;
}

export type WebRefusal = 'off' | 'malformed' | 'forged' | 'expired' | 'other-table' | 'other-seat';
export type WebAccess = { kind: 'public' } | { kind: 'seat'; layer: WebPrivate } | { kind: 'refused'; reason: WebRefusal };

/** The table with this public id; 'off' when its server switched the pages off (/game server web-pages:false). */
async function byPublicId(deps: TableServiceDeps, publicId: string): Promise<LoadedTable | 'off' | null> {
  const table = await deps.store.getTableByPublicId(publicId);
  if (!table) return null;
  if (!(await webPagesOn(deps, table.guildId))) return 'off';
  return loadTable(deps, table);
}

/** Whether the pages of this table's server are switched off (the event stream asks before it opens). */
export async function webPagesOff(deps: TableServiceDeps, publicId: string): Promise<boolean> {
  return (await byPublicIdTable(deps, publicId)) === 'off';
}

async function byPublicIdTable(deps: TableServiceDeps, publicId: string): Promise<'off' | 'on' | null> {
  const table = await deps.store.getTableByPublicId(publicId);
  if (!table) return null;
  return (await webPagesOn(deps, table.guildId)) ? 'on' : 'off';
}

/** The page of the table with this public id, and what the caller's personal link opens (if any); null: no such table. */
export async function webPage(deps: TableServiceDeps, publicId: string, token?: string): Promise<{ page: WebPage; access: WebAccess } | 'off' | null> {
  const loaded = await byPublicId(deps, publicId);
  if (!loaded || loaded === 'off') return loaded;
  const log = await deps.store.listMoves(loaded.table.id, { includeUndone: true });
  const live = log.filter((m) => m.undoneAt === null);
  const last = live.at(-1);
  const page: WebPage = {
    publicId,
    gameId: loaded.game.id,
    title: loaded.game.title,
    status: loaded.table.status,
    version: loaded.table.version,
    position: position(deps, loaded, loaded.state, last, true),
    log: log.map((m) => ({
      seq: m.seq,
      name: seatName(loaded.seats, m.seat),
      text: moveAsSeenBy(loaded, m, 'everyone'),
      automatic: m.automatic,
      undone: m.undoneAt !== null,
      at: m.createdAt.toISOString(),
    })),
    moves: [0, ...live.map((m) => m.seq)],
  };
  return { page, access: token === undefined ? { kind: 'public' } : seatAccess(deps, loaded, token) };
}

/**
 * The table after move N of its log (0: the opening), as the live game showed it then; null: no such table or move.
 * With a personal link's token, also what that seat saw privately AT THAT POSITION (its hand then, not now).
 */
export async function webPosition(deps: TableServiceDeps, publicId: string, move: number, token?: string): Promise<{ position: WebPosition; access: WebAccess } | 'off' | null> {
  const loaded = await byPublicId(deps, publicId);
  if (loaded === 'off') return loaded;
  if (!loaded || loaded.table.status === 'lobby' || !Number.isInteger(move) || move < 0) return null;
  const log = await tableLog(deps, loaded.table);
  const live = log.filter((m) => m.undoneAt === null);
  const target = live.find((m) => m.seq === move);
  if (move !== 0 && !target) return null;
  const isLive = move === (live.at(-1)?.seq ?? 0);
  const state = isLive ? loaded.state : await positionAt(deps, loaded, move, log);
  const access: WebAccess = token === undefined ? { kind: 'public' } : seatAccess(deps, loaded, token, isLive ? undefined : { state, move, lastMove: target });
  return { position: position(deps, loaded, state, target, isLive), access };
}

/** The current version of the table with this public id, for the page's live updates; null when there is none. */
export function webVersion(deps: TableServiceDeps, publicId: string): Promise<number | null> {
  return deps.store.versionByPublicId(publicId);
}

/** What a personal link opens at this table now: one seat's private layer, or why it opens nothing. */
export async function webPrivate(deps: TableServiceDeps, publicId: string, token: string): Promise<WebAccess | 'off' | null> {
  const loaded = await byPublicId(deps, publicId);
  if (!loaded || loaded === 'off') return loaded;
  return seatAccess(deps, loaded, token);
}

/** A personal link to the page for the actor's seat, valid for a day; null when the page is off or they are not seated. */
export async function seatLink(deps: TableServiceDeps, actor: Actor, where: Where): Promise<{ url: string; expiresAt: Date } | null> {
  const loaded = await locateTable(deps, where, { orLatest: true });
  return loaded && (await webPagesOn(deps, loaded.table.guildId)) ? seatLinkFor(deps, loaded, actor.userId) : null;
}

/** The personal link of the user's seat at a loaded table; null when the page is off, in the lobby, or not seated. */
export function seatLinkFor(deps: TableServiceDeps, loaded: LoadedTable, userId: string): { url: string; expiresAt: Date } | null {
  const seat = loaded.seats.find((s) => s.userId === userId);
  if (!deps.web || !seat || loaded.table.status === 'lobby') return null;
  const expiresAt = new Date(now(deps).getTime() + SEAT_LINK_LIFETIME_MS);
  const token = signSeatLink(deps.web.linkSecret, { publicId: loaded.table.publicId, seat: seat.seat, userId, expiresAt: expiresAt.getTime() });
  return { url: `${pageUrl(deps, loaded.table)!}?key=${token}`, expiresAt };
}

function now(deps: TableServiceDeps): Date {
  return (deps.clock ?? (() => new Date()))();
}

/** A past position a private view is drawn at: its state and move (and the move that led there). */
interface PastPosition {
  state: unknown;
  move: number;
  lastMove: MoveRecord | undefined;
}

/**
 * What a personal link opens: the seat's private view of the live game, or of a past position (drawn from the state
 * then, through the game's own view of that seat, so a past position never shows more than the seat saw then).
 */
function seatAccess(deps: TableServiceDeps, loaded: LoadedTable, token: string, past?: PastPosition): WebAccess {
  if (!deps.web) return { kind: 'refused', reason: 'off' };
  const check = verifySeatLink(deps.web.linkSecret, token, now(deps));
  if (!check.ok) return { kind: 'refused', reason: check.reason };
  const { claims } = check;
  if (claims.publicId !== loaded.table.publicId) return { kind: 'refused', reason: 'other-table' };
  const holder = userAt(loaded.seats, claims.seat);
  if (!holder || holder.userId !== claims.userId || loaded.table.status === 'lobby') return { kind: 'refused', reason: 'other-seat' };
  const { game, entry } = loaded;
  const state = past ? past.state : loaded.state;
  const waiting = past !== undefined || loaded.table.status === 'active';
  const prompts = waiting ? game.pending(state).filter((d) => d.seat === claims.seat).map((d) => d.prompt) : [];
  const ctx = past ? boardContext({ ...loaded, state }, past.lastMove ? { notation: past.lastMove.notation, seat: past.lastMove.seat } : undefined) : boardContext(loaded);
  const svg = entry.renderPrivate?.(game.view(state, claims.seat), claims.seat, ctx) ?? null;
  return { kind: 'seat', layer: { seat: claims.seat, name: holder.displayName, atMove: past ? past.move : null, summary: game.privateSummary?.(state, claims.seat) ?? null, prompts, svg } };
}

function position(deps: TableServiceDeps, loaded: LoadedTable, state: unknown, lastMove: MoveRecord | undefined, live: boolean): WebPosition {
  const { game, seats, entry } = loaded;
  const sorted = [...seats].sort((a, b) => a.seat - b.seat);
  if (loaded.table.status === 'lobby' || state === null) {
    return {
      move: 0,
      live: true,
      moveText: null,
      statusLine: msg('status.lobby', { count: seats.length, max: game.maxPlayers }),
      statusDetails: [],
      decisions: [],
      players: sorted.map((s) => ({ seat: s.seat, name: s.displayName, picks: pickText(s).trim(), score: null, colour: null, toAct: false, autopilot: false, open: isVacant(s) })),
      board: null,
      revealed: [],
      result: null,
    };
  }
  const over = tableIsOver(loaded);
  const ctx = boardContext({ ...loaded, state }, lastMove ? { notation: lastMove.notation, seat: lastMove.seat } : undefined);
  const view = game.view(state, null);
  const pending = loaded.table.status === 'active' || !live ? game.pending(state) : [];
  const scores = entry.turnCardScores?.(view, ctx) ?? [];
  const result = game.result(state);
  return {
    move: lastMove?.seq ?? 0,
    live,
    moveText: lastMove ? `${seatName(seats, lastMove.seat)}: ${moveAsSeenBy(loaded, lastMove, 'everyone')}` : null,
    statusLine: game.statusLine(state),
    statusDetails: game.statusDetails?.(state) ?? [],
    decisions: pending.map((d) => webDecision(loaded, d, live)),
    players: sorted.map((s) => {
      const line = scores.find((l) => l.seat === s.seat);
      return { seat: s.seat, name: s.displayName, picks: pickText(s).trim(), score: line?.score ?? null, colour: line?.colour ?? null, toAct: pending.some((d) => d.seat === s.seat && !d.answered), autopilot: s.autopilot === true, open: isVacant(s) };
    }),
    board: webBoard(loaded, view, ctx, lastMove?.seq ?? 0),
    revealed: over ? sorted.flatMap((s) => {
      const text = game.privateSummary?.(state, s.seat);
      return text ? [{ name: s.displayName, text }] : [];
    }) : [],
    result: result
      ? [...result.scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat).map((s) => ({ rank: s.rank, name: seatName(seats, s.seat), total: s.total, breakdown: Object.entries(s.breakdown).map(([k, v]) => `${k} ${v}`).join(', ') }))
      : null,
  };
}

function webDecision(loaded: LoadedTable, d: Decision, live: boolean): WebDecision {
  const due = live ? decisionDueAt(loaded, d) : null;
  return { seat: d.seat, name: seatName(loaded.seats, d.seat), prompt: d.prompt, dueAt: due ? due.toISOString() : null, answered: d.answered === true };
}

/** Board drawings by table and position: the moves up to a move still in the game never change (see images.ts). */
const boards = new Map<string, WebBoard>();
const MAX_BOARDS = 48;

function webBoard(loaded: LoadedTable, view: unknown, ctx: BoardImageContext, move: number): WebBoard {
  const key = `${loaded.table.id}|${move}|${JSON.stringify(ctx)}`;
  const cached = boards.get(key);
  if (cached) {
    boards.delete(key);
    boards.set(key, cached);
    return cached;
  }
  const board = { svg: loaded.entry.renderBoard(view, ctx), details: loaded.entry.boardDetails?.(view, ctx) ?? [] };
  boards.set(key, board);
  if (boards.size > MAX_BOARDS) boards.delete(boards.keys().next().value!);
  return board;
}
