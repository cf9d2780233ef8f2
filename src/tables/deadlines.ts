/**
 * Deadlines that act (issue 11). A table's host may give every open decision a deadline: hours for a seat's own
 * turn and for answers between turns, separately (TableSettings). The schedule is stored with the table
 * (`deadlines`, and its earliest due time in the indexed `deadlineAt`) and rebuilt in the same commit as every
 * change of the game, so it survives restarts and is shared by every bot process. The poller (dueDeadlines)
 * plays the game's default move for a decision whose time is up through the ordinary optimistic commit: when two
 * processes (or a player and the poller) race, exactly one commit wins and the other changes nothing.
 *
 * The rules for a player's own settings:
 * - vacation: the clock of a decision starts at the later of its opening and the end of the player's vacation,
 *   so a player on vacation never loses a move to a deadline, and has the full time once back;
 * - quiet hours: a deadline that would pass in the player's quiet hours passes when they end instead.
 * A reminder comes before every deadline: at the latest a quarter of its time (at most 12 hours) before it.
 */
import { waitingDecisions } from '../engine/decisions.ts';
import type { AnyGameModule, Decision } from '../engine/types.ts';
import type { DeadlineItem, DeadlineSchedule, SeatRecord, TablePatch, TableRecord, TableSettings } from '../store/port.ts';
import { settingsOf, userAt, type LoadedTable, type TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import { firstTimeNobodyQuiet, isQuiet } from './player-time.ts';

const HOUR = 3_600_000;
/** The longest deadline a host may set: 30 days. */
export const MAX_DEADLINE_HOURS = 30 * 24;
/** A reminder comes a quarter of a deadline's time before it, but not earlier than this before it. */
const MAX_WARNING = 12 * HOUR;

export type Timing = 'turn' | 'off-turn';

export function timingOf(decision: Decision): Timing {
  return decision.timing ?? 'turn';
}

/** The hours a decision of this timing has at this table, or null when it has no deadline. */
export function deadlineHours(settings: TableSettings, timing: Timing): number | null {
  const hours = timing === 'turn' ? settings.turnDeadlineHours : settings.offTurnDeadlineHours;
  return typeof hours === 'number' && hours > 0 ? hours : null;
}

export function deadlinesOn(settings: TableSettings): boolean {
  return deadlineHours(settings, 'turn') !== null || deadlineHours(settings, 'off-turn') !== null;
}

/** The same decision as an item of the schedule: same seat, kind and prompt (as for pings, see posts.ts). */
export function sameDecision(item: Pick<DeadlineItem, 'seat' | 'kind' | 'prompt'>, decision: Decision): boolean {
  return item.seat === decision.seat && item.kind === decision.kind && item.prompt === decision.prompt;
}

/** When a decision opened at `openedAt` with `hours` to answer falls due for this player (see the rules above). */
export function dueTime(openedAt: Date, hours: number, player: SeatRecord | undefined): Date {
  const vacationEnd = player?.vacationUntil?.getTime() ?? 0;
  const start = Math.max(openedAt.getTime(), vacationEnd);
  const due = new Date(start + hours * HOUR);
  if (player && isQuiet(player, due)) return firstTimeNobodyQuiet([player], due) ?? due;
  return due;
}

export interface ScheduleInput {
  game: AnyGameModule;
  state: unknown;
  settings: TableSettings;
  seats: readonly SeatRecord[];
  /** The table version the schedule is for (the version after the commit that carries it). */
  version: number;
  /** The schedule before the change: decisions still open keep their opening time. */
  previous: DeadlineSchedule | null;
  now: Date;
}

/** The deadlines of the open decisions in `state`; null when there are none (deadlines off, game over). */
export function buildSchedule(input: ScheduleInput): DeadlineSchedule | null {
  const { game, state, settings, seats, version, previous, now } = input;
  if (!deadlinesOn(settings) || game.result(state) !== null) return null;
  const items: DeadlineItem[] = [];
  for (const decision of waitingDecisions(game.pending(state))) {
    const timing = timingOf(decision);
    const hours = deadlineHours(settings, timing);
    const player = userAt(seats, decision.seat);
    // An autopilot seat plays at once; a repeated decision (same seat, kind, prompt) has one deadline.
    if (hours === null || player?.autopilot || items.some((i) => sameDecision(i, decision))) continue;
    const kept = previous?.items.find((i) => sameDecision(i, decision));
    const openedAt = kept ? new Date(kept.openedAt) : now;
    items.push({ seat: decision.seat, kind: decision.kind, prompt: decision.prompt, timing, openedAt: openedAt.toISOString(), dueAt: dueTime(openedAt, hours, player).toISOString() });
  }
  return items.length > 0 ? { version, items } : null;
}

export function earliestDue(schedule: DeadlineSchedule | null): Date | null {
  if (!schedule || schedule.items.length === 0) return null;
  return new Date(Math.min(...schedule.items.map((i) => Date.parse(i.dueAt))));
}

/** When the reminder before the earliest deadline is due; null when there is no deadline. */
function warningAt(schedule: DeadlineSchedule | null): Date | null {
  if (!schedule) return null;
  const times = schedule.items.map((i) => {
    const due = Date.parse(i.dueAt);
    return due - Math.min(MAX_WARNING, (due - Date.parse(i.openedAt)) / 4);
  });
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

export interface DeadlineChange {
  state?: unknown;
  seats?: readonly SeatRecord[];
  settings?: TableSettings;
  /** The reminder time the change sets otherwise (undefined: it keeps the table's). */
  reminder?: Date | null;
  /** The seat that moved: its decisions were answered, so a new one (even with the same prompt) gets a fresh clock. */
  mover?: number;
  /** Every decision gets a fresh clock (after an undo). */
  fresh?: boolean;
}

/**
 * The part of a commit's table patch that keeps the deadlines right after a change to the state, the seats or
 * the settings. The reminder is brought forward so that the players hear of a deadline before it passes.
 */
export function deadlinePatch(deps: TableServiceDeps, loaded: LoadedTable, change: DeadlineChange): Pick<TablePatch, 'deadlines' | 'deadlineAt' | 'nextReminderAt'> {
  const now = (deps.clock ?? (() => new Date()))();
  const settings = change.settings ?? settingsOf(loaded.table);
  const state = change.state === undefined ? loaded.state : change.state;
  if (state === null || state === undefined) return { deadlines: null, deadlineAt: null };
  const before = change.fresh ? null : loaded.table.deadlines;
  const previous = before && change.mover !== undefined ? { ...before, items: before.items.filter((i) => i.seat !== change.mover) } : before;
  const schedule = buildSchedule({ game: loaded.game, state, settings, seats: change.seats ?? loaded.seats, version: loaded.table.version + 1, previous, now });
  const patch: Pick<TablePatch, 'deadlines' | 'deadlineAt' | 'nextReminderAt'> = { deadlines: schedule, deadlineAt: earliestDue(schedule) };
  const warning = warningAt(schedule);
  const reminder = change.reminder === undefined ? loaded.table.nextReminderAt : change.reminder;
  if (warning && warning.getTime() > now.getTime() && (reminder === null || warning < reminder)) patch.nextReminderAt = warning;
  else if (change.reminder !== undefined) patch.nextReminderAt = change.reminder;
  return patch;
}

/**
 * Rebuilds the schedule without a change of the game (a player's vacation or quiet hours changed). A change of
 * preferences never brings a running deadline closer than the full time from now: a player back early from
 * vacation gets the whole time again, not a deadline already in the past. Written only while the table is still
 * at the version it was built for; a table that moved on got a fresh schedule anyway.
 */
export async function rescheduleDeadlines(deps: TableServiceDeps, loaded: LoadedTable): Promise<void> {
  const { table } = loaded;
  const settings = settingsOf(table);
  if (table.status !== 'active' || !deadlinesOn(settings)) return;
  const seats = await deps.store.listSeats(table.id);
  const now = (deps.clock ?? (() => new Date()))();
  const schedule = buildSchedule({ game: loaded.game, state: loaded.state, settings, seats, version: table.version, previous: table.deadlines, now });
  for (const item of schedule?.items ?? []) {
    const before = table.deadlines?.items.find((i) => sameDecision(i, item));
    if (!before) continue;
    const fullTime = now.getTime() + (deadlineHours(settings, item.timing) ?? 0) * HOUR;
    const floor = Math.min(Date.parse(before.dueAt), fullTime);
    if (Date.parse(item.dueAt) < floor) item.dueAt = new Date(floor).toISOString();
  }
  await deps.store.updateDeadlines(table.id, table.version, schedule, earliestDue(schedule));
}

/** The schedule valid for the table's current version (null when it was made for another one). */
export function currentSchedule(table: TableRecord): DeadlineSchedule | null {
  return table.deadlines && table.deadlines.version === table.version ? table.deadlines : null;
}

/** Discord renders <t:unix:style> in each reader's own time zone and language. */
export function discordTime(at: Date, style: 'f' | 'R'): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:${style}>`;
}

/** The words after a decision in the turn post: its deadline, or that the seat is on autopilot. */
/** When the game's default is played for this open decision; null without a deadline or on autopilot. */
export function decisionDueAt(loaded: LoadedTable, decision: Decision): Date | null {
  if (userAt(loaded.seats, decision.seat)?.autopilot) return null;
  const item = currentSchedule(loaded.table)?.items.find((i) => sameDecision(i, decision));
  return item ? new Date(item.dueAt) : null;
}

export function deadlineNote(loaded: LoadedTable, decision: Decision): string {
  if (userAt(loaded.seats, decision.seat)?.autopilot) return msg('autopilot.note');
  const item = currentSchedule(loaded.table)?.items.find((i) => sameDecision(i, decision));
  if (!item) return '';
  const due = new Date(item.dueAt);
  return msg('deadline.note', { at: discordTime(due, 'f'), in: discordTime(due, 'R') });
}

export interface DeadlineSettingsInput {
  /** Hours (1 to 720) or null to turn the deadline off; undefined leaves it. */
  turnDeadlineHours?: number | null;
  offTurnDeadlineHours?: number | null;
}

export function wantsDeadlineSettings(input: DeadlineSettingsInput): boolean {
  return input.turnDeadlineHours !== undefined || input.offTurnDeadlineHours !== undefined;
}

/** A refusal text for hours outside 1..720 (whole hours), or null when the input is valid. */
export function deadlineSettingsError(input: DeadlineSettingsInput): string | null {
  for (const value of [input.turnDeadlineHours, input.offTurnDeadlineHours]) {
    if (value === undefined || value === null) continue;
    if (!Number.isInteger(value) || value < 1 || value > MAX_DEADLINE_HOURS) return msg('deadline.badHours', { value: String(value), max: MAX_DEADLINE_HOURS });
  }
  return null;
}

export function withDeadlineSettings(settings: TableSettings, input: DeadlineSettingsInput): TableSettings {
  const next = { ...settings };
  if (input.turnDeadlineHours !== undefined) next.turnDeadlineHours = input.turnDeadlineHours;
  if (input.offTurnDeadlineHours !== undefined) next.offTurnDeadlineHours = input.offTurnDeadlineHours;
  return next;
}

function hoursText(hours: number | null): string {
  return hours === null ? msg('settings.off') : msg('deadline.hours', { hours });
}

/** The public line announcing the table's deadlines. */
export function deadlineSettingsText(actor: string, settings: TableSettings): string {
  if (!deadlinesOn(settings)) return msg('deadline.settingsOff', { actor });
  return msg('deadline.settings', { actor, turn: hoursText(deadlineHours(settings, 'turn')), offTurn: hoursText(deadlineHours(settings, 'off-turn')) });
}

const DEADLINE_OFF = new Set(['off', 'none', 'no']);

/**
 * A deadline as typed in /game settings: "36", "36h", "2d" (hours or days), or "off". Returns hours (validated
 * by the table service: 0 or more than 30 days is refused there), null for off, or a message saying what is allowed.
 */
export function parseDeadline(text: string): number | null | string {
  const typed = text.trim().toLowerCase();
  if (DEADLINE_OFF.has(typed)) return null;
  const match = /^(\d{1,6})\s*(h|hours?|d|days?)?$/.exec(typed);
  if (!match) return msg('deadline.badText', { value: text.trim().slice(0, 20) });
  const amount = Number(match[1]);
  return match[2]?.startsWith('d') ? amount * 24 : amount;
}
