import { describe, expect, it } from 'vitest';
import { automaticMove } from '../../../src/engine/automatic.ts';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { edit, fac, move, put, rejection, scenario, SNELLMAN_SEQUENCING } from './helpers.ts';

/** Faction under test in seat 0 (acts first in round 1), an opponent in seat 1. */
function duo(id: Parameters<typeof scenario>[0]['factions'][number], mine: string[], other: Parameters<typeof scenario>[0]['factions'][number] = 'engineers', theirs = ['E7', 'C5'], extra: Record<string, unknown> = {}) {
  // Round 1 scores towns only (SCORE2), so building VP below come from the faction alone.
  return scenario({ factions: [id, other], dwellings: [mine, theirs], scoring: ['SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7'], options: SNELLMAN_SEQUENCING, ...extra });
}

const rich = (s: ReturnType<typeof duo>, seat = 0, more: Record<string, unknown> = {}) =>
  edit(s, (x) => Object.assign(fac(x, seat), { W: 20, C: 30, P: 5, P1: 0, P2: 0, P3: 12, ...more }));

describe('TM-14 factions', () => {
  it('TM-14.1 Auren: stronghold gives a favor tile and ACTA, two steps on one track', () => {
    let s = rich(put(duo('auren', ['F4', 'E9']), 0, 'F4', 'TP'));
    s = move(s, 0, 'upgrade F4 to SH. +FAV8');
    expect(fac(s, 0).favors).toEqual(['FAV8']);
    s = move(s, 1, 'pass BON1');
    expect(rejection(s, 0, 'action ACTA. +FIRE. +WATER')).toBe('tm.same-track');
    const fire = fac(s, 0).cult[0];
    s = move(s, 0, 'action ACTA. +2FIRE');
    expect(fac(s, 0).cult[0]).toBe(fire + 2);
  });

  it('TM-14.2 Witches: Witches\u2019 Ride builds a free dwelling on any forest hex, without reach', () => {
    let s = rich(put(duo('witches', ['F4', 'E9']), 0, 'F4', 'TP'));
    s = move(s, 0, 'upgrade F4 to SH');
    s = move(s, 1, 'pass BON1');
    const [w, c] = [fac(s, 0).W, fac(s, 0).C];
    s = move(s, 0, 'action ACTW. build I11');
    expect(s.buildings.I11?.seat).toBe(0);
    expect([fac(s, 0).W, fac(s, 0).C]).toEqual([w, c]);
  });

  it('TM-14.3 Alchemists: VP<>coins conversions; stronghold +12 power, then +2 power per spade', () => {
    let s = rich(duo('alchemists', ['E5', 'G5']), 0, { VP: 20, C: 10 });
    s = move(s, 0, 'convert 2VP to 2C. convert 4C to 2VP');
    expect([fac(s, 0).VP, fac(s, 0).C]).toEqual([20, 8]);
    s = put(s, 0, 'E5', 'TP');
    s = edit(s, (x) => Object.assign(fac(x, 0), { P1: 12, P2: 0, P3: 0, C: 20 }));
    s = move(s, 0, 'upgrade E5 to SH');
    expect([fac(s, 0).P1, fac(s, 0).P2, fac(s, 0).P3]).toEqual([0, 12, 0]);
    s = move(s, 1, 'pass BON1');
    // E6 plains -> swamp: 1 spade
    s = move(s, 0, 'dig 1. build E6');
    expect([fac(s, 0).P2, fac(s, 0).P3]).toEqual([10, 2]);
  });

  it('TM-14.4 Darklings: spades cost priests and give 2 VP; no digging track; stronghold converts up to 3 W to P', () => {
    let s = rich(duo('darklings', ['E5', 'G5']), 0, { VP: 20 });
    const [p, w] = [fac(s, 0).P, fac(s, 0).W];
    s = move(s, 0, 'dig 1. build E6');
    expect([fac(s, 0).P, fac(s, 0).VP, fac(s, 0).W]).toEqual([p - 1, 22, w - 1]);
    s = move(s, 1, 'pass BON1');
    expect(rejection(s, 0, 'advance dig')).toBe('tm.max-dig');
    s = put(s, 0, 'E5', 'TP');
    s = edit(s, (x) => Object.assign(fac(x, 0), { W: 10, P: 0 }));
    expect(rejection(s, 0, 'upgrade E5 to SH. convert 4W to 4P')).toBe('tm.convert-limit');
    s = move(s, 0, 'upgrade E5 to SH. convert 3W to 3P');
    expect(fac(s, 0).P).toBe(3);
  });

  it('TM-14.4 Darklings without the strict stronghold flag: the turn goes on, no open decision, the 1:1 conversion waits for their own later turn', () => {
    let s = rich(put(duo('darklings', ['E5', 'G5'], 'engineers', ['E7', 'C5'], { options: { strictDarklingStronghold: false, ...SNELLMAN_SEQUENCING } }), 0, 'E5', 'TP'), 0, { W: 10, P: 0 });
    s = move(s, 0, 'upgrade E5 to SH');
    // The turn passed on: every seat the game waits for has a legal move, and the Darklings hold no decision.
    expect(s.active).toBe(1);
    const pending = terraMystica.pending(s);
    expect(pending.map((d) => d.seat)).toEqual([1]);
    expect(terraMystica.legal(s, 1).length).toBeGreaterThan(0);
    expect(terraMystica.legal(s, 0)).toEqual([]);
    // The deadline and autopilot path has a move for every open decision.
    for (const d of pending) expect(automaticMove(terraMystica, s, d)).not.toBeNull();
    s = move(s, 1, 'pass BON1');
    // Their next turn: a full turn (pass is the default and legal), with the stronghold conversion still on offer.
    const turn = terraMystica.pending(s).find((d) => d.seat === 0)!;
    expect(turn).toMatchObject({ kind: 'turn', prompt: 'Take an action (or pass)' });
    const legal = terraMystica.legal(s, 0);
    expect(legal).toContain(turn.defaultMove);
    expect(automaticMove(terraMystica, s, turn)?.notation).toBe(turn.defaultMove);
    expect(legal).toEqual(expect.arrayContaining(['convert 3W to 3P', 'convert 1W to 1P', 'upgrade G5 to TP']));
    const w = fac(s, 0).W;
    s = move(s, 0, 'convert 3W to 3P');
    expect([fac(s, 0).W, fac(s, 0).P, fac(s, 0).scratch.convertWtoP, s.active]).toEqual([w - 3, 3, 0, 0]);
    expect(rejection(s, 0, 'convert 1W to 1P')).toBe('tm.bad-convert');
  });

  it('TM-14.4 Darklings with the strict stronghold flag: the turn waits for the conversion or "done", both legal', () => {
    let s = rich(put(duo('darklings', ['E5', 'G5']), 0, 'E5', 'TP'), 0, { W: 10, P: 0 });
    s = move(s, 0, 'upgrade E5 to SH');
    expect(s.active).toBe(0);
    const turn = terraMystica.pending(s).find((d) => d.seat === 0)!;
    expect(turn).toMatchObject({ kind: 'turn', defaultMove: 'done' });
    expect(terraMystica.legal(s, 0)).toEqual(['convert 1W to 1P', 'convert 2W to 2P', 'convert 3W to 3P', 'done']);
    s = move(s, 0, 'done');
    expect([s.active, fac(s, 0).scratch.convertWtoP]).toEqual([1, 0]);
  });

  it('TM-14.5 Halflings: +1 VP per spade; cheap digging; stronghold gives 3 spades', () => {
    let s = rich(duo('halflings', ['E6', 'D8']), 0, { VP: 20 });
    s = move(s, 0, 'dig 1. build F3');
    expect(fac(s, 0).VP).toBe(21);
    s = move(s, 1, 'pass BON1');
    const [w, c, p] = [fac(s, 0).W, fac(s, 0).C, fac(s, 0).P];
    s = move(s, 0, 'advance dig');
    expect([w - fac(s, 0).W, c - fac(s, 0).C, p - fac(s, 0).P]).toEqual([2, 1, 1]);
    s = put(s, 0, 'E6', 'TP');
    s = edit(s, (x) => Object.assign(fac(x, 0), { C: 30, W: 20 }));
    const vp = fac(s, 0).VP;
    // Around E6: D4 wasteland -> plains is 2 spades, E5 swamp -> plains 1.
    s = move(s, 0, 'upgrade E6 to SH');
    expect(fac(s, 0).scratch.SPADE).toBe(3);
    expect(fac(s, 0).VP).toBe(vp + 3);
    expect(s.active).toBe(0);
    s = move(s, 0, 'transform D4 to brown. transform E5 to brown');
    expect(fac(s, 0).scratch.SPADE).toBe(0);
    expect([s.terrain.D4, s.terrain.E5]).toEqual(['plains', 'plains']);
    expect(fac(s, 0).VP).toBe(vp + 3);
  });

  it('TM-14.6 Cultists: the stronghold scores 7 VP', () => {
    let s = rich(put(duo('cultists', ['E6', 'D8']), 0, 'E6', 'TP'), 0, { VP: 20 });
    s = move(s, 0, 'upgrade E6 to SH');
    expect(fac(s, 0).VP).toBe(27);
  });

  it('TM-14.7 Engineers: ACTE bridges for 2 workers, repeatable; stronghold scores 3 VP per bridge on passing', () => {
    let s = rich(duo('engineers', ['E7', 'F6'], 'witches', ['F4', 'E9']));
    // bridges touching E7? none on the base map; use F1/G1 area: put engineers on F2? Use valid pairs with own buildings.
    s = put(s, 0, 'E4', 'D');
    s = put(s, 0, 'G1', 'D');
    const w = fac(s, 0).W;
    s = move(s, 0, 'action ACTE. bridge E4:G1');
    expect(fac(s, 0).W).toBe(w - 2);
    s = move(s, 1, 'pass BON1');
    s = move(s, 0, 'action ACTE. bridge F3:G1');
    expect(fac(s, 0).bridgesLeft).toBe(1);
    s = put(s, 0, 'F6', 'SH');
    const vp = fac(s, 0).VP;
    s = move(s, 0, 'pass BON2');
    expect(fac(s, 0).VP).toBe(vp + 3);
  });

  it('TM-14.8 Dwarves: tunnelling two hexes away costs 2 W (1 with stronghold) and gives 4 VP', () => {
    let s = rich(duo('dwarves', ['E7', 'C5'], 'witches', ['F4', 'E9']), 0, { VP: 20 });
    // From E7, G3 (forest) is two hexes away and not adjacent: forest -> mountains is 1 spade.
    const w = fac(s, 0).W;
    s = move(s, 0, 'dig 1. build G3');
    expect(fac(s, 0).VP).toBe(24);
    expect(fac(s, 0).W).toBe(w - 3 - 2 - 1);
    s = move(s, 1, 'pass BON1');
    s = put(s, 0, 'C5', 'SH');
    s = edit(s, (x) => Object.assign(fac(x, 0), { teleport: 1, W: 10 }));
    // A12 (wasteland) is two hexes from C5: 1 spade (3 W), tunnel 1 W with the stronghold, dwelling 1 W.
    s = move(s, 0, 'dig 1. build A12');
    expect(fac(s, 0).W).toBe(10 - 3 - 1 - 1);
  });

  it('TM-14.9 Mermaids: found a town across one river hex; stronghold +1 shipping', () => {
    // C1 (swamp) and B2/B3 border r8? Use lakes hexes around r16: D5 and E... found by the engine.
    // r16 borders D5, D6, E8 and C4: D5+E8 and D6+C4 are two groups of 2 that only the river joins.
    let s = rich(duo('mermaids', ['D5', 'E4']), 0, { VP: 20 });
    s = put(s, 0, 'D5', 'TE');
    s = put(s, 0, 'E8', 'SH');
    s = put(s, 0, 'D6', 'TP');
    s = put(s, 0, 'C4', 'D');
    expect(fac(s, 0).scratch.gainTown).toBe(0);
    s = move(s, 0, 'connect r16');
    expect(fac(s, 0).scratch.gainTown).toBe(1);
    s = move(s, 0, '+TW1');
    expect(s.riverTowns).toEqual(['r16']);
    let t = rich(put(duo('mermaids', ['D5', 'E4']), 0, 'E4', 'TP'), 0, { VP: 20 });
    t = move(t, 0, 'upgrade E4 to SH');
    expect(fac(t, 0).ship).toBe(2);
    expect(fac(t, 0).VP).toBe(22);
  });

  it('TM-14.10 Swarmlings: +3 workers per town; ACTS upgrades a dwelling to a trading post for free', () => {
    let s = rich(put(duo('swarmlings', ['E4', 'D2']), 0, 'E4', 'TP'));
    s = move(s, 0, 'upgrade E4 to SH');
    s = move(s, 1, 'pass BON1');
    const [w, c] = [fac(s, 0).W, fac(s, 0).C];
    s = move(s, 0, 'action ACTS. upgrade D2 to TP');
    expect(s.buildings.D2?.type).toBe('TP');
    expect([fac(s, 0).W, fac(s, 0).C]).toEqual([w, c]);
    s = edit(s, (x) => Object.assign(fac(x, 0).scratch, { gainTown: 1 }));
    s = edit(s, (x) => {
      x.active = 0;
      Object.assign(fac(x, 0), { allowedActions: 0 });
    });
    const w2 = fac(s, 0).W;
    s = move(s, 0, '+TW1');
    expect(fac(s, 0).W).toBe(w2 + 3);
  });

  it('TM-14.11 Chaos Magicians: two favor tiles per temple; ACTC gives two more actions', () => {
    let s = rich(put(duo('chaosmagicians', ['D4']), 0, 'D4', 'TP'));
    s = move(s, 0, 'upgrade D4 to TE. +FAV9. +FAV10');
    expect(fac(s, 0).favors).toEqual(['FAV9', 'FAV10']);
    s = rich(s, 1);
    s = move(s, 1, 'action ACT2');
    s = put(s, 0, 'D4', 'SH');
    s = edit(s, (x) => fac(x, 0).specials.push('ACTC'));
    s = move(s, 0, 'action ACTC');
    s = move(s, 0, 'action ACT3');
    expect(s.active).toBe(0);
    s = move(s, 0, 'action ACT4');
    expect(s.active).toBe(1);
  });

  it('TM-14.12 Giants: any terrain to wasteland costs exactly 2 spades; nothing else; ACTG gives 2 spades', () => {
    let s = rich(duo('giants', ['D4', 'D6']), 0, { W: 20 });
    expect(rejection(s, 0, 'dig 1. transform D5 to green')).toBe('tm.giants-wasteland');
    s = move(s, 0, 'dig 2. build D5');
    expect(fac(s, 0).W).toBe(20 - 6 - 1);
    s = move(s, 1, 'pass BON1');
    s = put(s, 0, 'D4', 'SH');
    s = edit(s, (x) => fac(x, 0).specials.push('ACTG'));
    const w = fac(s, 0).W;
    s = move(s, 0, 'action ACTG. build C3');
    expect(s.buildings.C3?.seat).toBe(0);
    expect(fac(s, 0).W).toBe(w - 1);
  });

  it('TM-14.13 Fakirs: carpet flight costs a priest and gives 4 VP; digging stops at level 1', () => {
    let s = rich(duo('fakirs', ['F3', 'G4']), 0, { VP: 20, P: 2 });
    // H7 (plains) is two hexes from G4 and touches none of the Fakirs' buildings: 1 spade, then the flight.
    s = move(s, 0, 'dig 1. build H7');
    expect(fac(s, 0).VP).toBe(24);
    expect(fac(s, 0).P).toBe(1);
    s = move(s, 1, 'pass BON1');
    s = edit(s, (x) => Object.assign(fac(x, 0), { dig: 1 }));
    expect(rejection(s, 0, 'advance dig')).toBe('tm.max-dig');
  });

  it('TM-14.14 Nomads: sandstorm turns an edge-adjacent hex to desert without spades; then a dwelling may be built', () => {
    let s = rich(put(duo('nomads', ['F3', 'D3', 'G4'], 'witches', ['F4', 'E9'], { scoring: ['SCORE1', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7'] }), 0, 'F3', 'TP'), 0, { VP: 20 });
    s = move(s, 0, 'upgrade F3 to SH');
    s = move(s, 1, 'pass BON1');
    const vp = fac(s, 0).VP;
    s = move(s, 0, 'action ACTN. build E6');
    expect(s.buildings.E6?.seat).toBe(0);
    expect(fac(s, 0).VP).toBe(vp);
  });
});
