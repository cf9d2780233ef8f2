/**
 * Issue 23: the whole scripted games of Terra Mystica, Cargo Empire and Energy Empire as `npm run sandbox -- <game>
 * < /dev/null` plays them (100-200 moves each), and the replay command they print plays the same game again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { expectFinalScores, expectScriptedRun, movesOf, runScripted, type ScriptedRun } from './scripted-run.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scripted-games-long-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const GAMES = [
  { id: 'terra-mystica', players: 4, rules: 'TM-10.3 TM-13' },
  { id: 'cargo-empire', players: 3, rules: 'CE-11 CE-12' },
  { id: 'energy-empire', players: 3, rules: 'EE-15' },
] as const;

/** The printed replay command's arguments after `npm run sandbox --` ("--options" keeps its quoted words together). */
function replayArgs(lines: readonly string[]): string[] {
  const line = lines.find((l) => l.startsWith('Its script: '))!;
  const command = line.slice(line.indexOf('npm run sandbox -- ') + 'npm run sandbox -- '.length);
  return [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

describe.each(GAMES)('the whole scripted $id game', ({ id, players, rules }) => {
  let run: ScriptedRun;
  beforeAll(async () => {
    run = await runScripted(dir, id, [id, '--seed', 'newcomer-long']);
  });

  it(`${rules} plays every move of its script to the final scores, with the images, the script and labelled private lines`, async () => {
    await expectScriptedRun(run, id, players, movesOf(run.script).length);
    expectFinalScores(run, id, players);
  });

  it('the replay command it prints plays the same game to the same final ranking', async () => {
    const lines: string[] = [];
    const err: string[] = [];
    const code = await runSandboxCli([...replayArgs(run.lines), '--out', join(dir, `${id}-replay`)], games, (l) => lines.push(...l.split('\n')), (l) => err.push(l), { tempRoot: dir });
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const ranking = (ls: readonly string[]) => ls.filter((l) => /^\d\. Player \d: /.test(l));
    expect(ranking(lines)).toHaveLength(players);
    expect(ranking(lines)).toEqual(ranking(run.lines));
  });
});
