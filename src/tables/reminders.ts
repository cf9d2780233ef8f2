import { waitingDecisions } from '../engine/decisions.ts';
import type { Decision } from '../engine/types.ts';
import type { SeatRecord, TableRecord } from '../store/port.ts';
import { hasNoMember, loadTable, settingsOf, userAt, type LoadedTable, type TableServiceDeps } from './context.ts';
import { deadlineNote } from './deadlines.ts';
import { msg } from './messages.ts';
import { firstTimeNobodyQuiet, isQuiet, onVacation } from './player-time.ts';
import type { Outcome } from './outcome.ts';

/**
 * Reminders that are due: a DM to each waiting player who has DMs on and has not muted this turn,
 * or a mention in the channel for those with DMs off. The schedule lives in the database, so a
 * restart neither loses nor repeats a reminder.
 *
 * Quiet hours and vacations hold the table's reminder instead of dropping it. When a reminder falls due
 * while a waiting player is in their quiet hours, nothing is sent and nothing is counted: the reminder is
 * moved to the first moment (within a day) when none of the waiting players is quiet, and sent then to all
 * of them. One reminder per table and wait, counted once, so nobody is reminded twice for one round and a
 * skipped player's reminder is not lost. The price: a player who is awake waits with the others, at most
 * until the quiet hours end. Only if the waiting players' quiet hours together cover the whole day is the
 * reminder sent at once to those awake (the others miss that one round). Likewise, while every waiting
 * player is on vacation the reminder waits, uncounted, until the first vacation ends; players on vacation
 * are never reminded.
 */
export async function dueReminders(deps: TableServiceDeps): Promise<Outcome[]> {
  const now = (deps.clock ?? (() => new Date()))();
  const outcomes: Outcome[] = [];
  for (const table of await deps.store.listDueReminders(now)) {
    const outcome = await remindTable(deps, table, now);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

interface Waiting {
  user: SeatRecord;
  decision: Decision;
}

async function remindTable(deps: TableServiceDeps, table: TableRecord, now: Date): Promise<Outcome | null> {
  const loaded = await loadTable(deps, table);
  const waiting = waitingPlayers(loaded);
  const present = waiting.filter((w) => !onVacation(w.user, now));
  const holdUntil = reminderHold(waiting, present, now);
  // Every process may poll: the claim (a conditional update on the schedule read as due) lets one send it.
  const dueAt = table.nextReminderAt!;
  if (holdUntil) {
    await deps.store.claimReminder(table.id, dueAt, { nextReminderAt: holdUntil });
    return null;
  }
  const settings = settingsOf(table);
  const sent = table.remindersSent + 1;
  const more = sent < settings.maxReminders && settings.reminderHours > 0;
  const claimed = await deps.store.claimReminder(table.id, dueAt, { remindersSent: sent, nextReminderAt: more ? new Date(now.getTime() + settings.reminderHours * 3_600_000) : null });
  if (!claimed) return null;
  const outcome: Outcome = { posts: [], dms: [], tableId: table.id, channelId: table.channelId, version: table.version };
  for (const { user, decision } of present) {
    if (isQuiet(user, now)) continue;
    if (user.dmEnabled) {
      outcome.dms.push({ userId: user.userId, text: msg('reminder.dm', { game: loaded.game.title, channel: table.channelId, prompt: decision.prompt + deadlineNote(loaded, decision) }), linkToTurnPost: true, fallbackToChannel: true });
    } else {
      outcome.posts.push({ text: msg('reminder.ping', { mention: `<@${user.userId}>`, prompt: decision.prompt + deadlineNote(loaded, decision) }), mentions: [user.userId], buttons: [] });
    }
  }
  return outcome.dms.length > 0 || outcome.posts.length > 0 ? outcome : null;
}

/** Each seated player who must act, once, unless they muted reminders for this turn. */
function waitingPlayers(loaded: LoadedTable): Waiting[] {
  const waiting: Waiting[] = [];
  for (const decision of waitingDecisions(loaded.game.pending(loaded.state))) {
    const user = userAt(loaded.seats, decision.seat);
    if (!user || hasNoMember(user) || waiting.some((w) => w.user.userId === user.userId)) continue;
    if (user.muteUntilVersion !== null && user.muteUntilVersion >= loaded.table.version) continue;
    waiting.push({ user, decision });
  }
  return waiting;
}

/** When a due reminder must wait (uncounted) instead of being sent now; null to send it now. */
function reminderHold(waiting: readonly Waiting[], present: readonly Waiting[], now: Date): Date | null {
  if (waiting.length > 0 && present.length === 0) {
    return new Date(Math.min(...waiting.map((w) => w.user.vacationUntil!.getTime())));
  }
  if (!present.some((w) => isQuiet(w.user, now))) return null;
  return firstTimeNobodyQuiet(present.map((w) => w.user), now);
}
