import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import { calamityList } from '../../../src/games/advanced-civilization/data/cards.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { randomPosition, strike } from './calamity-helpers.ts';
import { game } from './helpers.ts';

describe('29-30: random positions with every calamity (robustness)', () => {
  it('every legal answer and every default is accepted; the phase always ends; units stay consistent (5.5)', () => {
    const counts: Record<string, number> = {};
    for (let g = 0; g < 60; g++) {
      const rng = seedRng(`calamity-fuzz-${g}`);
      const { s: start, hands, traders } = randomPosition(`pos-${g}`);
      strike(start, hands, traders);
      let s = start;
      for (let i = 0; i < 80 && s.phase === 'calamities'; i++) {
        const decisions = game.pending(s);
        expect(decisions.length).toBeGreaterThan(0);
        const d = decisions[randomInt(rng, decisions.length)]!;
        expect(d.timing).toBe('off-turn');
        const legal = game.legal(s, d.seat);
        expect(legal).toContain(d.defaultMove);
        const move = randomInt(rng, 3) === 0 ? d.defaultMove! : legal[randomInt(rng, legal.length)]!;
        const r = playNotation(game, s, d.seat, move);
        if (isRuleError(r)) throw new Error(`${move}: ${r.message}`);
        s = r.state as AcState;
      }
      expect(s.phase).not.toBe('calamities');
      for (const [c, n] of Object.entries(s.calamityCounts ?? {})) counts[c] = (counts[c] ?? 0) + n;
      for (const p of s.players) {
        expect(p.stock).toBeGreaterThanOrEqual(0);
        expect(p.citiesInStock).toBeGreaterThanOrEqual(0);
        const onBoard = Object.values(s.board).reduce((n, u) => n + (u.tokens[p.nation!] ?? 0), 0);
        expect(onBoard + p.stock + p.treasury).toBe(55);
      }
    }
    expect(Object.keys(counts).sort()).toEqual(calamityList().map((c) => c.id).sort());
  });
});
