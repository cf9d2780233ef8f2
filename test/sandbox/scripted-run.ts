/**
 * `npm run sandbox -- <game> [args] < /dev/null` as a test plays it (an input with no lines and no terminal, as a
 * non-interactive shell or CI gives), and what every game's scripted run must show.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { runSandboxCli, type SandboxCliEnv } from '../../src/sandbox/cli.ts';
import { parseScript, type ScriptLine } from '../../src/sandbox/script.ts';

export interface ScriptedRun {
  code: number;
  lines: string[];
  err: string[];
  /** Files written, sorted. */
  files: string[];
  out: string;
  /** The script.txt it wrote (the whole scripted game). */
  script: ScriptLine[];
}

/** Runs the sandbox with nothing piped in; images and script go to `dir/<name>`, the data folder under `dir`. */
export async function runScripted(dir: string, name: string, argv: string[], env: SandboxCliEnv = {}): Promise<ScriptedRun> {
  const out = join(dir, name);
  const lines: string[] = [];
  const err: string[] = [];
  const code = await runSandboxCli([...argv, '--out', out], games, (l) => lines.push(...l.split('\n')), (l) => err.push(l), { input: Readable.from([]), tempRoot: dir, ...env });
  const files = (await readdir(out)).sort();
  const script = parseScript(await readFile(join(out, 'script.txt'), 'utf8'));
  if (typeof script === 'string') throw new Error(`script.txt does not parse: ${script}`);
  return { code, lines, err, files, out, script };
}

export function movesOf(script: readonly ScriptLine[]): Extract<ScriptLine, { seat: string }>[] {
  return script.filter((l): l is Extract<ScriptLine, { seat: string }> => 'seat' in l);
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What every scripted run shows, whole or cut after `played` moves: the banner naming its moves and features, the
 * script written beside the images with the replay command, a turn card per move played (PNGs under 2 MB), and every
 * private line labelled with its player.
 */
export async function expectScriptedRun(run: ScriptedRun, gameId: string, players: number, played: number): Promise<void> {
  expect(run.err).toEqual([]);
  expect(run.code).toBe(0);
  const text = run.lines.join('\n');
  const moves = movesOf(run.script).length;
  expect(text).toContain(`No moves piped in: a scripted game of ${moves} seeded random legal moves (`);
  expect(text).not.toContain('Not shown in any playthrough');
  expect(text).toContain(`--script ${join(run.out, 'script.txt')}`);
  expect(new Set(movesOf(run.script).map((m) => m.seat))).toEqual(new Set(Array.from({ length: players }, (_, i) => String(i + 1))));
  const pngs = run.files.filter((f) => f.endsWith('.png'));
  expect(pngs.filter((f) => new RegExp(`^\\d{3,}-${gameId}-turn-v\\d+\\.png$`).test(f)).length).toBeGreaterThanOrEqual(Math.min(played, moves));
  for (const f of pngs) {
    const png = await readFile(join(run.out, f));
    expect(png.subarray(0, 8).equals(PNG), f).toBe(true);
    expect(png.length, f).toBeLessThan(2 * 1024 * 1024);
  }
  // What only one player may read never goes unlabelled, and every private picture is named after its player.
  const unlabelled = run.lines.filter((l) => !/^ {2}\[private, to Player \d\] /.test(l));
  for (const secret of [/Your view of/, /private\.png/]) expect(unlabelled.filter((l) => secret.test(l)), String(secret)).toEqual([]);
  for (const f of pngs.filter((x) => x.includes('private'))) expect(f).toMatch(new RegExp(`^\\d{3,}-player-\\d-${gameId}-private\\.png$`));
}

/** A whole run: the final scores of every player, the final board, each seat's own private view at the end, and the game over. */
export function expectFinalScores(run: ScriptedRun, gameId: string, players: number): void {
  const text = run.lines.join('\n');
  for (let n = 1; n <= players; n++) expect(run.lines.some((l) => l.startsWith(`  [private, to Player ${n}] Your view of`)), `Player ${n}`).toBe(true);
  for (let n = 1; n <= players; n++) expect(text).toMatch(new RegExp(`^\\d\\. Player ${n}: -?\\d+ \\(`, 'm'));
  expect(run.files.filter((f) => new RegExp(`^\\d{3,}-${gameId}-board-v\\d+\\.png$`).test(f))).toHaveLength(1);
  expect(run.lines.at(-1)).toBe('The game is over.');
}
