import { existsSync } from 'node:fs';
import { z } from 'zod';

/** Every environment variable the bot reads; .env.example documents the same list. */
const schema = z.object({
  DISCORD_TOKEN: z.string().min(1).optional(),
  DISCORD_APPLICATION_ID: z.string().regex(/^\d+$/, 'must be the numeric application id').optional(),
  DISCORD_API_URL: z.string().url().optional(),
  DEV_GUILD_ID: z.string().regex(/^\d+$/).optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMINDER_POLL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * This process's gateway shards, e.g. "0" or "2,3", out of SHARD_COUNT: one `npm start` per machine, all on one
   * Postgres. Unset: one process for every shard (or the shards `npm run start:sharded` assigns).
   */
  SHARD_IDS: z
    .string()
    .regex(/^\d{1,4}(,\d{1,4})*$/, 'must be shard ids separated by commas, e.g. 0 or 2,3')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .optional(),
  /** The total number of shards across all processes (with SHARD_IDS, or for start:sharded; default 2 there). */
  SHARD_COUNT: z.coerce.number().int().min(1).max(1024).optional(),
  /** Register slash commands at start when they changed (in DEV_GUILD_ID if set, else globally). */
  REGISTER_COMMANDS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Put the seats of members who leave the server on autopilot; needs the privileged Server Members intent. */
  MEMBER_EVENTS: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const { SHARD_IDS: ids, SHARD_COUNT: count } = parsed.data;
  if (ids && (count === undefined || ids.some((id) => id >= count))) {
    throw new Error(`Invalid configuration: SHARD_IDS: ${count === undefined ? 'needs SHARD_COUNT' : `each id must be below SHARD_COUNT (${count})`}`);
  }
  return parsed.data;
}

/**
 * Reads `.env` from the working directory into process.env when the file exists (Node's own parser);
 * variables already set in the environment win.
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
