/**
 * Undo: free while the actor's move is the last one and revealed nothing; otherwise every affected player must agree by
 * button. History is never deleted: undone moves are marked and the state is recomputed from the log.
 */
import { isRuleError } from '../engine/errors.ts';
import { playNotation } from '../engine/play.ts';
import { LATE_JOIN_NOTATION } from '../engine/types.ts';
import { type MoveRecord } from '../store/port.ts';
import { isVacant, mention, seatOf, settingsOf, type Actor, type LoadedTable, type TableServiceDeps, type UndoVote } from './context.ts';
import { deadlinePatch } from './deadlines.ts';
import { msg } from './messages.ts';
import { moveAsSeenBy } from './move-text.ts';
import { errorReply, replyOnly, type Outcome, type PublicPost } from './outcome.ts';
import { positionAt } from './position-at.ts';
import { button } from './posts.ts';
import { type Where, afterChange, locateTable, nextReminderAt, tableById } from './shared.ts';
import { commitOrConflict, now, seatedRefusal } from './admin-common.ts';

/** The state after the first `count` of the live `moves`, from the nearest checkpoint. */
async function stateBefore(deps: TableServiceDeps, loaded: LoadedTable, moves: readonly MoveRecord[], count: number): Promise<unknown> {
  return positionAt(deps, loaded, count === 0 ? 0 : moves[count - 1]!.seq, moves);
}

/** True when any of the moves from index `from` on revealed hidden information or used randomness. */
async function anyReveals(deps: TableServiceDeps, loaded: LoadedTable, moves: readonly MoveRecord[], from: number): Promise<boolean> {
  let state = await stateBefore(deps, loaded, moves, from);
  for (const m of moves.slice(from)) {
    const played = playNotation(loaded.game, state, m.seat, m.notation);
    if (isRuleError(played)) return true;
    if (played.reveals) return true;
    state = played.state;
  }
  return false;
}

/** The refusal of an undo for a reason other than an out-of-date button (not seated, not running), or null. */
export async function undoRefusal(deps: TableServiceDeps, actor: Actor, where: Where): Promise<Outcome | null> {
  return seatedRefusal(await locateTable(deps, where), actor);
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
  // A late seat exists because of its join move (engine/play.ts lateSeats): taking the join back would orphan the seat.
  if (moves.slice(index).some((m) => m.notation === LATE_JOIN_NOTATION)) return errorReply(msg('undo.lateJoin'), loaded.table.id);
  const reveals = await anyReveals(deps, loaded, moves, index);
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
  const state = await stateBefore(deps, loaded, moves, index);
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
