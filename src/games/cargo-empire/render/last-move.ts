import { publicNotation } from '../notation.ts';
import { isCity } from '../rules/world.ts';
import type { Transport } from '../state.ts';

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

/**
 * The marks of the whole last move: the main action and the sub-steps of the same turn when the board's
 * last move is that turn's (its highlight from the action, its text naming every step).
 */
export function turnMarks(lastTurn: { seat: number | null; moves: string[] } | null, lastMove: string | undefined, lastSeat: number | undefined): LastMoveMarks {
  const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && publicNotation(a.trim()).toLowerCase() === publicNotation(b.trim()).toLowerCase();
  // The turn's moves only when the board's last move is that turn's latest step.
  const ofTurn = lastTurn !== null && lastTurn.seat !== null && lastTurn.seat === lastSeat && same(lastTurn.moves.at(-1), lastMove);
  const moves = ofTurn ? lastTurn.moves : lastMove === undefined ? [] : [lastMove];
  const all = moves.map(lastMoveMarks).filter((m) => m.text !== '');
  if (all.length === 0) return lastMoveMarks(undefined);
  return {
    text: all.map((m) => m.text).join(' · '),
    cities: [...new Set(all.flatMap((m) => m.cities))],
    route: all.find((m) => m.route !== null)?.route ?? null,
    marker: [...all].reverse().find((m) => m.marker !== null)?.marker ?? null,
  };
}
