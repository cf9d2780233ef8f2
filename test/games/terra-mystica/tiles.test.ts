import { describe, expect, it } from 'vitest';
import { BONUS_CARDS, FAVOR_TILES, TOWN_TILES, type BonusId, type FavorId, type ScoringId, type TownId } from '../../../src/games/terra-mystica/data/tiles.ts';
import { takeIncome } from '../../../src/games/terra-mystica/rules/flow.ts';
import { edit, fac, move, put, rejection, scenario } from './helpers.ts';

const withScoring = (scoring: ScoringId[], extra: Record<string, unknown> = {}) =>
  scenario({
    factions: ['witches', 'engineers'],
    dwellings: [['F4', 'E9'], ['E7', 'C5']],
    scoring,
    options: { miniExpansion: true, ...extra },
  });
const quiet: ScoringId[] = ['SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7'];
const rich = (s: ReturnType<typeof withScoring>) =>
  edit(s, (x) => Object.assign(fac(x, 0), { W: 20, C: 30, P: 5, P1: 0, P2: 0, P3: 12 }));

describe('TM-2.7 bonus cards', () => {
  it('TM-2.7 BON1-BON10 income in phase I', () => {
    const expected: Record<BonusId, [number, number, number, number]> = {
      BON1: [2, 0, 0, 0], BON2: [4, 0, 0, 0], BON3: [6, 0, 0, 0], BON4: [0, 0, 0, 3], BON5: [0, 1, 0, 3],
      BON6: [0, 2, 0, 0], BON7: [0, 1, 0, 0], BON8: [0, 0, 1, 0], BON9: [2, 0, 0, 0], BON10: [0, 0, 0, 3],
    };
    for (const id of Object.keys(BONUS_CARDS) as BonusId[]) {
      const s = withScoring(quiet);
      const f = { ...fac(s, 0), bonus: id, built: { D: 0, TP: 0, TE: 0, SH: 0, SA: 0 }, favors: [], incomeTaken: 0, C: 0, W: 0, P: 0, P1: 12, P2: 0, P3: 0 };
      takeIncome(s, f, 2);
      // A faction with no building still gets the 1 worker printed on the dwelling track (TM-5.2).
      expect([f.C, f.W - 1, f.P, f.P2], id).toEqual(expected[id]);
    }
  });

  it('TM-2.7 BON1: a free spade; BON2: one cult step (special actions, once per round)', () => {
    let s = rich(withScoring(quiet, { bonusCards: ['BON1', 'BON2', 'BON3', 'BON4', 'BON5'] }));
    s = edit(s, (x) => {
      fac(x, 0).bonus = 'BON1';
    });
    // G3 forest is reachable? no: E10 swamp is next to E9: swamp -> forest 2 spades = 1 free + dig 1.
    const w = fac(s, 0).W;
    s = move(s, 0, 'action BON1. dig 1. build E10');
    expect(fac(s, 0).W).toBe(w - 3 - 1);
    s = move(s, 1, 'pass BON5');
    expect(rejection(s, 0, 'action BON1. build G3')).toBe('tm.blocked');
    s = edit(s, (x) => {
      fac(x, 0).bonus = 'BON2';
    });
    s = move(s, 0, 'action BON2. +FIRE');
    expect(fac(s, 0).cult[0]).toBe(1);
  });

  it('TM-2.7 BON4: +1 shipping in the action phase only', () => {
    let s = rich(withScoring(quiet));
    expect(rejection(s, 0, 'build G3')).toBe('tm.unreachable');
    s = edit(s, (x) => {
      fac(x, 0).bonus = 'BON4';
    });
    s = move(s, 0, 'build G3');
    expect(s.buildings.G3?.seat).toBe(0);
  });

  it('TM-2.7 BON6/BON7/BON9/BON10 score when the card is returned on passing', () => {
    const cases: [BonusId, (s: ReturnType<typeof withScoring>) => ReturnType<typeof withScoring>, number][] = [
      ['BON6', (s) => put(put(s, 0, 'F4', 'SH'), 0, 'E9', 'SA'), 8],
      ['BON7', (s) => put(put(s, 0, 'F4', 'TP'), 0, 'E9', 'TP'), 4],
      ['BON9', (s) => s, 2],
      ['BON10', (s) => edit(s, (x) => (fac(x, 0).ship = 2)), 6],
    ];
    for (const [id, prep, vp] of cases) {
      let s = prep(withScoring(quiet, { bonusCards: ['BON1', 'BON2', 'BON3', 'BON4', 'BON6', 'BON7', 'BON9', 'BON10'] }));
      s = edit(s, (x) => {
        fac(x, 0).bonus = id;
      });
      const before = fac(s, 0).VP;
      s = move(s, 0, 'pass BON1');
      expect(fac(s, 0).VP - before, id).toBe(vp);
    }
  });
});

describe('TM-2.6 favor tiles', () => {
  it('TM-2.6 every favor tile gives its cult steps at once; no two of a kind', () => {
    for (const id of Object.keys(FAVOR_TILES) as FavorId[]) {
      let s = edit(withScoring(quiet), (x) => {
        Object.assign(fac(x, 0), { cult: [0, 0, 0, 0] });
        fac(x, 0).scratch.gainFavor = 2;
      });
      s = move(s, 0, `+${id}`);
      const tile = FAVOR_TILES[id];
      const i = ['FIRE', 'WATER', 'EARTH', 'AIR'].indexOf(tile.cult);
      expect(fac(s, 0).cult[i], id).toBe(tile.steps);
      expect(rejection(s, 0, `+${id}`), id).toBe(tile.copies === 1 ? 'tm.favor-gone' : 'tm.favor-twice');
    }
  });

  it('TM-2.6 FAV1-FAV4 exist once, FAV5-FAV12 three times', () => {
    const s = withScoring(quiet);
    expect([s.favorPool.FAV1, s.favorPool.FAV4, s.favorPool.FAV5, s.favorPool.FAV12]).toEqual([1, 1, 3, 3]);
  });

  it('TM-2.6 FAV7/FAV8/FAV9 income', () => {
    for (const [id, inc] of [
      ['FAV7', [0, 1, 1]],
      ['FAV8', [0, 0, 4]],
      ['FAV9', [3, 0, 0]],
    ] as const) {
      const s = withScoring(quiet);
      const f = { ...fac(s, 0), bonus: null, built: { D: 0, TP: 0, TE: 0, SH: 0, SA: 0 }, favors: [id], incomeTaken: 0, C: 0, W: 0, P1: 12, P2: 0, P3: 0 };
      takeIncome(s, f, 2);
      expect([f.C, f.W - 1, f.P2], id).toEqual(inc);
    }
  });

  it('TM-2.6 FAV10 +3 VP per trading post, FAV11 +2 VP per dwelling, FAV12 pass VP by trading posts', () => {
    let s = rich(edit(withScoring(quiet), (x) => (fac(x, 0).favors = ['FAV10', 'FAV11', 'FAV12'])));
    let vp = fac(s, 0).VP;
    s = move(s, 0, 'upgrade E9 to TP');
    expect(fac(s, 0).VP).toBe(vp + 3);
    s = move(s, 1, 'pass BON1');
    vp = fac(s, 0).VP;
    s = move(s, 0, 'dig 2. build E10');
    expect(fac(s, 0).VP).toBe(vp + 2);
    vp = fac(s, 0).VP;
    s = move(s, 0, 'pass BON2');
    expect(fac(s, 0).VP).toBe(vp + 2);
  });

  it('TM-2.6 FAV6: a special action for one cult step per round', () => {
    let s = edit(withScoring(quiet), (x) => (fac(x, 0).favors = ['FAV6']));
    s = move(s, 0, 'action FAV6. +AIR');
    expect(fac(s, 0).cult[3]).toBe(3);
  });
});

describe('TM-2.9 town tiles', () => {
  it('TM-2.9 every town tile: VP, keys and reward', () => {
    for (const id of Object.keys(TOWN_TILES) as TownId[]) {
      let s = edit(withScoring(['SCORE3', 'SCORE2', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7']), (x) => {
        fac(x, 0).scratch.gainTown = 1;
        Object.assign(fac(x, 0), { VP: 20, C: 0, W: 0, P: 0, P1: 12, P2: 0, P3: 0, cult: [0, 0, 0, 0], keys: 0, ship: 0 });
      });
      s = move(s, 0, `+${id}`);
      const t = TOWN_TILES[id];
      const f = fac(s, 0);
      // Witches score 5 more per town (TM-14.2).
      expect(f.VP, id).toBe(20 + t.vp + 5 + ('shipLevel' in t ? 2 : 0));
      expect(f.keys, id).toBe(t.keys);
      if ('gain' in t) {
        const g = t.gain as Partial<Record<'C' | 'W' | 'P' | 'PW', number>>;
        expect([f.C, f.W, f.P, f.P2], id).toEqual([g.C ?? 0, g.W ?? 0, g.P ?? 0, g.PW ?? 0]);
      }
      if ('cultAll' in t) expect(f.cult, id).toEqual([t.cultAll, t.cultAll, t.cultAll, t.cultAll]);
      if ('shipLevel' in t) expect(f.ship, id).toBe(1);
    }
  });
});

describe('TM-2.8 round scoring tiles', () => {
  it('TM-2.8 SCORE3/SCORE5 +2 per dwelling, SCORE6/SCORE8 +3 per TP, SCORE4/SCORE7 +5 per SH/SA, SCORE9 +4 per temple', () => {
    const cases: [ScoringId, string, number][] = [
      ['SCORE3', 'dig 2. build E10', 2],
      ['SCORE5', 'dig 2. build E10', 2],
      ['SCORE6', 'upgrade E9 to TP', 3],
      ['SCORE8', 'upgrade E9 to TP', 3],
      ['SCORE4', 'upgrade F4 to SH', 5],
      ['SCORE7', 'upgrade F4 to SH', 5],
      ['SCORE9', 'upgrade F4 to TE. +FAV11', 4],
    ];
    for (const [tile, text, vp] of cases) {
      let s = rich(withScoring([tile, 'SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6'].filter((x, i, a) => a.indexOf(x) === i).concat(['SCORE7', 'SCORE8']).slice(0, 6) as ScoringId[], { templeScoringTile: true }));
      s = put(s, 0, 'F4', 'TP');
      const before = fac(s, 0).VP;
      s = move(s, 0, text);
      expect(fac(s, 0).VP - before, tile).toBe(vp);
    }
  });

  it('TM-2.8 SCORE1 +2 VP per spade gained (TM-23.2)', () => {
    let s = rich(withScoring(['SCORE1', 'SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6']));
    const vp = fac(s, 0).VP;
    s = move(s, 0, 'dig 2. build E10');
    expect(fac(s, 0).VP).toBe(vp + 4);
  });

  it('TM-2.8 SCORE9 cult bonus: 2 coins per priest on the cult board', () => {
    let s = withScoring(['SCORE9', 'SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6'], { templeScoringTile: true });
    s = edit(s, (x) => Object.assign(fac(x, 0), { priestsOnCult: 2, C: 0 }));
    const f = { ...fac(s, 0), incomeTaken: 0 };
    takeIncome(s, f, 1);
    expect(f.C).toBe(4);
  });
});
