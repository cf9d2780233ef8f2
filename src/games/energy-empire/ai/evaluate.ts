/**
 * How good a position is for one seat (issue 25), in victory points: the final score it would get now (EE-15.4)
 * plus what its means are still worth while the game lasts, minus the best rival's. Reads only what the seat sees:
 * a rival's secret agendas count a flat guess, never their sampled identity.
 */
import type { Seat } from '../../../engine/types.ts';
import { eeBoard, eeDice, eeEnvironment, type Bag, type DieType } from '../data/index.ts';
import type { EeState, PlayerState } from '../state.ts';
import { agendaValue } from '../rules/agendas.ts';
import { cleanColumns, unpollutedSpaces } from '../rules/environment.ts';
import { dieData, nationData, structureData } from '../rules/lookup.ts';
import { finalScores, soloGoals } from '../rules/scoring.ts';
import { unScores } from '../rules/united-nations.ts';

/** What a unit of each resource is worth in VP while the game has long to run (money buys, the others pay costs). */
const RESOURCE_VP: Required<Bag> = { money: 0.35, steel: 0.7, plastic: 0.7, science: 0.75, oil: 0.45 };
/** A rival's secret agenda: about half its cap. */
const SECRET_AGENDA_GUESS = 2.5;

/** Share of the Global Impact track still to go: 1 at the start, 0 once the end is triggered (EE-15.1). */
export function remaining(s: EeState): number {
  if (s.end !== null || s.phase === 'over') return 0;
  const track = eeBoard().globalImpactTrack;
  const total = track.spaces * (track.tokensPerSpaceByPlayers[String(s.players.length) as keyof typeof track.tokensPerSpaceByPlayers] ?? 1);
  return s.track.reduce((a, b) => a + b, 0) / total;
}

function meanEnergy(type: DieType): number {
  const faces = dieData(type).faces;
  return faces.reduce((a, f) => a + f.energy, 0) / faces.length;
}

function bagValue(bag: Bag, weight: number): number {
  return (Object.keys(RESOURCE_VP) as (keyof Bag)[]).reduce((a, r) => a + (bag[r] ?? 0) * RESOURCE_VP[r] * weight, 0);
}

function environmentScore(p: PlayerState): number {
  const nuclear = Object.values(p.env).filter((t) => t === 'nuclear').length;
  return unpollutedSpaces(p).length + cleanColumns(p).reduce((a, c) => a + (eeEnvironment().columnBonus[c - 1] ?? 0), 0) - 0.6 * nuclear;
}

/** The seat's own agendas: their value now, and a little for the room still left under the cap while time remains. */
function ownAgendas(s: EeState, seat: Seat, r: number): number {
  return s.players[seat]!.agendas.reduce((a, ag) => {
    const v = agendaValue(s, seat, ag.id);
    return a + v + 0.3 * r * (5 - v);
  }, 0);
}

function rivalAgendas(s: EeState, seat: Seat): number {
  return s.players[seat]!.agendas.reduce((a, ag) => a + (ag.public ? agendaValue(s, seat, ag.id) : SECRET_AGENDA_GUESS), 0);
}

/** During setup (EE-3.11) a kept nation's starting bonus is not yet taken: count it. */
function pendingBonus(s: EeState, p: PlayerState): number {
  if (s.phase !== 'setup' || p.nation === null) return 0;
  const b = nationData(p.nation).startingBonus;
  return bagValue(b.resources, 1) + 2.5 * b.workers + b.dice.reduce((a, d) => a + eeDice().endGameVpPerDie + meanEnergy(d), 0);
}

/** A seat's estimated final total: the score now plus the worth of its means over the time left. */
export function estimate(s: EeState, seat: Seat, own: boolean): number {
  const p = s.players[seat]!;
  const r = remaining(s);
  const live = s.phase === 'over' ? 0 : Math.max(r, 0.1);
  const scored =
    p.vp +
    p.structures.reduce((a, st) => a + structureData(st.card).vp, 0) +
    p.dice.length * eeDice().endGameVpPerDie +
    unScores(s)[seat]! +
    (own ? ownAgendas(s, seat, r) : rivalAgendas(s, seat)) +
    environmentScore(p);
  const means =
    bagValue(p.res, 0.1 + 0.9 * live) +
    2.2 * r * p.workersOwned +
    0.9 * live * p.workersOnMat +
    0.45 * live * p.energyOnMat +
    r * p.dice.reduce((a, d) => a + 0.8 * meanEnergy(d), 0);
  return scored + means + pendingBonus(s, p);
}

/**
 * Solo (EE-16): the goals are all or nothing, and the last UN space is the hard one (one step per Generate cycle,
 * EE-7.5): each step pulls more than its VP, and meeting all three goals at the end is worth a win's margin.
 */
const UN_STEP_PULL = 5;
const SOLO_WIN = 30;

function soloGoalPull(s: EeState): number {
  return UN_STEP_PULL * s.players[0]!.un;
}

/** SeatAi.evaluate: the seat's estimate minus the best rival's (solo: the estimate alone). */
export function evaluateEe(s: EeState, seat: Seat): number {
  if (s.phase === 'over') {
    const scores = finalScores(s);
    const mine = scores[seat]!;
    const rival = Math.max(...scores.filter((x) => x.seat !== seat).map((x) => x.total + x.tieBreaker / 100), 0);
    if (s.players.length === 1) {
      const g = soloGoals(s, mine);
      return mine.total + soloGoalPull(s) + (g.un && g.agendas && g.total ? SOLO_WIN : 0);
    }
    return mine.total + mine.tieBreaker / 100 - rival;
  }
  const mine = estimate(s, seat, true);
  if (s.players.length === 1) return mine + soloGoalPull(s);
  return mine - Math.max(...s.players.map((_, i) => (i === seat ? -Infinity : estimate(s, i, false))));
}
