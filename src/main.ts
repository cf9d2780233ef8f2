import { createApp, DataPackRefused, type App } from './app.ts';
import { type Config, loadConfig, loadDotEnv } from './config.ts';
import { startBot } from './discord/bot.ts';
import { buildCommands } from './discord/commands.ts';
import { checkDiscordReach } from './discord/preflight.ts';
import { createLogger } from './logger.ts';
import { startWebServer } from './web/server.ts';
import { reportStartupFailure } from './startup-failure.ts';

/** `npm start`: the bot. Needs DISCORD_TOKEN; PGlite in DATA_DIR unless DATABASE_URL is set. */
async function main(): Promise<void> {
  loadDotEnv();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    reportStartupFailure(`${(err as Error).message}. See .env.example for what each variable takes.`, () => createLogger('info'));
    return;
  }
  const logger = createLogger(config.LOG_LEVEL, [config.DISCORD_TOKEN, config.WEB_LINK_SECRET].filter((s): s is string => !!s));
  if (!config.DISCORD_TOKEN) {
    reportStartupFailure('DISCORD_TOKEN is not set. Copy .env.example to .env and fill it in, or try the sandbox: npm run sandbox -- <game> --players 3', () => logger);
    return;
  }
  // Before anything is created on disk: the token must reach Discord.
  const reach = await checkDiscordReach(config.DISCORD_TOKEN, config.DISCORD_API_URL);
  if (!reach.ok) {
    reportStartupFailure(reach.message, () => logger);
    return;
  }
  let app: App;
  try {
    app = await createApp(config);
  } catch (err) {
    if (!(err instanceof DataPackRefused)) throw err;
    reportStartupFailure(err.message, () => logger);
    return;
  }
  logger.info({ database: config.DATABASE_URL ? 'postgres' : 'pglite', games: [...app.service.games.keys()] }, 'store open');
  const bot = await startBot({
    token: config.DISCORD_TOKEN,
    service: app.service,
    logger,
    apiUrl: config.DISCORD_API_URL,
    reminderPollSeconds: config.REMINDER_POLL_SECONDS,
    memberEvents: config.MEMBER_EVENTS,
    shards: config.SHARD_IDS && config.SHARD_COUNT ? { ids: config.SHARD_IDS, count: config.SHARD_COUNT } : undefined,
    registerCommands: config.REGISTER_COMMANDS
      ? { commands: buildCommands(app.service.games), applicationId: config.DISCORD_APPLICATION_ID, guildId: config.DEV_GUILD_ID }
      : undefined,
  });
  // The tables' pages, when this process serves them (WEB_PORT); every process links to them when PUBLIC_URL is set.
  const web =
    config.WEB_PORT !== undefined && config.PUBLIC_URL
      ? await startWebServer({
          service: app.service,
          publicUrl: config.PUBLIC_URL,
          port: config.WEB_PORT,
          host: config.WEB_HOST,
          frameAncestors: config.WEB_FRAME_ANCESTORS,
          gateway: () => bot.client.isReady(),
          onError: (err, where) => logger.error({ err, where }, 'web page error'),
        })
      : undefined;
  if (web) logger.info({ address: web.address, publicUrl: config.PUBLIC_URL }, 'web pages served');
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await web?.close();
    await bot.stop();
    await app.store.close();
    logger.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
