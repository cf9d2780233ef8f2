/**
 * The turn (17-18): phases in order, automatic phases run at once, decisions wait in `queue` (sequential phases) or
 * `sim` (simultaneous hidden phases, D.1). Phases with nothing to do are skipped (18.2).
 */
import type { GameEvent } from '../../../engine/types.ts';
import type { AcState, Phase } from '../state.ts';
import { beneficiary, collectTaxes, destroyRevolting, rateChoosers } from './19-taxation.ts';
import { grow, shortGrowers } from './20-growth.ts';
import { movementOrder, takeCensus } from './21-census.ts';
import { applyShipStep, hasShipDecision, settleUpkeep, type ShipStep } from './22-ships.ts';
import { hasMovementDecision, startMovement } from './23-movement.ts';
import { pillageCard, resolveConflicts } from './24-conflict.ts';
import { buildableAreas } from './25-cities.ts';
import { removeSurplus, shortOfSupport, tallySupport } from './26-support.ts';
import { buyGold, drawCards, drawOrder, maxGoldPurchase } from './27-trade-cards.ts';
import { closeTrade, openTrade } from './28-trade.ts';
import { startCalamities } from './29-calamities.ts';
import { amountDue, buyableCards, canonicalPayment, excessCards, returnCards } from './31-civ-cards.ts';
import { moveAstMarkers } from './33-ast.ts';
import { finalScores } from './35-score.ts';
import { astOrder, player, tidy } from './units.ts';
import { pillagesOfPlayers, returnOrphanCityCards } from './15.6-leaving.ts';

/** Opens a simultaneous hidden phase for these seats; false (nothing to ask) when there are none. */
function askTogether(s: AcState, phase: Phase, seats: number[]): boolean {
  s.phase = phase;
  s.queue = [];
  if (seats.length === 0) {
    s.sim = null;
    return false;
  }
  s.sim = { seats, answers: {} };
  return true;
}

/** Opens a sequential phase: the seats act one at a time in this order; false when there are none. */
function askInTurn(s: AcState, phase: Phase, seats: number[]): boolean {
  s.phase = phase;
  s.sim = null;
  s.queue = seats;
  return seats.length > 0;
}

/** After set-up: the first turn begins (18.1). */
export function startTurn(s: AcState, events: GameEvent[]): void {
  s.turn += 1;
  s.draws = {};
  for (const p of s.players) {
    p.civNew = [];
    p.miningUsed = null;
    p.architectureUsed = false;
    p.grainShown = 0;
  }
  for (const x of Object.values(s.board)) delete x.cityNew;
  events.push({ kind: 'turn-start', data: { turn: s.turn }, text: `Turn ${s.turn} begins.` });
  beginTax(s, events);
}

// Phase 1: taxation (19).
function beginTax(s: AcState, events: GameEvent[]): void {
  if (askTogether(s, 'tax', rateChoosers(s))) return;
  finishTax(s, {}, events);
}

export function finishTax(s: AcState, rates: Record<number, number>, events: GameEvent[]): void {
  s.revolts = collectTaxes(s, rates, events);
  continueRevolts(s, events);
}

/** 19.32-19.33: each revolt waits for its beneficiary's choice; revolts nobody can take destroy cities. */
export function continueRevolts(s: AcState, events: GameEvent[]): void {
  while (s.revolts.length > 0) {
    const r = s.revolts[0]!;
    const ben = beneficiary(s, r.victim);
    if (ben !== null && r.count > 0) {
      askInTurn(s, 'revolt', [ben]);
      return;
    }
    destroyRevolting(s, r.victim, r.count, events);
    s.revolts.shift();
  }
  beginGrowth(s, events);
}

// Phase 2: population expansion (20).
function beginGrowth(s: AcState, events: GameEvent[]): void {
  if (askTogether(s, 'growth', shortGrowers(s))) return;
  finishGrowth(s, {}, events);
}

export function finishGrowth(s: AcState, choices: Record<number, Record<string, number>>, events: GameEvent[]): void {
  grow(s, choices, events);
  // Phase 3: census (21).
  takeCensus(s);
  beginShips(s, events);
}

// Phase 4: ships (22), simultaneous (17.2): plans are applied in movement order, then unpaid upkeep by default (H1).
function beginShips(s: AcState, events: GameEvent[]): void {
  for (const ship of s.ships) ship.kept = false;
  if (askTogether(s, 'ships', movementOrder(s).filter((x) => hasShipDecision(s, x)))) return;
  finishShips(s, {}, events);
}

export function finishShips(s: AcState, plans: Record<number, ShipStep[]>, events: GameEvent[]): void {
  for (const seat of movementOrder(s)) {
    for (const step of plans[seat] ?? []) applyShipStep(s, seat, step, events);
    settleUpkeep(s, seat, events);
  }
  beginMovement(s, events);
}

// Phase 5: movement (23).
function beginMovement(s: AcState, events: GameEvent[]): void {
  startMovement(s);
  if (askInTurn(s, 'move', movementOrder(s).filter((x) => hasMovementDecision(s, x)))) return;
  conflict(s, events);
}

export function nextMover(s: AcState, events: GameEvent[]): void {
  s.queue.shift();
  // "Moved" marks belong to the player who moved; the next player's tokens are all free to move.
  s.moved = {};
  if (s.queue.length > 0) return;
  conflict(s, events);
}

// Phase 6: conflict (24).
function conflict(s: AcState, events: GameEvent[]): void {
  s.moved = {};
  for (const ship of s.ships) ship.cargo = 0;
  s.pillages = pillagesOfPlayers(s, resolveConflicts(s, events));
  for (const p of s.pillages) pillageCard(s, p, events);
  continuePillage(s, events);
}

export function continuePillage(s: AcState, events: GameEvent[]): void {
  while (s.pillages.length > 0) {
    const p = s.pillages[0]!;
    if (player(s, p.attacker).stock > 0) {
      askInTurn(s, 'pillage', [p.attacker]);
      return;
    }
    s.pillages.shift();
  }
  beginCities(s, events);
}

// Phase 7: city construction (25).
function beginCities(s: AcState, events: GameEvent[]): void {
  tidy(s);
  if (askTogether(s, 'cities', astOrder(s).filter((x) => buildableAreas(s, x).length > 0))) return;
  finishCities(s, events);
}

export function finishCities(s: AcState, events: GameEvent[]): void {
  // Phase 8: surplus population and city support (26).
  removeSurplus(s, events);
  if (askTogether(s, 'support', shortOfSupport(s))) return;
  beginTradeCards(s, events);
}

// Phase 9: trade cards (27).
export function beginTradeCards(s: AcState, events: GameEvent[]): void {
  tallySupport(s);
  tidy(s);
  askInTurn(s, 'trade-cards', drawOrder(s));
  continueTradeCards(s, events);
}

export function continueTradeCards(s: AcState, events: GameEvent[]): void {
  while (s.queue.length > 0) {
    const seat = s.queue[0]!;
    if (maxGoldPurchase(s, seat) > 0) return;
    drawCards(s, seat, events);
    s.queue.shift();
  }
  beginTrade(s, events);
}

// Phase 10: trade (28, D.3): every eligible seat trades at once until all are done (rules/28-trade.ts).
function beginTrade(s: AcState, events: GameEvent[]): void {
  if (openTrade(s, events)) return;
  beginCalamities(s, events);
}

export function endTrade(s: AcState, events: GameEvent[]): void {
  closeTrade(s, events);
  beginCalamities(s, events);
}

// Phase 11: calamities (29-30); prompts wait in state.calamity, answered through the simultaneous mechanism.
function beginCalamities(s: AcState, events: GameEvent[]): void {
  if (startCalamities(s, events)) return;
  beginCiv(s, events);
}

export function goldBought(s: AcState, seat: number, count: number, events: GameEvent[]): void {
  buyGold(s, seat, count, events);
  drawCards(s, seat, events);
  s.queue.shift();
  continueTradeCards(s, events);
}

/** Can the seat afford any card at all (V1 is skipped otherwise)? */
export function canBuyCiv(s: AcState, seat: number): boolean {
  const p = player(s, seat);
  return buyableCards(p).some((c) => amountDue(p, [c]) === 0 || canonicalPayment(p, [c]) !== null);
}

// Phase 12: civilization cards (31).
export function beginCiv(s: AcState, events: GameEvent[]): void {
  askInTurn(s, 'civ', astOrder(s));
  continueCiv(s, events);
}

export function continueCiv(s: AcState, events: GameEvent[]): void {
  while (s.queue.length > 0 && !canBuyCiv(s, s.queue[0]!)) s.queue.shift();
  if (s.queue.length > 0) return;
  if (askTogether(s, 'hand-limit', astOrder(s).filter((x) => excessCards(player(s, x)) > 0))) return;
  endTurn(s, events);
}

// 31.8, then phase 13: A.S.T. (33) and the end (34).
export function endTurn(s: AcState, events: GameEvent[]): void {
  returnOrphanCityCards(s);
  returnCards(s);
  const finished = moveAstMarkers(s, events);
  const limit = s.options.turnLimit;
  if (finished || (limit > 0 && s.turn >= limit)) {
    s.endReason = finished ? 'An A.S.T. marker reached the finish square (34.1 A).' : `The time limit of ${limit} turns was reached (34.1 B).`;
    s.phase = 'over';
    s.queue = [];
    s.sim = null;
    s.finalScores = finalScores(s);
    events.push({ kind: 'game-end', data: { turn: s.turn, reason: finished ? 'finish' : 'turn-limit' }, text: `The game ends: ${s.endReason}` });
    return;
  }
  startTurn(s, events);
}
