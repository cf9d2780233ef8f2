/** /game settings: the table's reminders and deadlines (host), and a player's own DMs, quiet hours, time zone and vacation. */
import { type AutopilotMode, type SeatPrefsPatch, type SeatRecord } from '../store/port.ts';

export type { AutopilotMode } from '../store/port.ts';
import { canAdminister, seatOf, settingsOf, type Actor, type LoadedTable, type TableServiceDeps } from './context.ts';
import { deadlinePatch, deadlineSettingsError, deadlineSettingsText, rescheduleDeadlines, wantsDeadlineSettings, withDeadlineSettings, type DeadlineSettingsInput } from './deadlines.ts';
import { msg } from './messages.ts';
import { canonicalTimeZone, localTime, onVacation } from './player-time.ts';
import { errorReply, type Outcome, type PublicPost } from './outcome.ts';
import { activeTable, nextReminderAt } from './shared.ts';
import { commitOrConflict, now } from './admin-common.ts';

export interface TableSettingsInput extends DeadlineSettingsInput {
  reminderHours?: number;
  maxReminders?: number;
  autopilot?: AutopilotMode;
}

export interface PlayerSettingsInput {
  dm?: boolean;
  muteThisTurn?: boolean;
  /** An IANA time zone name (e.g. Europe/Paris); validated here. */
  timeZone?: string;
  /** Quiet hours (0-23, start != end) in the player's time zone; null clears them. */
  quietHours?: { start: number; end: number } | null;
  /** Days of vacation from now (0-60); 0 ends a vacation. */
  vacationDays?: number;
}

const MAX_VACATION_DAYS = 60;

function hasPlayerSettings(player: PlayerSettingsInput): boolean {
  return player.dm !== undefined || !!player.muteThisTurn || player.timeZone !== undefined || player.quietHours !== undefined || player.vacationDays !== undefined;
}

function isHour(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 23;
}

function formatUtc(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

interface PlayerPrefsChange {
  patch: SeatPrefsPatch;
  lines: string[];
  posts: PublicPost[];
}

/** Checks a player's own settings and turns them into a preferences patch; a string is a refusal. */
function playerPrefsChange(player: PlayerSettingsInput, seat: SeatRecord, actor: Actor, version: number, at: Date): PlayerPrefsChange | string {
  const zone = player.timeZone === undefined ? (seat.timeZone ?? null) : canonicalTimeZone(player.timeZone);
  if (player.timeZone !== undefined && zone === null) return msg('settings.badTimeZone', { zone: player.timeZone.trim().slice(0, 64) });
  const quiet = player.quietHours;
  if (quiet && (!isHour(quiet.start) || !isHour(quiet.end) || quiet.start === quiet.end)) return msg('settings.badQuietHours', { value: `${quiet.start}-${quiet.end}` });
  const days = player.vacationDays;
  if (days !== undefined && (!Number.isInteger(days) || days < 0 || days > MAX_VACATION_DAYS)) return msg('settings.badVacation', { value: days });

  const change: PlayerPrefsChange = { patch: {}, lines: [], posts: [] };
  if (player.dm !== undefined) change.patch.dmEnabled = player.dm;
  if (player.muteThisTurn) change.patch.muteUntilVersion = version;
  if (player.dm !== undefined || player.muteThisTurn) {
    change.lines.push(msg('settings.player', { dm: (player.dm ?? seat.dmEnabled) ? msg('settings.on') : msg('settings.off'), mute: player.muteThisTurn ? msg('settings.muted') : '' }));
  }
  if (player.timeZone !== undefined) {
    change.patch.timeZone = zone;
    change.lines.push(msg('settings.timeZone', { zone: zone!, time: localTime(zone!, at) }));
  }
  if (quiet !== undefined) {
    change.patch.quietStart = quiet?.start ?? null;
    change.patch.quietEnd = quiet?.end ?? null;
    change.lines.push(quiet ? msg('settings.quiet', { start: quiet.start, end: quiet.end, zone: zone ?? 'UTC' }) : msg('settings.quietOff'));
    if (quiet && zone === null) change.lines.push(msg('settings.quietUtc'));
  }
  if (days !== undefined) vacationChange(change, days, seat, actor, at);
  return change;
}

function vacationChange(change: PlayerPrefsChange, days: number, seat: SeatRecord, actor: Actor, at: Date): void {
  if (days > 0) {
    const until = new Date(at.getTime() + days * 86_400_000);
    change.patch.vacationUntil = until;
    change.lines.push(msg('settings.vacation', { until: formatUtc(until) }));
    change.posts.push({ text: msg('settings.vacationPublic', { user: actor.name, until: formatUtc(until) }), mentions: [], buttons: [] });
    return;
  }
  change.patch.vacationUntil = null;
  change.lines.push(msg('settings.vacationOff'));
  if (onVacation(seat, at)) change.posts.push({ text: msg('settings.vacationBack', { user: actor.name }), mentions: [], buttons: [] });
}

/**
 * A reminder held until a vacation's end (see reminders.ts) must not wait for it when the player comes back
 * early: it is due again one reminder interval from now at the latest.
 */
async function resumeReminders(deps: TableServiceDeps, loaded: LoadedTable, at: Date): Promise<void> {
  const next = loaded.table.nextReminderAt;
  const resumeAt = nextReminderAt(loaded.table, at);
  if (loaded.table.status !== 'active' || !next || !resumeAt || next <= resumeAt) return;
  await deps.store.updateMeta(loaded.table.id, { nextReminderAt: resumeAt });
}

async function tableSettingsChange(deps: TableServiceDeps, actor: Actor, loaded: LoadedTable, table: TableSettingsInput): Promise<Outcome> {
  const current = settingsOf(loaded.table);
  const next = withDeadlineSettings({ ...current, reminderHours: table.reminderHours ?? current.reminderHours, maxReminders: table.maxReminders ?? current.maxReminders, ...(table.autopilot ? { autopilot: table.autopilot } : {}) }, table);
  const lines: string[] = [];
  const wantsReminders = table.reminderHours !== undefined || table.maxReminders !== undefined;
  if (wantsReminders) lines.push(next.reminderHours > 0 ? msg('settings.table', { actor: actor.name, hours: next.reminderHours, max: next.maxReminders }) : msg('settings.tableOff', { actor: actor.name }));
  if (wantsDeadlineSettings(table)) lines.push(deadlineSettingsText(actor.name, next));
  if (table.autopilot) lines.push(msg(table.autopilot === 'ai' ? 'settings.autopilotAi' : 'settings.autopilotDefault', { actor: actor.name }));
  const text = lines.join('\n');
  const withNext = { ...loaded.table, settings: next };
  const active = loaded.table.status === 'active';
  const reminder = active ? nextReminderAt(withNext, now(deps)) : null;
  // The seats are read again: the same command may have just changed the actor's vacation or quiet hours.
  const timing = active ? deadlinePatch(deps, { ...loaded, table: withNext, seats: await deps.store.listSeats(loaded.table.id) }, { settings: next, reminder }) : { nextReminderAt: null };
  const detail = `reminders ${next.reminderHours}h x${next.maxReminders}; deadlines turn ${next.turnDeadlineHours ?? 'off'} off-turn ${next.offTurnDeadlineHours ?? 'off'}; autopilot ${next.autopilot ?? 'ai'}`;
  return commitOrConflict(
    deps,
    loaded,
    { table: { settings: next, nextReminderAt: reminder, remindersSent: 0, ...timing }, audit: [{ actorUserId: actor.userId, action: 'settings', detail }] },
    async () => ({ reply: { text, kind: 'success' }, posts: [{ text, mentions: [], buttons: [] }], dms: [] }),
  );
}

/**
 * /game settings: the host's reminder settings for the table, and the actor's own preferences (DMs, mute this
 * turn, time zone, quiet hours, vacation). Everything is checked before anything is saved, so a refusal
 * changes nothing.
 */
export async function settings(deps: TableServiceDeps, actor: Actor, channelId: string, table: TableSettingsInput, player: PlayerSettingsInput): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  const wantsPlayer = hasPlayerSettings(player);
  const wantsTable = table.reminderHours !== undefined || table.maxReminders !== undefined || table.autopilot !== undefined || wantsDeadlineSettings(table);
  if (!wantsPlayer && !wantsTable) return errorReply(msg('error.unknownOption', { option: '(none)', allowed: 'reminder-hours, max-reminders, turn-deadline, answer-deadline, autopilot, dm, mute, time-zone, quiet-hours, vacation-days' }), loaded.table.id);
  const seat = seatOf(loaded.seats, actor.userId);
  if (wantsPlayer && !seat) return errorReply(msg('table.notSeated'), loaded.table.id);
  if (wantsTable && !canAdminister(loaded, actor)) return errorReply(msg('error.permission'), loaded.table.id);
  const badDeadline = deadlineSettingsError(table);
  if (badDeadline) return errorReply(badDeadline, loaded.table.id);
  const at = now(deps);
  const change = wantsPlayer ? playerPrefsChange(player, seat!, actor, loaded.table.version, at) : { patch: {}, lines: [], posts: [] };
  if (typeof change === 'string') return errorReply(change, loaded.table.id);
  if (wantsPlayer) {
    await deps.store.updateSeatPrefs(loaded.table.id, actor.userId, change.patch);
    if (change.patch.vacationUntil === null) await resumeReminders(deps, loaded, at);
    // Vacation and quiet hours move this player's deadlines.
    if (!wantsTable) await rescheduleDeadlines(deps, loaded);
  }
  const replies = [...change.lines];
  const posts = [...change.posts];
  if (wantsTable) {
    const outcome = await tableSettingsChange(deps, actor, loaded, table);
    if (outcome.reply?.kind === 'error') return outcome;
    posts.push(...outcome.posts);
    replies.push(outcome.reply!.text);
  }
  return { reply: { text: replies.join('\n'), kind: 'success' }, posts, dms: [], tableId: loaded.table.id, channelId: loaded.table.channelId };
}
