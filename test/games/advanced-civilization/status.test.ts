import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import { seatName } from '../../../src/games/advanced-civilization/rules/units.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';
import { game } from './helpers.ts';

describe('status line (D.2, issue 13)', () => {
  it('D.2 names the phase and who still has to answer; a seat that answered a hidden decision is named as answered, never its answer', () => {
    const rng = seedRng('civ-status');
    let s = game.setup(game.options.parse({ turnLimit: 8 }), ['ann', 'bob', 'cy', 'dee'].map((name) => ({ name })), 'civ-status') as AcState;
    let partial = 0;
    for (let step = 0; step < 4000 && game.result(s) === null; step++) {
      const line = game.statusLine(s);
      expect(line).toMatch(s.phase === 'nation' ? /^Set-up/ : new RegExp(`^Turn ${s.turn}, `));
      if (s.sim) {
        const sim = s.sim;
        const answered = sim.seats.filter((x) => sim.answers[x] !== undefined);
        const missing = sim.seats.filter((x) => sim.answers[x] === undefined);
        for (const x of missing) expect(line.split('; answered')[0]).toContain(seatName(s, x));
        for (const x of answered) {
          expect(line.split('; answered')[1] ?? '').toContain(seatName(s, x));
          expect(line).not.toContain(sim.answers[x]!);
          expect(game.pending(s).find((d) => d.seat === x)?.answered).toBe(true);
        }
        if (answered.length > 0 && missing.length > 0) partial++;
      }
      const decisions = game.pending(s);
      const d = decisions[randomInt(rng, decisions.length)]!;
      const played = playNotation(game, s, d.seat, pickWeighted(rng, game.legal(s, d.seat), game.randomPlayWeights));
      if (isRuleError(played)) throw new Error(played.message);
      s = played.state as AcState;
    }
    expect(partial).toBeGreaterThan(5);
  });
});
