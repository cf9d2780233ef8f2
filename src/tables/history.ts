import { replay } from '../engine/play.ts';
import type { MoveRecord } from '../store/port.ts';
import { setupSeatInfos, type LoadedTable, type TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import { moveAsSeenBy, tableIsOver } from './move-text.ts';
import { errorReply, replyOnly, type ActionButton, type ActionSelect, type Outcome } from './outcome.ts';
import { button, seatName } from './posts.ts';
import { boardContext, locateTable, type Where } from './shared.ts';

/** Which picture of the past: the board image or the status text. */
export type HistoryView = 'board' | 'status';

/**
 * The table as it was after move N of its log (N is the number the log shows; 0 is the opening position),
 * replayed from the log. While the game runs, a past position shows exactly what the live game showed then:
 * the public view, the public form of the move, the public status. Once the game is over, the private
 * summaries of that position are shown too, as the full log is.
 */
export async function historyAt(deps: TableServiceDeps, where: Where, move: number, view: HistoryView): Promise<Outcome> {
  const loaded = await locateTable(deps, where, { orLatest: true });
  if (!loaded) return errorReply(msg('table.none'));
  if (loaded.table.status === 'lobby') return errorReply(msg('table.notActive', { status: 'lobby' }), loaded.table.id);
  const log = await deps.store.listMoves(loaded.table.id, { includeUndone: true });
  const last = log.at(-1)?.seq ?? 0;
  if (!Number.isInteger(move) || move < 0 || move > last) {
    return errorReply(msg('history.outOfRange', { move, last }), loaded.table.id);
  }
  const target = log.find((m) => m.seq === move);
  if (target?.undoneAt) return errorReply(msg('history.undone', { move }), loaded.table.id);
  const live = log.filter((m) => m.undoneAt === null);
  const played = live.filter((m) => m.seq <= move);
  const state = replay(loaded.game, { options: loaded.table.options, seats: setupSeatInfos(loaded.seats, live), seed: loaded.table.seed }, played.map((m) => ({ seat: m.seat, notation: m.notation })));
  const past: LoadedTable = { ...loaded, state };
  const over = tableIsOver(loaded);
  const lines = [msg('history.header', { game: loaded.game.title, move, last: live.at(-1)?.seq ?? 0 })];
  if (target) lines.push(msg('history.move', { move, user: seatName(loaded.seats, target.seat), notation: moveAsSeenBy(loaded, target, 'everyone') }));
  else lines.push(msg('history.opening'));
  lines.push(loaded.game.statusLine(state));
  const buttons = stepButtons(loaded, live, move, view);
  if (view === 'board') {
    // boardContext draws the move in its public form, as the live board did.
    const lastMove = target ? { notation: target.notation, seat: target.seat } : undefined;
    const image = await deps.images.board({ tableId: loaded.table.id, version: loaded.table.version, atMove: move, entry: loaded.entry, state, ctx: boardContext(past, lastMove) });
    return replyOnly({ kind: 'info', text: lines.join('\n'), image, buttons }, loaded.table.id);
  }
  lines.push(...(loaded.game.statusDetails?.(state) ?? []));
  const pending = loaded.game.pending(state);
  if (pending.length > 0) lines.push(msg('status.waiting', { who: pending.map((d) => `${seatName(loaded.seats, d.seat)} (${d.prompt})`).join('; ') }));
  if (over) lines.push(...privateLines(past));
  return replyOnly({ kind: 'info', text: lines.join('\n'), buttons }, loaded.table.id);
}

/** After the end nothing is hidden any more: every seat's private summary at that position. */
function privateLines(past: LoadedTable): string[] {
  const lines: string[] = [];
  for (const seat of [...past.seats].sort((a, b) => a.seat - b.seat)) {
    const summary = past.game.privateSummary?.(past.state, seat.seat);
    if (summary) lines.push(msg('history.private', { user: seat.displayName, text: summary }));
  }
  return lines;
}

/** One move back and one forward over the moves still in the game (taken-back moves are skipped). */
function stepButtons(loaded: LoadedTable, live: readonly MoveRecord[], move: number, view: HistoryView): ActionButton[] {
  const previous = [0, ...live.map((m) => m.seq)].filter((seq) => seq < move).at(-1);
  const next = live.find((m) => m.seq > move)?.seq;
  const buttons: ActionButton[] = [];
  if (previous !== undefined) buttons.push(button(loaded.table, { type: 'history', move: previous, view }, msg('button.previousMove', { move: previous })));
  if (next !== undefined) buttons.push(button(loaded.table, { type: 'history', move: next, view }, msg('button.nextMove', { move: next })));
  return buttons;
}

/** A select under a log page that jumps to the board after any of its moves (taken-back ones excepted). */
export function jumpSelect(loaded: LoadedTable, moves: readonly MoveRecord[]): ActionSelect | undefined {
  const options = moves.filter((m) => m.undoneAt === null).map((m) => ({ label: msg('history.jumpOption', { move: m.seq, user: seatName(loaded.seats, m.seat) }), value: String(m.seq) }));
  if (options.length === 0 || loaded.table.status === 'lobby') return undefined;
  return { kind: 'history', placeholder: msg('history.jump'), tableId: loaded.table.id, version: loaded.table.version, options: options.slice(-25) };
}
