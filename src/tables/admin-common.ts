/** Helpers shared by the admin use cases: the clock, committing with a conflict answer, and who may ask. */
import { ConflictError, type Commit } from '../store/port.ts';
import { canAdminister, seatOf, type Actor, type LoadedTable, type TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import { tableIsOver } from './move-text.ts';
import { errorReply, type Outcome } from './outcome.ts';


export function now(deps: TableServiceDeps): Date {
  return (deps.clock ?? (() => new Date()))();
}

export async function commitOrConflict(deps: TableServiceDeps, loaded: LoadedTable, change: Commit, then: (updated: LoadedTable['table']) => Promise<Outcome>): Promise<Outcome> {
  try {
    const updated = await deps.store.commit(loaded.table.id, loaded.table.version, change);
    return await then(updated);
  } catch (err) {
    if (err instanceof ConflictError) return errorReply(msg('table.conflict'), loaded.table.id);
    throw err;
  }
}

/** Why a seated player's request (undo, resign) cannot be made at this table, or null when it can. */
export function seatedRefusal(loaded: LoadedTable | null, actor: Actor): Outcome | null {
  if (!loaded) return errorReply(msg('table.none'));
  if (!seatOf(loaded.seats, actor.userId)) return errorReply(msg('table.notSeated'), loaded.table.id);
  if (loaded.table.status !== 'active') return errorReply(msg('table.notActive', { status: loaded.table.status }), loaded.table.id);
  return null;
}

export function adminRefusal(loaded: LoadedTable | null, actor: Actor): Outcome | null {
  if (!loaded || tableIsOver(loaded)) return errorReply(msg('table.none'));
  return canAdminister(loaded, actor) ? null : errorReply(msg('error.permission'), loaded.table.id);
}
