import { describe, expect, it } from 'vitest';
import { agendaValue } from '../../../src/games/energy-empire/rules/agendas.ts';
import type { Ctx } from '../../../src/games/energy-empire/rules/context.ts';
import { resetMarket, refillMarket } from '../../../src/games/energy-empire/rules/markets.ts';
import { unScores } from '../../../src/games/energy-empire/rules/united-nations.ts';
import { EE, legal, play, playWithEvents, started, turnOf } from './helpers.ts';

/** A state where the next Chemistry placement by seat 0 empties the first track space and reveals `card`. */
function revealing(card: string, patch: (x: Ctx['s']) => void = () => {}) {
  return turnOf(started(3), 0, { oil: 1 }, (x) => {
    x.giRow[0] = { card, status: 'down' };
    x.track = [1, 5, 5, 5, 5, 5];
    patch(x);
  });
}
function resolve(s: Ctx['s']) {
  let x = play(s, 0, 'place chemistry');
  while (x.tasks[0]?.k === 'place-pollution' && x.tasks[0].seat === 0) x = play(x, 0, legal(x, 0)[0]!);
  return x;
}

describe('EE-11 Global Impacts', () => {
  it('EE-11.4 (A) row scoring for every player, (B) market reset, the move is revealing', () => {
    const s = revealing('tech_boom');
    const science = s.players.map((p) => p.res.science);
    const r = playWithEvents(s, 0, 'place chemistry', 'pollute ocean-1');
    expect(r.reveals).toBe(true);
    const forest = (i: number) => 5 - Object.keys(r.state.players[i]!.env).filter((k) => k.startsWith('forest')).length;
    r.state.players.forEach((p, i) => expect(p.vp).toBe(forest(i)));
    // (C) Tech Boom: every player +1 science.
    expect(r.state.players.map((p, i) => p.res.science - science[i]!)).toEqual([1 + 1, 1, 1]);
    // The card is revealed, then (A), (B) and (C) follow in that order.
    const kinds = r.events.map((e) => e.kind);
    const at = (kind: string) => kinds.indexOf(kind);
    expect(r.events[at('global-impact')]!.data).toMatchObject({ card: 'tech_boom' });
    expect(at('global-impact')).toBeGreaterThan(-1);
    expect(at('row-scoring')).toBe(at('global-impact') + 1);
    expect(at('market-reset')).toBe(at('row-scoring') + 1);
    // (C) for every player in turn order from the current player (EE-11.5).
    const after = r.events.slice(at('market-reset') + 1).filter((e) => e.kind === 'gain');
    expect(after.map((e) => e.data)).toEqual([0, 1, 2].map((seat) => ({ seat, bag: { science: 1 } })));
  });

  it('EE-11.5 mandatory effects go in turn order from the current player; lose as much as possible (Recession)', () => {
    const s = revealing('recession', (x) => {
      x.players[1]!.res.money = 2;
      x.players[2]!.res.money = 7;
    });
    const after = resolve(s);
    expect(after.players.map((p) => p.res.money)).toEqual([0, 0, 4]);
  });

  it('EE-11.5 "most" rewards every tied player (Oil Crisis)', () => {
    const s = revealing('oil_crisis', (x) => {
      x.players[1]!.res.oil = 4;
      x.players[2]!.res.oil = 4;
    });
    const after = resolve(s);
    expect(after.players.map((p) => p.res.oil)).toEqual([0, 3, 3]);
    expect(after.players[1]!.vp - after.players[0]!.vp).toBeGreaterThanOrEqual(0);
  });

  it('EE-11.5 lasting effects last until the next reveal (Oil Embargo: +$2 to buy oil)', () => {
    const s = revealing('oil_embargo', (x) => (x.track = [1, 1, 5, 5, 5, 5]));
    let after = resolve(s);
    expect(after.modifiers).toEqual([{ kind: 'oilBuyPriceDelta', value: 2 }]);
    after = turnOf(after, 1, { money: 4 });
    const bought = play(after, 1, 'place oil_market', 'oil buy');
    expect(bought.players[1]!.res.money).toBe(4 - (2 + 2));
    const next = resolve(turnOf(after, 0, { oil: 1 }, (x) => (x.locations.chemistry!.stacks = [])));
    expect(next.giRow[0]!.status).toBe('discarded');
    expect(next.modifiers).toEqual([]);
  });

  it('D-P1 pollution of other players during a Global Impact is an off-turn decision (Global Warming)', () => {
    const s = revealing('global_warming');
    const after = resolve(s);
    let first = after;
    while (EE.pending(first)[0]?.seat === 0) first = play(first, 0, legal(first, 0)[0]!);
    const d = EE.pending(first)[0]!;
    expect(d).toMatchObject({ seat: 1, kind: 'place-pollution', timing: 'off-turn', defaultMove: 'pollute ocean-1' });
    let done = after;
    while (EE.pending(done)[0]?.seat === 0) done = play(done, 0, legal(done, 0)[0]!);
    done = play(play(done, 1, 'pollute ocean-2'), 2, 'pollute ocean-3');
    expect(done.players[1]!.env['ocean-2']).toBe('pollution');
    expect(done.players[2]!.env['ocean-3']).toBe('pollution');
  });

  it('EE-11.8 / EE-15.1 emptying the 6th space reveals its card and triggers the end', () => {
    const s = turnOf(started(3), 1, { oil: 1 }, (x) => {
      x.track = [0, 0, 0, 0, 0, 1];
      x.giRow.forEach((g, i) => (g.status = i < 5 ? 'discarded' : 'down'));
    });
    let after = play(s, 1, 'place chemistry');
    while (after.tasks[0]?.seat === 1 && after.tasks[0].k === 'place-pollution') after = play(after, 1, legal(after, 1)[0]!);
    expect(after.end?.triggeredBy).toBe(1);
    expect(after.giRow[5]!.status).toBe('up');
  });
});

describe('EE-12 markets', () => {
  it('EE-12.5 reset discards the three cards and deals three new; EE-12.4 / ER-9 reshuffle and empty positions', () => {
    const ctx: Ctx = { s: started(3), events: [] };
    const old = [...ctx.s.markets.industry.slots];
    resetMarket(ctx, 'industry');
    expect(ctx.s.markets.industry.discard).toEqual(old);
    ctx.s.markets.industry.deck = [];
    ctx.s.markets.industry.slots = [null, 'iron_mine', null];
    ctx.s.markets.industry.discard = ['refinery'];
    refillMarket(ctx, 'industry');
    expect(ctx.s.markets.industry.slots).toEqual(['iron_mine', 'refinery', null]);
  });
});

describe('EE-13 United Nations', () => {
  it('EE-13.2 the last space holds one marker; markers just before it cannot advance', () => {
    const s = turnOf(started(3, 'un', {}, ['canada', 'usa', 'uk']), 0, { science: 2 }, (x) => {
      x.players[0]!.un = 8;
      x.players[1]!.un = 9;
    });
    const after = play(s, 0, 'place mine');
    expect(after.current).toBe(1);
  });

  it('EE-13.3 / ER-8 leader bonus split and rounded down; nobody moved: no bonus', () => {
    const s = started(3);
    expect(unScores(s)).toEqual([0, 0, 0]);
    expect(unScores({ ...s, options: { ...s.options, leaderRequiresMove: false } })).toEqual([1, 1, 1]);
    const three = structuredClone(s);
    three.players.forEach((p) => (p.un = 2));
    expect(unScores(three)).toEqual([3, 3, 3]);
    three.players[2]!.un = 3;
    expect(unScores(three)).toEqual([2, 2, 4 + 3]);
  });
});

describe('EE-14 agendas', () => {
  it('EE-2.9 / EE-14.5 each agenda is worth at most 5 VP', () => {
    const s = structuredClone(started(3));
    s.players[0]!.res.money = 100;
    expect(agendaValue(s, 0, 'treasury')).toBe(5);
    s.players[0]!.res.money = 9;
    expect(agendaValue(s, 0, 'treasury')).toBe(2);
  });

  it('EE-14.4 an agenda may be discarded on your turn; a secret one stays secret in public text', () => {
    const s = turnOf(started(3), 0);
    const id = s.players[0]!.agendas[0]!.id;
    const r = playWithEvents(s, 0, `drop agenda ${id}`);
    expect(r.state.players[0]!.agendas).toEqual([]);
    expect(r.events.map((e) => e.text).join(' ')).not.toContain(id);
    expect(r.events.map((e) => [e.kind, e.data])).toEqual([['drop-agenda', { seat: 0, agenda: null }]]);
    expect(EE.publicNotation!(`drop agenda ${id}`, 0)).toBe('drop agenda (hidden)');
  });

  it('ER-16 claimed agendas are public by default, hidden with hideClaimedAgendas', () => {
    for (const hide of [false, true]) {
      let s = turnOf(started(3, 'claim', { hideClaimedAgendas: hide }), 0);
      const id = s.agendaDisplay[0]!;
      s = play(s, 0, 'generate', `claim ${id}`);
      const pub = EE.view(s, null) as { players: { agendas: { public: string[] } }[] };
      expect(pub.players[0]!.agendas.public.includes(id)).toBe(!hide);
    }
  });
});
