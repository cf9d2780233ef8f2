import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import { loadConfig, loadDotEnv } from './config.ts';
import { createLogger } from './logger.ts';

/**
 * `npm run start:sharded`: one child process per shard (discord.js ShardingManager), each running
 * src/main.ts. Shards share state only through Postgres, so DATABASE_URL is required here
 * (an embedded PGlite folder can be opened by one process only).
 */
loadDotEnv();
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, config.DISCORD_TOKEN ? [config.DISCORD_TOKEN] : []);
if (!config.DISCORD_TOKEN || !config.DATABASE_URL) {
  logger.fatal('Sharding needs DISCORD_TOKEN and DATABASE_URL (shards share one Postgres).');
  process.exit(1);
}
const manager = new ShardingManager(fileURLToPath(new URL('./main.ts', import.meta.url)), {
  token: config.DISCORD_TOKEN,
  totalShards: 'auto',
  execArgv: ['--import', 'tsx'],
});
manager.on('shardCreate', (shard) => logger.info({ shard: shard.id }, 'shard launched'));
await manager.spawn();
