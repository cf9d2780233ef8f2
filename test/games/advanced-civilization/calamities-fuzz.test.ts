import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng, shuffle } from '../../../src/engine/rng.ts';
import { CALAMITY_LIST } from '../../../src/games/advanced-civilization/data/trade-cards.ts';
import type { NationId } from '../../../src/games/advanced-civilization/data/nations.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { strike } from './calamity-helpers.ts';
import { game, give, put, testState } from './helpers.ts';

const AREAS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'w'];
const NATIONS: NationId[] = ['africa', 'italy', 'thrace', 'crete'];
const CARDS = ['engineering', 'pottery', 'medicine', 'roadbuilding', 'music', 'military', 'philosophy', 'law', 'theology', 'monotheism', 'mining', 'enlightenment', 'deism'];

/** A random test-map board: each area one owner's city or tokens, random civilization cards, random calamities. */
function randomPosition(seed: string): { s: AcState; hands: Record<number, string[]>; traders: Record<string, number> } {
  const rng = seedRng(seed);
  const s = testState(NATIONS);
  s.players[0]!.startArea = 'a';
  for (const a of AREAS) {
    const owner = NATIONS[randomInt(rng, NATIONS.length)]!;
    if (randomInt(rng, 2) === 0) put(s, a, owner, 0, true);
    else put(s, a, owner, 1 + randomInt(rng, 4));
  }
  for (let seat = 0; seat < NATIONS.length; seat++) give(s, seat, CARDS.filter(() => randomInt(rng, 4) === 0));
  const hands: Record<number, string[]> = {};
  const traders: Record<string, number> = {};
  for (const c of shuffle(rng, CALAMITY_LIST.map((x) => x.id)).slice(0, 6)) {
    const seat = randomInt(rng, NATIONS.length);
    (hands[seat] ??= []).push(c);
    if (c !== 'volcano_earthquake' && randomInt(rng, 2) === 0) traders[c] = (seat + 1 + randomInt(rng, 3)) % NATIONS.length;
  }
  s.players[1]!.hand.push('grain', 'grain');
  return { s, hands, traders };
}

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
    expect(Object.keys(counts).sort()).toEqual(CALAMITY_LIST.map((c) => c.id).sort());
  });
});
