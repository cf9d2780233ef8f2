import { buildBoard, restrictBoard } from './board.ts';
import type { Board } from './board-types.ts';
import { CANDIDATE_MAP } from './candidate-map.ts';
import { CANDIDATE_DERIVED } from './candidate-map-derived.ts';
import { TEST_DERIVED, TEST_MAP } from './test-map.ts';

/** Every map the engine knows, built and checked once at load time. */
export const BOARDS: Record<string, Board> = {
  candidate: buildBoard('candidate', CANDIDATE_MAP, CANDIDATE_DERIVED),
  test: buildBoard('test', TEST_MAP, TEST_DERIVED),
};

const restricted = new Map<string, Board>();
/** Rules ask for the board many times per move: remember it per out-of-play list object (a state's own array). */
const byList = new WeakMap<readonly string[], { mapId: string; board: Board }>();

/** The board in play for a game: the map minus the areas out of play in its configuration (16.11). */
export function playBoard(mapId: string, outOfPlay: readonly string[]): Board {
  const known = byList.get(outOfPlay);
  if (known?.mapId === mapId) return known.board;
  const key = `${mapId}|${outOfPlay.join(',')}`;
  let b = restricted.get(key);
  if (!b) {
    const base = BOARDS[mapId];
    if (!base) throw new Error(`unknown map ${mapId}`);
    b = restrictBoard(base, outOfPlay);
    restricted.set(key, b);
  }
  byList.set(outOfPlay, { mapId, board: b });
  return b;
}
