import { publicNotation } from '../notation.ts';
import { isCity } from '../world.ts';
import type { Transport } from '../types.ts';

export interface LastMoveMarks {
  /** Text safe for the public image ("keep goal 7" loses its goal id). */
  text: string;
  /** Cities to ring on the map. */
  cities: string[];
  /** A transport (or moved cube) to draw as an arrow from origin to destination. */
  route: [string, string] | null;
  /** A development marker that moved ("advance car", "step ship"). */
  marker: Transport | null;
}

const MARKERS: Record<string, Transport> = { car: 'car', loco: 'loco', locomotive: 'loco', ship: 'ship' };

/** Reads what to highlight from the notation of the last move; unknown text highlights nothing. */
export function lastMoveMarks(notation: string | undefined): LastMoveMarks {
  const none: LastMoveMarks = { text: '', cities: [], route: null, marker: null };
  if (notation === undefined || notation.trim() === '') return none;
  const text = publicNotation(notation.trim());
  const words = text.toLowerCase().split(/\s+/);
  const routeWord = words.find((w) => /^[a-z]+-[a-z]+$/.test(w) && w.split('-').every(isCity));
  if (routeWord) {
    const [from, to] = routeWord.split('-') as [string, string];
    return { text, cities: [from, to], route: [from, to], marker: null };
  }
  const cities = words.filter(isCity);
  const first = words[0] ?? '';
  const marker = (first === 'advance' || first === 'step') && words[1] !== undefined ? (MARKERS[words[1]] ?? null) : null;
  return { text, cities, route: null, marker };
}
