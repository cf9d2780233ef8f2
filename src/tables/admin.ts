import { isRuleError } from '../engine/errors.ts';
import { playNotation, replay } from '../engine/play.ts';
import type { GameResult } from '../engine/types.ts';
import { ConflictError, type Commit, type MoveRecord, type SeatRecord } from '../store/port.ts';
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
import { msg } from './messages.ts';
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
export async function undo(deps: TableServiceDeps, actor: Actor, where: Where): Promise<Outcome> {
  const loaded = await locateTable(deps, where);
  if (!loaded) return errorReply(msg('table.none'));
  if (loaded.table.status !== 'active') return errorReply(msg('table.notActive', { status: loaded.table.status }), loaded.table.id);
  const seat = seatOf(loaded.seats, actor.userId);
  if (!seat) return errorReply(msg('table.notSeated'), loaded.table.id);
  const moves = await deps.store.listMoves(loaded.table.id);
  const index = moves.map((m) => m.seat).lastIndexOf(seat.seat);
  const target = moves[index];
  if (!target) return errorReply(msg('undo.nothing'), loaded.table.id);
  const reveals = anyReveals(loaded, moves, index);
  const later = moves.slice(index + 1);
  const affectedSeats = new Set(reveals ? loaded.seats.map((s) => s.seat) : later.map((m) => m.seat));
  affectedSeats.delete(seat.seat);
  const voters = loaded.seats.filter((s) => affectedSeats.has(s.seat) && !isVacant(s)).map((s) => s.userId);
  if (voters.length === 0) return performUndo(deps, loaded, actor, moves, index, msg('undo.free', { user: actor.name, move: target.notation }));
  const vote: UndoVote = { requesterUserId: actor.userId, fromSeq: target.seq, lastSeq: moves[moves.length - 1]!.seq, voters, approvals: [] };
  const text = msg('undo.vote', { user: actor.name, count: moves.length - index, move: target.notation, voters: voters.map(mention).join(', ') });
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
      table: { snapshot: state, settings: { ...settingsOf(loaded.table), undoVote: null }, nextReminderAt: nextReminderAt(loaded.table, now(deps)), remindersSent: 0 },
      audit: [{ actorUserId: actor.userId, action: 'undo', detail: `seq ${seqs.join(', ')}` }],
    },
    async (updated) => {
      const outcome = await afterChange(deps, { ...loaded, table: updated, state }, text, []);
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
  return performUndo(deps, loaded, { ...actor, name: requester?.displayName ?? actor.name }, moves, index, msg('undo.approved', { count: moves.length - index, move: moves[index]!.notation }));
}

export async function resign(deps: TableServiceDeps, actor: Actor, where: Where, confirmed: boolean): Promise<Outcome> {
  const loaded = await locateTable(deps, where);
  if (!loaded) return errorReply(msg('table.none'));
  if (loaded.table.status !== 'active') return errorReply(msg('table.notActive', { status: loaded.table.status }), loaded.table.id);
  const seat = seatOf(loaded.seats, actor.userId);
  if (!seat) return errorReply(msg('table.notSeated'), loaded.table.id);
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
  if (!loaded || loaded.table.status === 'finished' || loaded.table.status === 'aborted') return errorReply(msg('table.none'));
  if (!canAdminister(loaded, actor)) return errorReply(msg('error.permission'), loaded.table.id);
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

/** Removes a player; in a running game the seat is handed to a replacement or left open for anyone to take. */
export async function kick(deps: TableServiceDeps, actor: Actor, channelId: string, targetUserId: string, replacement?: { userId: string; name: string }): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  if (!canAdminister(loaded, actor)) return errorReply(msg('error.permission'), loaded.table.id);
  const target = seatOf(loaded.seats, targetUserId);
  if (!target) return errorReply(msg('kick.notFound'), loaded.table.id);
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
  if (newHost) change.table = { hostUserId: newHost };
  return commitOrConflict(deps, loaded, change, async (updated) => {
    const after: LoadedTable = { ...loaded, table: updated, seats };
    if (updated.status === 'lobby') return { reply: { text, kind: 'success' }, posts: [lobbyPost(after, text)], dms: [], tableId: updated.id, channelId: updated.channelId, version: updated.version };
    const outcome = await afterChange(deps, after, text, []);
    if (replacement) {
      outcome.dms.push(...privateViewDms(after, [target.seat]));
    }
    return { ...outcome, reply: { text, kind: 'success' } };
  });
}

export interface TableSettingsInput {
  reminderHours?: number;
  maxReminders?: number;
}

export interface PlayerSettingsInput {
  dm?: boolean;
  muteThisTurn?: boolean;
}

export async function settings(deps: TableServiceDeps, actor: Actor, channelId: string, table: TableSettingsInput, player: PlayerSettingsInput): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  const replies: string[] = [];
  const posts: PublicPost[] = [];
  if (player.dm !== undefined || player.muteThisTurn) {
    const seat = seatOf(loaded.seats, actor.userId);
    if (!seat) return errorReply(msg('table.notSeated'), loaded.table.id);
    await deps.store.updateSeatPrefs(loaded.table.id, actor.userId, {
      ...(player.dm !== undefined ? { dmEnabled: player.dm } : {}),
      ...(player.muteThisTurn ? { muteUntilVersion: loaded.table.version } : {}),
    });
    const dm = player.dm ?? seat.dmEnabled;
    replies.push(msg('settings.player', { dm: dm ? msg('settings.on') : msg('settings.off'), mute: player.muteThisTurn ? msg('settings.muted') : '' }));
  }
  if (table.reminderHours !== undefined || table.maxReminders !== undefined) {
    if (!canAdminister(loaded, actor)) return errorReply(msg('error.permission'), loaded.table.id);
    const current = settingsOf(loaded.table);
    const next = { ...current, reminderHours: table.reminderHours ?? current.reminderHours, maxReminders: table.maxReminders ?? current.maxReminders };
    const text = next.reminderHours > 0 ? msg('settings.table', { actor: actor.name, hours: next.reminderHours, max: next.maxReminders }) : msg('settings.tableOff', { actor: actor.name });
    const withNext = { ...loaded.table, settings: next };
    const outcome = await commitOrConflict(
      deps,
      loaded,
      { table: { settings: next, nextReminderAt: loaded.table.status === 'active' ? nextReminderAt(withNext, now(deps)) : null, remindersSent: 0 }, audit: [{ actorUserId: actor.userId, action: 'settings', detail: `reminders ${next.reminderHours}h x${next.maxReminders}` }] },
      async () => ({ posts: [{ text, mentions: [], buttons: [] }], dms: [] }),
    );
    if (outcome.reply) return outcome;
    posts.push(...outcome.posts);
    replies.push(text);
  }
  if (replies.length === 0) return errorReply(msg('error.unknownOption', { option: '(none)', allowed: 'reminder-hours, max-reminders, dm, mute' }), loaded.table.id);
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
