/** 16: the play area, tokens per player and playable nations by player count (spec 3.1, D-7). */
import { nationStartAreas } from '../data/board.ts';
import { mapBoard } from '../data/maps.ts';
import { NATIONS, type NationId } from '../data/nations.ts';
import type { AcOptions } from '../options.ts';

export interface Configuration {
  outOfPlay: string[];
  tokensPerPlayer: number;
  nations: NationId[];
  westernExtension: boolean;
}

const WEST: NationId[] = ['italy', 'africa', 'illyria', 'thrace', 'crete'];
const EAST: NationId[] = ['egypt', 'babylon', 'assyria', 'asia'];

/** The board configuration of 16.2-16.8 for a player count, or a message saying why it is not allowed. */
export function configuration(options: AcOptions, players: number): Configuration | string {
  const board = mapBoard(options.map);
  if (!board) return `Unknown map ${options.map}.`;
  if (players < 2 || players > 8) return 'Advanced Civilization is for 2 to 8 players.';
  const western = board.order.filter((a) => board.areas[a]!.board === 'western');
  const ex = (...keys: string[]) => keys.flatMap((k) => board.playAreaExclusions[k] ?? []);
  const we = players >= 7 ? true : options.westernExtension;
  if (we && players <= 3) return 'The Western Extension is not used with 2 or 3 players (16.7, 16.8).';
  if (options.fivePlayerLayout !== 'west' && !(we && players === 5)) return 'The 5-player layout is chosen only for 5 players with the Western Extension (16.5).';
  let out: string[];
  let nations: NationId[] | null = null;
  if (players >= 7) out = [];
  else if (players === 6) out = we ? ex('panel4') : western;
  // 16.5 / D-7: 5 players drop the westernmost and easternmost panels; with the Western Extension (P0) either the two
  // westernmost (P0, P1) or the easternmost (P4).
  else if (players === 5) out = !we ? [...western, ...ex('panel4')] : options.fivePlayerLayout === 'east' ? [...western, ...ex('panel1')] : ex('panel4');
  else if (players === 4) {
    out = we ? ex('panel4', 'eastOfDotted') : [...western, ...ex('panel1', 'westOfDotted')];
    nations = we ? WEST : EAST;
  } else {
    out = [...western, ...ex('panel4', 'eastOfDotted')];
    nations = players === 3 ? WEST : ['italy', 'africa', 'illyria', 'thrace'];
  }
  const outSet = new Set(out);
  // 16.12: a nation is playable when one of its start areas (with the Western Extension: its list for it, 4.61) is in play.
  const inPlay = (n: NationId) => nationStartAreas(board, n, we).some((a) => !outSet.has(a));
  const playable = (nations ?? [...NATIONS]).filter(inPlay);
  if (playable.length < players) return `Only ${playable.length} nations can start in this board configuration; ${players} players need ${players}.`;
  return {
    outOfPlay: [...outSet].sort(),
    tokensPerPlayer: [8, 5, 3].includes(players) ? 47 : 55,
    nations: NATIONS.filter((n) => playable.includes(n)),
    westernExtension: we,
  };
}
