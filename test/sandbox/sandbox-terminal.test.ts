import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { highCard, highCardEntry } from '../fixtures/games/high-card/index.ts';
import { openTemplateStore } from '../support/db.ts';

const games = catalogOf([highCardEntry]);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-terminal-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function run(argv: string[], lines: string[] = [], cwd = dir, tempRoot?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSandboxCli(argv, games, (l) => out.push(l), (l) => err.push(l), {
    input: Readable.from(lines.map((l) => `${l}\n`)),
    cwd,
    tempRoot,
    // A test that names its own temporary root checks the real data folder; the others start from the migrated template.
    openStore: tempRoot === undefined ? openTemplateStore : undefined,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The first legal move of the seat that must act, after the moves so far (the fixture's seed decides the deal). */
function firstMoves(seed: string, count: number): string[] {
  const seats = [0, 1].map((i) => ({ name: `Player ${i + 1}`, picks: { colour: ['red', 'blue'][i]! } }));
  let state = highCard.setup(highCard.options.parse({}), seats, seed);
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const seat = highCard.pending(state)[0]!.seat;
    const move = highCard.legal(state, seat)[0]!;
    const applied = highCard.apply(state, seat, highCard.parse(move, seat, state) as never);
    state = (applied as { state: typeof state }).state;
    lines.push(`${seat + 1}: ${move}`);
  }
  return lines;
}

describe('sandbox at the terminal', () => {
  it('--help prints the usage with the game ids and their options', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Usage: npm run sandbox -- <game>');
    expect(r.out).toContain('high-card (High Card, 2–4 players); options: rounds, hand-size, variant');
    expect(r.out).toContain('--options');
  });

  it('plays every piped line in order, ends cleanly at the end of input and leaves no data folder or lock behind', async () => {
    const temp = await mkdtemp(join(dir, 'temp-'));
    const moves = firstMoves('t-1', 3);
    const r = await run(['high-card', '--players', '2', '--seed', 't-1'], [...moves, ':status'], dir, temp);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // Each line echoed after its prompt, in order, and each played (no refusal).
    let at = 0;
    for (const m of moves) {
      const i = r.out.indexOf(m.slice(3), at);
      expect(i, m).toBeGreaterThan(at);
      at = i;
    }
    expect(r.out).not.toContain('✗');
    expect(r.out).toContain('Version 5'); // :status after the three moves (version 2 at the start)
    expect(r.out.split('\n').at(-1)).toMatch(/^Must act: /);
    expect(r.out).toContain('The game is not over yet.');
    expect(await readdir(temp)).toEqual([]); // neither the PGlite folder nor its lock file
  });

  it('prints the seed for a replay and writes images to the default folder it names', async () => {
    const cwd = await mkdtemp(join(dir, 'cwd-'));
    const r = await run(['high-card', '--players', '2', '--seed', 'seed-42'], [], cwd);
    expect(r.out).toContain('seed seed-42');
    expect(r.out).toContain('--seed seed-42');
    const folder = join(cwd, 'out', 'sandbox', 'high-card-seed-42');
    expect(r.out).toContain(`go to ${folder}`);
    expect((await readdir(folder)).some((f) => f.endsWith('.png'))).toBe(true);
  });

  it('writes for the terminal: no Discord markdown, slash commands, lobby buttons, seat counts or doubled lines', async () => {
    const r = await run(['high-card', '--players', '2', '--seed', 't-2'], [...firstMoves('t-2', 2), ':view 1', ':undo 1', ':log']);
    expect(r.out).not.toMatch(/\*\*|`|\/game|\/move|Press \*?\*?Join|<@|<#/);
    expect(r.out).not.toMatch(/^\d\/\d$/m);
    const lines = r.out.split('\n').filter((l) => l.trim() !== '');
    for (let i = 1; i < lines.length; i++) expect(lines[i], `line ${i} repeats the one before`).not.toBe(lines[i - 1]);
  });

  it(':help gives the game rules help and topics; :view all lists every legal move', async () => {
    const r = await run(['high-card', '--players', '2', '--seed', 't-3'], [':help', ':help scoring', ':help nope', ':view 1 all']);
    expect(r.out).toContain('High Card (test fixture): each round');
    expect(r.out).toContain('Topics: scoring, variants');
    expect(r.out).toContain('Tricks won + right bets.');
    expect(r.out).toContain('There is no help topic "nope" for High Card. Topics: scoring, variants.');
    expect(r.out).toMatch(/All \d+ legal moves of Player 1:\n {4}play \d+/);
  });

  it('the intro\'s example is a move of this game; :undo with no move of the acting seat says how to name another seat', async () => {
    const seat = highCard.pending(highCard.setup(highCard.options.parse({}), [0, 1].map((i) => ({ name: `Player ${i + 1}`, picks: { colour: ['red', 'blue'][i]! } })), 't-6'))[0]!.seat;
    const r = await run(['high-card', '--players', '2', '--seed', 't-6'], [':undo']);
    expect(r.out).toMatch(/Type a move for the player who must act \(e\.g\. "play \d+"\)/);
    expect(r.out).not.toContain('build E7');
    expect(r.out).toContain(`✗ Player ${seat + 1}: You have no move to take back. To take back another seat's move, name it: :undo <seat> (seats are 1..2).`);
  });

  it('an undo that needs agreement can be agreed to with :agree <seat>', async () => {
    const moves = firstMoves('t-4', 1);
    const r = await run(['high-card', '--players', '2', '--seed', 't-4'], [...moves, ':undo 1', ':agree 2', ':log']);
    expect(r.out).toContain('asks to take back 1 move(s)');
    expect(r.out).toContain('Undo approved: 1 move(s) taken back');
    expect(r.out).toMatch(/1\. Player 1: .* \(taken back\)/);
  });

  it('a bad option key or value is a usage error (exit 2) before the banner, listing the valid ones; a missing script file is a one-line error', async () => {
    const bad = await run(['high-card', '--players', '2', '--options', 'colour=red']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('Valid options: rounds, hand-size, variant.');
    expect(bad.out).toBe('');
    const badValue = await run(['high-card', '--players', '2', '--options', 'rounds=nine']);
    expect(badValue.code).toBe(2);
    expect(badValue.err).toMatch(/rounds/);
    expect(badValue.out).toBe('');
    const missing = await run(['high-card', '--script', join(dir, 'nope.txt')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe(`Cannot read the script file "${join(dir, 'nope.txt')}": no such file.`);
  });

  it('a script still plays to the end', async () => {
    const script = join(dir, 's.txt');
    await writeFile(script, firstMoves('t-5', 2).join('\n'));
    const r = await run(['high-card', '--players', '2', '--seed', 't-5', '--script', script, '--out', join(dir, 'img')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('The game is not over yet.');
  });
});
