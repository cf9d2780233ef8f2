/**
 * Terra Mystica's component data is JSON checked by zod when the game loads (issue 22): the published factions, maps and
 * tiles (TM-2), kept exact by the recorded games that replay (oracle tests). A file the schema refuses names the file,
 * the field and the reason.
 */
import { describe, expect, it } from 'vitest';
import factionsJson from '../../../src/games/terra-mystica/data/pack/factions.json' with { type: 'json' };
import mapsJson from '../../../src/games/terra-mystica/data/pack/maps.json' with { type: 'json' };
import { FACTION_IDS, FACTIONS } from '../../../src/games/terra-mystica/data/factions.ts';
import { MAP_IDS, MAPS } from '../../../src/games/terra-mystica/data/maps.ts';
import { factionSchema, loadDataFile, mapSchema, recordOf } from '../../../src/games/terra-mystica/data/schema.ts';
import { BONUS_CARDS, FAVOR_TILES, POWER_ACTIONS, SCORING_TILES, TOWN_TILES } from '../../../src/games/terra-mystica/data/tiles.ts';

describe('Terra Mystica data files (issue 22)', () => {
  it('TM-2.3 TM-2.5..2.9 every file loads: 14 factions, 5 maps, 10 bonus cards, 12 favours, 8 towns, 9 scoring tiles, 6 power actions', () => {
    expect(Object.keys(FACTIONS)).toEqual([...FACTION_IDS]);
    expect(Object.keys(MAPS)).toEqual([...MAP_IDS]);
    expect([BONUS_CARDS, FAVOR_TILES, TOWN_TILES, SCORING_TILES, POWER_ACTIONS].map((r) => Object.keys(r).length)).toEqual([10, 12, 8, 9, 6]);
    // TM-14 spot checks against the rulebook: the Swarmlings start with 20 coins and 8 workers, the Mermaids ship 1.
    expect(FACTIONS.swarmlings.start).toMatchObject({ C: 20, W: 8 });
    expect(FACTIONS.mermaids.ship?.start).toBe(1);
    expect(POWER_ACTIONS.ACT6).toEqual({ cost: 6, effect: 'spade2' });
  });

  it('a changed value is refused with the file, the field and the reason', () => {
    const broken = structuredClone(factionsJson) as Record<string, { start: { C: unknown } }>;
    broken.nomads!.start.C = 'fifteen';
    expect(() => loadDataFile('factions.json', recordOf(FACTION_IDS, factionSchema), broken)).toThrow(/^terra-mystica\/factions\.json: nomads\.start\.C .*number/);
  });

  it('a missing or unknown id, a bad map row and a broken power bowl are refused', () => {
    const { fjords: _gone, ...four } = mapsJson as Record<string, unknown>;
    expect(() => loadDataFile('maps.json', recordOf(MAP_IDS, mapSchema), four)).toThrow(/fjords fjords is missing/);
    const extra = { ...mapsJson, moon: (mapsJson as Record<string, unknown>).base };
    expect(() => loadDataFile('maps.json', recordOf(MAP_IDS, mapSchema), extra)).toThrow(/moon unknown id moon/);
    const badRow = structuredClone(mapsJson) as Record<string, { rows: string[] }>;
    badRow.lakes!.rows[0] = 'XXXX';
    expect(() => loadDataFile('maps.json', recordOf(MAP_IDS, mapSchema), badRow)).toThrow(/lakes\.rows\.0 one letter per hex/);
    const bowls = structuredClone(factionsJson) as Record<string, { start: { P1: number } }>;
    bowls.auren!.start.P1 = 6;
    expect(() => loadDataFile('factions.json', recordOf(FACTION_IDS, factionSchema), bowls)).toThrow(/auren power bowls I and II hold 12/);
  });
});
