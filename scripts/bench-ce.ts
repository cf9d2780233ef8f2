import { randomPositions, type Position } from './random-positions.ts';
import { cargoEmpireEntry } from '../src/games/cargo-empire/entry.ts';
import type { CeState } from '../src/games/cargo-empire/index.ts';
import { svgToPng } from '../src/render/png.ts';

const RUNS = 25;
const game = cargoEmpireEntry.module;

/** Every position of a random 4-player Cargo Empire game on the Dior map with families, and its last move. */
function diorGame(): Position<CeState>[] {
  return randomPositions<CeState>(game, { map: 'dior', families: true }, 4, 'bench-ce', 3000);
}

/** Board image times (SVG from the public view, then PNG) of a Dior mid-game position. */
export async function benchCeDiorRender(): Promise<number[]> {
  const positions = diorGame();
  const { state, move, seat } = positions[Math.floor(positions.length / 2)]!;
  const ctx = { seatNames: ['Ada', 'Bo', 'Cy', 'Dee'], lastMove: game.publicNotation!(move, seat), lastSeat: seat };
  const timings: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const started = performance.now();
    await svgToPng(cargoEmpireEntry.renderBoard(game.view(state, null), ctx));
    if (i >= 2) timings.push(performance.now() - started);
  }
  return timings;
}
