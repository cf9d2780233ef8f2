import { describe, expect, it } from 'vitest';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { finalScores } from '../../../src/games/energy-empire/rules/scoring.ts';
import { EE, legal, play, started, turnOf } from './helpers.ts';

/** Seat 1 empties the last track space with Chemistry. */
function triggered(): EeState {
  let s = turnOf(started(3), 1, { oil: 1 }, (x) => {
    x.track = [0, 0, 0, 0, 0, 1];
    x.giRow.forEach((g, i) => (g.status = i < 5 ? 'discarded' : 'down'));
  });
  s = play(s, 1, 'place chemistry');
  while (EE.pending(s)[0]?.seat === 1 && s.turn.kind === 'work' && s.current === 1) s = play(s, 1, legal(s, 1).includes('end') ? 'end' : legal(s, 1)[0]!);
  while (EE.pending(s)[0] && EE.pending(s)[0]!.seat !== s.current) s = play(s, EE.pending(s)[0]!.seat, EE.pending(s)[0]!.defaultMove!);
  return s;
}

/** Plays a whole turn of the current seat by its default moves. */
function defaultTurn(s: EeState): EeState {
  const seat = s.current;
  const turnNo = s.turnNo;
  let x = s;
  while (x.phase === 'play' && x.turnNo === turnNo) {
    const d = EE.pending(x)[0]!;
    x = play(x, d.seat, d.defaultMove ?? legal(x, d.seat)[0]!);
  }
  void seat;
  return x;
}

describe('EE-15 end of the game', () => {
  it('EE-15.2 / EE-15.2.1 after the trigger every player, from the next one to the triggering one, takes one more turn', () => {
    let s = triggered();
    expect(s.end?.triggeredBy).toBe(1);
    const order: number[] = [];
    while (s.phase === 'play') {
      order.push(s.current);
      s = defaultTurn(s);
    }
    expect(order).toEqual([2, 0, 1]);
    expect(EE.result(s)).not.toBeNull();
    expect(EE.pending(s)).toEqual([]);
  });

  it('EE-15.3 in the final turns pollution comes from the supply and the oil price stays $5', () => {
    let s = triggered();
    s = turnOf(s, s.current, { oil: 1, money: 5 });
    const seat = s.current;
    s = play(s, seat, 'place chemistry 1 energy');
    expect(s.track).toEqual([0, 0, 0, 0, 0, 0]);
    expect(EE.view(s, null)).toMatchObject({ track: { oilPrice: 5 } });
  });

  it('EE-15.5 / ER-12 ties: the tie-breaker floor($/2)+plastic+steel+science+oil, then a shared victory', () => {
    const s = structuredClone(started(3));
    s.phase = 'over';
    s.players.forEach((p) => {
      p.vp = 10;
      p.res = { money: 0, science: 0, steel: 0, plastic: 0, oil: 0 };
      p.agendas = [];
      p.env = { 'air-1': 'pollution' };
    });
    s.players[0]!.res.money = 5;
    s.players[1]!.res.steel = 2;
    s.players[2]!.res.oil = 1;
    const r = EE.result(s)!;
    expect(r.scores.map((x) => [x.seat, x.rank])).toEqual([
      [0, 1],
      [1, 1],
      [2, 3],
    ]);
    expect(r.summary).toContain('EE-15.5');
    expect(finalScores(s).map((x) => x.tieBreaker)).toEqual([2, 2, 1]);
  });

  it('EE-15.4 scoring categories: in-game, structures, 2 VP per die, UN, agendas, environment with column bonuses', () => {
    const s = structuredClone(started(2));
    s.phase = 'over';
    const p = s.players[0]!;
    Object.assign(p, { vp: 3, dice: ['coal'], un: 2, agendas: [{ id: 'clean_skies', public: false }], env: { 'air-1': 'pollution', 'forest-2': 'oilWell' } });
    s.players[1]!.un = 1;
    const r = EE.result(s)!.scores.find((x) => x.seat === 0)!;
    expect(r.breakdown).toEqual({ 'in game': 3, structures: 0, 'energy dice': 2, UN: 2 + 3, agendas: 4, environment: 13 + 1 + 2 + 3 });
  });
});

describe('EE-16 solo mode', () => {
  it('EE-16.1 the summary says victory only when all three first-edition goals are met', () => {
    const s = structuredClone(started(1));
    s.phase = 'over';
    const p = s.players[0]!;
    p.un = 9;
    p.vp = 80;
    p.agendas = ['treasury', 'stockpile', 'research_leader', 'oil_reserves'].map((id) => ({ id, public: true }));
    p.res = { money: 20, science: 10, steel: 10, plastic: 10, oil: 15 };
    expect(EE.result(s)!.summary).toContain('VICTORY');
    p.un = 8;
    expect(EE.result(s)!.summary).toContain('defeat');
  });

  it('EE-16 a scripted solo game: neutral workers on the markets, then play to the end', () => {
    let s = EE.setup(EE.options.parse({}), [{ name: 'Solo' }], 'solo-script');
    s = play(s, 0, `keep canada ${s.players[0]!.dealtAgendas[0]}`);
    expect(legal(s, 0)).not.toContain('place government_market');
    s = play(s, 0, 'place science_research', 'peek 1');
    expect(s.players[0]!.peeks['1']).toBe(s.giRow[0]!.card);
    let guard = 0;
    while (s.phase === 'play' && guard++ < 2000) {
      const d = EE.pending(s)[0]!;
      const moves = legal(s, d.seat);
      // A simple plan: the nation card when possible, otherwise the safe default.
      const nation = moves.find((m) => m.startsWith('activate nation'));
      s = play(s, d.seat, nation ?? d.defaultMove ?? moves[0]!);
    }
    expect(s.phase).toBe('over');
    expect(s.players[0]!.un).toBeGreaterThan(0);
    expect(EE.result(s)!.summary).toMatch(/Solo \(first-edition rules\)/);
  });
});
