import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/play.ts';
import { eeLimits } from '../../../src/games/energy-empire/data/index.ts';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { EE } from './helpers.ts';
import { playRandomGame } from './random-agent.ts';

/** Invariants of every reachable state. */
function checkInvariants(s: EeState): void {
  for (const [seat, p] of s.players.entries()) {
    for (const v of Object.values(p.res)) expect(v).toBeGreaterThanOrEqual(0);
    expect(p.workersOwned).toBeLessThanOrEqual(eeLimits().workers);
    expect(p.energyInPlay).toBeLessThanOrEqual(eeLimits().energy);
    expect(p.dice.length).toBeLessThanOrEqual(5);
    expect(p.dice.filter((d) => d === 'hydro_geo').length).toBeLessThanOrEqual(1);
    expect(p.agendas.length).toBeLessThanOrEqual(eeLimits().agendas);
    // EE-2.4 / EE-5.7 workers: on the mat + on the board + on cards = owned.
    const onBoard = Object.values(s.locations).reduce((n, l) => n + l.stacks.filter((x) => x.owner === seat).length, 0);
    const onCards = p.structures.reduce((n, x) => n + x.tokens.workers, 0) + p.nationTokens.workers;
    expect(p.workersOnMat + onBoard + onCards).toBe(p.workersOwned);
    const energyOut = Object.values(s.locations).reduce((n, l) => n + l.stacks.filter((x) => x.owner === seat).reduce((a, x) => a + x.energy, 0), 0);
    const energyCards = p.structures.reduce((n, x) => n + x.tokens.energy, 0) + p.nationTokens.energy;
    expect(p.energyOnMat + energyOut + energyCards).toBe(p.energyInPlay);
  }
  for (const v of Object.values(s.diceSupply)) expect(v).toBeGreaterThanOrEqual(0);
  for (const t of s.track) expect(t).toBeGreaterThanOrEqual(0);
}

describe('EE random play', () => {
  for (const players of [1, 2, 3, 4, 5]) {
    it(`EE-1.2 / EE-15 complete random games with ${players} player(s): no errors, invariants hold, replay gives the same state`, () => {
      for (const seed of ['a', 'b']) {
        const game = playRandomGame(players, `${players}-${seed}`, (s) => checkInvariants(s));
        expect(game.errors).toEqual([]);
        expect(game.final.track.every((t) => t === 0)).toBe(true);
        const again = replay<EeState>(EE, game.setup, game.log);
        expect(again).toEqual(game.final);
        const result = EE.result(game.final)!;
        expect(result.scores).toHaveLength(players);
        expect(result.scores.map((x) => x.total)).toEqual([...result.scores.map((x) => x.total)].sort((a, b) => b - a));
      }
    });
  }
});
