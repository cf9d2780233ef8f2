import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import type { CeOptions } from '../../../src/games/cargo-empire/options.ts';
import { cityTilesData } from '../../../src/games/cargo-empire/data/pack.ts';
import type { Cargo, CityState, Colour, MarkerPos } from '../../../src/games/cargo-empire/state.ts';
import { seatsOf } from './random-agent.ts';

/** Plays the setup with the first legal move of each decision until round 1 begins. */
export function throughSetup(players: number, options: Partial<CeOptions> = {}, seed = 'scenario'): CeState {
  let s = cargoEmpire.setup(cargoEmpire.options.parse(options), seatsOf(players), seed);
  for (let i = 0; i < 100 && s.phase !== 'action'; i++) {
    const d = cargoEmpire.pending(s)[0]!;
    s = play(s, d.seat, cargoEmpire.legal(s, d.seat)[0]!);
  }
  return s;
}

export function play(s: CeState, seat: number, move: string): CeState {
  const out = playNotation(cargoEmpire, s, seat, move);
  if (isRuleError(out)) throw new Error(`${move}: ${out.message}`);
  return out.state;
}

export function refused(s: CeState, seat: number, move: string): string {
  const out = playNotation(cargoEmpire, s, seat, move);
  if (!isRuleError(out)) throw new Error(`${move} was accepted`);
  return out.code;
}

/** A tile id whose side at `level` produces `prod` and demands `upper` / `lower`. */
export function tileFor(prod: Cargo, upper: Cargo, lower: Cargo, level: 1 | 2 = 1): string {
  const t = cityTilesData().tiles.find((x) => {
    const side = level === 1 ? x.lv1 : x.lv2;
    return side.production[0] === prod && side.upper === upper && side.lower === lower;
  });
  if (!t) throw new Error(`no tile ${prod}/${upper}/${lower}`);
  return t.id;
}

/**
 * An action-phase state with an empty board: every city level 1 with empty production and demand spaces, no
 * posts, empty hands, markers at the start, seat order = turn order, seat 0 to play.
 */
export function blankSlate(players: number, options: Partial<CeOptions> = {}): CeState {
  const s = structuredClone(throughSetup(players, options));
  for (const id of Object.keys(s.cities)) {
    const c = s.cities[id]!;
    c.level = 1;
    c.tile = c.tile ?? 'T01';
    c.production = [null, null];
    c.demand = { upper: null, lower: null };
    c.posts = [];
  }
  s.supply = { orange: 12, white: 12, gray: 12, brown: 12 };
  for (const p of s.players) {
    p.hand = { car: 0, loco: 0, ship: 0 };
    p.cities = [];
    p.goals = [];
    p.markers = { car: { area: 'start' }, loco: { area: 'start' }, ship: { area: 'start' } };
    p.reserve = p.reserve.map(() => p.reserve[0]! > 0 ? p.reserve[0]! : 4);
    p.cubes = { orange: 0, white: 0, gray: 0, brown: 0 };
  }
  s.order = s.players.map((_, i) => i);
  s.turn = 0;
  s.round = 1;
  s.tasks = [];
  s.flags = { enhanced: 0, borrowed: [], stage: 'plan' };
  return s;
}

export function setCity(s: CeState, id: string, patch: Partial<CityState>): void {
  Object.assign(s.cities[id]!, patch);
}

export function presentAt(s: CeState, colour: Colour, ...cities: string[]): void {
  for (const c of cities) s.cities[c]!.posts.push(colour);
}

export function tilePos(slot: number, row: 'upper' | 'lower', space: number): MarkerPos {
  return { area: 'tile', slot, row, space };
}

/** Marker position n on a track of width-1 spaces (CE-0.3), upper row. */
export function at(n: number): MarkerPos {
  if (n === 0) return { area: 'start' };
  if (n >= 18) return { area: 'vp', level: n - 18 };
  const slot = Math.floor((n - 1) / 6);
  const col = n - slot * 6;
  return col === 6 ? { area: 'gap', slot } : { area: 'tile', slot, row: 'upper', space: col - 1 };
}
