/**
 * The scripted Advanced Civilization game as `npm run sandbox -- advanced-civilization --players N [--options …] < /dev/null`
 * plays it, and what it must show: 4 players and 8 turns in npm test (advanced-civilization-8p.test.ts), the 8-player
 * game of the README in npm run test:long (advanced-civilization-8p.long.test.ts).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAP_REGIONS } from '../../src/games/advanced-civilization/render/regions.ts';
import { games } from '../../src/games/registry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { parseScript } from '../../src/sandbox/script.ts';
import { openTemplateStore } from '../support/db.ts';

const PRIVATE = /^ {2}\[private, to Player [1-8]\] /;

interface Run {
  code: number;
  lines: string[];
  err: string[];
  files: string[];
  out: string;
}

/** The scripted game with `players` seats at `seed`, in a temporary folder removed afterwards. */
export function scriptedGameSuite(players: number, seed: string, turnLimit: number, extra: string[]) {
  const seats = Array.from({ length: players }, (_, i) => i + 1);
  let run: Run;
  let dir: string;

  afterAll(async () => rm(dir, { recursive: true, force: true }));
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ac-sandbox-'));
    const out = join(dir, `images-${players}`);
    const lines: string[] = [];
    const err: string[] = [];
    // An input stream with no lines and no terminal: what `npm run sandbox -- … < /dev/null` or CI gives.
    const code = await runSandboxCli(['advanced-civilization', '--players', String(players), '--seed', seed, '--out', out, ...extra], games, (l) => lines.push(...l.split('\n')), (l) => err.push(l), { input: Readable.from([]), tempRoot: dir, openStore: openTemplateStore });
    run = { code, lines, err, files: (await readdir(out)).sort(), out };
  });

  it('AC-34.1 B / AC-35.1 plays to final scores at the turn limit, with no data folder left behind', async () => {
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    const text = run.lines.join('\n');
    expect(text).toContain('No moves piped in: a scripted game of');
    expect(text).toContain(`The time limit of ${turnLimit} turns was reached (34.1 B)`);
    expect(text).toContain('Score 35.1');
    for (const n of seats) expect(text).toMatch(new RegExp(`^\\d\\. Player ${n}: \\d+ \\(civilization cards \\d+, trade cards \\d+, treasury \\d+, A\\.S\\.T\\. \\d+, cities \\d+\\)$`, 'm'));
    expect(run.lines.at(-1)).toBe('The game is over.');
    expect((await readdir(dir)).filter((f) => f.startsWith('sandbox-'))).toEqual([]);
  });

  it('AC-28 at least one trade completes and AC-29 at least one calamity strikes', () => {
    const text = run.lines.join('\n');
    expect(text).toMatch(/\(Player \d\) and .+ \(Player \d\) trade \(#\d+\): \d+ cards for \d+ cards/);
    expect(text).toMatch(/Calamity: .+ strikes .+ \(Player \d\)/);
  });

  it('writes every turn card, the full board, every region close-up and each player\'s hand, all PNGs under 2 MB', async () => {
    const pngs = run.files.filter((f) => f.endsWith('.png'));
    const moves = (parseScript(await readFile(join(run.out, 'script.txt'), 'utf8')) as { notation?: string }[]).filter((l) => l.notation !== undefined).length;
    expect(pngs.filter((f) => /-advanced-civilization-turn-v\d+\.png$/.test(f)).length).toBeGreaterThan(moves);
    expect(pngs.filter((f) => /^\d{3,}-advanced-civilization-board-v\d+\.png$/.test(f))).toHaveLength(1);
    for (const r of MAP_REGIONS) expect(pngs.filter((f) => f.endsWith(`-advanced-civilization-board-${r.id}.png`)), r.id).toHaveLength(1);
    for (const n of seats) expect(pngs.filter((f) => f.endsWith(`-player-${n}-advanced-civilization-private.png`)).length, `Player ${n}`).toBeGreaterThan(1);
    // Every private picture is named after its player.
    for (const f of pngs.filter((x) => x.includes('private'))) expect(f).toMatch(/^\d{3,}-player-[1-8]-advanced-civilization-private\.png$/);
    for (const f of pngs) {
      const png = await readFile(join(run.out, f));
      expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), f).toBe(true);
      expect(png.length, f).toBeLessThan(2 * 1024 * 1024);
      if (f.includes('private')) expect(png.readUInt32BE(16), f).toBeLessThanOrEqual(1200);
    }
  });

  it('H every private line carries its player\'s label, and every player gets private lines', () => {
    const unlabelled = run.lines.filter((l) => !PRIVATE.test(l));
    // What only one player may read: their view and hand, their offers and what they received in trade.
    for (const secret of [/Your view of/, /Your trade cards/, /Your offer/, /Offer #\d+ from/, /you received/, /Answer with "accept/, /private\.png/]) {
      expect(unlabelled.filter((l) => secret.test(l)), String(secret)).toEqual([]);
    }
    for (const n of seats) {
      const mine = run.lines.filter((l) => l.startsWith(`  [private, to Player ${n}] `));
      expect(mine.some((l) => l.includes(`Your view of Advanced Civilization (seat ${n}, Player ${n})`)), `Player ${n}`).toBe(true);
      expect(mine.some((l) => l.includes('Your trade cards:')), `Player ${n}`).toBe(true);
    }
  });

  it('the script it played is written beside the images and holds the private views and region close-ups', async () => {
    const file = join(run.out, 'script.txt');
    const script = parseScript(await readFile(file, 'utf8'));
    expect(typeof script).not.toBe('string');
    const commands = (script as { command?: string; args?: string[] }[]).filter((l) => l.command !== undefined).map((l) => `:${l.command} ${l.args!.join(' ')}`.trim());
    expect(commands).toContain(':board greece');
    expect(commands).toContain(`:view ${players}`);
    expect(run.lines.join('\n')).toContain(`--script ${file}`);
  });
}

