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
  return parsed.data;
}

/**
 * Reads `.env` from the working directory into process.env when the file exists (Node's own parser);
 * variables already set in the environment win.
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
