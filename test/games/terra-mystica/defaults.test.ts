/** Issue 11: the safe default moves Terra Mystica declares for deadlines and autopilot seats. */
import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { edit, fac, move, put, scenario } from './helpers.ts';

const base = () =>
  scenario({
    factions: ['engineers', 'darklings', 'nomads', 'witches'],
    dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']],
  });

describe('TM default moves', () => {
  it('TM-8.3 a power offer is declined by default, as an answer between turns, and the decline is legal', () => {
    let s = put(base(), 3, 'F4', 'TE');
    s = edit(s, (x) => {
      x.active = 1;
      Object.assign(fac(x, 1), { allowedActions: 1, P: 3 });
      Object.assign(fac(x, 3), { P1: 5, P2: 7, P3: 0 });
    });
    s = move(s, 1, 'dig 1. build E6');
    const offer = terraMystica.pending(s).find((d) => d.kind === 'leech' && d.seat === 3)!;
    expect(offer).toMatchObject({ timing: 'off-turn', defaultMove: 'decline 2 from darklings' });
    const vp = fac(s, 3).VP;
    const after = move(s, 3, offer.defaultMove!);
    expect(after.leeches.some((l) => l.to === 3)).toBe(false);
    expect(fac(after, 3).VP).toBe(vp);
  });

  it('TM-4.3 TM-6.8 a free turn passes by default, with the first bonus card of the pool before round 6 and none in round 6', () => {
    const s = base();
    const turn = terraMystica.pending(s).find((d) => d.kind === 'turn')!;
    expect(turn).toMatchObject({ timing: 'turn', defaultMove: `pass ${s.bonusPool[0]}` });
    const passed = move(s, turn.seat, turn.defaultMove!);
    expect(fac(passed, turn.seat).passed).toBe(true);
    const last = edit(base(), (x) => {
      x.round = 6;
    });
    expect(terraMystica.pending(last).find((d) => d.kind === 'turn')!.defaultMove).toBe('pass');
  });

  it('setup: the first free faction, a legal home dwelling and the first bonus card', () => {
    const s = terraMystica.setup(terraMystica.options.parse({}), [{ name: 'A' }, { name: 'B' }], 'defaults');
    const pick = terraMystica.pending(s)[0]!;
    expect(pick).toMatchObject({ kind: 'pick-faction', timing: 'turn', defaultMove: pick.options![0]!.notation });
    let t = move(s, 0, pick.defaultMove!);
    t = move(t, 1, terraMystica.pending(t)[0]!.defaultMove!);
    const dwelling = terraMystica.pending(t)[0]!;
    expect(dwelling.kind).toBe('place-dwelling');
    expect(terraMystica.legal(t, dwelling.seat)).toContain(dwelling.defaultMove);
  });
});
