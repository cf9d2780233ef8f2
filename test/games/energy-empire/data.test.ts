import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EE_DATA, eeAgendas, eeBoard, eeDice, eeEnvironment, eeImpacts, eeNations, eeStructures, eeUnTrack } from '../../../src/games/energy-empire/data/index.ts';
import { stepSchema, structureSchema } from '../../../src/games/energy-empire/data/schema.ts';

/** The spec's data files live in ../shared (outside the repo); the comparison is skipped, and says so, when they are absent. */
const SHARED = '../shared/rules/energy-empire';
const haveShared = existsSync(SHARED);
const json = (name: string): Record<string, unknown> => JSON.parse(readFileSync(`${SHARED}/${name}.json`, 'utf8')) as Record<string, unknown>;

describe('EE data pack', () => {
  it('EE-2.11 / issue 22 the shipped pack passes the load-time validation, across files too', () => {
    expect(EE_DATA.builtIn.source).toBe('built-in');
    expect(EE_DATA.spec.problems?.(EE_DATA.builtIn.data)).toEqual([]);
  });

  it('EE-2.11 the load-time schemas refuse data outside the effect vocabulary', () => {
    const first = eeStructures().cards[0]!;
    const card = { ...first, effect: [{ teleport: 1 }] };
    expect(structureSchema.safeParse(card).success).toBe(false);
    expect(structureSchema.safeParse({ ...first, activation: 'triple' }).success).toBe(false);
    expect(stepSchema.safeParse({ choose: [[{ gain: { money: 2 } }], [{ spend: { gold: 1 } }]] }).success).toBe(false);
    expect(stepSchema.safeParse({ if: { ownsDie: 'nuclear' }, then: [{ pollute: { kind: 'nuclear', row: null, n: 1 } }] }).success).toBe(true);
  });

  it('EE-2.2 13 locations: 5 industry, 4 commerce, 4 government; EE-2.6 5 columns, 4 drill spaces', () => {
    const locations = eeBoard().locations;
    expect(locations).toHaveLength(13);
    expect(locations.filter((l) => l.type === 'industry')).toHaveLength(5);
    expect(locations.filter((l) => l.type === 'commerce')).toHaveLength(4);
    expect(locations.filter((l) => l.type === 'government')).toHaveLength(4);
    expect(eeEnvironment().columns).toBe(5);
    expect(eeEnvironment().drillSpaces).toHaveLength(4);
  });

  it('EE-12.2 / WE-8 government market costs $2|1, $3|1, $4|2 science', () => {
    const gov = eeBoard().markets.find((m) => m.market === 'government')!;
    expect(gov.resource).toBe('science');
    expect(gov.slots).toEqual([{ money: 2, resource: 1 }, { money: 3, resource: 1 }, { money: 4, resource: 2 }]);
  });

  it('EE-11.6 oil price $1 at the start, $5 on the last space and when the track is empty; EE-3.4 3 players = 5 tokens', () => {
    const track = eeBoard().globalImpactTrack;
    expect(track.oilPriceBySpace[0]).toBe(1);
    expect(track.oilPriceBySpace[5]).toBe(5);
    expect(track.oilPriceWhenEmpty).toBe(5);
    expect(track.tokensPerSpaceByPlayers['3']).toBe(5);
  });

  it('provisional data is flagged: placeholder cards, and a provisional note on each shipped file that holds placeholders', () => {
    expect(eeDice().types.every((d) => d.placeholder)).toBe(true);
    expect(eeNations().cards.every((n) => n.placeholder)).toBe(true);
    expect(eeStructures().cards.some((s) => s.placeholder)).toBe(true);
    const files = EE_DATA.builtIn.provisional.map((p) => p.split(':')[0]);
    expect(files).toEqual(expect.arrayContaining(['dice.json', 'nations.json', 'un-track.json', 'structures.json', 'board.json', 'environment.json']));
  });

  it.runIf(haveShared)('the data pack holds the values of ../shared/rules/energy-empire/*.json', () => {
    const s = json('structures') as { cards: { id: string; vp: number; effect: unknown; onAcquire: unknown; activation: string; copies: number; type: string }[] };
    expect(eeStructures().cards.map((c) => [c.id, c.type, c.vp, c.activation, c.copies, c.effect, c.onAcquire])).toEqual(
      s.cards.map((c) => [c.id, c.type, c.vp, c.activation, c.copies, c.effect, c.onAcquire]),
    );
    const n = json('nations') as { nations: { id: string; unCost: unknown; startingBonus: unknown }[] };
    expect(eeNations().cards.map((x) => [x.id, x.unCost, x.startingBonus])).toEqual(n.nations.map((x) => [x.id, x.unCost, x.startingBonus]));
    const a = json('agendas') as { cards: { id: string; scoring: unknown; cap: number }[] };
    expect(eeAgendas().cards.map((x) => [x.id, x.scoring, x.cap])).toEqual(a.cards.map((x) => [x.id, x.scoring, x.cap]));
    const g = json('global-impacts') as { cards: { id: string; era: string; rowScoring: string; marketReset: string; special: unknown }[] };
    expect(eeImpacts().cards.map((x) => [x.id, x.era, x.rowScoring, x.marketReset, x.special])).toEqual(g.cards.map((x) => [x.id, x.era, x.rowScoring, x.marketReset, x.special]));
    const d = json('energy-dice') as { types: { id: string; faces: { value: unknown }; cost: { value: unknown }; supply: { value: number } }[] };
    expect(eeDice().types.map((x) => [x.id, x.faces, x.cost, x.supply])).toEqual(d.types.map((x) => [x.id, x.faces.value, x.cost.value, x.supply.value]));
    const u = json('un-track') as { positions: { vp: number[] } };
    expect(eeUnTrack().vp).toEqual(u.positions.vp);
    const e = json('environment') as { drillSpaces: { spaces: string[] } };
    expect(eeEnvironment().drillSpaces).toEqual(e.drillSpaces.spaces);
  });

  it.skipIf(haveShared)('the comparison with ../shared is skipped: ../shared/rules/energy-empire is absent', () => {
    expect(haveShared).toBe(false);
  });
});
