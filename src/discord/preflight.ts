import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Discord's REST base when DISCORD_API_URL is not set (discord.js's default). */
export const DISCORD_API = 'https://discord.com/api';

export type Reach = { ok: true; user: string } | { ok: false; message: string };

interface Answer {
  status: number;
  statusText: string;
  body: string;
}

/**
 * One GET on its own connection, closed afterwards: a pooled keep-alive connection would be handed to
 * discord.js's first request, which may come after the server has dropped it ("other side closed").
 */
function get(url: string, headers: Record<string, string>, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(url, { method: 'GET', headers: { ...headers, Connection: 'close' }, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Asks Discord who the token belongs to (GET /users/@me) before anything else starts, so that a bad
 * token or an unreachable API is reported in words (what failed, what to check) instead of a stack
 * trace, and before the database folder is created.
 */
export async function checkDiscordReach(token: string, apiUrl: string | undefined, opts: { timeoutMs?: number } = {}): Promise<Reach> {
  const base = (apiUrl ?? DISCORD_API).replace(/\/+$/, '');
  const url = `${base}/v10/users/@me`;
  const where = apiUrl ? `DISCORD_API_URL=${apiUrl}` : `Discord's own API (${DISCORD_API}; DISCORD_API_URL is not set)`;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  let answer: Answer;
  try {
    answer = await get(url, { Authorization: `Bot ${token}` }, timeoutMs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = code === 'TIMEOUT' ? `no answer within ${timeoutMs / 1000} s` : (code ?? (err as Error).message);
    return { ok: false, message: `Could not reach Discord at ${url} (${reason}). Check the network connection and ${where}.` };
  }
  if (answer.status === 401) {
    return { ok: false, message: 'Discord refused DISCORD_TOKEN (401 Unauthorized): the token is wrong or was reset. Copy it again from the developer portal (Bot > Reset Token) into .env.' };
  }
  if (answer.status < 200 || answer.status >= 300) {
    return { ok: false, message: `Discord answered ${answer.status} ${answer.statusText} at ${url}. Check ${where}: it must be Discord's REST API or a proxy in front of it.` };
  }
  let body: { username?: string; id?: string } | null;
  try {
    body = JSON.parse(answer.body) as { username?: string; id?: string };
  } catch {
    body = null;
  }
  if (!body?.id) return { ok: false, message: `${url} did not answer like Discord (no user in the reply). Check ${where}.` };
  return { ok: true, user: body.username ?? body.id };
}
