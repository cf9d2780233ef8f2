/**
 * Cargo Empire's component data as a data pack (issue 22): the JSON files of data/pack/, each checked by its schema
 * (schema.ts), with the checks across files. The rules, views, drawings, help and computer players read the data only
 * through `ceData()` (the set in use for the current call); what they derive from it (lookup maps, route graphs) is
 * cached per data set with `perDataSet`, so a table running on another set never sees this one's caches.
 */
import { gameData, perDataSet as derivedPerSet, type GameData } from '../../../engine/data-pack.ts';
import botCardsJson from './pack/bot-cards.json' with { type: 'json' };
import cityTilesJson from './pack/city-tiles.json' with { type: 'json' };
import expressTilesJson from './pack/express-tiles.json' with { type: 'json' };
import familiesJson from './pack/families.json' with { type: 'json' };
import goalCardsJson from './pack/goal-cards.json' with { type: 'json' };
import mapDiorJson from './pack/map-dior.json' with { type: 'json' };
import mapEuropeJson from './pack/map-europe.json' with { type: 'json' };
import playerCountsJson from './pack/player-counts.json' with { type: 'json' };
import trackFacesJson from './pack/track-faces.json' with { type: 'json' };
import transportCardsJson from './pack/transport-cards.json' with { type: 'json' };
import {
  botCardsSchema,
  cityTilesSchema,
  diorMapSchema,
  europeMapSchema,
  expressTilesSchema,
  familiesSchema,
  goalCardsSchema,
  playerCountsSchema,
  trackFacesSchema,
  transportCardsSchema,
  type BotCardsFile,
  type CityTilesFile,
  type ExpressTilesFile,
  type FamiliesFile,
  type GoalCardsFile,
  type MapPack,
  type PlayerCountsFile,
  type TrackFacesFile,
  type TransportCardsFile,
} from './schema.ts';

export interface CeData extends Record<string, unknown> {
  'map-europe.json': MapPack;
  'map-dior.json': MapPack;
  'city-tiles.json': CityTilesFile;
  'track-faces.json': TrackFacesFile;
  'bot-cards.json': BotCardsFile;
  'goal-cards.json': GoalCardsFile;
  'families.json': FamiliesFile;
  'express-tiles.json': ExpressTilesFile;
  'transport-cards.json': TransportCardsFile;
  'player-counts.json': PlayerCountsFile;
}

/** Problems across files: the rules keep one route graph for both map sides, so their node ids must not meet. */
function acrossFiles(d: CeData): string[] {
  const europe = new Set([...d['map-europe.json'].cities.map((c) => c.id), ...d['map-europe.json'].expressSpaces.map((e) => e.id)]);
  const shared = [...d['map-dior.json'].cities.map((c) => c.id), ...d['map-dior.json'].expressSpaces.map((e) => e.id)].filter((x) => europe.has(x));
  return shared.length > 0 ? [`map-europe.json and map-dior.json share node ids (${shared.join(', ')}); ids must be unique across both map sides`] : [];
}

export const CE_DATA: GameData<CeData> = gameData<CeData>({
  files: {
    'map-europe.json': { schema: europeMapSchema, provisional: 'a reconstruction: the rulebook names 16 cities and a few distances; colours, ports, numbers, 8 cities and all land routes are reconstructed (spec G1).' },
    'map-dior.json': { schema: diorMapSchema, provisional: 'a stand-in map: the rulebook has no Dior geography; every Dior rule runs on this synthetic board (spec G2, G9).' },
    'city-tiles.json': { schema: cityTilesSchema, provisional: 'a balanced reconstruction of the 24 tiles; the printed colours are not public (spec G3).' },
    'track-faces.json': { schema: trackFacesSchema, provisional: "the structure is the rulebook's; every face's spaces and icons are reconstructed, a01 after example L (spec G5, G6)." },
    'bot-cards.json': { schema: botCardsSchema, provisional: 'the 14 cards are described by the rulebook; their distribution is reconstructed (spec G7).' },
    'goal-cards.json': { schema: goalCardsSchema, provisional: 'texts from the rulebook; ids 1-21 are inferred from the list order (only 22-24 are confirmed, spec G8).' },
    'families.json': { schema: familiesSchema },
    'express-tiles.json': { schema: expressTilesSchema },
    'transport-cards.json': { schema: transportCardsSchema, provisional: "the locomotive's reward of 1 is an inference (spec AMB-2); the rest is the rulebook's." },
    'player-counts.json': { schema: playerCountsSchema },
  },
  builtIn: {
    'map-europe.json': mapEuropeJson,
    'map-dior.json': mapDiorJson,
    'city-tiles.json': cityTilesJson,
    'track-faces.json': trackFacesJson,
    'bot-cards.json': botCardsJson,
    'goal-cards.json': goalCardsJson,
    'families.json': familiesJson,
    'express-tiles.json': expressTilesJson,
    'transport-cards.json': transportCardsJson,
    'player-counts.json': playerCountsJson,
  },
  problems: acrossFiles,
});

/** The data set in use for this call (a table's own set inside its engine calls). */
export function ceData(): CeData {
  return CE_DATA.current().data;
}

/** A value derived from the data (a lookup map, a route graph), built once per data set and read for the set in use. */
export function perDataSet<T>(build: (data: CeData) => T): () => T {
  return derivedPerSet(CE_DATA, build);
}

/** Whether a file of the set in use is provisional (the shipped file with a provisional note; a replacement is not). */
export function isProvisional(file: keyof CeData & string): boolean {
  return CE_DATA.current().provisional.some((line) => line.startsWith(`${file}:`));
}

export const mapFile = (map: 'europe' | 'dior'): 'map-europe.json' | 'map-dior.json' => (map === 'europe' ? 'map-europe.json' : 'map-dior.json');
export const mapPack = (map: 'europe' | 'dior'): MapPack => ceData()[mapFile(map)];
export const cityTilesData = (): CityTilesFile => ceData()['city-tiles.json'];
export const trackFacesData = (): TrackFacesFile => ceData()['track-faces.json'];
export const botCards = (): BotCardsFile['cards'] => ceData()['bot-cards.json'].cards;
export const goalCards = (): GoalCardsFile['cards'] => ceData()['goal-cards.json'].cards;
export const familiesData = (): FamiliesFile['families'] => ceData()['families.json'].families;
export const expressTiles = (): ExpressTilesFile['tiles'] => ceData()['express-tiles.json'].tiles;
export const transportCardsData = (): TransportCardsFile => ceData()['transport-cards.json'];
export const playerCountsData = (): PlayerCountsFile => ceData()['player-counts.json'];
