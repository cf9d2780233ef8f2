import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadDotEnv } from '../src/config.ts';

describe('configuration', () => {
  it('has defaults for everything but the token, and reads DISCORD_API_URL', () => {
    const config = loadConfig({ DISCORD_API_URL: 'http://proxy.internal:8080/api' });
    expect(config.DISCORD_API_URL).toBe('http://proxy.internal:8080/api');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.REGISTER_COMMANDS).toBe(true);
    expect(config.MEMBER_EVENTS).toBe(false);
    expect(config.DISCORD_TOKEN).toBeUndefined();
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ DISCORD_API_URL: 'not a url' })).toThrow(/DISCORD_API_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DISCORD_APPLICATION_ID: 'abc' })).toThrow(/DISCORD_APPLICATION_ID/);
  });

  it('reads the computer player\'s time limit per decision (AI_TIME_LIMIT_MS); unset leaves the table service its default', () => {
    expect(loadConfig({}).AI_TIME_LIMIT_MS).toBeUndefined();
    expect(loadConfig({ AI_TIME_LIMIT_MS: '2500' }).AI_TIME_LIMIT_MS).toBe(2500);
    expect(() => loadConfig({ AI_TIME_LIMIT_MS: '50' })).toThrow(/AI_TIME_LIMIT_MS/);
  });

  it('reads this process\'s shards out of SHARD_COUNT, and refuses shard ids without a count or beyond it', () => {
    expect(loadConfig({ SHARD_IDS: '1', SHARD_COUNT: '2' })).toMatchObject({ SHARD_IDS: [1], SHARD_COUNT: 2 });
    expect(loadConfig({ SHARD_IDS: '2,3,3', SHARD_COUNT: '4' }).SHARD_IDS).toEqual([2, 3]);
    expect(loadConfig({}).SHARD_IDS).toBeUndefined();
    expect(() => loadConfig({ SHARD_IDS: '0' })).toThrow(/SHARD_IDS: needs SHARD_COUNT/);
    expect(() => loadConfig({ SHARD_IDS: '2', SHARD_COUNT: '2' })).toThrow(/SHARD_IDS: each id must be below SHARD_COUNT \(2\)/);
    expect(() => loadConfig({ SHARD_IDS: 'one', SHARD_COUNT: '2' })).toThrow(/SHARD_IDS/);
    expect(() => loadConfig({ SHARD_COUNT: '0' })).toThrow(/SHARD_COUNT/);
  });

  it('reads the web page settings: PUBLIC_URL without its trailing slash, and refuses a page without a link secret or a port without a page', () => {
    const secret = 's'.repeat(32);
    expect(loadConfig({ PUBLIC_URL: 'https://tables.example.org/', WEB_LINK_SECRET: secret, WEB_PORT: '8080' })).toMatchObject({ PUBLIC_URL: 'https://tables.example.org', WEB_PORT: 8080, WEB_HOST: '0.0.0.0' });
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_URL: 'https://tables.example.org' })).toThrow(/WEB_LINK_SECRET: needed with PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://t.example.org', WEB_LINK_SECRET: 'short' })).toThrow(/WEB_LINK_SECRET: must be at least 32/);
    expect(() => loadConfig({ WEB_PORT: '8080' })).toThrow(/WEB_PORT: needs PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x.example.org', WEB_LINK_SECRET: secret })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://x.example.org/?a=1', WEB_LINK_SECRET: secret })).toThrow(/PUBLIC_URL/);
    // Issue 24: the pages may be framed by the configured ancestors only (a Discord Activity); none by default.
    expect(loadConfig({}).WEB_FRAME_ANCESTORS).toBe("'none'");
    expect(loadConfig({ WEB_FRAME_ANCESTORS: '' }).WEB_FRAME_ANCESTORS).toBe("'none'");
    expect(loadConfig({ WEB_FRAME_ANCESTORS: 'self https://discord.com https://*.discordsays.com' }).WEB_FRAME_ANCESTORS).toBe("'self' https://discord.com https://*.discordsays.com");
    for (const bad of ["'none'; script-src *", 'https://x.example.org/path', 'javascript:', '*', 'none https://x.org']) expect(() => loadConfig({ WEB_FRAME_ANCESTORS: bad }), bad).toThrow(/WEB_FRAME_ANCESTORS/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://x.example.org', WEB_LINK_SECRET: secret, WEB_PORT: '70000' })).toThrow(/WEB_PORT/);
  });

  it('reads .env when present, without overriding the environment', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dotenv-'));
    const file = join(dir, '.env');
    await writeFile(file, 'CONFIG_TEST_A=from-file\nCONFIG_TEST_B=from-file\n');
    process.env.CONFIG_TEST_A = 'from-env';
    try {
      loadDotEnv(file);
      expect(process.env.CONFIG_TEST_A).toBe('from-env');
      expect(process.env.CONFIG_TEST_B).toBe('from-file');
      loadDotEnv(join(dir, 'missing.env'));
    } finally {
      delete process.env.CONFIG_TEST_A;
      delete process.env.CONFIG_TEST_B;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
