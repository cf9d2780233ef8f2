/**
 * The Dior map side (CE-17), PROVISIONAL: the rulebook has no Dior geography (spec G2, G9), so `dior-map.json` is the
 * spec's synthetic fixture made playable (its `source` says what is reconstructed). It is checked against the map
 * schema when it loads; the printed board's data drops into the JSON file without code changes.
 */
import { mapPackSchema, type MapPack } from './map-schema.ts';
import diorJson from './dior-map.json' with { type: 'json' };

export const DIOR_MAP: MapPack = mapPackSchema.parse(diorJson);
