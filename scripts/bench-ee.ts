import { randomPositions, type Position } from './random-positions.ts';
import { energyEmpireEntry } from '../src/games/energy-empire/entry.ts';
import type { EeState } from '../src/games/energy-empire/index.ts';
import { svgToPng } from '../src/render/png.ts';

const RUNS = 25;

/** A 4-player Energy Empire position halfway through a random game, with its last move. */
function midGame(): Position<EeState> {
  return randomPositions<EeState>(energyEmpireEntry.module, {}, 4, 'bench-ee', 200).at(-1)!;
}

/** Board image times (SVG from the public view, then PNG) of a 4-player mid-game position, and its size in bytes. */
export async function benchEeRender(): Promise<{ timings: number[]; bytes: number; width: number }> {
  const { state, move, seat } = midGame();
  const ctx = { seatNames: ['Ada', 'Bo', 'Cy', 'Dee'], lastMove: energyEmpireEntry.module.publicNotation!(move, seat), lastSeat: seat };
  const timings: number[] = [];
  let png: Buffer = Buffer.alloc(0);
  for (let i = 0; i < RUNS + 2; i++) {
    const started = performance.now();
    png = await svgToPng(energyEmpireEntry.renderBoard(energyEmpireEntry.module.view(state, null), ctx));
    if (i >= 2) timings.push(performance.now() - started);
  }
  return { timings, bytes: png.length, width: png.readUInt32BE(16) };
}
