import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDiscordReach } from '../../src/discord/preflight.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let server: Server;
let base: string;
let closedPort: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    const token = req.headers.authorization;
    if (req.url === '/api/v10/users/@me' && token === 'Bot good') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: '42', username: 'tablebot' }));
    } else if (req.url === '/api/v10/users/@me') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"401: Unauthorized","code":0}');
    } else {
      res.writeHead(404).end('not here');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
});
afterAll(() => new Promise((r) => server.close(r)));

describe('start-up check that the token reaches Discord', () => {
  it('accepts a token Discord knows', async () => {
    expect(await checkDiscordReach('good', `${base}/api`)).toEqual({ ok: true, user: 'tablebot' });
  });

  it('says the token was refused and where to get a new one', async () => {
    const r = await checkDiscordReach('bad', `${base}/api`);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/refused DISCORD_TOKEN \(401 Unauthorized\).*Reset Token/);
  });

  it('says what failed and what to check when nothing answers, naming DISCORD_API_URL', async () => {
    const r = await checkDiscordReach('good', `http://127.0.0.1:${closedPort}/api`);
    expect(!r.ok && r.message).toMatch(new RegExp(`Could not reach Discord at http://127.0.0.1:${closedPort}/api/v10/users/@me \\(ECONNREFUSED\\)\\. Check the network connection and DISCORD_API_URL=`));
  });

  it('says when DISCORD_API_URL points at something that is not Discord', async () => {
    const r = await checkDiscordReach('good', `${base}/elsewhere`);
    expect(!r.ok && r.message).toMatch(/answered 404 .* Check DISCORD_API_URL=/);
  });

  /** `npm start` (src/main.ts) with these variables; its output streams apart (both piped, so not a terminal). */
  async function start(vars: Record<string, string>, dataDir: string) {
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, REGISTER_COMMANDS: 'false', ...vars };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((r) => child.on('close', r));
    return { code, stdout, stderr };
  }

  it('npm start with an unreachable API exits with that message in one plain line (and as a JSON log line) and creates no data folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'start-check-'));
    try {
      const dataDir = join(dir, 'data');
      const r = await start({ DISCORD_TOKEN: 'good', DISCORD_API_URL: `http://127.0.0.1:${closedPort}/api` }, dataDir);
      expect(r.code).toBe(1);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^Could not reach Discord at .* Check the network connection and DISCORD_API_URL=/);
      expect(r.stderr).not.toContain('{');
      expect(JSON.parse(r.stdout.trim()) as { level: number; msg: string }).toMatchObject({ level: 60, msg: r.stderr.trim() });
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('npm start with an invalid variable or no token says so in one plain line, naming the variable', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'start-config-'));
    try {
      const bad = await start({ DISCORD_TOKEN: 'good', LOG_LEVEL: 'loud' }, join(dir, 'data'));
      expect(bad.code).toBe(1);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toMatch(/^Invalid configuration: LOG_LEVEL: .*See \.env\.example/);
      expect(JSON.parse(bad.stdout.trim()) as { msg: string }).toMatchObject({ msg: bad.stderr.trim() });
      const none = await start({}, join(dir, 'data'));
      expect(none.code).toBe(1);
      expect(none.stderr.trim()).toMatch(/^DISCORD_TOKEN is not set\./);
      expect(existsSync(join(dir, 'data'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('issue 22: npm start with a bad DATA_PACK_DIR names each file, field and reason, and creates no data folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'start-pack-'));
    try {
      const pack = join(dir, 'pack');
      await mkdir(join(pack, 'no-such-game'), { recursive: true });
      await writeFile(join(pack, 'no-such-game', 'cards.json'), '[]');
      const dataDir = join(dir, 'data');
      const r = await start({ DISCORD_TOKEN: 'good', DISCORD_API_URL: `${base}/api`, DATA_PACK_DIR: pack }, dataDir);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^DATA_PACK_DIR has a problem, so the bot does not start:/);
      expect(r.stderr).toContain('no-such-game/: not a game id (games: ');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
