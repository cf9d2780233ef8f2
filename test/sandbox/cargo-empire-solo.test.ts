/** Issue 5: a solo game of Cargo Empire against the bot (CE-15), played from a script in the sandbox. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { cargoEmpire } from '../../src/games/cargo-empire/index.ts';
import { games } from '../../src/games/registry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { openTemplateStore } from '../support/db.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ce-solo-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** A complete solo game as a sandbox script: random legal moves of the one human seat; the bot plays itself. */
function soloScript(seed: string): { script: string; moves: number } {
  const colour = cargoEmpire.lobbyPicks![0]!.choices[0]!.value;
  let state = cargoEmpire.setup(cargoEmpire.options.parse({}), [{ name: 'Player 1', picks: { colour } }], seed);
  const chooser = seedRng(`${seed}:script`);
  const lines: string[] = [];
  while (cargoEmpire.result(state) === null) {
    const legal = cargoEmpire.legal(state, 0);
    const move = legal[randomInt(chooser, legal.length)]!;
    const played = playNotation(cargoEmpire, state, 0, move);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state;
    lines.push(`1: ${move}`);
  }
  return { script: lines.join('\n'), moves: lines.length };
}

it('CE-15 a solo game against the bot plays to the end in the sandbox, writing every board image', async () => {
  const { script, moves } = soloScript('solo-1');
  expect(moves).toBeGreaterThan(10);
  const file = join(dir, 'solo.txt');
  await writeFile(file, script);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSandboxCli(['cargo-empire', '--players', '1', '--seed', 'solo-1', '--script', file, '--out', join(dir, 'images')], games, (l) => out.push(l), (l) => err.push(l), { openStore: openTemplateStore });
  expect(err).toEqual([]);
  expect(code).toBe(0);
  const transcript = out.join('\n');
  expect(transcript).toContain('is over');
  expect(transcript).toMatch(/Bot|bot/);
  expect(out.at(-1)).toBe('The game is over.');
  expect((await readdir(join(dir, 'images'))).length).toBeGreaterThan(moves / 2);
});
