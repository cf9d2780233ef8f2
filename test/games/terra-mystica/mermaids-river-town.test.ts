import { describe, expect, it } from 'vitest';
import { automaticMove } from '../../../src/engine/automatic.ts';
import { isRuleError } from '../../../src/engine/errors.ts';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import type { TmState } from '../../../src/games/terra-mystica/state.ts';
import { edit, fac, move, put, scenario } from './helpers.ts';

// Base map: rivers r0 and r1 border A3 (r1 also A4) on one bank and C1 on the other; D2 (lakes) touches C1, not them.
// The Engineers build far away (F6, H6), so no power offers get in the way. Engine defaults throughout.
function mermaids(): TmState {
  const s = scenario({ factions: ['mermaids', 'engineers'], dwellings: [['A4', 'I10'], ['F6', 'H6']] });
  expect(s.options.waitForPowerOffers).toBe(true);
  return edit(s, (x) => Object.assign(fac(x, 0), { W: 20, C: 30, P: 3, P1: 0, P2: 0, P3: 12 }));
}

/** A3 SH + A4 TE + C1 TP: power 7 but only 3 buildings; a dwelling on D2 makes a town across r1 possible. */
const beforeBuild = () => put(put(put(mermaids(), 0, 'A3', 'SH'), 0, 'A4', 'TE'), 0, 'C1', 'TP');

const decisionsOf = (s: TmState, seat: number) => terraMystica.pending(s).filter((d) => d.seat === seat);

function expectRiverTownOffer(s: TmState): void {
  const [decision, ...others] = decisionsOf(s, 0);
  expect(others).toEqual([]);
  expect(decision).toMatchObject({ kind: 'river-town', timing: 'turn', defaultMove: 'done' });
  expect(decision!.options!.map((o) => o.notation)).toEqual(['connect r0', 'connect r1', 'done']);
  expect([...terraMystica.legal(s, 0)].sort()).toEqual(['connect r0', 'connect r1', 'done']);
  // The turn is the Mermaids' until they answer.
  expect(decisionsOf(s, 1)).toEqual([]);
}

describe('TM-14.9 Mermaids are offered a river town after every action that leaves one possible', () => {
  it('TM-14.9 no offer while no river town is possible, and none before the action is taken', () => {
    let s = beforeBuild();
    s = move(s, 0, 'convert 1W to 1C');
    expect(decisionsOf(s, 0).map((d) => d.kind)).toEqual(['turn']);
    expect(terraMystica.legal(s, 0)).not.toContain('connect r1');
    // A dwelling that leaves no river town possible hands the turn on at once.
    s = move(put(put(mermaids(), 0, 'A3', 'TP'), 0, 'C1', 'D'), 0, 'build D2');
    expect(decisionsOf(s, 0)).toEqual([]);
    expect(decisionsOf(s, 1).map((d) => d.kind)).toEqual(['turn']);
  });

  it('TM-14.9 after a build: buttons for the river hex and decline; connecting founds the town', () => {
    let s = move(beforeBuild(), 0, 'build D2');
    expectRiverTownOffer(s);
    s = move(s, 0, 'connect r1');
    expect(s.riverTowns).toEqual(['r1']);
    expect(fac(s, 0).scratch.gainTown).toBe(1);
    expect(decisionsOf(s, 0).map((d) => d.prompt)).toEqual(['Choose a town tile']);
    s = move(s, 0, '+TW1');
    expect(fac(s, 0).towns).toEqual(['TW1']);
    expect(decisionsOf(s, 1).map((d) => d.kind)).toEqual(['turn']);
  });

  it('TM-14.9 after an upgrade: the offer appears the same way', () => {
    const s0 = put(put(put(put(mermaids(), 0, 'A3', 'TP'), 0, 'A4', 'TE'), 0, 'C1', 'D'), 0, 'D2', 'D');
    expect(terraMystica.legal(s0, 0)).not.toContain('connect r1');
    const s = move(s0, 0, 'upgrade C1 to TP');
    expectRiverTownOffer(s);
  });

  it('TM-14.9 declining is the default the autopilot plays; the offer comes back after a later action', () => {
    let s = move(beforeBuild(), 0, 'build D2');
    const decision = decisionsOf(s, 0)[0]!;
    const auto = automaticMove(terraMystica, s, decision);
    expect(auto?.notation).toBe('done');
    s = auto!.state as TmState;
    expect(s.riverTowns).toEqual([]);
    expect(decisionsOf(s, 0)).toEqual([]);
    s = move(s, 1, 'pass BON1');
    // Their next turn starts as a normal turn (the town may also be founded before acting, as on snellman).
    expect(decisionsOf(s, 0).map((d) => d.kind)).toEqual(['turn']);
    expect(terraMystica.legal(s, 0)).toContain('connect r1');
    s = move(s, 0, 'action ACT3');
    expectRiverTownOffer(s);
    s = move(s, 0, 'connect r1. +TW2');
    expect(fac(s, 0).towns).toEqual(['TW2']);
  });

  it('TM-14.9 recorded games type "connect rN" inside the action row: nothing is left to offer', () => {
    const s = move(beforeBuild(), 0, 'build D2. connect r1. +TW1');
    expect(s.riverTowns).toEqual(['r1']);
    expect(decisionsOf(s, 0)).toEqual([]);
    expect(decisionsOf(s, 1).map((d) => d.kind)).toEqual(['turn']);
  });

  it('TM-14.9 the offer is notation: each option parses and formats back to itself, and passing ends it', () => {
    const s = move(beforeBuild(), 0, 'build D2');
    for (const o of decisionsOf(s, 0)[0]!.options!) {
      const parsed = terraMystica.parse(o.notation, 0, s);
      if (isRuleError(parsed)) throw new Error(parsed.message);
      expect(terraMystica.format(parsed)).toBe(o.notation);
    }
    // Another action instead of an answer is refused: the action of this turn is taken.
    expect(terraMystica.apply(s, 0, terraMystica.parse('pass BON1', 0, s) as never)).toMatchObject({ code: 'tm.one-action' });
  });
});
