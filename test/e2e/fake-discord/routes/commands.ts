import type { FakeContext } from '../context.ts';
import { discordError, invalidForm, noContent, ok, type RouteResult } from '../http/respond.ts';
import type { RouteRequest, Router } from '../http/router.ts';
import type { JsonObject } from '../types.ts';

const unknownCommand = (): RouteResult => discordError(404, 10063, 'Unknown application command');

/** Application commands, global (/applications/:appId/commands) and per guild. */
export function commandRoutes(router: Router, ctx: FakeContext): void {
  const { commands } = ctx;
  // Returns the scope (null = global), or an error when the ids do not belong to this fake.
  const scope = (req: RouteRequest): { guildId: string | null } | RouteResult => {
    if (req.params.appId !== ctx.applicationId) return discordError(403, 50001, 'Missing Access');
    const guildId = req.params.guildId ?? null;
    if (guildId !== null && guildId !== ctx.world.guildId) return discordError(404, 10004, 'Unknown Guild');
    return { guildId };
  };
  const isError = (value: { guildId: string | null } | RouteResult): value is RouteResult => 'status' in value;

  for (const base of ['/applications/:appId/commands', '/applications/:appId/guilds/:guildId/commands']) {
    router.on('GET', base, (req) => {
      const s = scope(req);
      return isError(s) ? s : ok(commands.list(s.guildId));
    });
    router.on('PUT', base, (req) => {
      const s = scope(req);
      if (isError(s)) return s;
      if (!Array.isArray(req.body.json)) return invalidForm('expected an array of commands');
      return ok(commands.overwrite(s.guildId, req.body.json as JsonObject[]));
    });
    router.on('POST', base, (req) => {
      const s = scope(req);
      if (isError(s)) return s;
      const body = req.body.json as JsonObject | null;
      if (!body || typeof body.name !== 'string') return invalidForm('a command needs a name');
      return ok(commands.upsert(s.guildId, body));
    });
    router.on('GET', `${base}/:commandId`, (req) => {
      const s = scope(req);
      if (isError(s)) return s;
      const command = commands.get(s.guildId, req.params.commandId ?? '');
      return command ? ok(command) : unknownCommand();
    });
    router.on('PATCH', `${base}/:commandId`, (req) => {
      const s = scope(req);
      if (isError(s)) return s;
      const command = commands.patch(s.guildId, req.params.commandId ?? '', (req.body.json ?? {}) as JsonObject);
      return command ? ok(command) : unknownCommand();
    });
    router.on('DELETE', `${base}/:commandId`, (req) => {
      const s = scope(req);
      if (isError(s)) return s;
      return commands.remove(s.guildId, req.params.commandId ?? '') ? noContent : unknownCommand();
    });
  }
}
