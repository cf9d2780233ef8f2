import { describe, expect, it } from 'vitest';
import { cityTilesData, goalCards, botCards, mapPack, trackFacesData } from '../../../src/games/cargo-empire/data/pack.ts';
import { diorMapSchema } from '../../../src/games/cargo-empire/data/schema.ts';
import { europeCityIds, cityInfo, isCity, landDistance, mapSide } from '../../../src/games/cargo-empire/rules/world.ts';

const EUROPE_MAP = mapPack('europe');
const DIOR_MAP = mapPack('dior');
const CITY_TILES = cityTilesData().tiles;
const TRACK_FACES = trackFacesData().faces;
const BOT_CARDS = botCards();
const GOAL_CARDS = goalCards();

describe('CE data validators', () => {
  it('G1 Europe map: 24 cities, 6 per colour, numbers 1-24, the distances and ports the rulebook implies', () => {
    expect(europeCityIds()).toHaveLength(24);
    for (const colour of ['red', 'blue', 'yellow', 'green']) expect(EUROPE_MAP.cities.filter((c) => c.colour === colour)).toHaveLength(6);
    expect(EUROPE_MAP.cities.map((c) => c.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(landDistance('warsaw', 'riga')).toBe(1);
    expect(landDistance('warsaw', 'copenhagen')).toBe(2);
    expect(landDistance('warsaw', 'milan')).toBe(3);
    expect(landDistance('rome', 'milan')).toBe(1);
    expect(landDistance('bucharest', 'vienna')).toBe(1);
    expect(landDistance('london', 'amsterdam')).toBeLessThanOrEqual(2);
    for (const port of ['riga', 'copenhagen', 'rome']) expect(cityInfo(port).port).toBe(true);
    expect(cityInfo('milan').port).toBe(false);
    expect(cityInfo('moscow').number).toBeLessThan(cityInfo('warsaw').number);
    expect(EUROPE_MAP.provisional).toBe(true);
  });

  it('G2 G9 CE-17.1 the Dior map is a provisional, schema-checked pack: 24 cities, 6 per colour, 6 express spaces on routes', () => {
    expect(DIOR_MAP.provisional).toBe(true);
    expect(DIOR_MAP.source).toMatch(/PROVISIONAL/);
    expect(DIOR_MAP.cities).toHaveLength(24);
    for (const colour of ['red', 'blue', 'yellow', 'green']) expect(DIOR_MAP.cities.filter((c) => c.colour === colour)).toHaveLength(6);
    expect(DIOR_MAP.expressSpaces).toHaveLength(6);
    for (const e of DIOR_MAP.expressSpaces) {
      const joined = DIOR_MAP.landRoutes.filter((r) => r.includes(e.id));
      expect(joined.length).toBeGreaterThanOrEqual(2); // an express space lies on a route between cities
    }
    // Every city reaches every other by land; distances stay within the payment search's bound (12).
    for (const a of DIOR_MAP.cities) for (const b of DIOR_MAP.cities) expect(landDistance(a.id, b.id)).toBeLessThanOrEqual(12);
  });

  it('G2 the map schema refuses a pack with a route to an unknown node or a duplicate id', () => {
    const broken = { ...DIOR_MAP, landRoutes: [...DIOR_MAP.landRoutes, ['dior01', 'nowhere']] };
    expect(diorMapSchema.safeParse(broken).success).toBe(false);
    const dup = { ...DIOR_MAP, expressSpaces: [...DIOR_MAP.expressSpaces.slice(1), { id: 'dior01', x: 10, y: 10 }] };
    expect(diorMapSchema.safeParse(dup).success).toBe(false);
  });

  it('G1 G2 city and express ids are unique across both map sides (one route graph serves both)', () => {
    const ids = [...mapSide('europe').cities.map((c) => c.id), ...mapSide('dior').cities.map((c) => c.id), ...mapSide('dior').expressSpaces];
    expect(new Set(ids).size).toBe(ids.length);
    expect(isCity('x1')).toBe(false);
    expect(landDistance('warsaw', 'dior01')).toBe(Infinity);
  });

  it('G3 city tiles: 24 tiles; per side each colour 12 times in production and 12 times in demand', () => {
    expect(CITY_TILES).toHaveLength(24);
    for (const side of ['lv1', 'lv2'] as const) {
      for (const colour of ['orange', 'white', 'gray', 'brown']) {
        expect(CITY_TILES.flatMap((t) => t[side].production).filter((c) => c === colour)).toHaveLength(12);
        expect(CITY_TILES.flatMap((t) => [t[side].upper, t[side].lower]).filter((c) => c === colour)).toHaveLength(12);
      }
    }
  });

  it('G5 track faces: both rows of a face cover 5 columns; a01 matches example L', () => {
    for (const face of Object.values(TRACK_FACES)) {
      for (const row of [face.upper, face.lower]) expect(row.reduce((n, [, w]) => n + w, 0)).toBe(5);
    }
    expect(TRACK_FACES.a01!.upper.slice(0, 3).map(([i]) => i)).toEqual(['car', 'city', 'locomotive']);
  });

  it('G7 G8 bot cards and goal cards', () => {
    expect(BOT_CARDS).toHaveLength(14);
    expect(BOT_CARDS.filter((c) => c.reshuffle)).toHaveLength(2);
    expect(GOAL_CARDS.map((g) => g.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });
});
