import { describe, expect, it } from 'vitest';
import { refillAgendaDisplay } from '../../../src/games/energy-empire/rules/agendas.ts';
import type { Ctx } from '../../../src/games/energy-empire/rules/context.ts';
import { gainDie } from '../../../src/games/energy-empire/rules/dice.ts';
import { gainEnergy, gainWorkers, runStep } from '../../../src/games/energy-empire/rules/effects.ts';
import { advance } from '../../../src/games/energy-empire/rules/turns.ts';
import { EE, legal, play, started, turnOf } from './helpers.ts';

const ctxOf = (patch: (x: Ctx['s']) => void = () => {}): Ctx => ({ s: turnOf(started(3), 0, {}, patch), events: [] });

describe('EE-17 engine rulings', () => {
  it('ER-14 energy beyond 10 in play is lost (Nuclear Reactor-like gains)', () => {
    const ctx = ctxOf((x) => Object.assign(x.players[0]!, { energyOnMat: 3, energyInPlay: 9 }));
    gainEnergy(ctx, 0, 2);
    expect(ctx.s.players[0]).toMatchObject({ energyOnMat: 4, energyInPlay: 10 });
    expect(ctx.events[0]).toMatchObject({ kind: 'gain-energy', data: { seat: 0, energy: 1, lost: 1 } });
  });

  it('ER-15 workers beyond 6 owned are lost', () => {
    const ctx = ctxOf((x) => Object.assign(x.players[0]!, { workersOwned: 6, workersOnMat: 2 }));
    gainWorkers(ctx, 0, 1);
    expect(ctx.s.players[0]).toMatchObject({ workersOwned: 6, workersOnMat: 2 });
  });

  it('ER-26 pieces placed by successive cards accumulate until someone places there', () => {
    const ctx = ctxOf();
    runStep(ctx, 0, { placeOnLocations: { locations: { type: 'government' }, pieces: { science: 1 } } });
    runStep(ctx, 0, { placeOnLocations: { locations: ['education'], pieces: { pollution: 1 } } });
    runStep(ctx, 0, { placeOnLocations: { locations: { type: 'government' }, pieces: { science: 1 } } });
    expect(ctx.s.locations.education!.pieces).toEqual({ science: 2, pollution: 1 });
    let s = turnOf(ctx.s, 0, { money: 3 });
    const track = [...s.track];
    s = play(s, 0, 'place education');
    expect(s.players[0]!.res.science).toBe(2);
    // The piece of pollution comes from the reserve and is placed first; the Education pollution then comes
    // from the track (EE-6.12, EE-9.1).
    expect(EE.pending(s)[0]!.kind).toBe('place-pollution');
    expect(s.track[0]).toBe(track[0]);
    s = play(s, 0, 'pollute ocean-5');
    expect(s.track[0]).toBe(track[0]! - 1);
    expect(EE.pending(s)[0]!.kind).toBe('place-pollution');
  });

  it('ER-33 gaining a hydro/geothermal die, however obtained, gives 1 forest pollution from the track', () => {
    const ctx = ctxOf();
    const tasks = gainDie(ctx, 0, 'hydro_geo');
    expect(tasks).toEqual([{ k: 'steps', seat: 0, steps: [{ pollute: { kind: 'pollution', row: 'forest', n: 1 } }] }]);
    expect(gainDie(ctx, 0, 'hydro_geo')).toEqual([]);
    expect(ctx.s.players[0]!.dice).toEqual(['hydro_geo']);
  });

  it('ER-9 an empty agenda deck leaves the display position empty', () => {
    const ctx = ctxOf((x) => {
      x.agendaDeck = [];
      x.agendaDisplay = [null, 'treasury', 'workforce'];
    });
    refillAgendaDisplay(ctx);
    expect(ctx.s.agendaDisplay).toEqual([null, 'treasury', 'workforce']);
  });

  it('ER-31 a single possible space is filled automatically; several wait for the receiver', () => {
    const one = ctxOf((x) => {
      for (const r of ['air', 'forest', 'ocean']) for (let c = 1; c <= 5; c++) x.players[0]!.env[`${r}-${c}`] = 'pollution';
      delete x.players[0]!.env['ocean-5'];
      x.players[0]!.res.oil = 1;
    });
    const after = play(one.s, 0, 'place chemistry');
    expect(after.players[0]!.env['ocean-5']).toBe('pollution');
  });

  it('ER-6 a drill effect without an unpolluted drill space is skipped', () => {
    const ctx = ctxOf((x) => Object.assign(x.players[0]!.env, { 'forest-2': 'oilWell', 'forest-4': 'pollution', 'ocean-3': 'nuclear', 'ocean-5': 'oilWell' }));
    ctx.s.tasks = runStep(ctx, 0, { drill: true });
    expect(ctx.s.tasks).toEqual([{ k: 'drill', seat: 0, optional: false }]);
    const env = { ...ctx.s.players[0]!.env };
    advance(ctx);
    expect(ctx.s.tasks).toEqual([]);
    expect(ctx.s.players[0]!.env).toEqual(env);
    expect(ctx.events.map((e) => [e.kind, e.data])).toEqual([['drill-lost', { seat: 0 }]]);
  });
});

describe('ER-32 simultaneous Global Impact offers', () => {
  it('all players may answer an Oil Boom offer at once; the answers resolve in turn order from the current player', () => {
    let s = turnOf(started(3), 1, { oil: 1 }, (x) => {
      x.giRow[0] = { card: 'oil_boom', status: 'down' };
      x.track = [1, 5, 5, 5, 5, 5];
    });
    s = play(s, 1, 'place chemistry');
    while (EE.pending(s)[0]?.kind === 'place-pollution') s = play(s, 1, legal(s, 1)[0]!);
    expect(EE.pending(s).map((d) => [d.seat, d.kind, d.timing])).toEqual([
      [1, 'offer', 'turn'],
      [2, 'offer', 'off-turn'],
      [0, 'offer', 'off-turn'],
    ]);
    // Seat 0 answers first although it comes last in turn order.
    s = play(s, 0, 'accept');
    expect(EE.pending(s).map((d) => d.seat)).toEqual([1, 2]);
    s = play(s, 2, 'decline');
    expect(legal(s, 2)).toEqual([]);
    s = play(s, 1, 'decline');
    // Seat 1 declined, seat 2 declined: seat 0's accepted offer resolves now (its drill space choice).
    expect(EE.pending(s)[0]).toMatchObject({ seat: 0, kind: 'drill' });
    s = play(s, 0, 'drill forest-4');
    expect(s.players[0]!.env['forest-4']).toBe('oilWell');
    expect(s.players[2]!.env['forest-2']).toBeUndefined();
  });
});
