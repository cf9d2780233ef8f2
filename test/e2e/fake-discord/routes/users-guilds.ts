import type { FakeContext } from '../context.ts';
import { discordError, ok, type RouteResult } from '../http/respond.ts';
import type { Router } from '../http/router.ts';

const unknownGuild = (): RouteResult => discordError(404, 10004, 'Unknown Guild');
const unknownMember = (): RouteResult => discordError(404, 10007, 'Unknown Member');

/** Users, the guild, its members, channels and roles; the gateway URL; the application. */
export function userAndGuildRoutes(router: Router, ctx: FakeContext): void {
  const { world, serializer } = ctx;
  const gatewayInfo = () => ({
    url: ctx.gatewayUrl(),
    shards: 1,
    session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
  });

  router.on('GET', '/gateway/bot', () => ok(gatewayInfo()));
  router.on('GET', '/gateway', () => ok({ url: ctx.gatewayUrl() }));

  router.on('GET', '/users/@me', () => ok(serializer.user(world.bot)));
  router.on('GET', '/users/:userId', ({ params }) => {
    const user = world.user(params.userId ?? '');
    return user ? ok(serializer.user(user)) : discordError(404, 10013, 'Unknown User');
  });
  router.on('GET', '/applications/@me', () =>
    ok({ id: ctx.applicationId, name: world.bot.username, description: '', bot_public: false, bot_require_code_grant: false, flags: 0, bot: serializer.user(world.bot) }),
  );
  router.on('GET', '/oauth2/applications/@me', () =>
    ok({ id: ctx.applicationId, name: world.bot.username, description: '', bot_public: false, bot_require_code_grant: false, flags: 0, owner: serializer.user(world.bot) }),
  );

  router.on('GET', '/guilds/:guildId', ({ params }) => (params.guildId === world.guildId ? ok(serializer.guild()) : unknownGuild()));
  router.on('GET', '/guilds/:guildId/channels', ({ params }) =>
    params.guildId === world.guildId ? ok(world.guildChannels().map((c, i) => serializer.channel(c, i))) : unknownGuild(),
  );
  router.on('GET', '/guilds/:guildId/roles', ({ params }) => (params.guildId === world.guildId ? ok(serializer.roles()) : unknownGuild()));
  router.on('GET', '/guilds/:guildId/members/:userId', ({ params }) => {
    if (params.guildId !== world.guildId) return unknownGuild();
    const user = world.user(params.userId ?? '');
    return user ? ok(serializer.member(user, false)) : unknownMember();
  });
}
