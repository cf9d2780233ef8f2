import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import { loadConfig, loadDotEnv } from './config.ts';
import { createLogger } from './logger.ts';

/**
 * `npm run start:sharded`: one child process per shard (discord.js ShardingManager), each running
 * src/main.ts: SHARD_COUNT shards (default 2), or only this machine's SHARD_IDS of them. Shards share state
 * only through Postgres, so DATABASE_URL is required here (an embedded PGlite folder can be opened by one
 * process only).
 */
loadDotEnv();
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, config.DISCORD_TOKEN ? [config.DISCORD_TOKEN] : []);
if (!config.DISCORD_TOKEN || !config.DATABASE_URL) {
  logger.fatal('Sharding needs DISCORD_TOKEN and DATABASE_URL (shards share one Postgres).');
  process.exit(1);
}
// The manager hands each child its shard (SHARDS, SHARD_COUNT); the children must not read this machine's list.
delete process.env.SHARD_IDS;
const manager = new ShardingManager(fileURLToPath(new URL('./main.ts', import.meta.url)), {
  token: config.DISCORD_TOKEN,
  totalShards: config.SHARD_COUNT ?? 2,
  ...(config.SHARD_IDS ? { shardList: config.SHARD_IDS } : {}),
  execArgv: ['--import', 'tsx'],
});
manager.on('shardCreate', (shard) => logger.info({ shard: shard.id }, 'shard launched'));
await manager.spawn();
