import { isRuleError } from '../engine/errors.ts';
import { playNotation, replay } from '../engine/play.ts';
import type { GameResult } from '../engine/types.ts';
import { ConflictError, type Commit, type MoveRecord, type SeatPrefsPatch, type SeatRecord } from '../store/port.ts';
import {
  canAdminister,
  isVacant,
  mention,
  seatInfos,
  seatOf,
  settingsOf,
  type Actor,
  type LoadedTable,
  type TableServiceDeps,
  type UndoVote,
} from './context.ts';
import { deadlinePatch, deadlineSettingsError, deadlineSettingsText, rescheduleDeadlines, wantsDeadlineSettings, withDeadlineSettings, type DeadlineSettingsInput } from './deadlines.ts';
import { msg } from './messages.ts';
import { moveAsSeenBy } from './move-text.ts';
import { canonicalTimeZone, localTime, onVacation } from './player-time.ts';
import { errorReply, replyOnly, type Outcome, type PublicPost } from './outcome.ts';
import { button, lobbyPost, seatName } from './posts.ts';
import { type Where, activeTable, afterChange, locateTable, nextReminderAt, privateViewDms, tableById } from './shared.ts';

function now(deps: TableServiceDeps): Date {
  return (deps.clock ?? (() => new Date()))();
}

function stateBefore(loaded: LoadedTable, moves: readonly MoveRecord[], count: number): unknown {
  return replay(loaded.game, { options: loaded.table.options, seats: seatInfos(loaded.seats), seed: loaded.table.seed }, moves.slice(0, count).map((m) => ({ seat: m.seat, notation: m.notation })));
}

/** True when any of the moves from index `from` on revealed hidden information or used randomness. */
function anyReveals(loaded: LoadedTable, moves: readonly MoveRecord[], from: number): boolean {
  let state = stateBefore(loaded, moves, from);
  for (const m of moves.slice(from)) {
    const played = playNotation(loaded.game, state, m.seat, m.notation);
    if (isRuleError(played)) return true;
    if (played.reveals) return true;
    state = played.state;
  }
  return false;
}

async function commitOrConflict(deps: TableServiceDeps, loaded: LoadedTable, change: Commit, then: (updated: LoadedTable['table']) => Promise<Outcome>): Promise<Outcome> {
  try {
    const updated = await deps.store.commit(loaded.table.id, loaded.table.version, change);
    return await then(updated);
  } catch (err) {
    if (err instanceof ConflictError) return errorReply(msg('table.conflict'), loaded.table.id);
    throw err;
  }
}

/**
 * Undo: free while the actor's move is the last one and revealed nothing; otherwise every affected
 * player must agree by button. History is never deleted: undone moves are marked and the state is recomputed.
 */
/** Why a seated player's request (undo, resign) cannot be made at this table, or null when it can. */
function seatedRefusal(loaded: LoadedTable | null, actor: Actor): Outcome | null {
  if (!loaded) return errorReply(msg('table.none'));
  if (!seatOf(loaded.seats, actor.userId)) return errorReply(msg('table.notSeated'), loaded.table.id);
  if (loaded.table.status !== 'active') return errorReply(msg('table.notActive', { status: loaded.table.status }), loaded.table.id);
  return null;
}

/** The refusal of an undo for a reason other than an out-of-date button (not seated, not running), or null. */
export async function undoRefusal(deps: TableServiceDeps, actor: Actor, where: Where): Promise<Outcome | null> {
  return seatedRefusal(await locateTable(deps, where), actor);
}

export const resignRefusal = undoRefusal;

/** The refusal of an abort for a reason other than an out-of-date button (no permission, nothing to abort), or null. */
export async function abortRefusal(deps: TableServiceDeps, actor: Actor, where: Where): Promise<Outcome | null> {
  return adminRefusal(await locateTable(deps, where), actor);
}

function adminRefusal(loaded: LoadedTable | null, actor: Actor): Outcome | null {
  if (!loaded || loaded.table.status === 'finished' || loaded.table.status === 'aborted') return errorReply(msg('table.none'));
  return canAdminister(loaded, actor) ? null : errorReply(msg('error.permission'), loaded.table.id);
}

export async function undo(deps: TableServiceDeps, actor: Actor, where: Where): Promise<Outcome> {
  const loaded = await locateTable(deps, where);
  const refused = seatedRefusal(loaded, actor);
  if (refused || !loaded) return refused ?? errorReply(msg('table.none'));
  const seat = seatOf(loaded.seats, actor.userId)!;
  const moves = await deps.store.listMoves(loaded.table.id);
  const index = moves.map((m) => m.seat).lastIndexOf(seat.seat);
  const target = moves[index];
  if (!target) return errorReply(msg('undo.nothing'), loaded.table.id);
  const reveals = anyReveals(loaded, moves, index);
  const later = moves.slice(index + 1);
  const affectedSeats = new Set(reveals ? loaded.seats.map((s) => s.seat) : later.map((m) => m.seat));
  affectedSeats.delete(seat.seat);
  const voters = loaded.seats.filter((s) => affectedSeats.has(s.seat) && !isVacant(s)).map((s) => s.userId);
  if (voters.length === 0) return performUndo(deps, loaded, actor, moves, index, msg('undo.free', { user: actor.name, move: moveAsSeenBy(loaded, target, 'everyone') }));
  const vote: UndoVote = { requesterUserId: actor.userId, fromSeq: target.seq, lastSeq: moves[moves.length - 1]!.seq, voters, approvals: [] };
  const text = msg('undo.vote', { user: actor.name, count: moves.length - index, move: moveAsSeenBy(loaded, target, 'everyone'), voters: voters.map(mention).join(', ') });
  return commitOrConflict(deps, loaded, { table: { settings: { ...settingsOf(loaded.table), undoVote: vote } }, audit: [{ actorUserId: actor.userId, action: 'undo-request', detail: `from seq ${target.seq}` }] }, async (updated) => {
    const post: PublicPost = {
      text,
      mentions: voters,
      buttons: [button(updated, { type: 'undo-vote', approve: true }, msg('button.agree'), 'success'), button(updated, { type: 'undo-vote', approve: false }, msg('button.decline'), 'danger')],
    };
    return { reply: { text, kind: 'info' }, posts: [post], dms: [], tableId: updated.id, channelId: updated.channelId, version: updated.version };
  });
}

async function performUndo(deps: TableServiceDeps, loaded: LoadedTable, actor: Actor, moves: readonly MoveRecord[], index: number, text: string): Promise<Outcome> {
  const state = stateBefore(loaded, moves, index);
  const seqs = moves.slice(index).map((m) => m.seq);
  return commitOrConflict(
    deps,
    loaded,
    {
      undo: seqs,
      table: {
        snapshot: state,
        settings: { ...settingsOf(loaded.table), undoVote: null },
        remindersSent: 0,
        ...deadlinePatch(deps, loaded, { state, reminder: nextReminderAt(loaded.table, now(deps)), fresh: true }),
      },
      audit: [{ actorUserId: actor.userId, action: 'undo', detail: `seq ${seqs.join(', ')}` }],
    },
    async (updated) => {
      // Forms open again after the undo (an offer the undone move answered) are announced, as after a move.
      const outcome = await afterChange(deps, { ...loaded, table: updated, state }, text, [], { previous: { state: loaded.state } });
      return { ...outcome, reply: { text, kind: 'success' } };
    },
  );
}

export async function undoVote(deps: TableServiceDeps, actor: Actor, tableId: string, approve: boolean): Promise<Outcome> {
  const loaded = await tableById(deps, tableId);
  const vote = loaded ? settingsOf(loaded.table).undoVote : null;
  if (!loaded || !vote || loaded.table.status !== 'active') return errorReply(msg('undo.noVote'), tableId);
  if (!vote.voters.includes(actor.userId)) return errorReply(msg('undo.notVoter'), tableId);
  const moves = await deps.store.listMoves(tableId);
  const lastSeq = moves[moves.length - 1]?.seq ?? 0;
  if (lastSeq !== vote.lastSeq) return errorReply(msg('undo.noVote'), tableId);
  const settings = settingsOf(loaded.table);
  if (!approve) {
    const text = msg('undo.rejected', { user: actor.name });
    return commitOrConflict(deps, loaded, { table: { settings: { ...settings, undoVote: null } }, audit: [{ actorUserId: actor.userId, action: 'undo-declined', detail: `from seq ${vote.fromSeq}` }] }, async (updated) => ({
      reply: { text, kind: 'success' },
      posts: [{ text, mentions: [vote.requesterUserId], buttons: [] }],
      dms: [],
      tableId,
      channelId: updated.channelId,
      version: updated.version,
    }));
  }
  const approvals = [...new Set([...vote.approvals, actor.userId])];
  const waiting = vote.voters.filter((v) => !approvals.includes(v));
  if (waiting.length > 0) {
    return commitOrConflict(deps, loaded, { table: { settings: { ...settings, undoVote: { ...vote, approvals } } } }, async () =>
      replyOnly({ kind: 'success', text: msg('undo.voteRecorded', { who: waiting.map(mention).join(', ') }) }, tableId),
    );
  }
  const index = moves.findIndex((m) => m.seq === vote.fromSeq);
  if (index < 0) return errorReply(msg('undo.noVote'), tableId);
  const requester = loaded.seats.find((s) => s.userId === vote.requesterUserId);
  return performUndo(deps, loaded, { ...actor, name: requester?.displayName ?? actor.name }, moves, index, msg('undo.approved', { count: moves.length - index, move: moveAsSeenBy(loaded, moves[index]!, 'everyone') }));
}

export async function resign(deps: TableServiceDeps, actor: Actor, where: Where, confirmed: boolean): Promise<Outcome> {
  const loaded = await locateTable(deps, where);
  const refused = seatedRefusal(loaded, actor);
  if (refused || !loaded) return refused ?? errorReply(msg('table.none'));
  const seat = seatOf(loaded.seats, actor.userId)!;
  if (!confirmed) {
    return replyOnly({ kind: 'info', text: msg('resign.confirm'), buttons: [button(loaded.table, { type: 'resign-confirm' }, msg('button.confirm'), 'danger'), button(loaded.table, { type: 'cancel' }, msg('button.cancel'))] }, loaded.table.id);
  }
  const others = loaded.seats.filter((s) => s.seat !== seat.seat);
  const text = msg('resign.done', { user: actor.name });
  const result: GameResult = {
    summary: text,
    scores: [...others.map((s) => ({ seat: s.seat, rank: 1, total: 0, breakdown: {} })), { seat: seat.seat, rank: others.length > 0 ? 2 : 1, total: 0, breakdown: {} }],
  };
  return commitOrConflict(deps, loaded, { table: { status: 'finished', result, nextReminderAt: null }, audit: [{ actorUserId: actor.userId, action: 'resign', detail: `seat ${seat.seat + 1}` }] }, async (updated) => ({
    reply: { text, kind: 'success' },
    posts: [{ text, mentions: others.filter((s) => !isVacant(s)).map((s) => s.userId), buttons: [] }],
    dms: [],
    tableId: updated.id,
    channelId: updated.channelId,
    version: updated.version,
  }));
}

export async function abort(deps: TableServiceDeps, actor: Actor, where: Where, confirmed: boolean): Promise<Outcome> {
  const loaded = await locateTable(deps, where);
  const refused = adminRefusal(loaded, actor);
  if (refused || !loaded) return refused ?? errorReply(msg('table.none'));
  if (!confirmed) {
    return replyOnly({ kind: 'info', text: msg('abort.confirm'), buttons: [button(loaded.table, { type: 'abort-confirm' }, msg('button.confirm'), 'danger'), button(loaded.table, { type: 'cancel' }, msg('button.cancel'))] }, loaded.table.id);
  }
  const text = msg('abort.done', { user: actor.name });
  return commitOrConflict(deps, loaded, { table: { status: 'aborted', nextReminderAt: null }, audit: [{ actorUserId: actor.userId, action: 'abort', detail: '' }] }, async (updated) => ({
    reply: { text, kind: 'success' },
    posts: [{ text, mentions: [], buttons: [] }],
    dms: [],
    tableId: updated.id,
    channelId: updated.channelId,
    version: updated.version,
  }));
}

/**
 * Removes a player; in a running game the seat is handed to a replacement, left open for anyone to take, or
 * (autopilot) left open and played by the game's default moves meanwhile.
 */
export async function kick(deps: TableServiceDeps, actor: Actor, channelId: string, targetUserId: string, replacement?: { userId: string; name: string }, autopilot = false): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  if (!canAdminister(loaded, actor)) return errorReply(msg('error.permission'), loaded.table.id);
  const target = seatOf(loaded.seats, targetUserId);
  if (!target) return errorReply(msg('kick.notFound'), loaded.table.id);
  if (autopilot && loaded.table.status !== 'active') return errorReply(msg('autopilot.notRunning'), loaded.table.id);
  if (autopilot && replacement) return errorReply(msg('autopilot.withReplacement'), loaded.table.id);
  if (autopilot) return putOnAutopilot(deps, loaded, actor.userId, target, msg('kick.autopilot', { actor: actor.name, user: target.displayName, seat: target.seat + 1 }));
  if (targetUserId === actor.userId && !replacement) return errorReply(msg('kick.self'), loaded.table.id);
  if (replacement && seatOf(loaded.seats, replacement.userId)) return errorReply(msg('table.alreadySeated', { seat: seatOf(loaded.seats, replacement.userId)!.seat + 1 }), loaded.table.id);
  let seats: SeatRecord[];
  let text: string;
  const newHost = loaded.table.hostUserId === targetUserId ? (replacement?.userId ?? actor.userId) : undefined;
  if (loaded.table.status === 'lobby' && !replacement) {
    seats = loaded.seats.filter((s) => s.userId !== targetUserId).map((s, index) => ({ ...s, seat: index }));
    text = msg('kick.done', { actor: actor.name, user: target.displayName, seat: target.seat + 1 });
  } else if (replacement) {
    seats = loaded.seats.map((s) => (s.userId === targetUserId ? { ...s, userId: replacement.userId, displayName: replacement.name, dmEnabled: true, muteUntilVersion: null } : s));
    text = msg('kick.replaced', { actor: actor.name, user: target.displayName, newUser: replacement.name, seat: target.seat + 1 });
  } else {
    seats = loaded.seats.map((s) => (s.userId === targetUserId ? { ...s, userId: `vacant:${s.seat}`, displayName: `${s.displayName} (open)` } : s));
    text = msg('kick.vacant', { actor: actor.name, user: target.displayName, seat: target.seat + 1 });
  }
  const change: Commit = { seats, audit: [{ actorUserId: actor.userId, action: replacement ? 'replace' : 'kick', detail: `${target.displayName} seat ${target.seat + 1}${replacement ? ` -> ${replacement.name}` : ''}` }] };
  if (loaded.table.status === 'active') change.table = deadlinePatch(deps, loaded, { seats });
  if (newHost) change.table = { ...change.table, hostUserId: newHost };
  return commitOrConflict(deps, loaded, change, async (updated) => {
    const after: LoadedTable = { ...loaded, table: updated, seats };
    if (updated.status === 'lobby') return { reply: { text, kind: 'success' }, posts: [lobbyPost(after, text)], dms: [], tableId: updated.id, channelId: updated.channelId, version: updated.version };
    const outcome = await afterChange(deps, after, text, [], { previous: { state: loaded.state }, newPlayers: replacement ? [target.seat] : [] });
    if (replacement) {
      outcome.dms.push(...privateViewDms(after, [target.seat]));
    }
    return { ...outcome, reply: { text, kind: 'success' } };
  });
}

/** Frees a seat and lets the autopilot play it until someone takes it with /game join (the service then runs the autopilot). */
export async function putOnAutopilot(deps: TableServiceDeps, loaded: LoadedTable, actorUserId: string, target: SeatRecord, text: string): Promise<Outcome> {
  const seats = loaded.seats.map((s) => (s.seat === target.seat ? { ...s, userId: `vacant:${s.seat}`, displayName: `${s.displayName} (autopilot)`, autopilot: true } : s));
  // A host who leaves hands the table to whoever removed them, or (leaving on their own) to the next seated player.
  const heir = actorUserId !== target.userId ? actorUserId : seats.find((s) => !isVacant(s))?.userId;
  const newHost = loaded.table.hostUserId === target.userId ? heir : undefined;
  const change: Commit = {
    seats,
    table: { ...deadlinePatch(deps, loaded, { seats }), ...(newHost ? { hostUserId: newHost } : {}) },
    audit: [{ actorUserId, action: 'autopilot', detail: `${target.displayName} seat ${target.seat + 1}` }],
  };
  return commitOrConflict(deps, loaded, change, async (updated) => {
    const outcome = await afterChange(deps, { ...loaded, table: updated, seats }, text, [], { previous: { state: loaded.state } });
    return { ...outcome, reply: { text, kind: 'success' } };
  });
}

export interface TableSettingsInput extends DeadlineSettingsInput {
  reminderHours?: number;
  maxReminders?: number;
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
  const next = withDeadlineSettings({ ...current, reminderHours: table.reminderHours ?? current.reminderHours, maxReminders: table.maxReminders ?? current.maxReminders }, table);
  const lines: string[] = [];
  const wantsReminders = table.reminderHours !== undefined || table.maxReminders !== undefined;
  if (wantsReminders) lines.push(next.reminderHours > 0 ? msg('settings.table', { actor: actor.name, hours: next.reminderHours, max: next.maxReminders }) : msg('settings.tableOff', { actor: actor.name }));
  if (wantsDeadlineSettings(table)) lines.push(deadlineSettingsText(actor.name, next));
  const text = lines.join('\n');
  const withNext = { ...loaded.table, settings: next };
  const active = loaded.table.status === 'active';
  const reminder = active ? nextReminderAt(withNext, now(deps)) : null;
  // The seats are read again: the same command may have just changed the actor's vacation or quiet hours.
  const timing = active ? deadlinePatch(deps, { ...loaded, table: withNext, seats: await deps.store.listSeats(loaded.table.id) }, { settings: next, reminder }) : { nextReminderAt: null };
  const detail = `reminders ${next.reminderHours}h x${next.maxReminders}; deadlines turn ${next.turnDeadlineHours ?? 'off'} off-turn ${next.offTurnDeadlineHours ?? 'off'}`;
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
  const wantsTable = table.reminderHours !== undefined || table.maxReminders !== undefined || wantsDeadlineSettings(table);
  if (!wantsPlayer && !wantsTable) return errorReply(msg('error.unknownOption', { option: '(none)', allowed: 'reminder-hours, max-reminders, turn-deadline, answer-deadline, dm, mute, time-zone, quiet-hours, vacation-days' }), loaded.table.id);
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

export async function audit(deps: TableServiceDeps, actor: Actor, channelId: string): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  if (!canAdminister(loaded, actor)) return errorReply(msg('error.permission'), loaded.table.id);
  const rows = await deps.store.listAudit(loaded.table.id);
  const text = rows.length === 0 ? '—' : rows.slice(-30).map((r) => `${r.at.toISOString().slice(0, 16)} ${seatName(loaded.seats, loaded.seats.find((s) => s.userId === r.actorUserId)?.seat ?? -1)}: ${r.action} ${r.detail}`).join('\n');
  return replyOnly({ kind: 'info', text }, loaded.table.id);
}

/** Server-wide: who may open tables (a role, or anyone). Posted publicly in one line. */
export async function serverSettings(deps: TableServiceDeps, actor: Actor, guildId: string | null, creatorRoleId: string | null): Promise<Outcome> {
  if (!guildId) return errorReply(msg('server.noGuild'));
  if (!actor.canManageServer) return errorReply(msg('server.notAllowed'));
  await deps.store.setGuildSettings({ guildId, creatorRoleId });
  const text = creatorRoleId ? msg('server.creatorRole', { actor: actor.name, role: `<@&${creatorRoleId}>` }) : msg('server.creatorAnyone', { actor: actor.name });
  return { reply: { text, kind: 'success' }, posts: [{ text, mentions: [], buttons: [] }], dms: [] };
}
