import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildCommands } from '../../src/discord/commands.ts';
import { runDeployCli, type DeployIo } from '../../src/discord/deploy-run.ts';
import { games } from '../../src/games/registry.ts';

const commands = buildCommands(games);

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const deployed: { guildId?: string }[] = [];
  const value: DeployIo = {
    print: (l) => out.push(l),
    printError: (l) => err.push(l),
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
    expect(text).toMatch(/\/game: new, join, leave, start/);
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
});
