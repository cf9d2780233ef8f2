import { isRuleError } from '../../../../src/engine/errors.ts';
import { playNotation } from '../../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../../src/engine/rng.ts';
import { advancedCivilization as game } from '../../../../src/games/advanced-civilization/index.ts';
import type { AcState } from '../../../../src/games/advanced-civilization/state.ts';
import { publicView, type AcPublicView } from '../../../../src/games/advanced-civilization/view.ts';
import type { BoardImageContext } from '../../../../src/games/entry.ts';
import { pickWeighted } from '../../../../src/sandbox/playout.ts';

/** Seat names that must be escaped in SVG. */
export const NASTY_NAMES = ['Ann <script>', 'Bo & "Co"', "Chloé O'Hara", 'Dmitri </text>', 'Eve >_<', 'Fay', 'Gus', 'Hal'];

export interface Snapshot {
  label: string;
  state: AcState;
  ctx: BoardImageContext;
  /** The public view when the current phase began (for the change highlight). */
  previous: AcPublicView;
}

/** A game after `moves` random legal moves (seeded, weighted like random play, so every run draws the same pictures). */
export function playedState(players: number, moves: number, seed = `ac-render-${players}`): Snapshot {
  const names = NASTY_NAMES.slice(0, players);
  let state = game.setup(game.options.parse({}), names.map((name) => ({ name })), seed) as AcState;
  const rng = seedRng(`agent:${seed}`);
  let last: { seat: number; notation: string } | undefined;
  let previous = publicView(state);
  let previousPhase = state.phase;
  let phaseStart = previous;
  for (let i = 0; i < moves && game.result(state) === null; i++) {
    const decisions = game.pending(state);
    const seat = decisions[randomInt(rng, decisions.length)]!.seat;
    const legal = game.legal(state, seat);
    const played = playNotation(game, state, seat, pickWeighted(rng, legal, game.randomPlayWeights));
    if (isRuleError(played)) throw new Error(played.message);
    const before = publicView(state);
    state = played.state as AcState;
    if (state.phase !== previousPhase) {
      phaseStart = before;
      previousPhase = state.phase;
    }
    previous = phaseStart;
    last = { seat, notation: played.notation };
  }
  const ctx: BoardImageContext = last ? { seatNames: names, lastMove: last.notation, lastSeat: last.seat } : { seatNames: names };
  return { label: `${players}p after ${moves} moves`, state, ctx, previous };
}

/** The content of every text run (a <text> without spans, or each <tspan>). */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/>([^<]+)<\/(?:text|tspan)>/g)].map((m) => m[1]!);
}

export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
