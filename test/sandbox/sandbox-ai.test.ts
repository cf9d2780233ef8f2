/** Issue 25: `npm run sandbox -- <game> --ai 1,3|all` seats the game's computer player, so a whole game can be watched. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { games } from '../../src/games/registry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { highCardEntry } from '../fixtures/games/high-card/index.ts';
import { openTemplateStore } from '../support/db.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-ai-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

it('TM-13 with --ai all, a 2-player Terra Mystica game plays itself to final scoring', async () => {
  const out: string[] = [];
  const err: string[] = [];
  const empty = join(dir, 'empty.txt');
  await writeFile(empty, '');
  const code = await runSandboxCli(['terra-mystica', '--players', '2', '--seed', 'ai-all', '--ai', 'all', '--script', empty, '--out', join(dir, 'all')], games, (l) => out.push(...l.split('\n')), (l) => err.push(l), { openStore: openTemplateStore });
  expect(err).toEqual([]);
  expect(code).toBe(0);
  const text = out.join('\n');
  expect(text).toContain('Terra Mystica is over');
  expect(text).toContain('🤖 AI 1');
  expect(text).toContain('(computer player)');
  expect(out.at(-1)).toBe('The game is over.');
});

it('refuses --ai for a seat that does not exist, and for a game without a computer player, before anything runs', async () => {
  const err: string[] = [];
  expect(await runSandboxCli(['terra-mystica', '--players', '2', '--ai', '3'], games, () => undefined, (l) => err.push(l), { cwd: dir, openStore: openTemplateStore })).toBe(2);
  expect(err.join('\n')).toContain('--ai takes seats 1..2');
  err.length = 0;
  // Every hosted game has its computer player; the High Card fixture has none.
  expect(await runSandboxCli(['high-card', '--players', '2', '--ai', '2'], catalogOf([highCardEntry]), () => undefined, (l) => err.push(l), { cwd: dir, openStore: openTemplateStore })).toBe(2);
  expect(err.join('\n')).toContain('has no computer player yet');
});
