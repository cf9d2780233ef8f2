/**
 * Terra Mystica's test kit (issue 22): positions built through the engine's own setup (a faction line-up, starting
 * dwellings, scoring tiles and bonus cards chosen by the test through the table options), checked against the game's
 * invariants, then edited where a test needs a shortcut; the moves any seat may make; scripted play.
 */
import type { FactionId } from '../../../src/games/terra-mystica/data/factions.ts';
import { BUILDING_LIMIT, type BonusId, type BuildingType, type ScoringId } from '../../../src/games/terra-mystica/data/tiles.ts';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import type { TmState } from '../../../src/games/terra-mystica/state.ts';
import { scenario } from '../../games/terra-mystica/helpers.ts';
import { assertSound, movesOf, playMoves } from './common.ts';

/** What every Terra Mystica position satisfies (TM-2, TM-3): counts never negative, pieces on the map match the boards. */
export function tmInvariants(s: TmState): string[] {
  const broken: string[] = [];
  for (const f of s.factions) {
    if (!f) continue;
    for (const key of ['VP', 'C', 'W', 'P', 'P1', 'P2', 'P3', 'keys'] as const) if (f[key] < 0) broken.push(`seat ${f.seat} has ${f[key]} ${key}`);
    if (f.P + f.priestsOnCult > 7) broken.push(`seat ${f.seat} has more than 7 priests (TM-2.1.4)`);
    f.cult.forEach((step, i) => (step < 0 || step > 10 ? broken.push(`seat ${f.seat} stands on cult step ${step} of track ${i}`) : null));
    for (const type of Object.keys(BUILDING_LIMIT) as BuildingType[]) {
      const onMap = Object.values(s.buildings).filter((b) => b.seat === f.seat && b.type === type).length;
      if (onMap !== f.built[type]) broken.push(`seat ${f.seat} has ${onMap} ${type} on the map but ${f.built[type]} on its board`);
      if (f.built[type] > BUILDING_LIMIT[type]) broken.push(`seat ${f.seat} built ${f.built[type]} ${type}, more than its ${BUILDING_LIMIT[type]} pieces`);
    }
  }
  return broken;
}

export interface TmPosition {
  factions: FactionId[];
  dwellings: string[][];
  scoring?: ScoringId[];
  bonus?: BonusId[];
  options?: Record<string, unknown>;
  /** Shortcuts on the round-1 state (a copy): resources, cult steps, buildings. Checked by the invariants after. */
  edit?: (s: TmState) => void;
}

/** The state at the start of round 1 for this line-up, after the edits, checked by the invariants. */
export function tmPosition(spec: TmPosition): TmState {
  const s = structuredClone(scenario(spec));
  spec.edit?.(s);
  return assertSound(s, tmInvariants);
}

/** Every move a seat may make now (its decision's legal moves). */
export function tmMoves(s: TmState, seat: number): string[] {
  return movesOf(terraMystica, s, seat);
}

/** Plays [seat, move] pairs through the engine; a refused move fails the test with the rules' message. */
export function tmPlay(s: TmState, moves: readonly (readonly [number, string])[]): TmState {
  return assertSound(playMoves(terraMystica, s, moves), tmInvariants);
}
