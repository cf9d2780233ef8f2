import { buildBoard, restrictBoard } from './board.ts';
import type { Board } from './board-types.ts';
import { perDataSet } from './current.ts';

/** Every map of the data set in use (maps.json), built and checked once per set; private: read it through mapBoard. */
const boards = perDataSet((data) => {
  const built = new Map<string, Board>();
  for (const [id, map] of Object.entries(data['maps.json'].maps)) built.set(id, buildBoard(id, map, map.derived));
  return { built, restricted: new Map<string, Board>(), byList: new WeakMap<readonly string[], { mapId: string; board: Board }>() };
});

/** The map `mapId` of the data set in use, or undefined when the set has no such map. */
export function mapBoard(mapId: string): Board | undefined {
  return boards().built.get(mapId);
}

/** The map ids of the data set in use. */
export function mapIds(): string[] {
  return [...boards().built.keys()];
}

/** The board in play for a game: the map minus the areas out of play in its configuration (16.11). */
export function playBoard(mapId: string, outOfPlay: readonly string[]): Board {
  const cache = boards();
  // Rules ask for the board many times per move: remember it per out-of-play list object (a state's own array).
  const known = cache.byList.get(outOfPlay);
  if (known?.mapId === mapId) return known.board;
  const key = `${mapId}|${outOfPlay.join(',')}`;
  let b = cache.restricted.get(key);
  if (!b) {
    const base = cache.built.get(mapId);
    if (!base) throw new Error(`unknown map ${mapId}`);
    b = restrictBoard(base, outOfPlay);
    cache.restricted.set(key, b);
  }
  cache.byList.set(outOfPlay, { mapId, board: b });
  return b;
}
