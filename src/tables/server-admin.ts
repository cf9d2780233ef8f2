/** Server-wide administration: who may open tables, and the audit of a table's admin actions. */
import { canAdminister, gameTitle, type Actor, type TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import { errorReply, replyOnly, type Outcome } from './outcome.ts';
import { seatName } from './posts.ts';
import { syncRatings } from './ratings.ts';
import { activeTable } from './shared.ts';


export async function audit(deps: TableServiceDeps, actor: Actor, channelId: string): Promise<Outcome> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded) return errorReply(msg('table.none'));
  if (!canAdminister(loaded, actor)) return errorReply(msg('error.permission'), loaded.table.id);
  const rows = await deps.store.listAudit(loaded.table.id);
  const text = rows.length === 0 ? '—' : rows.slice(-30).map((r) => `${r.at.toISOString().slice(0, 16)} ${seatName(loaded.seats, loaded.seats.find((s) => s.userId === r.actorUserId)?.seat ?? -1)}: ${r.action} ${r.detail}`).join('\n');
  return replyOnly({ kind: 'info', text }, loaded.table.id);
}

export interface ServerChanges {
  /** A channel to announce new lobbies in; null stops the announcements; absent leaves them as they are. */
  lobbyChannelId?: string | null;
  /** Rebuild the ratings of this game (or of every game: 'all') from the finished tables. */
  rebuildRatings?: string;
  /** The tables' web pages on (true) or off (false) for this server; absent leaves them as they are. */
  webPages?: boolean;
}

/**
 * Server-wide settings (Manage Server): who may open tables (a role, or anyone; undefined leaves it), where new
 * lobbies are announced, and rebuilding the ratings (say after restoring a backup). Each change is posted in one line.
 */
export async function serverSettings(deps: TableServiceDeps, actor: Actor, guildId: string | null, creatorRoleId: string | null | undefined, changes: ServerChanges = {}): Promise<Outcome> {
  if (!guildId) return errorReply(msg('server.noGuild'));
  if (!actor.canManageServer) return errorReply(msg('server.notAllowed'));
  const rebuild = changes.rebuildRatings;
  if (rebuild !== undefined && rebuild !== 'all' && !deps.games.has(rebuild)) return errorReply(msg('table.unknownGame', { game: rebuild, games: [...deps.games.keys()].join(', ') }));
  const lines: string[] = [];
  if (creatorRoleId !== undefined || changes.lobbyChannelId !== undefined || changes.webPages !== undefined) {
    const stored = await deps.store.getGuildSettings(guildId);
    await deps.store.setGuildSettings({ guildId, creatorRoleId: creatorRoleId === undefined ? (stored?.creatorRoleId ?? null) : creatorRoleId, lobbyChannelId: changes.lobbyChannelId, webPages: changes.webPages });
  }
  if (creatorRoleId !== undefined) lines.push(creatorRoleId ? msg('server.creatorRole', { actor: actor.name, role: `<@&${creatorRoleId}>` }) : msg('server.creatorAnyone', { actor: actor.name }));
  if (changes.lobbyChannelId !== undefined) lines.push(changes.lobbyChannelId ? msg('server.lobbyChannel', { actor: actor.name, channel: `<#${changes.lobbyChannelId}>` }) : msg('server.lobbyChannelOff', { actor: actor.name }));
  if (changes.webPages !== undefined) lines.push(msg(changes.webPages ? 'server.webPagesOn' : 'server.webPagesOff', { actor: actor.name }));
  if (rebuild !== undefined) {
    for (const gameId of rebuild === 'all' ? [...deps.games.keys()] : [rebuild]) {
      const result = await syncRatings(deps.store, guildId, gameId, { rebuild: true });
      const events = (await deps.store.getRatingLedger(guildId, gameId)).events.length;
      lines.push(msg(result.mode === 'unchanged' ? 'ratings.rebuiltUnchanged' : 'ratings.rebuilt', { actor: actor.name, game: gameTitle(deps.games, gameId), events }));
    }
  }
  if (lines.length === 0) return replyOnly({ kind: 'info', text: msg('server.nothingChanged') });
  const text = lines.join('\n');
  return { reply: { text, kind: 'success' }, posts: [{ text, mentions: [], buttons: [] }], dms: [] };
}
