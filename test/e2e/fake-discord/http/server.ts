import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RecordedRequest } from '../types.ts';
import { parseBody, type ParsedBody } from './body.ts';
import { discordError, send, type RouteResult } from './respond.ts';
import type { Router } from './router.ts';

export interface HttpHandlerDeps {
  readonly router: Router;
  readonly token: string;
  readonly record: (request: RecordedRequest) => void;
  readonly recordUnknown: (method: string, path: string) => void;
  /** Bytes of an uploaded attachment, for the `url` in message JSON. */
  readonly attachment: (id: string) => { bytes: Buffer; contentType: string | null } | undefined;
}

const API_PREFIX = /^\/api\/v\d+(?=\/)/;

/** Routes without a bot token on Discord: interaction callbacks and webhooks use the interaction token. */
const TOKENLESS = /^\/(interactions|webhooks)\//;

/** The request listener: REST under /api/v10, attachment downloads, and bookkeeping of every request. */
export function createHttpHandler(deps: HttpHandlerDeps): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(deps, req).then(
      (result) => send(res, result),
      (error: unknown) => send(res, discordError(500, 0, `fake-discord crashed: ${String(error)}`)),
    );
  };
}

async function handle(deps: HttpHandlerDeps, req: IncomingMessage): Promise<RouteResult> {
  const url = new URL(req.url ?? '/', 'http://fake');
  // discord.js percent-encodes some segments (`%40original`).
  const fullPath = decodeURIComponent(url.pathname);
  const method = req.method ?? 'GET';
  const query = Object.fromEntries(url.searchParams.entries());

  const download = /^\/attachments\/[^/]+\/([^/]+)\//.exec(fullPath);
  if (download && method === 'GET') {
    const file = deps.attachment(download[1] ?? '');
    if (file) return { status: 200, bytes: file.bytes, contentType: file.contentType ?? 'application/octet-stream' };
  }

  let body: ParsedBody = { json: null, files: [] };
  let result: RouteResult;
  const path = fullPath.replace(API_PREFIX, '');
  try {
    body = await parseBody(req);
    result = await route(deps, method, path, fullPath, query, body, req.headers.authorization ?? null);
  } catch (error) {
    result = discordError(400, 50109, `The request body contains invalid JSON or form data: ${String(error)}`);
  }
  deps.record({ method, path, query, body: body.json, files: body.files, status: result.status, at: Date.now() });
  return result;
}

async function route(
  deps: HttpHandlerDeps,
  method: string,
  path: string,
  fullPath: string,
  query: Record<string, string>,
  body: ParsedBody,
  authorization: string | null,
): Promise<RouteResult> {
  const match = API_PREFIX.test(fullPath) ? deps.router.match(method, path) : null;
  if (match === null) {
    deps.recordUnknown(method, fullPath);
    return discordError(404, 0, '404: Not Found');
  }
  if (!TOKENLESS.test(path) && authorization !== `Bot ${deps.token}`) return discordError(401, 0, '401: Unauthorized');
  return match.handler({ method, path, params: match.params, query, body, authorization });
}
