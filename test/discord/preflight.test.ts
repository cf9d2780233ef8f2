import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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

  it('npm start with an unreachable API exits with that message and creates no data folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'start-check-'));
    try {
      const dataDir = join(dir, 'data');
      const env = { PATH: process.env.PATH, HOME: process.env.HOME, DISCORD_TOKEN: 'good', DISCORD_API_URL: `http://127.0.0.1:${closedPort}/api`, DATA_DIR: dataDir, REGISTER_COMMANDS: 'false' };
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise<number | null>((r) => child.on('close', r));
      expect(code).toBe(1);
      expect(output).toContain('Could not reach Discord');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
