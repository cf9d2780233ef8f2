import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { msg } from '../tables/messages.ts';
import type { TableService } from '../tables/service.ts';
import { SEAT_LINK_LIFETIME_MS } from '../tables/web-links.ts';
import { clearSeatCookie, readCookie, SEAT_COOKIE, seatCookie } from './cookies.ts';
import { VersionWatch } from './live.ts';
import { openPages, registry } from './metrics.ts';
import { RateLimiter } from './rate-limit.ts';
import { pageLanguage } from './language.ts';
import { withLocale } from '../tables/locale.ts';
import { messagePage, pageParts, positionParts, privatePart, refusalText, tablePage } from './page.ts';

/**
 * The table's read-only web page (issue 24), a transport beside Discord and the sandbox: it reads through the table
 * service only. Fastify gives the routing, the hooks that put the security headers on every reply, and a raw
 * response for the event stream.
 */
export interface WebServerOptions {
  service: TableService;
  /** The public base URL (decides the Secure flag of the cookie). */
  publicUrl: string;
  /** How often open pages' tables are polled for a new version. */
  pollMs?: number;
  /** Whether the process's Discord gateway is connected, for /healthz (absent: not reported). */
  gateway?: () => boolean;
  /** Requests a client (by address) may make a minute before it is asked to slow down. */
  requestsPerMinute?: number;
  /**
   * Who may show the pages in a frame: CSP frame-ancestors sources (config.ts checks them); "'none'" (the default)
   * forbids framing, and only then is X-Frame-Options: DENY sent too (it cannot allow a list).
   */
  frameAncestors?: string;
  /** Unexpected errors (never a request's query string: it may carry a personal link). */
  onError?: (err: unknown, where: string) => void;
}

export interface WebServer {
  app: FastifyInstance;
  watch: VersionWatch;
  close(): Promise<void>;
}

const PUBLIC_ID = /^[A-Za-z0-9_-]{22,64}$/;
const assets = {
  'page.js': { body: readFileSync(new URL('./assets/page.js', import.meta.url)), type: 'text/javascript; charset=utf-8' },
  'page.css': { body: readFileSync(new URL('./assets/page.css', import.meta.url)), type: 'text/css; charset=utf-8' },
} as const;

/** No inline script may run; the board's SVG uses presentation attributes only, so inline styles are refused too. */
const pageCsp = (frames: string) => `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${frames}`;
const svgCsp = (frames: string) => `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${frames}`;
const HEARTBEAT_MS = 20_000;

type IdParams = { publicId: string };

export function createWebServer(opts: WebServerOptions): WebServer {
  const { service } = opts;
  const secure = opts.publicUrl.startsWith('https:');
  const onError = opts.onError ?? (() => {});
  const frames = opts.frameAncestors ?? "'none'";
  const PAGE_CSP = pageCsp(frames);
  const SVG_CSP = svgCsp(frames);
  const watch = new VersionWatch((id) => service.webVersion(id), opts.pollMs ?? 1000, (err) => onError(err, 'version poll'));
  const streams = new Set<ServerResponse>();
  const app = Fastify({ logger: false, return503OnClosing: true, forceCloseConnections: true });

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('Referrer-Policy', 'no-referrer');
    // Pages and their parts are written in the reader's language (Accept-Language): caches keep one per language.
    reply.header('Vary', 'Accept-Language, Cookie');
    reply.header('Content-Language', pageLanguage(req.headers['accept-language']));
    reply.header('X-Content-Type-Options', 'nosniff');
    if (frames === "'none'") reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    const type = String(reply.getHeader('Content-Type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', PAGE_CSP);
    if (type.startsWith('image/svg+xml')) reply.header('Content-Security-Policy', SVG_CSP);
    return payload;
  });

  app.setErrorHandler((err, req, reply) => {
    onError(err, req.routeOptions.url ?? 'web');
    withLocale(pageLanguage(req.headers['accept-language']), () => {
      void reply.code(500).type('text/html; charset=utf-8').send(messagePage(msg('web.errorTitle'), msg('error.internal', { code: 'web' })));
    });
  });
  app.setNotFoundHandler((req, reply) => withLocale(pageLanguage(req.headers['accept-language']), () => notFound(reply)));

  const limiter = new RateLimiter(opts.requestsPerMinute ?? 1200);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/t/') || limiter.allow(req.ip, Date.now())) return;
    await withLocale(pageLanguage(req.headers['accept-language']), () =>
      reply.code(429).header('Retry-After', '60').type('text/html; charset=utf-8').send(messagePage(msg('web.tooManyTitle'), msg('web.tooMany'))),
    );
  });

  // Every handler and what it draws runs in the reader's language (the catalogue's msg() reads it from locale.ts).
  // The callback form matters: done() runs the handler synchronously, inside the language's async context.
  app.addHook('preHandler', (req, _reply, done) => withLocale(pageLanguage(req.headers['accept-language']), done));

  const cookiePath = (id: string) => `/t/${id}`;
  const tokenOf = (req: FastifyRequest) => readCookie(req.headers.cookie, SEAT_COOKIE);

  app.get('/healthz', async (_req, reply) => {
    const database = await service.healthy();
    const gateway = opts.gateway?.();
    const ok = database && gateway !== false;
    return reply
      .code(ok ? 200 : 503)
      .type('application/json')
      .send({ ok, database: database ? 'reachable' : 'unreachable', ...(gateway === undefined ? {} : { gateway: gateway ? 'connected' : 'disconnected' }) });
  });

  openPages.set(() => streams.size, () => watch.size);
  app.get('/metrics', async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()));

  app.get('/favicon.ico', async (_req, reply) => reply.code(204).header('Cache-Control', 'public, max-age=86400').send());

  app.get<{ Params: { name: string } }>('/assets/:name', async (req, reply) => {
    const asset = assets[req.params.name as keyof typeof assets];
    if (!asset) return notFound(reply);
    return reply.type(asset.type).header('Cache-Control', 'public, max-age=300').send(asset.body);
  });

  app.get<{ Params: IdParams; Querystring: { key?: string } }>('/t/:publicId', async (req, reply) => {
    const { publicId } = req.params;
    if (!PUBLIC_ID.test(publicId)) return notFound(reply);
    const key = typeof req.query.key === 'string' ? req.query.key : undefined;
    if (key !== undefined) {
      // A personal link: exchanged for a cookie and a redirect to the clean address, so the token travels no further.
      const access = await service.webPrivate(publicId, key);
      if (!access || access === 'off') return notFound(reply, access);
      if (access.kind !== 'seat') {
        return reply.code(403).type('text/html; charset=utf-8').send(messagePage(msg('web.pageTitle'), refusalText(access.kind === 'refused' ? access.reason : 'malformed'), { href: `/t/${publicId}`, label: msg('web.publicPage') }));
      }
      reply.header('Set-Cookie', seatCookie(key, { path: cookiePath(publicId), maxAgeSeconds: SEAT_LINK_LIFETIME_MS / 1000, secure }));
      return reply.redirect(`/t/${publicId}`, 303);
    }
    const token = tokenOf(req);
    const found = await service.webPage(publicId, token);
    if (!found || found === 'off') return notFound(reply, found);
    if (found.access.kind === 'refused') reply.header('Set-Cookie', clearSeatCookie({ path: cookiePath(publicId), secure }));
    return reply.type('text/html; charset=utf-8').send(tablePage(found.page, found.access));
  });

  app.get<{ Params: IdParams }>('/t/:publicId/live.json', async (req, reply) => {
    const { publicId } = req.params;
    if (!PUBLIC_ID.test(publicId)) return notFound(reply);
    const found = await service.webPage(publicId, tokenOf(req));
    if (!found || found === 'off') return notFound(reply, found);
    const { page, access } = found;
    return reply.type('application/json').send({
      version: page.version,
      moves: page.moves,
      parts: pageParts(page),
      ...(access.kind === 'seat' ? { private: privatePart(publicId, access.layer) } : {}),
    });
  });

  app.get<{ Params: IdParams & { move: string } }>('/t/:publicId/at/:move', async (req, reply) => {
    const { publicId, move } = req.params;
    if (!PUBLIC_ID.test(publicId) || !/^\d{1,7}$/.test(move)) return notFound(reply);
    const found = await service.webPosition(publicId, Number(move), tokenOf(req));
    if (!found || found === 'off') return notFound(reply, found);
    const { position, access } = found;
    // With a seat's cookie, that seat's private view at this position (what it saw then), never another's.
    if (access.kind === 'seat') reply.header('Cache-Control', 'private, no-store');
    return reply.type('application/json').send({
      move: position.move,
      live: position.live,
      parts: positionParts(position),
      ...(access.kind === 'seat' ? { private: privatePart(publicId, access.layer) } : {}),
    });
  });

  app.get<{ Params: IdParams & { move: string } }>('/t/:publicId/at/:move/me.svg', async (req, reply) => {
    const { publicId, move } = req.params;
    const token = tokenOf(req);
    if (!PUBLIC_ID.test(publicId) || !/^\d{1,7}$/.test(move) || !token) return notFound(reply);
    const found = await service.webPosition(publicId, Number(move), token);
    if (!found || found === 'off' || found.access.kind !== 'seat' || !found.access.layer.svg) return notFound(reply, found === 'off' ? found : null);
    return reply.type('image/svg+xml').header('Cache-Control', 'private, no-store').send(found.access.layer.svg);
  });

  app.get<{ Params: IdParams }>('/t/:publicId/board.svg', async (req, reply) => {
    const { publicId } = req.params;
    if (!PUBLIC_ID.test(publicId)) return notFound(reply);
    const found = await service.webPage(publicId);
    const board = found && found !== 'off' ? found.page.position.board : null;
    if (!board) return notFound(reply, found === 'off' ? found : null);
    return reply.type('image/svg+xml').send(board.svg);
  });

  app.get<{ Params: IdParams }>('/t/:publicId/me.svg', async (req, reply) => {
    const { publicId } = req.params;
    const token = tokenOf(req);
    if (!PUBLIC_ID.test(publicId) || !token) return notFound(reply);
    const access = await service.webPrivate(publicId, token);
    if (!access || access === 'off' || access.kind !== 'seat' || !access.layer.svg) return notFound(reply, access === 'off' ? access : null);
    return reply.type('image/svg+xml').header('Cache-Control', 'private, no-store').send(access.layer.svg);
  });

  app.get<{ Params: IdParams; Querystring: { v?: string } }>('/t/:publicId/events', async (req, reply) => {
    const { publicId } = req.params;
    if (!PUBLIC_ID.test(publicId)) return notFound(reply);
    const current = await service.webVersion(publicId);
    if (current === null) return notFound(reply);
    if (await service.webPagesOff(publicId)) return notFound(reply, 'off');
    const given = Number(req.query.v);
    const known = Number.isInteger(given) && given >= 0 ? given : current;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: 2000\nevent: hello\ndata: ${JSON.stringify({ version: current })}\n\n`);
    streams.add(res);
    const stop = watch.watch(publicId, known, (version) => res.write(`event: version\ndata: ${JSON.stringify({ version })}\n\n`));
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      stop();
      clearInterval(heartbeat);
      streams.delete(res);
    };
    req.raw.on('close', end);
    res.on('close', end);
  });

  return {
    app,
    watch,
    async close() {
      watch.close();
      for (const res of streams) res.end();
      streams.clear();
      await app.close();
    },
  };
}

/** No such table (or, 'off', its server switched the pages off): a clear page and nothing of the table. */
function notFound(reply: FastifyReply, why: 'off' | null = null) {
  return reply.code(404).type('text/html; charset=utf-8').send(messagePage(msg('web.pageTitle'), msg(why === 'off' ? 'web.pagesOff' : 'web.notFound')));
}

/** Starts listening; returns the server and the address it listens on. */
export async function startWebServer(opts: WebServerOptions & { port: number; host?: string }): Promise<WebServer & { address: string }> {
  const server = createWebServer(opts);
  const address = await server.app.listen({ port: opts.port, host: opts.host ?? '0.0.0.0' });
  return { ...server, address };
}
