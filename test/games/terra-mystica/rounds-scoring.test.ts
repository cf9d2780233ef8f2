import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { finishGame, splitRanking } from '../../../src/games/terra-mystica/rules/flow.ts';
import { networkSize } from '../../../src/games/terra-mystica/rules/geometry.ts';
import { edit, fac, move, put, scenario, turnOf } from './helpers.ts';

const four = (scoring?: Parameters<typeof scenario>[0]['scoring'], turnOrder = 'pass-order') =>
  scenario({
    factions: ['engineers', 'darklings', 'nomads', 'witches'],
    dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']],
    ...(scoring ? { scoring } : {}),
    options: { turnOrder },
  });

function passAll(s: ReturnType<typeof four>, order: number[], cards: string[]) {
  order.forEach((seat, i) => {
    s = move(s, seat, `pass ${cards[i]}`);
  });
  return s;
}

describe('TM-5 income and TM-12 cult bonuses', () => {
  it('TM-21.19 round 1 income: buildings plus bonus card (Engineers BON3, two dwellings)', () => {
    const s = scenario({
      factions: ['engineers', 'darklings', 'nomads', 'witches'],
      dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']],
      bonus: ['BON3', 'BON6', 'BON5', 'BON4'],
    });
    expect([fac(s, 0).C, fac(s, 0).W]).toEqual([16, 4]);
    expect([fac(s, 2).W, fac(s, 2).P1, fac(s, 2).P2]).toEqual([7, 2, 10]);
  });

  it('TM-21.11 SCORE7 with Air 6 pays 3 workers at the end of the round', () => {
    const run = (air: number) => {
      let s = four(['SCORE7', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE8']);
      s = edit(s, (x) => {
        fac(x, 0).cult[3] = air;
      });
      s = passAll(s, [0, 1, 2, 3], ['BON1', 'BON2', 'BON7', 'BON3']);
      return fac(s, 0).W;
    };
    expect(run(6) - run(0)).toBe(3);
  });

  it('TM-21.11 SCORE2 with Earth 8 gives 2 spades, used before the next income (TM-12.3)', () => {
    let s = four(['SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE8']);
    s = edit(s, (x) => {
      fac(x, 3).cult[2] = 8;
    });
    s = passAll(s, [0, 1, 2, 3], ['BON1', 'BON2', 'BON7', 'BON3']);
    expect(s.phase).toBe('income-spades');
    expect(fac(s, 3).scratch.SPADE).toBe(2);
    expect(terraMystica.pending(s).map((d) => `${d.seat}:${d.kind}`)).toEqual(['3:spades']);
    // E10 swamp -> forest is 2 spades; no dwelling may be built with cult spades.
    s = move(s, 3, 'transform E10 to green');
    expect(s.phase).toBe('play');
    expect(s.round).toBe(2);
    expect(s.buildings.E10).toBeUndefined();
  });

  it('TM-12.4 unused bonus cards collect one coin per round', () => {
    let s = four();
    expect(s.bonusCoins.BON1).toBe(1);
    s = passAll(s, [0, 1, 2, 3], ['BON1', 'BON2', 'BON7', 'BON3']);
    expect(s.bonusCoins.BON4).toBe(1);
    expect(s.bonusCoins.BON6).toBe(1);
  });
});

describe('TM-4.2 turn order', () => {
  it('TM-21.15 pass order: the next round follows the order of passing', () => {
    let s = four();
    s = move(s, 0, 'pass BON1');
    s = turnOf(s, 2);
    s = move(s, 2, 'pass BON2');
    s = move(s, 3, 'pass BON7');
    s = move(s, 1, 'pass BON3');
    expect(s.round).toBe(2);
    expect([...s.factions].sort((a, b) => a.order - b.order).map((f) => f.seat)).toEqual([0, 2, 3, 1]);
  });

  it('TM-21.15 clockwise: the first to pass starts, then seating order', () => {
    let s = four(undefined, 'clockwise');
    s = turnOf(s, 2);
    s = move(s, 2, 'pass BON1');
    s = move(s, 3, 'pass BON2');
    s = move(s, 0, 'pass BON7');
    s = move(s, 1, 'pass BON3');
    expect([...s.factions].sort((a, b) => a.order - b.order).map((f) => f.seat)).toEqual([2, 3, 0, 1]);
  });
});

describe('TM-13 final scoring', () => {
  it('TM-21.12 two players tied first on a cult track share 8+4, the next gets 2', () => {
    expect(splitRanking([9, 9, 5, 0], [8, 4, 2])).toEqual([6, 6, 2, 0]);
  });

  it('TM-21.13 network: 10 buildings 18 VP, three tied at 9 split 12+6', () => {
    expect(splitRanking([10, 9, 9, 9], [18, 12, 6])).toEqual([18, 6, 6, 6]);
  });

  it('TM-13.2 a player at 0 on a track scores nothing', () => {
    expect(splitRanking([3, 0], [8, 4, 2])).toEqual([8, 0]);
  });

  it('TM-13.4 resources: burn half of II, then III, priests, workers to coins, 1 VP per 3 (Alchemists 2)', () => {
    let s = scenario({ factions: ['alchemists', 'witches'], dwellings: [['E5', 'G5'], ['F4', 'E9']] });
    s = edit(s, (x) => {
      Object.assign(fac(x, 0), { C: 1, W: 2, P: 1, P1: 1, P2: 5, P3: 2, VP: 30, cult: [0, 0, 0, 0] });
      Object.assign(fac(x, 1), { C: 1, W: 2, P: 1, P1: 1, P2: 5, P3: 2, VP: 30, cult: [0, 0, 0, 0] });
      finishGame(x);
    });
    // coins = 1 + 2 + 1 + 2 + floor(5/2) = 8
    expect(s.finalScores?.[0]?.breakdown.resources).toBe(4);
    expect(s.finalScores?.[1]?.breakdown.resources).toBe(2);
    // Both networks have 1 building: tied first, (18 + 12) / 2 = 15 each (TM-13.3).
    const r = terraMystica.result(s);
    expect(r?.scores.map((x) => x.total)).toEqual([30 + 4 + 15, 30 + 2 + 15]);
    expect(r?.scores.map((x) => x.rank)).toEqual([1, 2]);
  });

  it('TM-9.5 network counts shipping range without BON4 and bridges', () => {
    let s = scenario({ factions: ['witches', 'engineers'], dwellings: [['F4', 'E9'], ['E7', 'C5']] });
    expect(networkSize(s, fac(s, 0))).toBe(1);
    s = put(s, 0, 'G3', 'D');
    expect(networkSize(s, fac(s, 0))).toBe(1);
    s = edit(s, (x) => {
      fac(x, 0).ship = 1;
    });
    expect(networkSize(s, fac(s, 0))).toBe(2);
    s = edit(s, (x) => {
      fac(x, 0).ship = 0;
      x.bridges.push({ a: 'F4', b: 'G3', seat: 0 });
    });
    expect(networkSize(s, fac(s, 0))).toBe(2);
  });
});
