/** Issue 9: a scripted solo game of Energy Empire (first-edition solo rules, EE-16) played to the end in the sandbox. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { energyEmpire } from '../../src/games/energy-empire/index.ts';
import { games } from '../../src/games/registry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { openTemplateStore } from '../support/db.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ee-solo-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** A complete solo game as a sandbox script: random legal moves of the one seat (voluntary discards kept rare). */
function soloScript(seed: string): { script: string; moves: number } {
  let state = energyEmpire.setup(energyEmpire.options.parse({}), [{ name: 'Player 1' }], seed);
  const chooser = seedRng(`${seed}:script`);
  const lines: string[] = [];
  while (energyEmpire.result(state) === null) {
    if (lines.length > 3000) throw new Error('solo script: no end after 3000 moves');
    const legal = energyEmpire.legal(state, 0);
    const plain = legal.filter((m) => !m.startsWith('drop '));
    const pool = plain.length > 0 ? plain : legal;
    const move = pool[randomInt(chooser, pool.length)]!;
    const played = playNotation(energyEmpire, state, 0, move);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state;
    lines.push(`1: ${move}`);
  }
  return { script: lines.join('\n'), moves: lines.length };
}

it('EE-16 a scripted solo game plays to the end in the sandbox, writing the board images', async () => {
  const { script, moves } = soloScript('ee-solo-1');
  expect(moves).toBeGreaterThan(20);
  const file = join(dir, 'solo.txt');
  await writeFile(file, script);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSandboxCli(['energy-empire', '--players', '1', '--seed', 'ee-solo-1', '--script', file, '--out', join(dir, 'images')], games, (l) => out.push(l), (l) => err.push(l), { openStore: openTemplateStore });
  expect(err).toEqual([]);
  expect(code).toBe(0);
  const transcript = out.join('\n');
  expect(transcript).toContain('is over');
  expect(out.at(-1)).toBe('The game is over.');
  expect((await readdir(join(dir, 'images'))).length).toBeGreaterThan(moves / 4);
});
