/** Ending a game early: a player resigns, or the host (or Manage Channels) aborts the table. */
import { isVacant, seatOf, type Actor, type TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import { errorReply, replyOnly, type Outcome } from './outcome.ts';
import { button } from './posts.ts';
import { type Where, locateTable } from './shared.ts';
import { adminRefusal, commitOrConflict, seatedRefusal } from './admin-common.ts';
import { undoRefusal } from './undo.ts';
import type { EndedResult } from './ratings-model.ts';
import { rateFinishedTable } from './ratings.ts';

export const resignRefusal = undoRefusal;

/** The refusal of an abort for a reason other than an out-of-date button (no permission, nothing to abort), or null. */
export async function abortRefusal(deps: TableServiceDeps, actor: Actor, where: Where): Promise<Outcome | null> {
  return adminRefusal(await locateTable(deps, where), actor);
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
  // The resigned seat is named so that ratings rank it last (below every seat that played on).
  const result: EndedResult = {
    summary: text,
    resigned: [seat.seat],
    scores: [...others.map((s) => ({ seat: s.seat, rank: 1, total: 0, breakdown: {} })), { seat: seat.seat, rank: others.length > 0 ? 2 : 1, total: 0, breakdown: {} }],
  };
  return commitOrConflict(deps, loaded, { table: { status: 'finished', result, nextReminderAt: null }, audit: [{ actorUserId: actor.userId, action: 'resign', detail: `seat ${seat.seat + 1}` }] }, async (updated) => {
    await rateFinishedTable(deps.store, updated);
    return {
      reply: { text, kind: 'success' },
      posts: [{ text, mentions: others.filter((s) => !isVacant(s)).map((s) => s.userId), buttons: [] }],
      dms: [],
      tableId: updated.id,
      channelId: updated.channelId,
      version: updated.version,
    };
  });
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
