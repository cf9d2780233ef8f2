import { isRuleError } from '../../../../src/engine/errors.ts';
import { playNotation } from '../../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../../src/engine/rng.ts';
import type { BoardImageContext } from '../../../../src/games/entry.ts';
import { cargoEmpire, type CeState } from '../../../../src/games/cargo-empire/index.ts';
import type { CeOptions } from '../../../../src/games/cargo-empire/options.ts';

/** Seat names that must be escaped in SVG. */
export const NASTY_NAMES = ['Ann <script>', 'Bo & "Co"', "Chloé O'Hara", 'Dmitri </text>', 'Eve >_<'];

export interface Snapshot {
  label: string;
  state: CeState;
  ctx: BoardImageContext;
}

/** A game after `moves` random legal moves (seeded, so every run draws the same pictures). */
export function playedState(players: number, moves: number, options: Partial<CeOptions> = {}, seed = `render-${players}`): Snapshot {
  const names = NASTY_NAMES.slice(0, players);
  let state = cargoEmpire.setup(cargoEmpire.options.parse(options), names.map((name) => ({ name })), seed);
  const rng = seedRng(`render-agent:${seed}`);
  let last: { seat: number; notation: string } | undefined;
  for (let i = 0; i < moves && cargoEmpire.result(state) === null; i++) {
    const decisions = cargoEmpire.pending(state);
    const seat = decisions[randomInt(rng, decisions.length)]!.seat;
    const legal = cargoEmpire.legal(state, seat);
    const played = playNotation(cargoEmpire, state, seat, legal[randomInt(rng, legal.length)]!);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state;
    last = { seat, notation: played.notation };
  }
  const ctx: BoardImageContext = last ? { seatNames: names, lastMove: last.notation, lastSeat: last.seat } : { seatNames: names };
  return { label: `${players}p after ${moves} moves`, state, ctx };
}

/** Fresh and mid-game states for 1 to 5 players (1 = solo against the bot). */
export function snapshots(): Snapshot[] {
  const out: Snapshot[] = [];
  for (let players = 1; players <= 5; players++) {
    out.push(playedState(players, 0), playedState(players, 45));
  }
  out.push({ ...playedState(4, 60, { families: true }), label: '4p families after 60 moves' });
  out.push({ ...playedState(2, 50, { mode: 'vassals' }), label: '2p vassals after 50 moves' });
  return out;
}

/** Human seats of a state. */
export function humanSeats(state: CeState): number[] {
  return state.players.flatMap((p) => (p.kind === 'human' && p.seat !== null ? [p.seat] : []));
}

/** The concatenated content of every <text> element, unescaped enough for name searches. */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
}

export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
