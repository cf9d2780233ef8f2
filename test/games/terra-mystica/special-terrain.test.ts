import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import type { FactionId } from '../../../src/games/terra-mystica/data/factions.ts';
import { finishGame } from '../../../src/games/terra-mystica/rules/flow.ts';
import { edit, fac, move, put, rejection, scenario, SNELLMAN_SEQUENCING, turnOf } from './helpers.ts';

const QUIET = ['SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7'] as const;

/** Special-terrain game: the faction under test in seat 0, the Engineers far away in seat 1. */
function st(id: FactionId, mine: string[], other: FactionId = 'engineers', theirs = ['E7', 'C5']) {
  const s = scenario({ factions: [id, other], dwellings: [mine, theirs], scoring: [...QUIET], options: { specialTerrain: true, ...SNELLMAN_SEQUENCING } });
  return edit(s, (x) => Object.assign(fac(x, 0), { W: 20, C: 30, P: 5, P1: 0, P2: 0, P3: 12 }));
}

const again = (s: ReturnType<typeof st>) =>
  edit(s, (x) => {
    x.active = 0;
    Object.assign(fac(x, 0), { allowedActions: 1, sub: {}, buildLocations: [], specialThisAction: null, teleportTo: null });
  });

describe('TM-15.5 special terrain', () => {
  it('ST-G2 placed on a hex transformed to home terrain in this action, instead of a dwelling', () => {
    let s = st('auren', ['F4', 'E9']);
    expect(rejection(s, 0, 'special E10')).toBe('tm.special-transform');
    s = move(s, 0, 'dig 2. transform E10 to green. special E10');
    expect(s.buildings.E10).toEqual({ seat: 0, type: 'ST' });
    expect(fac(s, 0).specialHex).toBe('E10');
    expect(terraMystica.view(s, null)).toMatchObject({ specialTerrain: { E10: 0 } });
  });

  it('ST-G1 only one special terrain per faction; ST-G7 prerequisites', () => {
    let s = st('auren', ['F4', 'E9']);
    s = move(s, 0, 'dig 2. transform E10 to green. special E10');
    s = again(s);
    expect(rejection(s, 0, 'dig 1. transform E11 to green. special E11')).toBe('tm.special-placed');
    const giants = st('giants', ['D4', 'D6']);
    expect(rejection(giants, 0, 'dig 2. transform D5 to red. special D5')).toBe('tm.special-prerequisite');
  });

  it('ST-G3 it is a structure of power 1: leech offers and town power', () => {
    let s = st('auren', ['F4', 'E9']);
    // E6 touches the Engineers' E7 dwelling: the Engineers are offered 1 power.
    s = move(s, 0, 'dig 3. transform E6 to green. special E6');
    expect(s.leeches).toEqual([expect.objectContaining({ to: 1, amount: 1 })]);
  });

  it('ST-G6 a special terrain placed this action gives no reach for a second spade', () => {
    // E10 becomes the structure; D7 (wasteland) touches E9 and E10, but F6 only via E10... use ACT6 on E10 then a hex next to E10 only.
    let s = st('auren', ['F4', 'E9']);
    s = move(s, 0, 'dig 2. transform E10 to green. special E10');
    expect(fac(s, 0).specialThisAction).toBe('E10');
    s = again(s);
    expect(fac(s, 0).specialThisAction).toBeNull();
  });

  it('Auren tree: +4 VP on reaching space 10 of a cult track', () => {
    let s = st('auren', ['F4', 'E9']);
    s = move(s, 0, 'dig 2. transform E10 to green. special E10');
    s = again(edit(s, (x) => Object.assign(fac(x, 0), { keys: 1, cult: [8, 0, 0, 0], P: 1 })));
    const vp = fac(s, 0).VP;
    s = move(s, 0, 'send p to FIRE');
    expect(fac(s, 0).cult[0]).toBe(10);
    expect(fac(s, 0).VP).toBe(vp + 4);
  });

  it('Witches raven hut: a new town gives +5 VP or 3 cult steps', () => {
    let s = put(put(st('witches', ['F4', 'E9']), 0, 'F4', 'TE'), 0, 'E9', 'TE');
    s = move(s, 0, 'dig 2. transform E10 to green. special E10');
    s = again(edit(s, (x) => Object.assign(fac(x, 0).scratch, { gainTown: 1 })));
    s = move(s, 0, '+TW1');
    expect(fac(s, 0).ravenChoice).toBe(1);
    const air = fac(s, 0).cult[3];
    s = move(s, 0, 'raven AIR');
    expect(fac(s, 0).cult[3]).toBe(air + 3);
  });

  it('Alchemists workshop: advance shipping and digging without the priest when placing it', () => {
    let s = put(st('alchemists', ['E5', 'G5']), 0, 'G5', 'SH');
    const [c, w, p, vp] = [fac(s, 0).C, fac(s, 0).W, fac(s, 0).P, fac(s, 0).VP];
    s = move(s, 0, 'dig 1. transform E6 to black. special E6. advance ship. advance dig');
    expect([fac(s, 0).ship, fac(s, 0).dig]).toEqual([1, 1]);
    expect(fac(s, 0).P).toBe(p);
    expect(fac(s, 0).C).toBe(c - 4 - 5);
    expect(fac(s, 0).W).toBe(w - 3 - 2);
    expect(fac(s, 0).VP).toBe(vp + 2 + 6);
  });

  it('Darklings camp counts as a dwelling for dwelling scoring (FAV11, BON9)', () => {
    let s = put(st('darklings', ['E5', 'G5']), 0, 'G5', 'SH');
    s = edit(s, (x) => {
      fac(x, 0).favors = ['FAV11'];
    });
    const vp = fac(s, 0).VP;
    s = move(s, 0, 'dig 1. transform E6 to black. special E6');
    expect(fac(s, 0).VP).toBe(vp + 2 + 2);
  });

  it('Cultists palace: the Cultists win cult ties at the end', () => {
    let s = st('cultists', ['E6', 'D8']);
    s = move(s, 0, 'dig 1. transform E5 to brown. special E5');
    s = edit(s, (x) => {
      fac(x, 0).cult = [5, 0, 0, 0];
      fac(x, 1).cult = [5, 0, 0, 0];
    });
    const ended = edit(s, (x) => {
      for (const f of x.factions) f.passed = true;
    });
    const fin = structuredClone(ended);
    finishGame(fin);
    expect(fin.finalScores?.[0]?.breakdown.fire).toBe(8);
    expect(fin.finalScores?.[1]?.breakdown.fire).toBe(4);
  });

  it('Halflings excavator: hexes next to it need one spade less (at least 1)', () => {
    let s = put(st('halflings', ['E6', 'D8']), 0, 'E6', 'SH');
    s = move(s, 0, 'dig 1. transform F3 to brown. special F3');
    s = again(s);
    // F4 (forest) touches F3: forest -> plains is 3 spades, 2 next to the excavator.
    const w = fac(s, 0).W;
    s = move(s, 0, 'dig 2. build F4');
    expect(fac(s, 0).W).toBe(w - 6 - 1);
  });

  it('Dwarves great tunnel: tunnelling from it reaches three hexes away', () => {
    let s = st('dwarves', ['E7', 'C5'], 'witches', ['F4', 'E9']);
    s = move(s, 0, 'dig 1. transform D4 to gray. special D4');
    s = again(s);
    // B4 (desert) is 3 from D4 and more than 2 from E7 and C5.
    // B2 (plains) is 3 hexes from the tunnel on D4 and 4 from E7: plains -> mountains is 3 spades.
    const [vp, w] = [fac(s, 0).VP, fac(s, 0).W];
    s = move(s, 0, 'dig 3. build B2');
    expect(s.buildings.B2?.seat).toBe(0);
    expect(fac(s, 0).VP).toBe(vp + 4);
    expect(fac(s, 0).W).toBe(w - 9 - 2 - 1);
  });

  it('Engineers bridge tower: a land bridge from the tower to the hex two steps away diagonally', () => {
    let s = st('engineers', ['E7', 'C5'], 'witches', ['F4', 'E9']);
    s = move(s, 0, 'dig 1. transform D4 to gray. special D4');
    s = again(s);
    expect(rejection(s, 0, 'action ACTE. bridge D4:D6')).toBe('tm.bad-bridge');
    s = move(s, 0, 'action ACTE. bridge D4:C2');
    expect(s.bridges.at(-1)).toEqual({ a: 'D4', b: 'C2', seat: 0 });
  });

  it('Mermaids coral reef: on an empty river hex next to them, for one spade; they ship from it', () => {
    let s = st('mermaids', ['D5', 'E4']);
    expect(rejection(s, 0, 'dig 1. special D6')).toBe('tm.reef-river');
    s = move(s, 0, 'dig 1. special r16');
    expect(s.buildings.r16).toEqual({ seat: 0, type: 'ST' });
  });

  it('Swarmlings hatchery: its town earns another tile at power 14', () => {
    let s = put(st('swarmlings', ['E4', 'D2']), 0, 'D2', 'SA');
    s = move(s, 0, 'dig 3. transform E3 to blue. special E3');
    s = edit(s, (x) => {
      for (const h of ['E4', 'D2', 'E3', 'D3']) x.town[h] = true;
    });
    s = put(s, 0, 'E4', 'SH');
    s = put(s, 0, 'D3', 'TE');
    s = again(edit(s, (x) => Object.assign(fac(x, 0), { W: 20, C: 30 })));
    // SA 3 + SH 3 + TE 2 + ST 1 = 9; a trading post on E2 adds 2 ... build up to 14.
    s = put(s, 0, 'E2', 'TP');
    s = put(s, 0, 'E5', 'TE');
    s = edit(s, (x) => {
      x.town.E2 = true;
      x.town.E5 = true;
    });
    s = move(s, 0, 'dig 2. build E6');
    expect(fac(s, 0).hatcheryTiles).toBe(1);
    expect(fac(s, 0).scratch.gainTown).toBeGreaterThanOrEqual(1);
  });

  it('Chaos Magicians gate: placed for free on any empty wasteland hex when the stronghold is built', () => {
    let s = put(st('chaosmagicians', ['D4']), 0, 'D4', 'TP');
    s = move(s, 0, 'upgrade D4 to SH');
    expect(fac(s, 0).scratch.chaosGate).toBe(true);
    expect(s.active).toBe(0);
    s = move(s, 0, 'special I12');
    expect(s.buildings.I12).toEqual({ seat: 0, type: 'ST' });
  });

  it('Giants cave: placing it advances digging for free with its 6 VP', () => {
    let s = put(st('giants', ['D4', 'D6']), 0, 'D6', 'TE');
    const vp = fac(s, 0).VP;
    s = move(s, 0, 'dig 2. transform D5 to red. special D5');
    expect(fac(s, 0).dig).toBe(1);
    expect(fac(s, 0).VP).toBe(vp + 6);
  });

  it('Fakirs flight school: +2 coins per carpet flight', () => {
    let s = st('fakirs', ['F3', 'G4']);
    s = move(s, 0, 'dig 1. transform F5 to yellow. special F5');
    s = again(s);
    const c = fac(s, 0).C;
    // G6 (lakes) is two hexes from F5 and G4 and touches neither: 3 spades, then the flight.
    s = move(s, 0, 'dig 3. build G6');
    expect(fac(s, 0).C).toBe(c + 2 - 2);
  });

  it('Nomads trading camp: a neighbour build may be taken as 1 coin without losing VP', () => {
    let s = put(st('nomads', ['F3', 'D3', 'G4'], 'witches', ['F4', 'E9']), 0, 'F3', 'TP');
    s = move(s, 0, 'dig 1. transform E6 to yellow. special E6');
    s = turnOf(s, 1, { W: 10, C: 10, P: 2 });
    s = move(s, 1, 'dig 1. build E7');
    const offer = s.leeches.find((l) => l.to === 0);
    expect(offer?.camp).toBe(true);
    const [c, vp] = [fac(s, 0).C, fac(s, 0).VP];
    s = move(s, 0, 'leech coin from witches');
    expect([fac(s, 0).C, fac(s, 0).VP]).toEqual([c + 1, vp]);
  });
});
