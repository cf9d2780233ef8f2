import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/games/energy-empire/rules/context.ts';
import { runStep } from '../../../src/games/energy-empire/rules/effects.ts';
import { EE, legal, play, playWithEvents, started, turnOf } from './helpers.ts';

describe('EE-8 the Generate turn', () => {
  it('EE-8.1 / ER-27 claiming needs 2+ workers and energy on the mat at the start; otherwise skipped', () => {
    const s = turnOf(started(3), 0, {}, (x) => Object.assign(x.players[0]!, { workersOnMat: 1, energyOnMat: 0 }));
    const after = play(s, 0, 'generate');
    expect(EE.pending(after)[0]!.kind).not.toBe('claim');
  });

  it('EE-8.1 / EE-14.3 holding 5 agendas: a claim must discard one (it leaves the game)', () => {
    let s = turnOf(started(3), 0, {}, (x) => {
      x.players[0]!.agendas = ['treasury', 'workforce', 'diplomacy', 'stockpile', 'atomic_age'].map((id) => ({ id, public: true }));
      x.agendaDisplay = ['clean_skies', 'clear_oceans', 'no_nukes'];
      x.agendaDeck = x.agendaDeck.filter((a) => !['clean_skies', 'clear_oceans', 'no_nukes', 'treasury', 'workforce', 'diplomacy', 'stockpile', 'atomic_age'].includes(a));
    });
    s = play(s, 0, 'generate');
    expect(legal(s, 0)).not.toContain('claim clean_skies');
    expect(legal(s, 0)).toContain('claim clean_skies discard treasury');
    s = play(s, 0, 'claim clean_skies discard treasury');
    expect(s.players[0]!.agendas.map((a) => a.id)).toEqual(['workforce', 'diplomacy', 'stockpile', 'atomic_age', 'clean_skies']);
    expect(s.agendaDeck).not.toContain('treasury');
  });

  it('EE-8.2 recover: workers back from board and cards, all energy discarded, other stacks untouched', () => {
    let s = turnOf(started(3), 0, {}, (x) => {
      x.locations.mine!.stacks = [{ owner: 0, energy: 2 }, { owner: 1, energy: 0 }];
      Object.assign(x.players[0]!, { workersOnMat: 1, energyOnMat: 1, energyInPlay: 3 });
    });
    s = play(s, 0, 'generate');
    if (legal(s, 0).includes('claim none')) s = play(s, 0, 'claim none');
    expect(s.locations.mine!.stacks).toEqual([{ owner: 1, energy: 0 }]);
    expect(s.players[0]).toMatchObject({ workersOnMat: 3, energyInPlay: 0, energyOnMat: 0 });
  });

  it('EE-8.3 refine 0-4 oil into oil dice; EE-8.5 they return to the supply at the end', () => {
    let s = turnOf(started(3), 0, { oil: 6 }, (x) => Object.assign(x.players[0]!, { workersOnMat: 0, energyOnMat: 0 }));
    const supply = s.diceSupply.oil;
    s = play(s, 0, 'generate');
    expect(legal(s, 0)).toEqual(['refine 0', 'refine 1', 'refine 2', 'refine 3', 'refine 4']);
    s = play(s, 0, 'refine 3');
    expect(s.diceSupply.oil).toBe(supply - 3);
    expect(legal(s, 0)).toEqual(['roll none', 'roll oil 1', 'roll oil 2', 'roll oil 3']);
    const r = playWithEvents(s, 0, 'roll oil 3');
    expect(r.reveals).toBe(true);
    s = r.state;
    while (EE.pending(s)[0]?.kind === 'highest' || EE.pending(s)[0]?.kind === 'place-pollution') s = play(s, 0, legal(s, 0)[0]!);
    expect(s.diceSupply.oil).toBe(supply);
    expect(s.players[0]!.res.oil).toBe(3);
  });

  it('EE-8.5 every Generate turn takes one token from the track, even with no die rolled', () => {
    let s = turnOf(started(3), 0, {}, (x) => Object.assign(x.players[0]!, { workersOnMat: 0, energyOnMat: 0 }));
    const track = s.track[0]!;
    s = play(s, 0, 'generate');
    expect(s.track[0]).toBe(track - 1);
    expect(Object.keys(s.players[0]!.env)).toEqual(['air-1']);
    expect(s.current).toBe(1);
  });

  it('EE-2.5.7 oil dice never take a slot; EE-2.5.8 permanent dice stay on the mat', () => {
    let s = turnOf(started(3), 0, { oil: 2 }, (x) => Object.assign(x.players[0]!, { workersOnMat: 0, energyOnMat: 0, dice: ['solar_wind'] }));
    s = play(s, 0, 'generate', 'refine 2', 'roll all');
    expect(s.players[0]!.dice).toEqual(['solar_wind']);
  });
});

describe('EE-9 pollution and EE-10 cleanup', () => {
  const ctxOf = (patch: (p: Ctx['s']) => void = () => {}): Ctx => ({ s: turnOf(started(3), 0, {}, patch), events: [] });

  it('EE-9.1 a received token leaves the leftmost non-empty track space; EE-9.3 a full row allows any space', () => {
    const ctx = ctxOf((x) => {
      x.track = [0, 2, 5, 5, 5, 5];
      Object.assign(x.players[0]!.env, { 'air-2': 'pollution', 'air-3': 'pollution', 'air-4': 'pollution', 'air-5': 'pollution' });
    });
    const tasks = runStep(ctx, 0, { pollute: { kind: 'pollution', row: 'air', n: 1 } });
    expect(ctx.s.track).toEqual([0, 1, 5, 5, 5, 5]);
    expect(tasks).toEqual([{ k: 'place-pollution', seat: 0, kind: 'pollution', row: 'air' }]);
    ctx.s.tasks = tasks;
    expect(EE.legal(ctx.s, 0)).toHaveLength(10);
  });

  it('EE-9.5 a full environment discards the token, which still leaves the track', () => {
    let s = turnOf(started(3), 0, { oil: 1 }, (x) => {
      for (const r of ['air', 'forest', 'ocean']) for (let c = 1; c <= 5; c++) x.players[0]!.env[`${r}-${c}`] = 'pollution';
    });
    const track = s.track[0]!;
    s = play(s, 0, 'place chemistry');
    expect(s.track[0]).toBe(track - 1);
    expect(s.tasks).toEqual([]);
  });

  it('EE-10.2 a nuclear token needs two cleanup actions', () => {
    let s = turnOf(started(3), 0, { science: 1 }, (x) => (x.players[0]!.env = { 'ocean-2': 'nuclear' }));
    s = play(s, 0, 'place cleanup');
    expect(s.players[0]!.env).toEqual({});
  });

  it('EE-11.2 / ER-7 emptying a space queues a Global Impact, resolved after the action', () => {
    let s = turnOf(started(3), 0, { oil: 1 }, (x) => (x.track = [1, 5, 5, 5, 5, 5]));
    s = play(s, 0, 'place chemistry');
    expect(s.triggers).toBe(1);
    expect(s.giRow[0]!.status).toBe('down');
    expect(EE.pending(s)[0]!.kind).toBe('place-pollution');
    s = play(s, 0, 'pollute ocean-1');
    expect(s.giRow[0]!.status).not.toBe('down');
  });
});
