/** Issue 4: `npm run sandbox -- terra-mystica --players 3 --script FILE` plays a scripted game and writes the images. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { games } from '../../src/games/registry.ts';
import { terraMystica } from '../../src/games/terra-mystica/index.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { openTemplateStore } from '../support/db.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tm-sandbox-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** A complete 3-player game as a script (`<seat>: <move>` lines), chosen at random from legal moves with a fixed seed. */
function scriptedGame(seed: string): string {
  const seats = [1, 2, 3].map((n) => ({ name: `Player ${n}` }));
  let state = terraMystica.setup(terraMystica.options.parse({}), seats, seed);
  const chooser = seedRng(`${seed}:script`);
  const lines = ['# Terra Mystica, 3 players, generated from legal moves'];
  while (terraMystica.result(state) === null) {
    const decisions = terraMystica.pending(state);
    const seat = decisions[randomInt(chooser, decisions.length)]!.seat;
    const legal = terraMystica.legal(state, seat);
    const move = legal[randomInt(chooser, legal.length)]!;
    const played = playNotation(terraMystica, state, seat, move);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state;
    lines.push(`${seat + 1}: ${move}`);
  }
  return lines.join('\n');
}

it('TM-13 a scripted 3-player game plays to final scoring in the sandbox and writes every board image', async () => {
  const file = join(dir, 'tm.txt');
  await writeFile(file, scriptedGame('tm-sandbox'));
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSandboxCli(['terra-mystica', '--players', '3', '--seed', 'tm-sandbox', '--script', file, '--out', join(dir, 'images')], games, (l) => out.push(l), (l) => err.push(l), { openStore: openTemplateStore });
  expect(err).toEqual([]);
  expect(code).toBe(0);
  expect(out.join('\n')).toContain('Terra Mystica is over');
  expect(out.at(-1)).toBe('The game is over.');
  const images = (await readdir(join(dir, 'images'))).sort();
  expect(images.length).toBeGreaterThan(20);
  const last = await readFile(join(dir, 'images', images.at(-1)!));
  expect(last.subarray(1, 4).toString()).toBe('PNG');
  expect(last.length).toBeLessThan(2 * 1024 * 1024);
});

it('stops at the first illegal line with the rule message', async () => {
  const file = join(dir, 'bad.txt');
  await writeFile(file, '1: build Z99\n');
  const err: string[] = [];
  const code = await runSandboxCli(['terra-mystica', '--players', '3', '--seed', 'tm-bad', '--script', file], games, () => undefined, (l) => err.push(l), { cwd: dir, openStore: openTemplateStore });
  expect(code).toBe(1);
  expect(err.join('\n')).toMatch(/line 1 \(Player 1: build Z99\): /);
});
