import type { TableServiceDeps } from './context.ts';

/**
 * Whether a server's tables have web pages (issue 24): the bot must serve pages (PUBLIC_URL) and the server's admin
 * must not have switched them off with /game server web-pages:false. Tables outside a server (the sandbox) have them.
 */
export async function webPagesOn(deps: TableServiceDeps, guildId: string | null): Promise<boolean> {
  if (!deps.web) return false;
  if (!guildId) return true;
  return (await deps.store.getGuildSettings(guildId))?.webPages !== false;
}
