/**
 * Autopilot and the deadline poller. A seat on autopilot (its player was removed with /game kick autopilot:true,
 * or left the server) plays every decision at once with the game's default moves, until someone takes the seat
 * with /game join. The table service runs it after every change (see service.ts); the poller runs it together
 * with the deadlines that passed.
 */
import { waitingDecisions } from '../engine/decisions.ts';
import type { Decision } from '../engine/types.ts';
import type { SeatRecord } from '../store/port.ts';
import { putOnAutopilot } from './seat-changes.ts';
import { runAutomatic, type NextAutomatic } from './automatic.ts';
import { loadTable, seatOf, settingsOf, userAt, type LoadedTable, type TableServiceDeps } from './context.ts';
import { buildSchedule, currentSchedule, earliestDue, sameDecision } from './deadlines.ts';
import { msg } from './messages.ts';
import type { Outcome } from './outcome.ts';
import { tableById } from './shared.ts';

function autopilotDecision(loaded: LoadedTable): Decision | undefined {
  return waitingDecisions(loaded.game.pending(loaded.state)).find((d) => userAt(loaded.seats, d.seat)?.autopilot);
}

/** The decision whose deadline passed first, if any. */
function dueDecision(loaded: LoadedTable, now: Date): Decision | undefined {
  const schedule = currentSchedule(loaded.table);
  if (!schedule) return undefined;
  const pending = loaded.game.pending(loaded.state);
  const due = schedule.items.filter((i) => Date.parse(i.dueAt) <= now.getTime()).sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  for (const item of due) {
    const decision = pending.find((d) => sameDecision(item, d));
    if (decision) return decision;
  }
  return undefined;
}

const autopilotOrDeadline: NextAutomatic = (loaded, now) => {
  const auto = autopilotDecision(loaded);
  if (auto) return { decision: auto, reason: 'autopilot' };
  const due = dueDecision(loaded, now);
  return due ? { decision: due, reason: 'deadline' } : null;
};

export function hasAutopilot(seats: readonly SeatRecord[]): boolean {
  return seats.some((s) => s.autopilot);
}

/** Plays the decisions of autopilot seats (and deadlines that passed) at one table; null when there was nothing to play. */
export async function runAutopilot(deps: TableServiceDeps, tableId: string): Promise<Outcome | null> {
  if (!hasAutopilot(await deps.store.listSeats(tableId))) return null;
  return runAutomatic(deps, tableId, autopilotOrDeadline);
}

/**
 * Tables with a deadline that passed: the default moves are played (and autopilot seats answer what follows).
 * A schedule made for an older version (a change that did not rebuild it) is rebuilt first, keeping the
 * opening times of the decisions still open, and fires only if a deadline is still due.
 */
export async function dueDeadlines(deps: TableServiceDeps, onError: (tableId: string, err: unknown) => void = rethrow): Promise<Outcome[]> {
  const now = (deps.clock ?? (() => new Date()))();
  const outcomes: Outcome[] = [];
  for (const table of await deps.store.listDueDeadlines(now)) {
    // One broken table (say, a game no longer installed) must not hold up the deadlines of the others.
    try {
      const outcome = await fireTable(deps, table.id, now);
      if (outcome) outcomes.push(outcome);
    } catch (err) {
      onError(table.id, err);
    }
  }
  return outcomes;
}

function rethrow(_tableId: string, err: unknown): never {
  throw err;
}

async function fireTable(deps: TableServiceDeps, tableId: string, now: Date): Promise<Outcome | null> {
  const loaded = await tableById(deps, tableId);
  if (!loaded || loaded.table.status !== 'active') return null;
  if (!currentSchedule(loaded.table)) {
    const { table: t } = loaded;
    const schedule = buildSchedule({ game: loaded.game, state: loaded.state, settings: settingsOf(t), seats: loaded.seats, version: t.version, previous: t.deadlines, now });
    if (!(await deps.store.updateDeadlines(t.id, t.version, schedule, earliestDue(schedule)))) return null;
  }
  return runAutomatic(deps, tableId, autopilotOrDeadline);
}

/** Merges the autopilot's outcome into the outcome of the change that led to it: the earlier turn post is superseded. */
export function withAutomatic(outcome: Outcome, automatic: Outcome | null): Outcome {
  if (!automatic) return outcome;
  const posts = outcome.posts.map((p) => (p.isTurnPost ? { ...p, isTurnPost: false, buttons: [], select: undefined } : p));
  return { ...outcome, posts: [...posts, ...automatic.posts], dms: [...outcome.dms, ...automatic.dms], version: automatic.version };
}

/**
 * A member left the server: each running table of that server where they sit puts their seat on autopilot.
 * (Lobbies are left alone: the host can remove the player before the start.)
 */
export async function memberLeft(deps: TableServiceDeps, guildId: string, userId: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const table of await deps.store.listTablesForUser(userId, { activeOnly: true })) {
    if (table.guildId !== guildId || table.status !== 'active') continue;
    const loaded = await loadTable(deps, table);
    const target = seatOf(loaded.seats, userId);
    if (!target) continue;
    const outcome = await putOnAutopilot(deps, loaded, userId, target, msg('autopilot.left', { user: target.displayName, seat: target.seat + 1 }));
    if (outcome.reply?.kind === 'error') continue;
    outcomes.push(withAutomatic(outcome, await runAutopilot(deps, table.id)));
  }
  return outcomes;
}
