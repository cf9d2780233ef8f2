import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { terraMystica, type TmState } from '../../../src/games/terra-mystica/index.ts';
import { parseLedger } from '../../../src/games/terra-mystica/snellman/replay.ts';
import { ORACLE_PRESENT, oracleFile } from './oracle-dir.ts';

/** Recorded games without dropped players, played move by move through the public module API (playNotation). */
const GAMES = ['4pLeague_S67_D1L1_G1.txt', '4pLeague_S68_D1L1_G4.txt', '4pLeague_S69_D1L1_G7.txt', '4pLeague_S65_D1L1_G2.txt'];

// The recorded games live outside the repository; oracle.test.ts warns when they are missing.
describe.skipIf(!ORACLE_PRESENT)('TM-20 recorded games through the GameModule API', () => {
  it.each(GAMES)('TM-20.4 %s: every command row is a legal move for a seat holding a decision, final VP exact', (name) => {
    const game = parseLedger(readFileSync(oracleFile(name), 'utf8'));
    const setupRows = game.rows.filter((r) => r.commands === 'setup');
    const seatOf = new Map(setupRows.map((r, i) => [r.faction, i]));
    let state: TmState = terraMystica.setup(game.options, setupRows.map((r) => ({ name: r.faction })), 'oracle');
    const expected: Record<string, number> = {};
    for (const row of game.rows) {
      if (row.expect) expected[row.faction] = row.expect.VP;
      const seat = seatOf.get(row.faction) as number;
      let text = row.commands;
      if (text === 'setup') text = `setup ${row.faction}`;
      text = text
        .split('.')
        .map((c) => c.trim())
        .filter((c) => c !== '' && c !== 'wait' && !/income_for_faction$/.test(c))
        .join('. ');
      if (text === '' || text.startsWith('[') || /vp for|score_resources/.test(text)) continue;
      const played = playNotation(terraMystica, state, seat, text);
      if (isRuleError(played)) throw new Error(`line ${row.line} ${row.faction}: ${text}: ${played.message}`);
      state = played.state;
    }
    const result = terraMystica.result(state);
    expect(result).not.toBeNull();
    const finals = Object.fromEntries(state.factions.map((f) => [f.id, f.VP]));
    expect(finals).toEqual(expected);
  });
});
