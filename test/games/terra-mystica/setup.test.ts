import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { tmOptionsSchema } from '../../../src/games/terra-mystica/options.ts';
import { edit, fac, move, rejection, scenario } from './helpers.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

describe('TM-3 setup', () => {
  it('TM-3.5.1 scoring tiles: 6 random tiles, SCORE1 never in rounds 5 or 6', () => {
    for (let i = 0; i < 60; i++) {
      const s = terraMystica.setup(tmOptionsSchema.parse({}), seats(3), `seed-${i}`);
      expect(new Set(s.scoring).size).toBe(6);
      expect(s.scoring.slice(4)).not.toContain('SCORE1');
      expect(s.scoring).not.toContain('SCORE9');
    }
  });

  it('TM-3.5.2 players + 3 bonus cards are in play; BON10 only with the mini expansion', () => {
    for (const n of [2, 3, 4, 5]) {
      const s = terraMystica.setup(tmOptionsSchema.parse({}), seats(n), `b-${n}`);
      expect(s.bonusPool).toHaveLength(n + 3);
      expect(s.bonusPool).not.toContain('BON10');
    }
    const withMini = Array.from({ length: 20 }, (_, i) =>
      terraMystica.setup(tmOptionsSchema.parse({ miniExpansion: true }), seats(5), `m-${i}`).bonusPool.includes('BON10'),
    );
    expect(withMini).toContain(true);
  });

  it('TM-3.6.1 two factions of the same home terrain cannot be in one game', () => {
    let s = terraMystica.setup(tmOptionsSchema.parse({}), seats(3), 'x');
    s = move(s, 0, 'setup witches');
    expect(rejection(s, 1, 'setup auren')).toBe('tm.faction-taken');
    expect(rejection(s, 2, 'setup nomads')).toBe('tm.not-your-pick');
    expect(terraMystica.legal(s, 1)).not.toContain('setup auren');
  });

  it('TM-21.16 initial dwellings 1-2-3-4-4-3-2-1, then the Nomads third, then the Chaos Magicians', () => {
    let s = terraMystica.setup(tmOptionsSchema.parse({}), seats(4), 'x');
    for (const [seat, f] of ['witches', 'chaosmagicians', 'nomads', 'engineers'].entries()) s = move(s, seat, `setup ${f}`);
    expect(s.setupQueue.map((q) => `${q.seat}${q.kind[0]}`).join(' ')).toBe('0d 2d 3d 3d 2d 0d 2d 1d 3b 2b 1b 0b');
  });

  it('TM-21.17 starting resources and cult positions', () => {
    const s = scenario({ factions: ['witches', 'nomads', 'halflings', 'mermaids'], dwellings: [['F4', 'E9'], ['F3', 'D3', 'G4'], ['E6', 'D8'], ['E4', 'D2']] });
    const w = s.factions[0];
    expect(w?.cult).toEqual([0, 0, 0, 2]);
    expect(fac(s, 1).cult).toEqual([1, 0, 1, 0]);
    expect(fac(s, 2).cult).toEqual([0, 0, 1, 1]);
    expect(fac(s, 3).cult).toEqual([0, 2, 0, 0]);
    expect(fac(s, 3).ship).toBe(1);
    const fresh = terraMystica.setup(tmOptionsSchema.parse({}), seats(2), 'x');
    const picked = move(fresh, 0, 'setup witches');
    expect([picked.factions[0]?.W, picked.factions[0]?.C, picked.factions[0]?.VP]).toEqual([3, 15, 20]);
  });

  it('TM-3.7 initial dwellings go on empty home terrain, free of cost', () => {
    let s = terraMystica.setup(tmOptionsSchema.parse({}), seats(2), 'x');
    s = move(s, 0, 'setup witches');
    s = move(s, 1, 'setup engineers');
    expect(rejection(s, 0, 'build E7')).toBe('tm.not-home');
    expect(rejection(s, 1, 'build E7')).toBe('tm.not-your-setup');
    s = move(s, 0, 'build F4');
    expect(fac(s, 0).C).toBe(15);
    expect(rejection(s, 1, 'build F4')).toBe('tm.occupied');
  });

  it('TM-15.2 starting VP adjusted by faction uses the per-map table', () => {
    let s = terraMystica.setup(tmOptionsSchema.parse({ startingVp: 'by-faction' }), seats(2), 'x');
    s = move(s, 0, 'setup fakirs');
    s = move(s, 1, 'setup darklings');
    expect([fac(s, 0).VP, fac(s, 1).VP]).toEqual([30, 15]);
  });

  it('TM-21.14 auction: outbidding, later rounds for players without a faction, VP 30 - bid, order by slot', () => {
    let s = terraMystica.setup(tmOptionsSchema.parse({ factionSelection: 'auction' }), seats(4), 'auction');
    expect(s.phase).toBe('auction');
    s = edit(s, (x) => {
      if (x.auction) {
        x.auction.order = [0, 1, 2, 3];
        x.auction.queue = [0, 1, 2, 3];
      }
    });
    const [A, B, C, D] = [0, 1, 2, 3];
    s = move(s, A, 'nominate darklings');
    s = move(s, B, 'nominate nomads');
    expect(rejection(s, C, 'nominate fakirs')).toBe('tm.faction-taken');
    s = move(s, C, 'nominate cultists');
    s = move(s, D, 'nominate mermaids');
    s = move(s, A, 'bid cultists 2');
    s = move(s, B, 'bid darklings 1');
    s = move(s, C, 'bid nomads 0');
    expect(rejection(s, D, 'bid nomads 0')).toBe('tm.low-bid');
    s = move(s, D, 'bid nomads 1');
    expect(terraMystica.pending(s).map((d) => d.seat)).toEqual([C]);
    s = move(s, C, 'bid cultists 4');
    expect(terraMystica.pending(s).map((d) => d.seat)).toEqual([A]);
    s = move(s, A, 'bid mermaids 0');
    expect(s.phase).toBe('setup');
    expect(s.factions.map((f) => `${f.id}:${f.VP}`)).toEqual(['mermaids:30', 'darklings:29', 'cultists:26', 'nomads:29']);
    expect(s.order).toEqual([B, D, C, A]);
  });
});

describe('TM-3.5.2 fixed bonus cards', () => {
  it('TM-3.5.2 too few fixed bonus cards are topped up to players + 3 so that passing always finds a card', () => {
    const s = terraMystica.setup(tmOptionsSchema.parse({ bonusCards: ['BON1', 'BON2', 'BON3', 'BON4', 'BON5'] }), seats(5), 'top-up');
    expect(s.bonusPool).toHaveLength(8);
    expect(s.bonusPool).toEqual(expect.arrayContaining(['BON1', 'BON2', 'BON3', 'BON4', 'BON5']));
  });
});
