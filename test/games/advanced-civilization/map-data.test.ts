import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../../../src/games/advanced-civilization/data/board.ts';
import { mapBoard } from '../../../src/games/advanced-civilization/data/maps.ts';
import { AC_DATA } from '../../../src/games/advanced-civilization/data/pack.ts';
import { TEST_DERIVED, TEST_MAP } from '../../support/kit/advanced-civilization.ts';

/** The shipped candidate map (maps.json) and its derived facts. */
const { derived: CANDIDATE_DERIVED, ...CANDIDATE_MAP } = AC_DATA.builtIn.data['maps.json'].maps.candidate!;

/**
 * How the derived land edges were computed (spec M.3 item 3), recomputed below: land masses that are islands (16.8),
 * by island (the spec's candidate list; Euboea left out because Chalkis has land borders in the data), and mainland
 * pairs whose candidate ship edge is a strait, not a land border.
 */
const ISLAND_GROUPS: Record<string, string[]> = {"crete": ["knossos", "phaestos"], "cyprus": ["cyprus", "salamis"], "sicily": ["palermo", "syracus", "milazzo"], "sardinia": ["sardinia-2", "carales-2"], "corsica": ["corsica-2"], "baleares": ["baleares"], "ebusus": ["ebusus"], "britain": ["britannia", "londinium"], "rhodes": ["rhodes"], "lesbos": ["lesbos"], "lemnos": ["lemnos"], "thera": ["thera"], "ithaka": ["ithaka"]};
const STRAITS: [string, string][] = [["appolonia", "tarentum"], ["bycantinum", "troy"], ["crimea", "danube"], ["crimea", "kuban"], ["corduba", "west-mauretania"], ["cappadocia", "mikop"]];

const shared = join(process.cwd(), '..', 'shared', 'rules', 'advanced-civilization', 'map.json');

describe('Advanced Civilization map data (spec M.3, M.4)', () => {
  const board = mapBoard('candidate')!;

  it('M.3 counts: 158 areas, 149 land, 9 water, 60 city sites in the data (the spec says 61; 8 white), 19 flood-plain areas in 4 plains, 3 volcanoes', () => {
    const areas = Object.values(board.areas);
    expect(areas).toHaveLength(158);
    expect(areas.filter((a) => a.land)).toHaveLength(149);
    expect(areas.filter((a) => a.citySite !== null)).toHaveLength(60);
    expect(areas.filter((a) => a.citySite === 'white').map((a) => a.id).sort()).toEqual(['alexandria', 'babylon', 'charax', 'fayum', 'memphis', 'tanis', 'thyras', 'ur']);
    expect(areas.filter((a) => a.floodPlain)).toHaveLength(19);
    expect(board.floodPlains).toHaveLength(4);
    expect(board.volcanoes.map((v) => v.areas.length)).toEqual([2, 2, 1]);
    expect(areas.filter((a) => a.board === 'western')).toHaveLength(27);
  });

  it('M.4 load-time checks refuse asymmetric edges, start areas on water and city sites on water', () => {
    const asym = { ...TEST_MAP, adjacency: { ...TEST_MAP.adjacency, f: ['e', 'a'] } };
    expect(() => buildBoard('bad', asym, TEST_DERIVED)).toThrow(/f-a is not symmetric/);
    expect(() => buildBoard('bad', { ...TEST_MAP, startAreas: { crete: ['sea'] } }, TEST_DERIVED)).toThrow(/start area sea of crete is not land/);
    const siteOnWater = { ...TEST_MAP, areas: TEST_MAP.areas.map((a) => (a.id === 'sea' ? { ...a, citySite: 'black' as const } : a)) };
    expect(() => buildBoard('bad', siteOnWater, TEST_DERIVED)).toThrow(/city site on water area sea/);
    expect(() => buildBoard('bad', TEST_MAP, { ...TEST_DERIVED, landEdges: [['a', 'sea']] })).toThrow(/touches water/);
    expect(() => buildBoard('bad', { ...CANDIDATE_MAP, areas: CANDIDATE_MAP.areas.slice(1) }, CANDIDATE_DERIVED)).toThrow(/expected 158 areas, found 157/);
  });

  it('M.4 every start area is land and in the map; every nation has one (4.6, Thrace exactly one: 15.3)', () => {
    for (const list of Object.values(board.startAreas)) for (const a of list) expect(board.areas[a]?.land).toBe(true);
    expect(Object.keys(board.startAreas)).toHaveLength(9);
    expect(board.startAreas.thrace).toEqual(['scythia']);
  });

  it('4.61 / 16.12: the Western Extension changes only Africa\'s and Italy\'s start areas, none of them at the original board\'s west edge', () => {
    expect(Object.keys(board.westernExtensionStartAreas).sort()).toEqual(['africa', 'italy']);
    for (const [nation, list] of Object.entries(board.westernExtensionStartAreas)) {
      expect(list, nation).not.toEqual(board.startAreas[nation]);
      for (const a of list) {
        expect(board.areas[a]?.land, a).toBe(true);
        // The areas printed at the west edge of the original board (and again on the extension) have ids ending in -2.
        expect(a, a).not.toMatch(/-2$/);
      }
    }
    // Without the extension every start area is on the original board.
    for (const list of Object.values(board.startAreas)) for (const a of list) expect(board.areas[a]!.board, a).toBe('main');
    expect(board.westernExtensionStartAreas.africa).toContain('cirta');
    expect(() => buildBoard('bad', { ...TEST_MAP, westernExtensionStartAreas: { africa: ['sea'] } }, TEST_DERIVED)).toThrow(/Western Extension start area sea of africa is not land/);
    expect(() => buildBoard('bad', { ...TEST_MAP, westernExtensionStartAreas: { egypt: ['a'] } }, TEST_DERIVED)).toThrow(/egypt, which has no start areas/);
  });

  it('M.3 item 3: land edges are the adjacency minus sea crossings between land masses or straits (recomputed)', () => {
    const island = new Map(Object.entries(ISLAND_GROUPS).flatMap(([g, l]) => l.map((a) => [a, g] as [string, string])));
    const ship = new Set(CANDIDATE_MAP.shipEdges.map((e) => [e.a, e.b].sort().join('|')));
    const straits = new Set(STRAITS.map((p) => [...p].sort().join('|')));
    const expected = new Set<string>();
    for (const [a, list] of Object.entries(CANDIDATE_MAP.adjacency)) {
      for (const b of list) {
        if (!board.areas[a]!.land || !board.areas[b]!.land) continue;
        const key = [a, b].sort().join('|');
        const crossing = ship.has(key) && (island.get(a) !== island.get(b) || straits.has(key));
        if (!crossing) expected.add(key);
      }
    }
    expect(new Set(CANDIDATE_DERIVED.landEdges.map((p) => p.join('|')))).toEqual(expected);
    expect(board.land.knossos).toEqual(['phaestos']);
    expect(board.land.rhodes).toEqual([]);
    expect(board.land.crimea).toContain('scythia');
    expect(board.land.crimea).not.toContain('kuban');
  });

  it('M.3 items 5 and 7: open seas are exactly the water areas; islands are land and marked on the board', () => {
    expect(CANDIDATE_DERIVED.openSeas).toEqual(Object.values(board.areas).filter((a) => !a.land).map((a) => a.id).sort());
    expect(board.areas['aegean-sea']!.openSea).toBe(true);
    expect(board.areas.knossos!.island).toBe('crete');
    expect(board.areas.palermo!.island).toBe('sicily');
    expect(board.areas.roma!.island).toBeNull();
  });

  it('every land area with a ship edge is coastal; the ship graph keeps coast ids for two-coast areas (23.57)', () => {
    expect(board.areas.knossos!.coastal).toBe(true);
    expect(board.ship.troy!.some((e) => e.fromSide !== null)).toBe(true);
  });

  it.skipIf(!existsSync(shared))('the pack maps.json matches ../shared map.json (areas and edges)', () => {
    const raw = JSON.parse(readFileSync(shared, 'utf8')) as { areas: { id: string; popLimit: number }[]; shipEdges: unknown[] };
    expect(CANDIDATE_MAP.areas.map((a) => [a.id, a.popLimit])).toEqual(raw.areas.map((a) => [a.id, a.popLimit]));
    expect(CANDIDATE_MAP.shipEdges).toHaveLength(raw.shipEdges.length);
  });
});
