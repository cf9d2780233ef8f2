import { isRuleError } from '../../../src/engine/errors.ts';
import type { FactionId } from '../../../src/games/terra-mystica/data/factions.ts';
import type { Terrain } from '../../../src/games/terra-mystica/data/terrain.ts';
import type { BonusId, BuildingType, ScoringId } from '../../../src/games/terra-mystica/data/tiles.ts';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { tmOptionsSchema } from '../../../src/games/terra-mystica/options.ts';
import { homeOf } from '../../../src/games/terra-mystica/rules/geometry.ts';
import type { FactionState, TmState, TurnScratch } from '../../../src/games/terra-mystica/state.ts';

export interface ScenarioSpec {
  factions: FactionId[];
  /** Initial dwellings per seat (placed in the official order: 1..n, n..1, Nomads' third, Chaos Magicians'). */
  dwellings: string[][];
  bonus?: BonusId[];
  scoring?: ScoringId[];
  options?: Record<string, unknown>;
}

const DEFAULT_SCORING: ScoringId[] = ['SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7', 'SCORE8'];

/** Plays a full setup through the module and returns the state at the start of round 1. */
export function scenario(spec: ScenarioSpec): TmState {
  const n = spec.factions.length;
  // Scenarios play with the engine's own defaults (the TM-18.3 barrier among them) unless a test asks otherwise,
  // so that no timing test passes on a setting no table uses.
  const options = tmOptionsSchema.parse({
    scoringTiles: spec.scoring ?? DEFAULT_SCORING,
    bonusCards: ['BON1', 'BON2', 'BON3', 'BON4', 'BON5', 'BON6', 'BON7', 'BON8', 'BON9'].slice(0, Math.max(n + 3, (spec.bonus?.length ?? 0) + 3)),
    ...spec.options,
  });
  let s = terraMystica.setup(options, spec.factions.map((_, i) => ({ name: `P${i + 1}` })), 'test');
  spec.factions.forEach((id, seat) => {
    s = move(s, seat, `setup ${id}`);
  });
  const queue = [...spec.dwellings.map((d) => [...d])];
  while (s.phase === 'setup' && s.setupQueue[0]?.kind === 'dwelling') {
    const seat = (s.setupQueue[0] as { seat: number }).seat;
    const hex = (queue[seat] as string[]).shift();
    if (!hex) throw new Error(`no dwelling given for seat ${seat}`);
    s = move(s, seat, `build ${hex}`);
  }
  const bonus = spec.bonus ?? (['BON3', 'BON4', 'BON5', 'BON6', 'BON7', 'BON8'].slice(0, n) as BonusId[]);
  while (s.phase === 'setup') {
    const seat = (s.setupQueue[0] as { seat: number }).seat;
    s = move(s, seat, `pass ${bonus[seat]}`);
  }
  return s;
}

/**
 * For tests of abilities and notation, not of timing: play goes on while offers are open, as in recorded snellman
 * games (TM-23.1). Timing tests keep the engine's default.
 */
export const SNELLMAN_SEQUENCING = { waitForPowerOffers: false } as const;

export function move(s: TmState, seat: number, text: string): TmState {
  const parsed = terraMystica.parse(text, seat, s);
  if (isRuleError(parsed)) throw new Error(`parse ${text}: ${parsed.message}`);
  const r = terraMystica.apply(s, seat, parsed);
  if (isRuleError(r)) throw new Error(`${text}: ${r.code} ${r.message}`);
  return r.state;
}

/** The rule error code a move is rejected with (null when it is accepted). */
export function rejection(s: TmState, seat: number, text: string): string | null {
  const parsed = terraMystica.parse(text, seat, s);
  if (isRuleError(parsed)) return parsed.code;
  const r = terraMystica.apply(s, seat, parsed);
  return isRuleError(r) ? r.code : null;
}

export function fac(s: TmState, seat: number): FactionState {
  return s.factions[seat] as FactionState;
}

/** Directly puts a building on the map (test setup only), turning the hex to the owner's home terrain. */
export function put(s: TmState, seat: number, hex: string, type: BuildingType): TmState {
  const copy = structuredClone(s);
  const f = copy.factions[seat] as FactionState;
  const old = copy.buildings[hex];
  if (old && old.type !== 'ST') {
    (copy.factions[old.seat] as FactionState).built[old.type]--;
  } else {
    f.locations.push(hex);
  }
  copy.buildings[hex] = { seat, type };
  copy.terrain[hex] = homeOf(f) as Terrain;
  f.built[type]++;
  return copy;
}

/** The seat gets the turn with one action to take, and optionally some resources and turn effects set. */
export function turnOf(s: TmState, seat: number, set: Partial<FactionState> = {}, scratch: Partial<TurnScratch> = {}): TmState {
  return edit(s, (x) => {
    x.active = seat;
    const f = x.factions[seat] as FactionState;
    Object.assign(f, { allowedActions: 1, ...set });
    Object.assign(f.scratch, scratch);
  });
}

export function edit(s: TmState, fn: (s: TmState) => void): TmState {
  const copy = structuredClone(s);
  fn(copy);
  return copy;
}
