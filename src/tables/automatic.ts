/**
 * Moves the platform plays for a seat: when a decision's deadline passes (deadlines.ts) and for seats on
 * autopilot (autopilot.ts). Each is an ordinary logged move (marked automatic) committed with the same
 * optimistic version check as a player's move, so a racing player or a second bot process makes it lose
 * cleanly: a deadline fires at most once, and a decision is answered once.
 */
import { automaticMove, type AutomaticChooser } from '../engine/automatic.ts';
import { automaticMovesTotal } from '../metrics.ts';
import type { Decision, GameEvent } from '../engine/types.ts';
import { ConflictError } from '../store/port.ts';
import { DEFAULT_AI_TIME_LIMIT_MS, settingsOf, userAt, type LoadedTable, type TableServiceDeps } from './context.ts';
import { deadlinePatch } from './deadlines.ts';
import { msg, type MessageId } from './messages.ts';
import type { Outcome } from './outcome.ts';
import { seatName } from './posts.ts';
import { moveAsSeenBy } from './move-text.ts';
import { afterChange, nextReminderAt, tableById } from './shared.ts';
import { rateFinishedTable } from './ratings.ts';

export type AutomaticReason = 'deadline' | 'autopilot';

export interface AutomaticStep {
  after: LoadedTable;
  line: string;
  events: GameEvent[];
  notation: string;
  seat: number;
}

/** What a move's line adds about who chose it (nothing for the game's default rule). */
const CHOOSER_NOTES: Record<AutomaticChooser, MessageId | null> = { ai: 'automatic.ai', 'ai-failed': 'automatic.aiFailed', 'ai-timeout': 'automatic.aiTimeout', default: null };

/** A clock for one AI decision: true once `limitMs` have passed since it was made. */
function timeLimit(limitMs: number): () => boolean {
  const started = performance.now();
  return () => performance.now() - started >= limitMs;
}

/** Plays and commits one automatic move; null when it lost a race (the table moved on) or there is no legal move. */
export async function commitAutomatic(deps: TableServiceDeps, loaded: LoadedTable, decision: Decision, reason: AutomaticReason): Promise<AutomaticStep | null> {
  const { table: record } = loaded;
  const useAi = (settingsOf(record).autopilot ?? 'ai') === 'ai';
  const played = automaticMove(loaded.game, loaded.state, decision, useAi ? { seed: `${record.id}:${record.version}`, outOfTime: timeLimit(deps.aiTimeLimitMs ?? DEFAULT_AI_TIME_LIMIT_MS) } : undefined);
  if (!played) return null;
  const { table, game } = loaded;
  const now = (deps.clock ?? (() => new Date()))();
  const result = game.result(played.state);
  const player = userAt(loaded.seats, decision.seat);
  const reminder = result ? null : nextReminderAt(table, now);
  try {
    const updated = await deps.store.commit(table.id, table.version, {
      moves: [{ seat: decision.seat, userId: player?.userId ?? `vacant:${decision.seat}`, notation: played.notation, automatic: true }],
      table: {
        snapshot: played.state,
        ...(result ? { status: 'finished' as const, result, nextReminderAt: null, deadlines: null, deadlineAt: null } : { remindersSent: 0, ...deadlinePatch(deps, loaded, { state: played.state, reminder, mover: decision.seat }) }),
        settings: { ...settingsOf(table), undoVote: null },
      },
    });
    if (result) await rateFinishedTable(deps.store, updated);
    const after: LoadedTable = { ...loaded, table: updated, state: played.state };
    const move = moveAsSeenBy(after, { notation: played.notation, seat: decision.seat }, 'everyone');
    automaticMovesTotal.inc({ reason, chooser: played.chooser });
    const note = CHOOSER_NOTES[played.chooser];
    const chooser = note ? msg(note) : '';
    const line = msg(reason === 'deadline' ? 'deadline.played' : 'autopilot.played', { user: seatName(loaded.seats, decision.seat), move }) + chooser;
    return { after, line, events: played.events, notation: played.notation, seat: decision.seat };
  } catch (err) {
    if (err instanceof ConflictError) return null;
    throw err;
  }
}

/** Chooses the next decision to play automatically at a loaded table, or null when there is none. */
export type NextAutomatic = (loaded: LoadedTable, now: Date) => { decision: Decision; reason: AutomaticReason } | null;

/** More automatic moves in one go than any game needs to finish with every seat on autopilot. */
const MAX_AUTOMATIC_MOVES = 3000;
/** Lines of automatic moves in one post at most (a Discord message holds 2,000 characters). */
const MAX_LINES = 12;

/**
 * Plays automatic moves at one table while `next` finds one, then describes them in one outcome: a line per
 * automatic move and one turn post (or the result) for the state they lead to. Null when nothing was played.
 */
export async function runAutomatic(deps: TableServiceDeps, tableId: string, next: NextAutomatic): Promise<Outcome | null> {
  const steps: AutomaticStep[] = [];
  let first: LoadedTable | null = null;
  for (let i = 0; i < MAX_AUTOMATIC_MOVES; i++) {
    const loaded = await tableById(deps, tableId);
    if (!loaded || loaded.table.status !== 'active') break;
    first ??= loaded;
    const chosen = next(loaded, (deps.clock ?? (() => new Date()))());
    if (!chosen) break;
    const step = await commitAutomatic(deps, loaded, chosen.decision, chosen.reason);
    if (!step) break;
    steps.push(step);
  }
  const last = steps.at(-1);
  if (!last || !first) return null;
  const events = steps.flatMap((s) => s.events).map((e) => ({ kind: e.kind, text: '', private: e.private }));
  const lines = steps.map((s) => s.line);
  // One line per automatic move; a long run (several seats on autopilot) is cut short, the log has every move.
  const shown = lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES - 1), msg('autopilot.more', { count: lines.length - MAX_LINES + 1 })] : lines;
  return afterChange(deps, last.after, shown.join('\n'), events, { lastMove: { notation: last.notation, seat: last.seat }, previous: { state: first.state } });
}
