import type { TableServiceDeps } from './context.ts';

/**
 * The channel message of a table's latest turn post, as the transport reports it after sending: DMs link to it and
 * `/game mine` points at it. Kept on the table so every process (shard) finds the same one.
 */
export async function recordTurnPost(deps: TableServiceDeps, tableId: string, postId: string): Promise<void> {
  await deps.store.updateMeta(tableId, { lastPostId: postId });
}

/** The latest turn post's message id, or null before the first one (or for a table that is gone). */
export async function lastTurnPost(deps: TableServiceDeps, tableId: string): Promise<string | null> {
  return (await deps.store.getTable(tableId))?.lastPostId ?? null;
}
