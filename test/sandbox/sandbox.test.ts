import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playNotation } from '../../src/engine/play.ts';
import { isRuleError } from '../../src/engine/errors.ts';
import { catalogOf } from '../../src/games/entry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { runPlayoutCli } from '../../src/sandbox/playout-cli.ts';
import { highCard, highCardEntry } from '../fixtures/games/high-card/index.ts';
import { openTemplateStore } from '../support/db.ts';

const games = catalogOf([highCardEntry]);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-test-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** A complete game as a script, made by playing the first legal move of whoever must act. */
function scriptFor(players: number, seed: string, options: Record<string, unknown>): string {
  const colours = ['red', 'blue', 'green', 'yellow'];
  const seats = Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, picks: { colour: colours[i]! } }));
  let state = highCard.setup(highCard.options.parse(options), seats, seed);
  const lines: string[] = ['# generated for the test'];
  while (highCard.result(state) === null) {
    const seat = highCard.pending(state)[0]!.seat;
    const move = highCard.legal(state, seat)[0]!;
    const played = playNotation(highCard, state, seat, move);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state;
    lines.push(`${seat + 1}: ${move}`);
  }
  return lines.join('\n');
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, print: (l: string) => out.push(l), printError: (l: string) => err.push(l) };
}

describe('sandbox (npm run sandbox)', () => {
  it('plays a scripted game to the end on the embedded database and writes every board image', async () => {
    const script = join(dir, 'game.txt');
    await writeFile(script, scriptFor(3, 'sb-1', { rounds: 1, handSize: 2 }));
    const out = join(dir, 'images');
    const io = capture();
    const code = await runSandboxCli(['high-card', '--players', '3', '--seed', 'sb-1', '--options', 'rounds=1 handSize=2', '--script', script, '--out', out], games, io.print, io.printError, { openStore: openTemplateStore });
    expect(io.err).toEqual([]);
    expect(code).toBe(0);
    expect(io.out.join('\n')).toContain('is over');
    expect(io.out.at(-1)).toBe('The game is over.');
    const images = await readdir(out);
    expect(images.length).toBeGreaterThan(3);
    const png = await readFile(join(out, images[0]!));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('a :board after the end shows the board without saying again that the game is over', async () => {
    const script = join(dir, 'board-after.txt');
    await writeFile(script, `${scriptFor(2, 'sb-3', { rounds: 1, handSize: 2 })}\n:board`);
    const io = capture();
    const code = await runSandboxCli(['high-card', '--players', '2', '--seed', 'sb-3', '--options', 'rounds=1 handSize=2', '--script', script, '--out', join(dir, 'board-after')], games, io.print, io.printError);
    expect(code).toBe(0);
    // The fixture's status line at the end ("Game over: … wins …"), which the board reply carries.
    expect(io.out.filter((l) => l.startsWith('Game over:'))).toEqual([]);
    expect(io.out.at(-2)).toMatch(/\[image\] .*board/);
    expect(io.out.filter((l) => l === 'The game is over.')).toHaveLength(1);
  });

  it('stops at the first illegal line with the rule message and a non-zero exit', async () => {
    const script = join(dir, 'bad.txt');
    await writeFile(script, '1: play 99\n');
    const io = capture();
    const code = await runSandboxCli(['high-card', '--players', '2', '--seed', 'sb-2', '--script', script], games, io.print, io.printError, { cwd: dir, openStore: openTemplateStore });
    expect(code).toBe(1);
    expect(io.err.join('\n')).toMatch(/line 1 \(Player 1: play 99\)/);
  });

  it('refuses unknown games, flags and player counts with what is allowed', async () => {
    const io = capture();
    expect(await runSandboxCli(['chess'], games, io.print, io.printError)).toBe(2);
    expect(await runSandboxCli(['high-card', '--players', '9'], games, io.print, io.printError)).toBe(2);
    expect(await runSandboxCli(['high-card', '--colour', 'x'], games, io.print, io.printError)).toBe(2);
    expect(io.err.join('\n')).toContain('Available: high-card');
    expect(io.err.join('\n')).toContain('--players must be a whole number from 2 to 4');
    expect(io.err.join('\n')).toContain('Unknown flag --colour');
  });
});

describe('random play (npm run playout)', () => {
  it('plays complete games through the real engine, replays each log, and reports the figures', () => {
    const io = capture();
    const code = runPlayoutCli(['high-card', '--players', '3', '--games', '50', '--seed', 'p'], new Map([['high-card', highCard]]), io.print, io.printError);
    expect(code).toBe(0);
    expect(io.out[0]).toBe('High Card, 3 players: 50/50 games completed, 0 errors');
    expect(io.out[1]).toMatch(/moves\/s/);
  });
});
