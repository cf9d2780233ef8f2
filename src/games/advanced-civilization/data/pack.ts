import { gameData, type DataPackSpec } from '../../../engine/data-pack.ts';
import { geometryProblems } from './geometry-check.ts';
import { astFileSchema, civCardsFileSchema, mapGeometryFileSchema, mapsFileSchema, tradeCardsFileSchema, type CivCardsFile, type MapsFile, type TradeCardsFile } from './schema.ts';
import type { AstData } from './card-types.ts';
import type { MapGeometry } from './geometry-types.ts';
import ast from './pack/ast.json' with { type: 'json' };
import civilizationCards from './pack/civilization-cards.json' with { type: 'json' };
import mapGeometry from './pack/map-geometry.json' with { type: 'json' };
import maps from './pack/maps.json' with { type: 'json' };
import tradeCards from './pack/trade-cards.json' with { type: 'json' };

/** Advanced Civilization's component data, one JSON file per family (issue 22). */
export interface AcData extends Record<string, unknown> {
  'civilization-cards.json': CivCardsFile;
  'trade-cards.json': TradeCardsFile;
  'ast.json': AstData;
  'maps.json': MapsFile;
  'map-geometry.json': MapGeometry;
}

export const AC_PACK: DataPackSpec<AcData> = {
  files: {
    'civilization-cards.json': { schema: civCardsFileSchema },
    'trade-cards.json': { schema: tradeCardsFileSchema },
    'ast.json': {
      schema: astFileSchema,
      provisional: 'the per-nation rows (the square where each epoch starts, the Late Iron Age point thresholds) are candidate data from a fan source, not checked against the printed A.S.T. card',
    },
    'maps.json': {
      schema: mapsFileSchema as unknown as DataPackSpec<AcData>['files']['maps.json']['schema'],
      provisional: 'the candidate map (areas, population limits, city sites, adjacency, ship edges, start areas, board configurations) is derived from a fan-made VASSAL module, not verified against the printed board',
    },
    'map-geometry.json': {
      schema: mapGeometryFileSchema,
      provisional: 'the area outlines are traced from a fan-made VASSAL module: a schematic drawing, not the printed board',
    },
  },
  builtIn: {
    'civilization-cards.json': civilizationCards,
    'trade-cards.json': tradeCards,
    'ast.json': ast,
    'maps.json': maps,
    'map-geometry.json': mapGeometry,
  },
  problems: (data) => geometryProblems(data['map-geometry.json'], data['maps.json']),
};

/** The data set in use (AC_DATA.current().data): the only way the rules, views and drawings read component data. */
export const AC_DATA = gameData(AC_PACK);
