/**
 * The computer player of a human seat (its `choose`, ai/index.ts): the solo bot's judgement (CE-14) turned into a choice
 * among the seat's legal moves, made from what the seat may see only (ai/visible.ts). Like the bot it ships to a city
 * whose card lies in the display, scanning the display from the left (CE-14.3, CE-14.4 2b), and from its lowest-
 * numbered city (CE-14.2 h); it also weighs what the bot never gets: city rewards, upgrades and the cards it spends.
 * It never pays cubes for a family ability (they are never compulsory, CE-9.1). Elsewhere it takes the bonus worth
 * most: a ship card (2 steps), a city card of a city where it is present, the goal card that scores most now, the
 * row and the flexible step that reach a bonus space, the higher final score.
 */
import { decisionOf } from '../rules/decisions.ts';
import { cityRewardSteps } from '../rules/develop.ts';
import { participant, participantOfSeat } from '../rules/participants.ts';
import { isPresent } from '../rules/presence.ts';
import { crestPortScores, scoreGoal } from '../rules/scoring.ts';
import { stepForward } from '../rules/track.ts';
import { cityInfo, faceRow, isCity } from '../rules/world.ts';
import { legalMoveObjects } from '../legal.ts';
import { formatMove } from '../notation.ts';
import type { CeMove } from '../moves.ts';
import { BLANK, type CeState, type Row, type Transport } from '../state.ts';
import { visibleState } from './visible.ts';

export function autopilotMove(state: CeState, seat: number): string | null {
  return judgedMoves(state, seat)[0] ?? null;
}

/**
 * The seat's legal moves (family abilities left out) from the best to the worst by this judgement, as notation; empty
 * when the seat has no decision. Equal values keep the order of legal moves.
 */
export function judgedMoves(state: CeState, seat: number): string[] {
  return rankedMoves(visibleState(state, seat), seat);
}

/**
 * judgedMoves on a state the seat may already read whole (a determinized sample of the search, ai/determinize.ts),
 * without hiding anything again.
 */
export function rankedMoves(s: CeState, seat: number): string[] {
  const p = participantOfSeat(s, seat);
  if (p < 0) return [];
  if (!decisionOf(s, p)) return [];
  return legalMoveObjects(s, p)
    .filter((m) => m.kind !== 'ability')
    .map((m, i) => ({ m, i, v: value(s, p, m) }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .map((x) => formatMove(x.m));
}

const CARD_STEPS: Record<Transport, number> = { car: 1, loco: 1, ship: 2 };

function value(s: CeState, p: number, m: CeMove): number {
  const who = participant(s, p);
  switch (m.kind) {
    case 'ship': {
      const slot = s.display.indexOf(m.destination);
      const cards = m.cards.car + m.cards.loco + m.cards.ship;
      const steps = m.cards.car + m.cards.loco + 2 * m.cards.ship + cityRewardSteps(s, p, m.origin, m.destination);
      const dest = s.cities[m.destination]!;
      const upgrades = dest.demand.upper !== null || dest.demand.lower !== null ? 2 : 0;
      return (slot >= 0 ? 10 - slot : 0) + 3 * steps + upgrades - 4 * cards - cityInfo(m.origin).number / 100;
    }
    case 'take-cards':
      return 1;
    case 'refill':
      return 0;
    case 'row':
      return rowBonuses(s, p, m.row);
    case 'step':
      return nextIsBonus(s, who.markers[m.marker]) + markerOrder(m.marker);
    case 'take-city':
      if (m.card === BLANK || !isCity(m.card)) return 0;
      return 1 + (isPresent(s, who.colour, m.card) ? 2 : 0) + (s.cities[m.card]!.level < 3 ? 1 : 0);
    case 'keep-goal':
      return scoreGoal(s, p, m.goal) - m.goal / 100;
    case 'gain':
      return CARD_STEPS[m.card] + markerOrder(m.card);
    case 'choose':
      return m.bonus === 'city' ? 1 : 0;
    case 'express':
      return m.space === null ? 0 : 1;
    case 'port': {
      const score = crestPortScores(s, p);
      return m.count ? score.port : score.noPort + 0.5; // on a tie, the plain reading
    }
    default:
      return 0;
  }
}

/** A small tie-break: the ship marker earns most per card, then the locomotive. */
function markerOrder(t: Transport): number {
  return { car: 0, loco: 0.01, ship: 0.02 }[t];
}

/** The bonus icons of the row the waiting marker would enter (CE-8.6, CE-8.7). */
function rowBonuses(s: CeState, p: number, row: Row): number {
  const head = s.tasks[0];
  if (head?.t !== 'advance') return 0;
  const m = participant(s, p).markers[head.marker];
  const slot = m.area === 'gap' ? m.slot + 1 : 0;
  const face = s.track[slot];
  if (face === undefined) return 0;
  return faceRow(face, row).filter((x) => x.icon !== 'none').length + (row === 'upper' ? 0.001 : 0);
}

/** 1 when the marker's next space has a bonus (a marker about to choose its row is judged by the upper row). */
function nextIsBonus(s: CeState, m: CeState['players'][number]['markers'][Transport]): number {
  return stepForward(s.track, m, 'upper').icon === 'none' ? 0 : 1;
}
