import { waitingDecisions } from '../engine/decisions.ts';
import type { GameEvent, GameResult, Seat } from '../engine/types.ts';
import type { TableRecord } from '../store/port.ts';
import { hasNoMember, loadTable, settingsOf, userAt, type LoadedTable, type TableServiceDeps } from './context.ts';
import { mergeFormDms, newFormDms } from './forms.ts';
import { msg } from './messages.ts';
import { moveAsSeenBy, type QuotedMove } from './move-text.ts';
import type { DirectMessage, Outcome, PublicPost } from './outcome.ts';
import type { CardLabels } from '../render/turn-card.ts';
import type { CardText } from './images.ts';
import { pageLink } from './page-link.ts';
import { storeCheckpointAfterChange } from './position-at.ts';
import { webPagesOn } from './web-switch.ts';
import { button, notifyRule, privateEventDms, resultText, seatName, turnDms, turnPost } from './posts.ts';

export async function activeTable(deps: TableServiceDeps, channelId: string): Promise<LoadedTable | null> {
  const table = await deps.store.getActiveTable(channelId);
  return table ? loadTable(deps, table) : null;
}

export async function tableById(deps: TableServiceDeps, tableId: string): Promise<LoadedTable | null> {
  const table = await deps.store.getTable(tableId);
  return table ? loadTable(deps, table) : null;
}

/** Where a request points: a channel (slash commands) or a table id (buttons). */
export interface Where {
  channelId?: string;
  tableId?: string;
}

/**
 * The table a request points at. By channel it is the lobby or running table; with `orLatest`, a channel
 * without one falls back to its newest table, so a finished game's status, board and log stay reachable.
 */
export async function locateTable(deps: TableServiceDeps, where: Where, opts: { orLatest?: boolean } = {}): Promise<LoadedTable | null> {
  if (where.tableId) return tableById(deps, where.tableId);
  if (!where.channelId) return null;
  const active = await activeTable(deps, where.channelId);
  if (active || !opts.orLatest) return active;
  const latest = await deps.store.getLatestTable(where.channelId);
  return latest ? loadTable(deps, latest) : null;
}

export function nextReminderAt(table: TableRecord, now: Date): Date | null {
  const { reminderHours } = settingsOf(table);
  return reminderHours > 0 ? new Date(now.getTime() + reminderHours * 3_600_000) : null;
}

export function boardContext(loaded: LoadedTable, lastMove?: { notation: string; seat: Seat }): { seatNames: string[]; lastMove?: string; lastSeat?: Seat } {
  const seatNames = [...loaded.seats].sort((a, b) => a.seat - b.seat).map((s) => s.displayName);
  if (!lastMove) return { seatNames };
  // The board is public: a move whose notation carries a hidden choice is drawn in its public form.
  return { seatNames, lastMove: moveAsSeenBy(loaded, lastMove, 'everyone'), lastSeat: lastMove.seat };
}

export async function boardImage(deps: TableServiceDeps, loaded: LoadedTable, lastMove?: { notation: string; seat: Seat }) {
  return deps.images.board({ tableId: loaded.table.id, version: loaded.table.version, entry: loaded.entry, state: loaded.state, ctx: boardContext(loaded, lastMove) });
}

/** Discord markdown and mentions out of a line drawn into an image. */
function plain(line: string, loaded: LoadedTable): string {
  return line
    .replace(/<@(\w+)>/g, (all, id: string) => loaded.seats.find((s) => s.userId === id)?.displayName ?? all)
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1');
}

/** The phone card's headings in the language of the work being done (placeholders are filled by the card). */
function cardLabels(): CardLabels {
  const keep = { n: '{n}', game: '{game}', names: '{names}', total: '{total}' };
  return {
    toAct: msg('card.toAct'),
    lastMove: msg('card.lastMove'),
    noMoveYet: msg('card.noMoveYet'),
    scores: msg('card.scores'),
    ranking: msg('card.ranking'),
    categories: msg('card.categories', keep),
    more: msg('card.more', keep),
    gameOver: msg('card.gameOver', keep),
    winner: msg('card.winner', keep),
    sharedWin: msg('card.sharedWin', keep),
  };
}

/** The words of the phone card: whose turn and what they must decide, the last move, or the final ranking. */
export function cardText(loaded: LoadedTable, headline: string | null, result: GameResult | null): CardText {
  const { game, state, seats } = loaded;
  const lastMove = headline ? plain(headline, loaded) : undefined;
  const labels = cardLabels();
  if (result) {
    const ranked = [...result.scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
    return {
      labels,
      status: msg('table.finished', { game: game.title, summary: '' }).replace(/\*/g, '').trim(),
      toAct: [],
      lastMove,
      result: {
        ranking: ranked.map((s) => ({ rank: s.rank, name: seatName(seats, s.seat), total: s.total, breakdown: Object.entries(s.breakdown) })),
        seats: ranked.map((s) => s.seat),
        summary: result.summary,
      },
    };
  }
  return {
    labels,
    status: plain(game.statusLine(state), loaded),
    toAct: waitingDecisions(game.pending(state)).map((d) => ({ name: seatName(seats, d.seat), prompt: plain(d.prompt, loaded) })),
    lastMove,
    details: (game.statusDetails?.(state) ?? []).map((l) => plain(l, loaded)),
  };
}

/** The image of a turn post: the phone card when the renderer makes one, else the full board. */
export async function turnImage(deps: TableServiceDeps, loaded: LoadedTable, headline: string | null, lastMove?: { notation: string; seat: Seat }) {
  const req = { tableId: loaded.table.id, version: loaded.table.version, entry: loaded.entry, state: loaded.state, ctx: boardContext(loaded, lastMove) };
  if (!deps.images.card) return deps.images.board(req);
  const words = cardText(loaded, headline, loaded.game.result(loaded.state));
  const wholeTurn = lastMove ? loaded.entry.turnCardLastMove?.(loaded.game.view(loaded.state, null), req.ctx) : null;
  return deps.images.card(req, wholeTurn ? { ...words, lastMove: `${seatName(loaded.seats, lastMove!.seat)}: ${wholeTurn}` } : words);
}

/**
 * Everything that follows a change of game state: the public turn post (or the final result),
 * private event lines by DM to their owners, and a DM to whoever must act now.
 */
export interface Change {
  /** The move that made the change (drawn on the card and board in its public form). */
  lastMove?: QuotedMove;
  /**
   * The game state before the change (null at the start): seats that already held their decision are not pinged again,
   * and only forms new since then are announced by DM. Without it, every open decision counts as new and no form is announced.
   */
  previous?: { state: unknown };
  /** The seat whose player just moved in person: not told again of the next step of their own turn. */
  mover?: Seat;
  /** Seats just handed to a new player (a replacement, a seat taken over): everything open for them is announced. */
  newPlayers?: readonly Seat[];
}

/** The "Open board" link for a table's posts, when the bot serves pages (nothing at all otherwise). */
export function linkOf(deps: TableServiceDeps, loaded: LoadedTable, pagesOn = true): { link?: NonNullable<PublicPost['link']> } {
  const link = pagesOn ? pageLink(deps, loaded.table) : undefined;
  return link ? { link } : {};
}

export async function afterChange(deps: TableServiceDeps, loaded: LoadedTable, headline: string, events: readonly GameEvent[], change: Change = {}): Promise<Outcome> {
  const { lastMove, previous } = change;
  await storeCheckpointAfterChange(deps, loaded);
  const pagesOn = await webPagesOn(deps, loaded.table.guildId);
  const before = previous && previous.state !== null ? loaded.game.pending(previous.state) : null;
  const notify = notifyRule(before, change);
  const image = await turnImage(deps, loaded, headline, lastMove);
  const result = loaded.game.result(loaded.state);
  const posts: PublicPost[] = [];
  let dms: DirectMessage[] = privateEventDms(loaded, events);
  if (result) {
    // The full board (with the final state) stays one click away.
    const buttons = [button(loaded.table, { type: 'board' }, msg('button.board')), button(loaded.table, { type: 'log' }, msg('button.log'))];
    posts.push({ text: [headline, resultText(loaded, result)].join('\n'), mentions: loaded.seats.filter((s) => !hasNoMember(s)).map((s) => s.userId), image, buttons, ...linkOf(deps, loaded, pagesOn) });
  } else {
    const now = (deps.clock ?? (() => new Date()))();
    posts.push({ ...turnPost(loaded, headline, image, notify, now), ...linkOf(deps, loaded, pagesOn) });
    dms.push(...turnDms(loaded, loaded.table.channelId, notify, now));
    if (previous) dms = mergeFormDms(dms, newFormDms(loaded, previous.state, now, change.newPlayers));
  }
  return { posts, dms, tableId: loaded.table.id, channelId: loaded.table.channelId, version: loaded.table.version, autopilot: loaded.seats.some((s) => s.autopilot) };
}

/**
 * Each listed seat's private view by DM (at the start, or when a player takes over a seat), only to
 * players who have hidden information: the others learn everything from the public post.
 */
export function privateViewDms(loaded: LoadedTable, seats: readonly Seat[]): DirectMessage[] {
  const dms: DirectMessage[] = [];
  for (const seat of seats) {
    const user = userAt(loaded.seats, seat);
    if (!user || hasNoMember(user)) continue;
    const summary = loaded.game.privateSummary?.(loaded.state, seat) ?? null;
    if (summary === null) continue;
    dms.push({
      userId: user.userId,
      text: `${msg('dm.start', { game: loaded.game.title, channel: loaded.table.channelId })}\n${msg('view.header', { game: loaded.game.title, seat: seat + 1, user: seatName(loaded.seats, seat) })}\n${summary}`,
      fallbackToChannel: true,
    });
  }
  return dms;
}
