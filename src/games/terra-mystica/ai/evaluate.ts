import type { FactionState, TmState } from '../state.ts';

/**
 * How good a position is for one seat, in victory points and what should turn into them by the end: points scored,
 * resources at a rough exchange rate, the income of buildings for the rounds left, cult steps and the network (for the
 * final area scoring). The weights are a player's rules of thumb, not tuned to any one faction.
 */
const RESOURCE_VP = { C: 1 / 3, W: 1, P: 1.5, P2: 0.15, P3: 0.35 } as const;
/** What resources left at the end are worth: everything turns into coins, three coins a point (TM-19). */
const END_RESOURCE_VP = { C: 1 / 3, W: 1 / 3, P: 1 / 3, P2: 0, P3: 1 / 3 } as const;
/** Income per round of each building, in the same VP-equivalents (dwelling a worker, trading post coins and power, …). */
const INCOME_VP = { D: 1, TP: 1.1, TE: 1.5, SH: 2, SA: 1.5 } as const;
/** What a building is worth on the board beyond its income: it counts for the network and scores round tiles. */
const BOARD_VP = { D: 1.5, TP: 2, TE: 2.5, SH: 4, SA: 4 } as const;
const CULT_STEP_VP = 0.6;
const LEVEL_VP = { ship: 2.5, dig: 3 } as const;
const LAST_ROUND = 6;

export function evaluateTm(s: TmState, seat: number): number {
  const me = s.factions[seat];
  if (!me) return 0;
  if (s.finalScores) return me.VP + rankBonus(s, seat);
  const roundsLeft = s.phase === 'play' || s.phase === 'income-spades' ? Math.max(0, LAST_ROUND - s.round) : LAST_ROUND;
  return me.VP + resources(me, roundsLeft) + roundsLeft * income(me) + onBoard(me) + cultValue(me) + levels(me, roundsLeft);
}

/** Resources are worth what they can still buy: their full value early, their leftover value in the last round. */
function resources(f: FactionState, roundsLeft: number): number {
  const early = roundsLeft / LAST_ROUND;
  const value = (k: keyof typeof RESOURCE_VP) => END_RESOURCE_VP[k] + (RESOURCE_VP[k] - END_RESOURCE_VP[k]) * early;
  return f.C * value('C') + f.W * value('W') + f.P * value('P') + f.P2 * value('P2') + f.P3 * value('P3');
}

function income(f: FactionState): number {
  return (Object.keys(INCOME_VP) as (keyof typeof INCOME_VP)[]).reduce((sum, b) => sum + (f.built[b] ?? 0) * INCOME_VP[b], 0);
}

function onBoard(f: FactionState): number {
  return (Object.keys(BOARD_VP) as (keyof typeof BOARD_VP)[]).reduce((sum, b) => sum + (f.built[b] ?? 0) * BOARD_VP[b], 0) + f.towns.length * 3;
}

function cultValue(f: FactionState): number {
  return f.cult.reduce((sum, steps) => sum + steps * CULT_STEP_VP, 0) + f.keys;
}

function levels(f: FactionState, roundsLeft: number): number {
  const useful = Math.min(1, roundsLeft / 3);
  return (f.ship * LEVEL_VP.ship + f.dig * LEVEL_VP.dig) * useful;
}

/** At the end only the margin over the best other player matters. */
function rankBonus(s: TmState, seat: number): number {
  const best = Math.max(...s.factions.filter((f) => f.seat !== seat).map((f) => f.VP), 0);
  return s.factions[seat]!.VP > best ? 20 : 0;
}
