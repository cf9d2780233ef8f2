import { isRuleError } from '../../../../src/engine/errors.ts';
import { playNotation } from '../../../../src/engine/play.ts';
import { randomInt, seedRng, type RngState } from '../../../../src/engine/rng.ts';
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

/** Where one seeded random game stands after `i` moves, with what playedState reports about it. */
interface Cursor {
  i: number;
  state: AcState;
  rng: RngState;
  last: { seat: number; notation: string } | undefined;
  previousPhase: AcState['phase'];
  phaseStart: AcPublicView;
  previous: AcPublicView;
}

/**
 * Every position asked for, per game (players and seed), so a file asking for the same game after 250, 400 and 1500
 * moves plays it once: a later position continues from the nearest earlier one (states are never changed in place;
 * the chooser's RNG is copied).
 */
const checkpoints = new Map<string, Cursor[]>();

function startOf(players: number, seed: string): Cursor {
  const state = game.setup(game.options.parse({}), NASTY_NAMES.slice(0, players).map((name) => ({ name })), seed) as AcState;
  const view = publicView(state);
  return { i: 0, state, rng: seedRng(`agent:${seed}`), last: undefined, previousPhase: state.phase, phaseStart: view, previous: view };
}

/** A game after `moves` random legal moves (seeded, weighted like random play, so every run draws the same pictures). */
export function playedState(players: number, moves: number, seed = `ac-render-${players}`): Snapshot {
  const names = NASTY_NAMES.slice(0, players);
  const key = `${players}:${seed}`;
  const saved = checkpoints.get(key) ?? [startOf(players, seed)];
  const from = saved.filter((c) => c.i <= moves).reduce((a, b) => (b.i > a.i ? b : a));
  const c: Cursor = { ...from, rng: { ...from.rng } };
  for (; c.i < moves && game.result(c.state) === null; c.i++) {
    const decisions = game.pending(c.state);
    const seat = decisions[randomInt(c.rng, decisions.length)]!.seat;
    const legal = game.legal(c.state, seat);
    const played = playNotation(game, c.state, seat, pickWeighted(c.rng, legal, game.randomPlayWeights));
    if (isRuleError(played)) throw new Error(played.message);
    const before = publicView(c.state);
    c.state = played.state as AcState;
    if (c.state.phase !== c.previousPhase) {
      c.phaseStart = before;
      c.previousPhase = c.state.phase;
    }
    c.previous = c.phaseStart;
    c.last = { seat, notation: played.notation };
  }
  // A game over before `moves` stands where it ended: the same position whichever count asked for it.
  checkpoints.set(key, [...saved, { ...c, rng: { ...c.rng } }]);
  const ctx: BoardImageContext = c.last ? { seatNames: names, lastMove: c.last.notation, lastSeat: c.last.seat } : { seatNames: names };
  return { label: `${players}p after ${moves} moves`, state: c.state, ctx, previous: c.previous };
}

/** The content of every text run (a <text> without spans, or each <tspan>). */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/>([^<]+)<\/(?:text|tspan)>/g)].map((m) => m[1]!);
}

export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
