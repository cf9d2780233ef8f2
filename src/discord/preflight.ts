/** Discord's REST base when DISCORD_API_URL is not set (discord.js's default). */
export const DISCORD_API = 'https://discord.com/api';

export type Reach = { ok: true; user: string } | { ok: false; message: string };

/**
 * Asks Discord who the token belongs to (GET /users/@me) before anything else starts, so that a bad
 * token or an unreachable API is reported in words (what failed, what to check) instead of a stack
 * trace, and before the database folder is created.
 */
export async function checkDiscordReach(token: string, apiUrl: string | undefined, opts: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<Reach> {
  const base = (apiUrl ?? DISCORD_API).replace(/\/+$/, '');
  const url = `${base}/v10/users/@me`;
  const where = apiUrl ? `DISCORD_API_URL=${apiUrl}` : `Discord's own API (${DISCORD_API}; DISCORD_API_URL is not set)`;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  let response: Response;
  try {
    response = await (opts.fetch ?? fetch)(url, { headers: { Authorization: `Bot ${token}` }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? (err as Error).message);
    return { ok: false, message: `Could not reach Discord at ${url} (${reason}). Check the network connection and ${where}.` };
  }
  if (response.status === 401) {
    return { ok: false, message: 'Discord refused DISCORD_TOKEN (401 Unauthorized): the token is wrong or was reset. Copy it again from the developer portal (Bot > Reset Token) into .env.' };
  }
  if (!response.ok) {
    return { ok: false, message: `Discord answered ${response.status} ${response.statusText} at ${url}. Check ${where}: it must be Discord's REST API or a proxy in front of it.` };
  }
  const body = (await response.json().catch(() => null)) as { username?: string; id?: string } | null;
  if (!body?.id) return { ok: false, message: `${url} did not answer like Discord (no user in the reply). Check ${where}.` };
  return { ok: true, user: body.username ?? body.id };
}
