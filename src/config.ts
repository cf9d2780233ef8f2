import { existsSync } from 'node:fs';
import { z } from 'zod';

/** Every environment variable the bot reads; .env.example documents the same list. */
/** CSP frame-ancestors sources this configuration accepts: 'none', or 'self' and scheme://host[:port] sources. */
const SOURCE = String.raw`(?:'self'|https?:(?://(?:\*\.)?[A-Za-z0-9.-]+(?::\d{1,5})?)?)`;
const FRAME_ANCESTORS = new RegExp(`^(?:'none'|${SOURCE}(?: +${SOURCE})*)$`);

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
   * Wall-clock time a computer player's decision may take before the seat's default move is played (and logged as
   * such). Unset: DEFAULT_AI_TIME_LIMIT_MS of the table service.
   */
  AI_TIME_LIMIT_MS: z.coerce.number().int().min(100).max(60000).optional(),
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
  /**
   * The tables' web pages (src/web): the address players open, e.g. https://tables.example.org. With it, turn posts and
   * /game board carry an "Open board" link and /game view a personal link. Needs WEB_LINK_SECRET.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .refine((v) => !/[?#]/.test(v), 'must not carry a query or fragment')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** This process serves the pages on this port (any process sharing the database may; others only link to them). */
  WEB_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address the page server listens on. */
  WEB_HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * Who may show the pages in a frame (the CSP frame-ancestors sources), e.g. "https://discord.com
   * https://*.discordsays.com" for a Discord Activity; 'none' (the default) forbids every frame.
   */
  WEB_FRAME_ANCESTORS: z
    .string()
    .optional()
    // none and self may come without their quotes (.env files strip them); empty means none.
    .transform((v) => (v ?? '').trim().split(/\s+/).filter(Boolean).map((t) => (t === 'none' || t === 'self' ? `'${t}'` : t)).join(' ') || "'none'")
    .refine((v) => FRAME_ANCESTORS.test(v), "must be none, or space-separated sources: self, https://host, https://*.host (no semicolons or paths)"),
  /** Signs personal links (HMAC-SHA256): at least 32 characters, the same on every process; changing it voids open links. */
  WEB_LINK_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
  /**
   * A folder of replacement component data (issue 22): DATA_PACK_DIR/<game id>/<file>.json, named as in the game's
   * data/pack/ folder. Checked at start-up; the bot refuses to start on a bad file. Unset: the shipped data.
   */
  DATA_PACK_DIR: z.string().min(1).optional(),
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
  const { PUBLIC_URL: url, WEB_PORT: port, WEB_LINK_SECRET: secret } = parsed.data;
  if (url && !secret) throw new Error('Invalid configuration: WEB_LINK_SECRET: needed with PUBLIC_URL (it signs the personal links)');
  if (port !== undefined && !url) throw new Error('Invalid configuration: WEB_PORT: needs PUBLIC_URL (the address players open)');
  return parsed.data;
}

/**
 * Reads `.env` from the working directory into process.env when the file exists (Node's own parser);
 * variables already set in the environment win.
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
