import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import type { FactionId } from '../../../src/games/terra-mystica/data/factions.ts';
import type { TmState } from '../../../src/games/terra-mystica/state.ts';
import { edit, fac, move, scenario } from './helpers.ts';

// Base map: the Cultists' E6 touches E5 (Darklings), E7 (Engineers) and F4 (Witches); D8 is far from everyone.
const TABLES: Record<2 | 3, { factions: FactionId[]; dwellings: string[][] }> = {
  2: { factions: ['cultists', 'darklings', 'engineers'], dwellings: [['E6', 'D8'], ['E5', 'G5'], ['E7', 'C5']] },
  3: { factions: ['cultists', 'darklings', 'engineers', 'witches'], dwellings: [['E6', 'D8'], ['E5', 'G5'], ['E7', 'C5'], ['F4', 'E9']] },
};

/** The Cultists (seat 0) upgrade E6 under the engine's default options; returns the state with the offers open. */
function afterCultistsBuild(offers: 2 | 3): TmState {
  let s = edit(scenario(TABLES[offers]), (x) => Object.assign(fac(x, 0), { W: 10, C: 20, P1: 5, P2: 7, P3: 0 }));
  expect(s.options.waitForPowerOffers).toBe(true);
  s = move(s, 0, 'upgrade E6 to TP');
  expect(s.leeches.map((l) => l.to).sort()).toEqual(offers === 2 ? [1, 2] : [1, 2, 3]);
  return s;
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

function answer(s: TmState, seat: number, accept: boolean): TmState {
  const offer = s.leeches.find((l) => l.to === seat)!;
  return move(s, seat, `${accept ? 'leech' : 'decline'} ${offer.amount} from cultists`);
}

const cultistsDecisions = (s: TmState) => terraMystica.pending(s).filter((d) => d.seat === 0);
const turnDecisions = (s: TmState) => terraMystica.pending(s).filter((d) => d.kind === 'turn');

describe('TM-14.6 D-CULTIST the Cultists act only after every offer of their build is answered', () => {
  for (const offers of [2, 3] as const) {
    const orders = permutations(offers === 2 ? [1, 2] : [1, 2, 3]);
    // Who accepts, by answer position: everyone, only the first to answer, only the last to answer.
    const patterns: [string, (i: number) => boolean][] = [
      ['all accept', () => true],
      ['only the first to answer accepts', (i) => i === 0],
      ['only the last to answer accepts', (i) => i === offers - 1],
    ];
    for (const order of orders) {
      for (const [label, accepts] of patterns) {
        it(`TM-14.6 D-CULTIST ${offers} offers answered by seats ${order.join(', ')}, ${label}: one cult step, after the last answer`, () => {
          let s = afterCultistsBuild(offers);
          order.forEach((seat, i) => {
            expect(cultistsDecisions(s)).toEqual([]);
            expect(fac(s, 0).scratch.CULT).toBe(0);
            expect(turnDecisions(s)).toEqual([]);
            s = answer(s, seat, accepts(i));
          });
          expect(s.leeches).toEqual([]);
          expect(fac(s, 0).scratch.CULT).toBe(1);
          expect(cultistsDecisions(s).map((d) => d.kind)).toEqual(['cult-step']);
          // TM-18.3: the next action waits for the Cultists' step too.
          expect(turnDecisions(s)).toEqual([]);
          const water = fac(s, 0).cult[1]!;
          s = move(s, 0, '+WATER');
          expect(fac(s, 0).cult[1]).toBe(water + 1);
          expect(turnDecisions(s).map((d) => d.seat)).toEqual([1]);
        });
      }
      it(`TM-14.6 TM-21.21 D-CULTIST ${offers} offers all declined by seats ${order.join(', ')}: +1 power after the last answer, no cult step`, () => {
        let s = afterCultistsBuild(offers);
        const bowls = () => [fac(s, 0).P1, fac(s, 0).P2, fac(s, 0).P3];
        const before = bowls();
        for (const seat of order) {
          expect(bowls()).toEqual(before);
          s = answer(s, seat, false);
        }
        expect(bowls()).toEqual([before[0]! - 1, before[1]! + 1, before[2]]);
        expect(fac(s, 0).scratch.CULT).toBe(0);
        expect(cultistsDecisions(s)).toEqual([]);
        expect(turnDecisions(s).map((d) => d.seat)).toEqual([1]);
      });
    }
  }

  it('TM-14.6 D-CULTIST the Cultists cannot take a step while an offer is still open', () => {
    let s = afterCultistsBuild(3);
    s = answer(s, 1, true);
    const parsed = terraMystica.parse('+FIRE', 0, s);
    expect(terraMystica.apply(s, 0, parsed as never)).toMatchObject({ code: expect.stringMatching(/^tm\./) });
    expect(terraMystica.legal(s, 0)).toEqual([]);
  });
});
