import { FACTIONS, type FactionId } from '../data/factions.ts';
import { FAVOR_TILES } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { bestPoolCard, bonusCardValue, futureIncome, heldCardValue, incomePhasesLeft, resourceValue, stockValue } from './economy.ts';
import { W } from './weights.ts';
import { cultStanding, networkStanding, roomToGrow, townProspect } from './standing.ts';

/**
 * How good a position is for one seat, in victory points and what should turn into them by the end (TM-13): points
 * scored, resources and the income still to come (valued by the rounds left), the cult majorities, network and town
 * the board promises, the bonus card to pass with, favour tiles and shipping/digging levels. The weights are a
 * player's rules of thumb, checked by playouts (README "Computer player"), not tuned to one faction.
 */
export function evaluateTm(s: TmState, seat: number): number {
  const me = s.factions[seat];
  if (!me) return 0;
  if (s.finalScores) return me.VP + rankBonus(s, seat);
  const roundsLeft = incomePhasesLeft(s);
  return (
    me.VP +
    stockValue(me, resourceValue(me, roundsLeft)) +
    futureIncome(me, roundsLeft) +
    structures(me, roundsLeft) +
    cultStanding(s, me, roundsLeft) +
    networkStanding(s, me, roundsLeft) +
    townProspect(s, me, roundsLeft) +
    roomToGrow(s, me, roundsLeft) +
    bonusCards(s, me, roundsLeft) +
    favourPromises(me, roundsLeft) +
    levels(me, roundsLeft) -
    unfinishedTurn(s, me) +
    (s.round === 0 ? FACTION_FIT[me.id] : 0)
  );
}

/**
 * A turn of free conversions only is not a turn: the search plays conversions and then the action they pay for, and
 * a line that stops before its action is worth less than taking one (TM-6: one action per turn, conversions are free).
 */
const UNFINISHED_TURN = 2;
function unfinishedTurn(s: TmState, f: FactionState): number {
  return s.phase === 'play' && s.active === f.seat && !f.passed ? UNFINISHED_TURN : 0;
}

/**
 * How well this player plays each faction (TM-3.6: factions are chosen in turn), from its own games (README table):
 * added only before the first round (the same for every move of a faction then), so the first choosers take the factions
 * it plays best.
 */
const FACTION_FIT: Record<FactionId, number> = {
  halflings: 7, dwarves: 6, darklings: 4, nomads: 3, swarmlings: 3, alchemists: 2, mermaids: 1, fakirs: -1, witches: -2,
  cultists: -3, engineers: -6, auren: -7, giants: -7, chaosmagicians: -10,
};

/** What a building is worth beyond its income: the way to the next upgrade, and the stronghold's ability (TM-14). */
const STRUCTURE = { D: W.D, TP: W.TP, TE: W.TE, SA: W.SA } as const;
function structures(f: FactionState, roundsLeft: number): number {
  const time = Math.min(1, roundsLeft / 3);
  return f.built.D * STRUCTURE.D * time + f.built.TP * STRUCTURE.TP * time + f.built.TE * STRUCTURE.TE * time + f.built.SH * (W.SH0 + W.SH1 * roundsLeft) + f.built.SA * STRUCTURE.SA * time;
}

/** The bonus card: the one held for the next round once passed, or the current one's pass VP and the pick to come. */
function bonusCards(s: TmState, f: FactionState, roundsLeft: number): number {
  if (s.phase !== 'play' && s.phase !== 'income-spades') return f.bonus ? bonusCardValue(s, f, f.bonus, roundsLeft) : 0;
  if (f.passed) return f.bonus && roundsLeft > 0 ? bonusCardValue(s, f, f.bonus, roundsLeft) : 0;
  return heldCardValue(f) + (roundsLeft > 0 ? 0.9 * bestPoolCard(s, f, roundsLeft) : 0);
}

/** Favour tiles that pay later (TM-11): VP per dwelling or trading house still to build, pass VP, the cult action. */
function favourPromises(f: FactionState, roundsLeft: number): number {
  let value = 0;
  const passes = roundsLeft + (f.passed ? 0 : 1);
  for (const fav of f.favors) {
    if (fav === 'FAV10') value += 3 * Math.min(4 - f.built.TP, roundsLeft * 0.6);
    if (fav === 'FAV11') value += 2 * Math.min(8 - f.built.D, roundsLeft * 1.0 + (f.passed ? 0 : 0.5));
    if (fav === 'FAV12') value += (FAVOR_TILES.FAV12.passVpByTp?.[Math.min(4, f.built.TP + 1)] ?? 0) * passes * 0.9;
    if (fav === 'FAV6') value += 0.9 * passes;
    if (fav === 'FAV5') value += 1.5 * Math.min(1, roundsLeft / 2);
  }
  return value;
}

/** Shipping and digging levels: reach and cheaper spades for the rounds left (TM-6.2, TM-6.3). */
function levels(f: FactionState, roundsLeft: number): number {
  const data = FACTIONS[f.id];
  const shipLevels = data.ship ? f.ship - data.ship.start : 0;
  return shipLevels * W.ship * Math.min(1, roundsLeft / 3) + f.dig * W.dig * roundsLeft;
}

/** At the end a win is worth a little more than its points. */
function rankBonus(s: TmState, seat: number): number {
  const best = Math.max(...s.factions.filter((f) => f.seat !== seat).map((f) => f.VP), 0);
  return s.factions[seat]!.VP > best ? 5 : 0;
}
