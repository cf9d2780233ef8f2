/** Server-wide administration: who may open tables, and the audit of a table's admin actions. */
import { canAdminister, type Actor, type TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import { errorReply, replyOnly, type Outcome } from './outcome.ts';
import { seatName } from './posts.ts';
import { activeTable } from './shared.ts';


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
