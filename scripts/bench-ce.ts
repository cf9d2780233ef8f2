import { isRuleError } from '../src/engine/errors.ts';
import { playNotation } from '../src/engine/play.ts';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import { cargoEmpireEntry } from '../src/games/cargo-empire/entry.ts';
import type { CeState } from '../src/games/cargo-empire/index.ts';
import { svgToPng } from '../src/render/png.ts';

const RUNS = 25;
const game = cargoEmpireEntry.module;

/** Every position of a random 4-player Cargo Empire game on the Dior map with families, and its last move. */
function diorGame(): { state: CeState; move: string; seat: number }[] {
  let state = game.setup(game.options.parse({ map: 'dior', families: true }), ['A', 'B', 'C', 'D'].map((name) => ({ name })), 'bench-ce');
  const chooser = seedRng('bench-ce');
  const positions: { state: CeState; move: string; seat: number }[] = [];
  for (let i = 0; i < 3000 && game.result(state) === null; i++) {
    const decisions = game.pending(state);
    const seat = decisions[randomInt(chooser, decisions.length)]!.seat;
    const legal = game.legal(state, seat);
    const move = legal[randomInt(chooser, legal.length)]!;
    const played = playNotation(game, state, seat, move);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state;
    positions.push({ state, move, seat });
  }
  return positions;
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
