import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { formatMove, parseMove } from '../../../src/games/energy-empire/notation.ts';
import { EE, started, turnOf } from './helpers.ts';
import { playRandomGame } from './random-agent.ts';

describe('EE notation', () => {
  it('every legal move of random games parses and formats back to itself', () => {
    let checked = 0;
    playRandomGame(3, 'notation', (s) => {
      for (const d of EE.pending(s)) {
        for (const m of EE.legal(s, d.seat)) {
          const parsed = parseMove(m);
          expect(isRuleError(parsed), m).toBe(false);
          expect(formatMove(parsed as Exclude<typeof parsed, { isRuleError: true }>)).toBe(m);
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(1000);
  });

  it('accepts spacing, case and token variants', () => {
    expect(parseMove('  Place   MINE 2 Energy ')).toEqual({ t: 'place', location: 'mine', energy: 2 });
    expect(parseMove('activate farm-1 with w + e')).toEqual({ t: 'activate', target: 'farm-1', workers: 1, energy: 1 });
    expect(parseMove('finance b')).toEqual({ t: 'finance', option: 'B' });
    expect(parseMove('roll all')).toEqual({ t: 'roll', dice: 'all' });
    expect(formatMove({ t: 'roll', dice: 'all' })).toBe('roll all');
  });

  it('malformed notation is refused with a message saying what is allowed', () => {
    for (const bad of ['', 'place', 'place mine two energy', 'buy 2', 'buy x with money', 'activate with worker', 'trade gold for steel', 'roll coal', 'roll coal 0', 'claim', 'finance D', 'xyzzy', 'drop die gold', 'keep uk']) {
      const r = parseMove(bad);
      expect(isRuleError(r), bad).toBe(true);
      if (isRuleError(r)) expect(r.message).toMatch(/Write|Moves start|not a move/);
    }
  });

  it('fuzzed bad input never changes the state: random words, stale moves, wrong seats', () => {
    const rng = seedRng('fuzz');
    const words = ['place', 'mine', 'buy', '1', '2', '9', 'with', 'money', 'resource', 'activate', 'nation', 'energy', 'worker', 'roll', 'all', 'coal', 'claim', 'none', 'drill', 'forest-2', 'air-9', 'trade', 'for', 'done', 'end', 'pass', 'generate', 'keep', 'uk', 'treasury', '-1', '99', '🙂', 'refine', '5'];
    const states: EeState[] = [];
    playRandomGame(3, 'fuzz-states', (s) => states.push(s));
    for (const s of states.filter((_, i) => i % 7 === 0)) {
      const before = JSON.stringify(s);
      for (let k = 0; k < 12; k++) {
        const text = Array.from({ length: 1 + randomInt(rng, 5) }, () => words[randomInt(rng, words.length)]).join(' ');
        const seat = randomInt(rng, 3);
        const r = playNotation<EeState>(EE, s, seat, text);
        if (isRuleError(r)) expect(r.message.length).toBeGreaterThan(10);
        else expect(EE.legal(s, seat)).toContain(r.notation);
      }
      // A stale move (legal for another seat, or an answer to an older decision) is refused.
      for (let seat = 0; seat < 3; seat++) {
        if (EE.legal(s, seat).length > 0) continue;
        const other = EE.pending(s)[0];
        if (other) for (const m of EE.legal(s, other.seat).slice(0, 3)) expect(isRuleError(playNotation(EE, s, seat, m))).toBe(true);
      }
      expect(JSON.stringify(s)).toBe(before);
    }
  });

  it('a stale button (an answer to a finished decision) is refused and changes nothing', () => {
    const s = turnOf(started(3), 0);
    const r = playNotation<EeState>(EE, s, 0, 'finance A');
    expect(isRuleError(r) && r.code).toBe('ee.wrong-step');
    expect(isRuleError(r) && r.message).toContain('Allowed:');
  });
});
