import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildCommands } from '../../src/discord/commands.ts';
import { deployCommands } from '../../src/discord/deploy.ts';
import { runDeployCli, type DeployIo } from '../../src/discord/deploy-run.ts';
import { checkDiscordReach } from '../../src/discord/preflight.ts';
import { games } from '../../src/games/registry.ts';

const commands = buildCommands(games);

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const deployed: { guildId?: string }[] = [];
  const value: DeployIo = {
    print: (l) => out.push(l),
    printError: (l) => err.push(l),
    check: async () => ({ ok: true, user: 'tablebot' }),
    deploy: async (opts) => {
      deployed.push({ guildId: opts.guildId });
      return { added: opts.commands.map((c) => c.name), removed: [], changed: [], unchanged: [] };
    },
  };
  return { out, err, deployed, io: value };
}

const withToken = loadConfig({ DISCORD_TOKEN: 'x', DISCORD_APPLICATION_ID: '123' });

describe('npm run deploy-commands', () => {
  it('refuses an unknown flag without registering anything (a typo never registers for real)', async () => {
    const t = io();
    expect(await runDeployCli(['--dryrun'], withToken, commands, t.io)).toBe(2);
    expect(t.deployed).toEqual([]);
    expect(t.err.join('\n')).toContain('Unknown flag --dryrun. Allowed: --guild, --global, --dry-run, --help');
  });

  it('--dry-run needs no token and no network and prints the commands that would be registered', async () => {
    const t = io();
    expect(await runDeployCli(['--dry-run', '--guild', '42'], loadConfig({}), commands, t.io)).toBe(0);
    expect(t.deployed).toEqual([]);
    const text = t.out.join('\n');
    expect(text).toContain('would be registered (guild 42)');
    expect(text).toMatch(/\/game: new, join, leave, add-ai, remove-ai, start/);
    expect(text).toContain('/tm');
    expect(text).toContain('/ce');
  });

  it('names the missing variable', async () => {
    const t = io();
    expect(await runDeployCli(['--global'], loadConfig({ DISCORD_TOKEN: 'x' }), commands, t.io)).toBe(2);
    expect(t.err[0]).toMatch(/^DISCORD_APPLICATION_ID is not set/);
    const u = io();
    expect(await runDeployCli([], loadConfig({}), commands, u.io)).toBe(2);
    expect(u.err[0]).toMatch(/^DISCORD_TOKEN and DISCORD_APPLICATION_ID are not set/);
  });

  it('refuses a non-numeric guild, a stray word and --guild with --global', async () => {
    for (const argv of [['--guild', 'abc'], ['global'], ['--guild', '1', '--global']]) {
      const t = io();
      expect(await runDeployCli(argv, withToken, commands, t.io)).toBe(2);
      expect(t.deployed).toEqual([]);
    }
  });

  it('registers in the named scope and prints what changed', async () => {
    const t = io();
    expect(await runDeployCli(['--guild', '77'], withToken, commands, t.io)).toBe(0);
    expect(t.deployed).toEqual([{ guildId: '77' }]);
    expect(t.out.join('\n')).toContain('Commands (guild 77):');
  });

  /** The real check and registration against a local HTTP server: the token is known, the commands route answers `status`. */
  async function againstServer(status: number | null, argv: string[]) {
    const server = createServer((req, res) => {
      if (req.url === '/api/v10/users/@me') res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"42","username":"tablebot"}');
      else res.writeHead(status ?? 500, { 'content-type': 'application/json' }).end('{"message":"Missing Access","code":50001}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    if (status === null) await new Promise((r) => server.close(r)); // nothing listens any more
    const t = io();
    const real: DeployIo = { ...t.io, check: checkDiscordReach, deploy: deployCommands };
    try {
      const code = await runDeployCli(argv, loadConfig({ DISCORD_TOKEN: 'good', DISCORD_APPLICATION_ID: '123', DISCORD_API_URL: `http://127.0.0.1:${port}/api` }), commands, real);
      return { code, err: t.err.join('\n'), port };
    } finally {
      if (status !== null) await new Promise((r) => server.close(r));
    }
  }

  it('an unreachable API is explained, as npm start explains it: what failed and what to check', async () => {
    const r = await againstServer(null, ['--guild', '77']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`Nothing was registered. Could not reach Discord at http://127.0.0.1:${r.port}/api/v10/users/@me (ECONNREFUSED). Check the network connection and DISCORD_API_URL=http://127.0.0.1:${r.port}/api.`);
  });

  it('a refused registration names the server and the settings to check', async () => {
    const r = await againstServer(403, ['--guild', '77']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^Nothing was registered\. Discord answered 403 \(Missing Access\) for the server 77 \(is the bot invited there with the applications\.commands scope\? is --guild or DEV_GUILD_ID right\?\)\. Check that DISCORD_APPLICATION_ID=123 is this bot's application id\.$/);
  });
});
