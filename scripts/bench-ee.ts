import { isRuleError } from '../src/engine/errors.ts';
import { playNotation } from '../src/engine/play.ts';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import { energyEmpireEntry } from '../src/games/energy-empire/entry.ts';
import type { EeState } from '../src/games/energy-empire/index.ts';
import { svgToPng } from '../src/render/png.ts';

const RUNS = 25;

/** A 4-player Energy Empire position halfway through a random game, with its last move. */
function midGame(): { state: EeState; move: string; seat: number } {
  const game = energyEmpireEntry.module;
  let state = game.setup(game.options.parse({}), ['A', 'B', 'C', 'D'].map((name) => ({ name })), 'bench-ee') as EeState;
  const chooser = seedRng('bench-ee');
  let last = { move: '', seat: 0 };
  for (let i = 0; i < 200 && game.result(state) === null; i++) {
    const decisions = game.pending(state);
    const seat = decisions[randomInt(chooser, decisions.length)]!.seat;
    const legal = game.legal(state, seat);
    const move = legal[randomInt(chooser, legal.length)]!;
    const played = playNotation(game, state, seat, move);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state as EeState;
    last = { move, seat };
  }
  return { state, ...last };
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
