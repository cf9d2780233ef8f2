import { describe, expect, it } from 'vitest';
import { eeAgendas, eeBoard } from '../../../src/games/energy-empire/data/index.ts';
import { EE, legal, newGame, play, refused, started, turnOf } from './helpers.ts';

describe('EE-3 setup', () => {
  for (const n of [1, 2, 3, 4, 5]) {
    it(`EE-3.3 / EE-3.4 / EE-3.5 / EE-3.6 / EE-3.9 with ${n} player(s): row, track, markets, display, mats`, () => {
      const s = newGame(n);
      expect(s.giRow.map((g) => EE_ERA(g.card))).toEqual(['early', 'early', 'early', 'late', 'late', 'late']);
      expect(s.giRow.every((g) => g.status === 'down')).toBe(true);
      expect(s.track).toEqual(Array(6).fill(eeBoard().globalImpactTrack.tokensPerSpaceByPlayers[String(n) as '1']));
      for (const m of Object.values(s.markets)) expect(m.slots.every((c) => c !== null)).toBe(true);
      expect(s.agendaDisplay).toHaveLength(eeAgendas().displaySize);
      for (const p of s.players) {
        expect(p.env).toEqual({ 'air-1': 'pollution' });
        expect([p.workersOnMat, p.energyOnMat, p.vp, p.un]).toEqual([3, 2, 0, 0]);
        expect(p.dealtAgendas).toHaveLength(2);
        expect(p.dealtNations).toHaveLength(n === 1 ? 10 : 2);
      }
      // EE-3.8 / EE-16: neutral workers on the three markets with 1 or 2 players only.
      const neutral = Object.values(s.locations).flatMap((l) => l.stacks).filter((x) => x.owner === 'neutral');
      expect(neutral).toHaveLength(n <= 2 ? 3 : 0);
      expect(EE.pending(s).map((d) => d.seat)).toEqual(Array.from({ length: n }, (_, i) => i));
    });
  }

  it('EE-3.10 keeping is simultaneous and hidden; the unchosen agenda returns to the deck; nations revealed when all chose', () => {
    let s = newGame(3);
    const deck = s.agendaDeck.length;
    const p1 = s.players[1]!;
    s = play(s, 1, `keep ${p1.dealtNations[1]} ${p1.dealtAgendas[1]}`);
    expect(EE.pending(s).map((d) => d.seat)).toEqual([0, 2]);
    const pub = EE.view(s, null) as { players: { nation: string | null }[] };
    expect(pub.players[1]!.nation).toBeNull();
    expect(JSON.stringify(pub)).not.toContain(p1.dealtAgendas[1]!);
    s = play(s, 0, `keep ${s.players[0]!.dealtNations[0]} ${s.players[0]!.dealtAgendas[0]}`);
    s = play(s, 2, `keep ${s.players[2]!.dealtNations[0]} ${s.players[2]!.dealtAgendas[0]}`);
    expect(s.phase).toBe('play');
    expect(s.agendaDeck.length).toBe(deck + 3);
    expect(s.players[1]!.referenceNation).toBe(p1.dealtNations[0]);
    expect(s.players[1]!.agendas).toEqual([{ id: p1.dealtAgendas[1], public: false }]);
  });

  it('EE-3.11 the nation bonus is taken at once (resources, workers, dice)', () => {
    const s = started(3, 'bonus', {}, ['china', 'france', 'iraq']);
    expect(s.players[0]!.workersOwned).toBe(4);
    expect(s.players[0]!.res).toMatchObject({ steel: 2, money: 2 });
    expect(s.players[1]!.dice).toEqual(['nuclear']);
    expect(s.players[2]!.res).toMatchObject({ oil: 5, money: 1 + 2 });
  });

  it('EE-3.12 extra money by seat (placeholder table: seat k gets $(k-1))', () => {
    expect(newGame(5).players.map((p) => p.res.money)).toEqual([0, 1, 2, 3, 4]);
  });

  it('EE-16 solo: any nation may be kept; solo without the first-edition option is refused', () => {
    expect(newGame(1).players[0]!.dealtNations).toHaveLength(10);
    expect(() => newGame(1, 'x', { firstEditionSolo: false })).toThrow(RangeError);
    expect(EE.checkSetup!(EE.options.parse({ firstEditionSolo: false }), [{ name: 'A' }])?.code).toBe('ee.solo-off');
  });
});

describe('EE-4 turn structure', () => {
  it('EE-4.1 a turn is Work (a placement) or Generate', () => {
    const s = turnOf(started(3), 0);
    const moves = legal(s, 0);
    expect(moves).toContain('generate');
    expect(moves).toContain('place mine');
    expect(moves).toContain('place mine 2 energy');
  });

  it('EE-4.2 no worker on the mat: must Generate', () => {
    const s = turnOf(started(3), 0, {}, (x) => (x.players[0]!.workersOnMat = 0));
    expect(legal(s, 0).filter((m) => !m.startsWith('drop'))).toEqual(['generate']);
    expect(refused(s, 0, 'place mine').code).toBe('ee.wrong-step');
  });

  it('EE-4.3 after a Generate turn the next turn must be Work', () => {
    const s = turnOf(started(3), 0, {}, (x) => (x.players[0]!.lastTurn = 'generate'));
    expect(legal(s, 0)).not.toContain('generate');
    expect(refused(s, 0, 'generate').code).toBe('ee.wrong-step');
  });

  it('ER-1 must Work without a legal placement: forced pass, the restriction persists', () => {
    let s = turnOf(started(3), 0, {}, (x) => {
      x.players[0]!.lastTurn = 'generate';
      x.players[0]!.energyOnMat = 0;
      for (const l of Object.values(x.locations)) l.stacks = [{ owner: 1, energy: 0 }];
    });
    expect(legal(s, 0).filter((m) => !m.startsWith('drop'))).toEqual(['pass']);
    s = play(s, 0, 'pass');
    expect(s.current).toBe(1);
    expect(s.players[0]!.lastTurn).toBe('generate');
  });

  it('ER-1 may choose but no legal placement: must Generate', () => {
    const s = turnOf(started(3), 0, {}, (x) => {
      x.players[0]!.energyOnMat = 0;
      for (const l of Object.values(x.locations)) l.stacks = [{ owner: 1, energy: 0 }];
    });
    expect(legal(s, 0).filter((m) => !m.startsWith('drop'))).toEqual(['generate']);
  });

  it('EE-4.5 play passes clockwise', () => {
    let s = turnOf(started(3), 2);
    s = play(s, 2, 'place mine');
    expect(s.current).toBe(0);
  });

  it('EE-7.7 the Work turn ends by itself when nothing can be activated; "end" ends it otherwise', () => {
    let s = turnOf(started(3), 0, {}, (x) => x.players[0]!.structures.push({ uid: 'iron_mine-1', card: 'iron_mine', tokens: { workers: 0, energy: 0 }, uses: 0, lastWorkTurn: -1 }));
    s = play(s, 0, 'place mine');
    expect(s.current).toBe(0);
    expect(legal(s, 0)).toContain('end');
    s = play(s, 0, 'end');
    expect(s.current).toBe(1);
  });
});

const EE_ERA = (id: string) => (['oil_boom', 'cheap_imports', 'science_exchange', 'green_movement', 'industrial_expansion', 'oil_embargo'].includes(id) ? 'early' : 'late');
