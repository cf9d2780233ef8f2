/** Seats changing hands: a player removed, replaced, their seat left open, or played by the autopilot. */
import { type Commit, type SeatRecord } from '../store/port.ts';
import { canAdminister, hasNoMember, seatOf, type Actor, type LoadedTable, type TableServiceDeps } from './context.ts';
import { deadlinePatch } from './deadlines.ts';
import { msg } from './messages.ts';
import { errorReply, type Outcome } from './outcome.ts';
import { lobbyPost } from './posts.ts';
import { activeTable, afterChange, privateViewDms } from './shared.ts';
import { commitOrConflict } from './admin-common.ts';

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
  const heir = actorUserId !== target.userId ? actorUserId : seats.find((s) => !hasNoMember(s))?.userId;
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
