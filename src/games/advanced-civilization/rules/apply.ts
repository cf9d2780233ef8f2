/** Applies one parsed move in the current phase; bad input returns a RuleError and never changes the state. */
import { CommonErrors, ruleError, type RuleError } from '../../../engine/errors.ts';
import type { ApplyResult, GameEvent } from '../../../engine/types.ts';
import type { AcMove } from '../moves.ts';
import { formatMove, parseMove } from '../notation.ts';
import type { AcState } from '../state.ts';
import { checkStart, chooseNation, freeNations, placeStart, startAreas } from './15-setup.ts';
import { handOver, revoltTake, taxRates } from './19-taxation.ts';
import { growthProblem } from './20-growth.ts';
import { applyShipStep, shipStepProblem, type ShipStep } from './22-ships.ts';
import { applyMoveStep, endMovementProblem, moveStepProblem } from './23-movement.ts';
import { buildCities, citiesProblem, type CityBuild } from './25-cities.ts';
import { reduceForSupport, reductionProblem } from './26-support.ts';
import { maxGoldPurchase } from './27-trade-cards.ts';
import { playTrade, tradeReveals } from './28-trade-apply.ts';
import { calamityAnswerProblem, continueCalamities } from './29-calamities.ts';
import { buyCivCards, discard, discardProblem, purchaseProblem } from './31-civ-cards.ts';
import {
  beginCiv,
  beginTradeCards,
  continueCiv,
  continuePillage,
  continueRevolts,
  endTurn,
  finishCities,
  finishGrowth,
  finishShips,
  finishTax,
  goldBought,
  nextMover,
  startTurn,
} from './flow.ts';
import { astOrder, citiesOf, nationOf, player, seatName, tidy } from './units.ts';
import { fail } from './fail.ts';
import { strictAnswerEvent, strictTurn } from './17.2-strict-order.ts';
import { outsideMove } from './any-time-moves.ts';

function wrongKind(s: AcState, m: AcMove): RuleError {
  return fail('wrong-decision', `"${formatMove(m)}" does not answer the current decision (phase: ${s.phase}).`);
}

/** S2: players with one start area (Thrace, 15.3) are answered at once; the others choose together. */
function beginStart(s: AcState, events: GameEvent[]): void {
  s.phase = 'start';
  const seats = astOrder(s);
  const answers: Record<number, string> = {};
  for (const seat of seats) {
    const list = startAreas(s, nationOf(s, seat));
    if (list.length === 1) answers[seat] = `start ${list[0]}`;
  }
  s.sim = { seats: seats.filter((x) => answers[x] === undefined), answers };
  if (s.sim.seats.length === 0) resolveSimultaneous(s, events);
}

/** Resolves the simultaneous phase when every seat it waits for has answered (a leaver's default may be the last). */
function settleSimultaneous(s: AcState, events: GameEvent[]): void {
  if (s.sim && s.sim.seats.every((x) => s.sim!.answers[x] !== undefined)) resolveSimultaneous(s, events);
}

/** Applies the answers of a simultaneous phase in A.S.T. order once every seat has answered (D.1). */
function resolveSimultaneous(s: AcState, events: GameEvent[]): void {
  const answers = new Map<number, AcMove>();
  for (const [seat, text] of Object.entries(s.sim!.answers)) {
    const m = parseMove(text);
    if ('isRuleError' in m) throw new Error(`stored answer "${text}" does not parse`);
    answers.set(Number(seat), m);
  }
  s.sim = null;
  const of = <K extends AcMove['kind']>(kind: K) => {
    const out: Record<number, Extract<AcMove, { kind: K }>> = {};
    for (const [seat, m] of answers) if (m.kind === kind) out[seat] = m as Extract<AcMove, { kind: K }>;
    return out;
  };
  switch (s.phase) {
    case 'start':
      for (const seat of astOrder(s)) {
        const m = of('start')[seat];
        if (m) placeStart(s, seat, m.area);
      }
      events.push({ kind: 'start-areas', data: { areas: Object.fromEntries(astOrder(s).map((x) => [x, player(s, x).startArea])) }, text: `Start areas: ${astOrder(s).map((x) => `${seatName(s, x)} ${player(s, x).startArea}`).join(', ')} (15.3).` });
      startTurn(s, events);
      return;
    case 'ships': {
      const plans: Record<number, ShipStep[]> = {};
      for (const [k, m] of Object.entries(of('ships'))) plans[Number(k)] = m.steps;
      finishShips(s, plans, events);
      return;
    }
    case 'tax':
      finishTax(s, Object.fromEntries(Object.entries(of('rate')).map(([k, m]) => [k, m.rate])), events);
      return;
    case 'growth':
      finishGrowth(s, Object.fromEntries(Object.entries(of('grow')).map(([k, m]) => [k, Object.fromEntries(m.placement)])), events);
      return;
    case 'cities': {
      const builds: Record<number, CityBuild[]> = {};
      for (const [k, m] of Object.entries(of('cities'))) builds[Number(k)] = m.builds;
      buildCities(s, builds, events);
      finishCities(s, events);
      return;
    }
    case 'support': {
      const lists: Record<number, string[]> = {};
      for (const [k, m] of Object.entries(of('reduce'))) lists[Number(k)] = m.areas;
      reduceForSupport(s, lists, events);
      beginTradeCards(s, events);
      return;
    }
    case 'calamities':
      if (!continueCalamities(s, answers, events)) beginCiv(s, events);
      return;
    case 'hand-limit':
      for (const seat of astOrder(s)) {
        const m = of('discard')[seat];
        if (m) discard(s, seat, m.cards, events);
      }
      endTurn(s, events);
      return;
    default:
      throw new Error(`no simultaneous phase ${s.phase}`);
  }
}

/** Validates a simultaneous answer against the state (it is applied later, unchanged). */
function answerProblem(s: AcState, seat: number, m: AcMove): RuleError | string | null {
  switch (s.phase) {
    case 'start':
      return m.kind === 'start' ? checkStart(s, seat, m.area) : wrongKind(s, m);
    case 'tax':
      if (m.kind !== 'rate') return wrongKind(s, m);
      return taxRates(s, seat).includes(m.rate) ? null : `Your tax rate may be ${taxRates(s, seat).join(', ')} (19.2).`;
    case 'growth':
      return m.kind === 'grow' ? growthProblem(s, seat, Object.fromEntries(m.placement)) : wrongKind(s, m);
    case 'cities':
      return m.kind === 'cities' ? citiesProblem(s, seat, m.builds) : wrongKind(s, m);
    case 'support':
      return m.kind === 'reduce' ? reductionProblem(s, seat, m.areas) : wrongKind(s, m);
    case 'calamities':
      return calamityAnswerProblem(s, seat, m);
    case 'hand-limit':
      return m.kind === 'discard' ? discardProblem(player(s, seat), m.cards) : wrongKind(s, m);
    case 'ships': {
      if (m.kind !== 'ships') return wrongKind(s, m);
      // Steps are checked one after another on a copy; the plan is applied when everyone has answered.
      const copy = structuredClone(s);
      for (const st of m.steps) {
        const p = shipStepProblem(copy, seat, st);
        if (p) return p;
        applyShipStep(copy, seat, st, []);
      }
      return null;
    }
    default:
      return wrongKind(s, m);
  }
}

function sequential(s: AcState, seat: number, m: AcMove, events: GameEvent[]): RuleError | null {
  switch (s.phase) {
    case 'nation': {
      if (m.kind !== 'nation') return wrongKind(s, m);
      const err = chooseNation(s, seat, m.nation);
      if (err) return err;
      events.push({ kind: 'nation-chosen', data: { seat, nation: m.nation, last: false }, text: `${s.seatNames[seat] ?? ''} chooses ${seatName(s, seat)} (15.3).` });
      s.queue.shift();
      // A chooser left with a single nation has nothing to decide (18.2).
      while (s.queue.length > 0 && freeNations(s).length === 1) {
        const last = s.queue.shift()!;
        chooseNation(s, last, freeNations(s)[0]!);
        events.push({ kind: 'nation-chosen', data: { seat: last, nation: nationOf(s, last), last: true }, text: `${s.seatNames[last] ?? ''} receives the last nation, ${seatName(s, last)}.` });
      }
      if (s.queue.length === 0) beginStart(s, events);
      return null;
    }
    case 'revolt': {
      if (m.kind !== 'revolt') return wrongKind(s, m);
      const r = s.revolts[0]!;
      const k = revoltTake(s, r.victim, r.count, seat);
      const theirs = citiesOf(s, nationOf(s, r.victim));
      if (m.areas.length !== k || new Set(m.areas).size !== k || m.areas.some((a) => !theirs.includes(a))) return fail('revolt-cities', `Choose exactly ${k} of ${seatName(s, r.victim)}'s cities (19.32).`, theirs);
      handOver(s, r.victim, seat, m.areas, events);
      r.count -= k;
      if (r.count === 0) s.revolts.shift();
      continueRevolts(s, events);
      return null;
    }
    case 'move': {
      if (m.kind === 'done') {
        const p = endMovementProblem(s, seat);
        if (p) return fail('move-unfinished', p);
        nextMover(s, events);
        return null;
      }
      if (m.kind !== 'move') return wrongKind(s, m);
      for (const st of m.steps) {
        const p = moveStepProblem(s, seat, st);
        if (p) return fail('move', p);
        applyMoveStep(s, seat, st, events);
      }
      if (m.done) {
        const p = endMovementProblem(s, seat);
        if (p) return fail('move-unfinished', p);
        nextMover(s, events);
      }
      return null;
    }
    case 'pillage': {
      if (m.kind !== 'pillage') return wrongKind(s, m);
      const p = player(s, seat);
      const max = Math.min(3, p.stock);
      if (m.tokens < 0 || m.tokens > max) return fail('pillage', `Pillage moves 0 to ${max} tokens from your stock to your treasury (24.52).`);
      p.stock -= m.tokens;
      p.treasury += m.tokens;
      events.push({ kind: 'pillage', data: { seat, tokens: m.tokens }, text: `${seatName(s, seat)} pillages ${m.tokens} token${m.tokens === 1 ? '' : 's'} into the treasury (24.52).` });
      s.pillages.shift();
      continuePillage(s, events);
      return null;
    }
    case 'trade-cards': {
      if (m.kind !== 'gold') return wrongKind(s, m);
      const max = maxGoldPurchase(s, seat);
      if (m.count < 0 || m.count > max) return fail('gold', `You may buy 0 to ${max} cards from stack 9 at 18 treasury each (27.51).`);
      goldBought(s, seat, m.count, events);
      return null;
    }
    case 'civ': {
      if (m.kind !== 'buy') return wrongKind(s, m);
      const p = purchaseProblem(player(s, seat), m.purchase);
      if (p) return fail('buy', p);
      buyCivCards(s, seat, m.purchase, events);
      s.queue.shift();
      continueCiv(s, events);
      return null;
    }
    default:
      return wrongKind(s, m);
  }
}

export function applyMove(state: AcState, seat: number, m: AcMove): ApplyResult<AcState> | RuleError {
  if (state.phase === 'over') return ruleError(CommonErrors.gameOver, 'The game is over.');
  const outside = outsideMove(state, seat, m, applyMove, settleSimultaneous);
  if (outside) return outside;
  const s = structuredClone(state);
  const events: GameEvent[] = [];
  if (s.phase === 'trade') {
    const err = playTrade(s, seat, m, events);
    if (err) return err;
  } else if (s.sim) {
    if (!s.sim.seats.includes(seat)) return ruleError(CommonErrors.notYourTurn, 'You have nothing to answer in this phase.');
    const turn = strictTurn(s);
    if (turn !== null && turn !== seat) {
      return ruleError(CommonErrors.notYourTurn, s.sim.answers[seat] !== undefined ? 'Strict order (17.2): your answer is given and final.' : `Strict order (17.2): ${seatName(s, turn)} answers first.`);
    }
    const p = answerProblem(s, seat, m);
    if (p) return typeof p === 'string' ? fail('answer', p) : p;
    s.sim.answers[seat] = formatMove(m);
    if (turn !== null) events.push(strictAnswerEvent(s, seat, m));
    const waiting = s.sim.seats.filter((x) => s.sim!.answers[x] === undefined);
    events.push({ kind: 'answer-submitted', data: { seat, waiting }, text: `${seatName(s, seat)} has submitted.${waiting.length > 0 ? ` Waiting for ${waiting.map((x) => seatName(s, x)).join(', ')}.` : ''}` });
    if (waiting.length === 0) resolveSimultaneous(s, events);
  } else {
    if (s.queue[0] !== seat) return ruleError(CommonErrors.notYourTurn, 'It is not your turn.');
    const err = sequential(s, seat, m, events);
    if (err) return err;
  }
  tidy(s);
  return { state: s, events, ...(state.phase === 'trade' && tradeReveals(m) ? { reveals: true } : {}) };
}
