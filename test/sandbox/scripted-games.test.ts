/**
 * Issue 23: every game plays a scripted game when nothing is piped in. Here each plays the opening moves of its
 * scripted game through the sandbox (the whole games run in scripted-games.long.test.ts), and the pure script the
 * sandbox plays reaches the game's final scores with what the game's spec asks it to show.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { games } from '../../src/games/registry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { sandboxSeatNames } from '../../src/sandbox/sandbox.ts';
import { expectScriptedRun, movesOf, runScripted, type ScriptedRun } from './scripted-run.ts';
import { openTemplateStore } from '../support/db.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scripted-games-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** Each game's run as the README gives it (its spec's seats), cut after a few moves; rule ids of what each shows. */
const GAMES = [
  { id: 'terra-mystica', players: 4, rules: 'TM-5 TM-8 TM-11 TM-12', features: ['towns', 'power leeched'] },
  { id: 'cargo-empire', players: 3, rules: 'CE-7 CE-8', features: ['cities taken', 'developments'] },
  { id: 'energy-empire', players: 3, rules: 'EE-9 EE-15', features: ['generate turns', 'agendas claimed', 'structures bought'] },
] as const;

describe.each(GAMES)('the scripted $id game (nothing piped in)', ({ id, players, rules, features }) => {
  const entry = games.get(id)!;
  let run: ScriptedRun;
  beforeAll(async () => {
    run = await runScripted(dir, id, [id, '--seed', 'newcomer'], { scriptedMoves: 8, openStore: openTemplateStore });
  });

  it(`${rules} the script it writes is legal move by move and reaches the final scores, showing ${features.join(', ')}`, () => {
    const m = entry.module;
    let state = m.setup(m.options.parse(entry.sandboxScript!.options), sandboxSeatNames(players).map((name) => ({ name })), 'newcomer');
    for (const move of movesOf(run.script)) {
      const played = playNotation(m, state, Number(move.seat) - 1, move.notation);
      if (isRuleError(played)) throw new Error(`${move.seat}: ${move.notation}: ${played.message}`);
      state = played.state;
    }
    expect(m.result(state)?.scores).toHaveLength(players);
    const banner = run.lines.find((l) => l.startsWith('No moves piped in'))!;
    for (const f of features) expect(banner).toMatch(new RegExp(`(?:\\(|, )${f} [1-9]\\d*[,)]`));
  });

  it('its opening moves play through the sandbox with the spec\'s seats: a turn card per move, private lines labelled', async () => {
    await expectScriptedRun(run, id, players, 8);
    expect(run.lines.some((l) => l.startsWith('The game is not over yet.'))).toBe(true);
    expect(run.lines.join('\n')).not.toContain('The game is over.');
  });
});

it('--help marks every game scripted, with the seats of its scripted game (AC with 8)', async () => {
  const lines: string[] = [];
  expect(await runSandboxCli(['--help'], games, (l) => lines.push(...l.split('\n')), () => undefined)).toBe(0);
  for (const [id, players] of [...GAMES.map((g) => [g.id, g.players] as const), ['advanced-civilization', 8] as const]) {
    expect(lines.some((l) => l.startsWith(`  ${id} (`) && l.endsWith(`; scripted (${players} players)`)), id).toBe(true);
  }
  expect(lines.join('\n')).toContain('plays a whole game of seeded legal moves to its');
});
