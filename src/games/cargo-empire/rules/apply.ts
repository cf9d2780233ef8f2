import { CommonErrors, ruleError, type RuleError } from '../../../engine/errors.ts';
import type { ApplyResult, GameEvent } from '../../../engine/types.ts';
import { refillSlot } from './city-deck.ts';
import { decisionOf, mayUseAbilities, type Current } from './decisions.ts';
import { placePost, refillProduction, returnToSupply, takeCube } from './delivery.ts';
import { startGoalDraw, takeStep } from './develop.ts';
import { kashaExtraStep } from './families.ts';
import { settle } from './flow.ts';
import { cityName, isCity } from './world.ts';
import { participant, participantOfSeat } from './participants.ts';
import { say, sayPrivately } from './events.ts';
import { applyAbility } from './abilities.ts';
import { formatMove } from '../notation.ts';
import { formatCards } from './payment.ts';
import { acceptingSpaces, hasLegalTransport, isOrigin, paymentAllowed, payments, refillChoices } from './plan.ts';
import { needsRow } from './track.ts';
import { vassalPlacements } from './vassal.ts';
import type { CeMove } from '../moves.ts';
import type { CeState, DemandSpace, Transport } from '../state.ts';

type Outcome = GameEvent[] | RuleError;

/** The only way state changes: validate the move against the seat's current decision, mutate a copy, settle. */
export function applyMove(state: CeState, seat: number, move: CeMove): ApplyResult<CeState> | RuleError {
  if (state.phase === 'over') return ruleError(CommonErrors.gameOver, 'The game is over.');
  const p = participantOfSeat(state, seat);
  const decision = p < 0 ? undefined : decisionOf(state, p);
  if (!decision) return ruleError(CommonErrors.noDecision, 'You have nothing to decide right now.');
  // State is plain JSON; a JSON round trip is several times faster than structuredClone here.
  const s = JSON.parse(JSON.stringify(state)) as CeState;
  const out = dispatch(s, p, decision, move);
  if (Array.isArray(out)) {
    recordTurn(s, p, decision.kind === 'task', move);
    settle(s, out);
    return { state: s, events: out, reveals: revealedSomething(state, s) };
  }
  return out;
}

/** A task's answer or a move after a family ability continues the participant's turn; anything else starts one. */
function recordTurn(s: CeState, p: number, isTask: boolean, move: CeMove): void {
  const prev = s.lastTurn;
  const continues = prev !== undefined && prev.p === p && (isTask || prev.open);
  const text = formatMove(move);
  s.lastTurn = { p, moves: continues ? [...prev.moves, text] : [text], open: move.kind === 'ability' };
}

/** A city card, goal card or bot card came into view, or a setup city was revealed: no free take-back. */
function revealedSomething(before: CeState, after: CeState): boolean {
  const seen = (x: CeState) =>
    JSON.stringify([x.display, x.cityDeck.length, x.goalDeck.length, x.bot?.deck.length, x.bot?.revealed, x.players.map((p) => p.hiddenCity)]);
  return seen(before) !== seen(after);
}

function wrong(expected: string): RuleError {
  return ruleError('ce.wrong-decision', `That move does not answer the current decision: ${expected}.`);
}

function expectation(d: Current): string {
  switch (d.kind) {
    case 'setup-goal':
      return 'keep one of your two goal cards (keep goal <n>)';
    case 'setup-first':
      return 'place your first post in a display city (post <city> upper|lower)';
    case 'setup-second':
      return 'place your second post in your revealed city (post <city> upper|lower)';
    case 'setup-crest':
      return 'place your crest tile (crest <city>)';
    case 'plan':
      return d.fallback ? 'no transport is possible: refill <city> or take cards' : 'transport a cube (ship <cube> <origin>-<destination> with <cards>)';
    case 'task':
      switch (d.task.t) {
        case 'runs':
          return `choose which marker advances next (${d.task.runs.map((r) => `advance ${r.marker}`).join(', ')})`;
        case 'advance':
          return 'choose a row (row upper or row lower)';
        case 'flex':
          return `give a flexible step (${d.task.eligible.map((m) => `step ${m}`).join(', ')})`;
        case 'city':
          return 'take a city card from the display (take city <city>)';
        case 'goal':
          return 'keep one of the drawn goal cards (keep goal <n>)';
        case 'any':
          return 'gain a transport card (gain car|loco|ship)';
        case 'cityOrGoal':
          return 'choose city or choose goal';
        case 'vassal':
          return 'place your vassal (vassal <cube> <origin>-<destination>)';
        default:
          return 'wait';
      }
  }
}

function dispatch(s: CeState, p: number, d: Current, move: CeMove): Outcome {
  if (move.kind === 'ability') {
    if (!mayUseAbilities(s, p)) return ruleError('ce.no-ability', 'Family abilities can be used only during your own turn with the families variant.');
    return applyAbility(s, p, move.ability, move.pay);
  }
  switch (d.kind) {
    case 'setup-goal':
      return move.kind === 'keep-goal' ? keepSetupGoal(s, p, d.drawn, move.goal) : wrong(expectation(d));
    case 'setup-first':
    case 'setup-second':
      return move.kind === 'post' ? setupPost(s, p, d.kind, move.city, move.space) : wrong(expectation(d));
    case 'setup-crest':
      if (move.kind !== 'crest') return wrong(expectation(d));
      if (!isCity(move.city)) return ruleError('ce.unknown-city', `There is no city called ${move.city}.`);
      participant(s, p).crest = move.city;
      s.setupDone++;
      return [{ text: `${participant(s, p).name} places the crest tile in ${cityName(move.city)}.` }];
    case 'plan':
      if (move.kind === 'ship') return d.fallback ? ruleError('ce.no-transport', 'No transport is possible: refill a city or take cards.') : transport(s, p, move);
      if (move.kind === 'refill' || move.kind === 'take-cards') return fallback(s, p, move);
      return wrong(expectation(d));
    case 'task':
      return taskMove(s, p, d, move);
  }
}

function keepSetupGoal(s: CeState, p: number, drawn: number[], goal: number): Outcome {
  if (!drawn.includes(goal)) return ruleError('ce.not-drawn', `You can keep ${drawn.join(' or ')}.`, drawn.map((g) => `keep goal ${g}`));
  const who = participant(s, p);
  who.goals.push(goal);
  for (const g of drawn) if (g !== goal) s.goalDeck.push(g);
  s.setupGoals[p] = null;
  const events: GameEvent[] = [];
  sayPrivately(events, `${who.name} keeps a goal card.`, who.seat, `You keep goal card ${goal}.`);
  return events;
}

function setupPost(s: CeState, p: number, step: 'setup-first' | 'setup-second', city: string, space: DemandSpace): Outcome {
  const who = participant(s, p);
  const events: GameEvent[] = [];
  if (step === 'setup-first') {
    if (!s.display.includes(city) || s.setupChosen.includes(city)) {
      const open = s.display.filter((c) => s.cities[c] !== undefined && !s.setupChosen.includes(c));
      return ruleError('ce.setup-city', `Choose a city whose card is in the display and that nobody chose yet (CE-S9): ${open.map(cityName).join(', ')}.`);
    }
    s.setupChosen.push(city);
  } else {
    if (who.hiddenCity !== city) return ruleError('ce.setup-city', `Your second post goes in the city of your face-down city card (CE-S10)${who.hiddenCity ? `: ${cityName(who.hiddenCity)}` : ''}.`);
    who.hiddenCity = null;
    who.cities.push(city);
    say(events, `${who.name} reveals the ${cityName(city)} city card.`);
  }
  if (s.cities[city]!.demand[space] !== null) return ruleError('ce.space-taken', `That demand space of ${cityName(city)} is taken.`);
  placePost(s, city, space, who.colour, events);
  say(events, `${who.name} places a post in ${cityName(city)} (${space} demand space).`);
  s.setupDone++;
  return events;
}

function resolveSpace(spaces: DemandSpace[], wanted: DemandSpace | undefined): DemandSpace | RuleError {
  if (spaces.length === 0) return ruleError('ce.no-demand', 'The destination has no empty demand space for that cube (CE-3.2).');
  if (wanted !== undefined) {
    return spaces.includes(wanted) ? wanted : ruleError('ce.no-demand', `The ${wanted} demand space cannot take that cube; use ${spaces.join(' or ')}.`);
  }
  if (spaces.length > 1) return ruleError('ce.which-space', 'Both demand spaces can take the cube: add "on upper" or "on lower" (AMB-31).');
  return spaces[0]!;
}

function transport(s: CeState, p: number, move: Extract<CeMove, { kind: 'ship' }>): Outcome {
  const who = participant(s, p);
  if (!isCity(move.origin) || !isCity(move.destination)) return ruleError('ce.unknown-city', 'Unknown city.');
  if (!isOrigin(s, p, move.origin)) {
    return ruleError('ce.origin', `${cityName(move.origin)} is not a valid origin: you must be present there and its tile must hold a cube (CE-3.1).`);
  }
  if (!s.cities[move.origin]!.production.includes(move.cube)) return ruleError('ce.no-cube', `${cityName(move.origin)} has no ${move.cube} cube.`);
  if (move.origin === move.destination) return ruleError('ce.same-city', 'Origin and destination must differ (CE-3.4).');
  const space = resolveSpace(acceptingSpaces(s, p, move.origin, move.destination, move.cube), move.space);
  if (typeof space !== 'string') return space;
  if (!paymentAllowed(s, p, move.origin, move.destination, move.cards)) {
    // The whole cost in words: what the hand holds and every payment of this journey it allows.
    const ways = payments(s, p, move.origin, move.destination).map(formatCards);
    const options = ways.length > 0 ? `Payments from your hand that work: ${ways.join('; ')}.` : 'No payment from your hand completes this journey.';
    return ruleError(
      'ce.payment',
      `${formatCards(move.cards) || 'No cards'} cannot pay ${cityName(move.origin)} to ${cityName(move.destination)}: the cards must be in your hand, complete the journey, and none may be unnecessary (CE-4.2 to CE-4.4). Your hand: ${formatCards(who.hand) || 'no cards'}. ${options}`,
    );
  }
  const events: GameEvent[] = [];
  for (const t of ['car', 'loco', 'ship'] as const) who.hand[t] -= move.cards[t];
  takeCube(s, move.origin, move.cube);
  if (s.options.families) who.cubes[move.cube]++;
  else returnToSupply(s, move.cube);
  who.reserve[s.round - 1]!--;
  say(events, `${who.name} ships ${move.cube} from ${cityName(move.origin)} to ${cityName(move.destination)} with ${formatCards(move.cards)} (${space} demand space).`);
  const upgrade = placePost(s, move.destination, space, who.colour, events);
  const enhanced = Math.min(s.flags.enhanced, move.cards.loco);
  const runs: { marker: Transport; steps: number }[] = [];
  if (move.cards.car > 0) runs.push({ marker: 'car', steps: move.cards.car });
  if (move.cards.loco > 0) runs.push({ marker: 'loco', steps: move.cards.loco + enhanced });
  if (move.cards.ship > 0) runs.push({ marker: 'ship', steps: 2 * move.cards.ship });
  const eligible = runs.map((r) => r.marker);
  s.flags.stage = 'develop';
  s.tasks.push(
    { t: 'runs', p, runs },
    {
      t: 'rewards',
      p,
      origin: move.origin,
      destination: move.destination,
      fullUpgrade: upgrade === 'full',
      extra: kashaExtraStep(s, p, move.origin, move.destination),
      eligible,
    },
  );
  if (who.vassal !== null && who.vassalReserve[s.round - 1]! > 0) s.tasks.push({ t: 'vassal', p });
  return events;
}

function fallback(s: CeState, p: number, move: Extract<CeMove, { kind: 'refill' } | { kind: 'take-cards' }>): Outcome {
  const who = participant(s, p);
  if (hasLegalTransport(s, p)) return ruleError('ce.must-transport', 'A transport is possible, so you must transport (CE-2.2).');
  const events: GameEvent[] = [];
  if (move.kind === 'refill') {
    if (!refillChoices(s, p).includes(move.city)) {
      return ruleError('ce.refill', 'Refill a level-1 or level-2 city where you are present (CE-9.3 a).', refillChoices(s, p).map((c) => `refill ${c}`));
    }
    const placed = refillProduction(s, move.city);
    say(events, `${who.name} cannot transport: a post leaves the game and ${cityName(move.city)} is refilled with ${placed} cube${placed === 1 ? '' : 's'}.`);
  } else {
    for (const t of ['car', 'loco', 'ship'] as const) who.hand[t]++;
    say(events, `${who.name} cannot transport: a post leaves the game and they take a car, a loco and a ship card.`);
  }
  who.reserve[s.round - 1]!--;
  s.removedPosts[p]!++;
  s.flags.stage = 'develop';
  return events;
}

function taskMove(s: CeState, p: number, d: Extract<Current, { kind: 'task' }>, move: CeMove): Outcome {
  const task = d.task;
  const who = participant(s, p);
  const events: GameEvent[] = [];
  switch (task.t) {
    case 'runs': {
      if (move.kind !== 'advance') return wrong(expectation(d));
      const run = task.runs.find((r) => r.marker === move.marker);
      if (!run) return ruleError('ce.not-eligible', `Only ${task.runs.map((r) => r.marker).join(', ')} advance now.`);
      s.tasks.splice(0, 1, { t: 'advance', p, marker: run.marker, steps: run.steps }, { ...task, runs: task.runs.filter((r) => r !== run) });
      return events;
    }
    case 'advance': {
      if (move.kind !== 'row' || !needsRow(who.markers[task.marker])) return wrong(expectation(d));
      takeStep(s, p, task.marker, move.row, events);
      return events;
    }
    case 'flex': {
      if (move.kind !== 'step') return wrong(expectation(d));
      if (!task.eligible.includes(move.marker)) {
        return ruleError('ce.not-eligible', `Flexible steps go only to markers advanced by this turn's cards: ${task.eligible.join(', ')} (CE-8.5).`);
      }
      s.tasks.splice(0, 1, { t: 'advance', p, marker: move.marker, steps: 1 }, { ...task, steps: task.steps - 1 });
      return events;
    }
    case 'city': {
      if (move.kind !== 'take-city') return wrong(expectation(d));
      const slot = s.display.indexOf(move.card);
      if (slot < 0) return ruleError('ce.not-in-display', `Take a card from the display: ${s.display.join(', ')}.`);
      who.cities.push(move.card);
      s.tasks.shift();
      say(events, `${who.name} takes ${cityName(move.card)} as a personal city.`);
      refillSlot(s, slot, events);
      return events;
    }
    case 'goal': {
      if (move.kind !== 'keep-goal') return wrong(expectation(d));
      if (!task.drawn.includes(move.goal)) return ruleError('ce.not-drawn', `You can keep ${task.drawn.join(' or ')}.`);
      who.goals.push(move.goal);
      for (const g of task.drawn) if (g !== move.goal) s.goalDeck.push(g);
      s.tasks.shift();
      sayPrivately(events, `${who.name} keeps a goal card.`, who.seat, `You keep goal card ${move.goal}.`);
      return events;
    }
    case 'any': {
      if (move.kind !== 'gain') return wrong(expectation(d));
      who.hand[move.card]++;
      say(events, `${who.name} gains a ${move.card} card.`);
      if (task.advance) s.tasks.splice(0, 1, { t: 'advance', p, marker: move.card, steps: 1 });
      else s.tasks.shift();
      return events;
    }
    case 'cityOrGoal': {
      if (move.kind !== 'choose') return wrong(expectation(d));
      s.tasks.shift();
      if (move.bonus === 'city') s.tasks.unshift({ t: 'city', p });
      else startGoalDraw(s, p, events);
      return events;
    }
    case 'vassal':
      return move.kind === 'vassal' ? vassalMove(s, p, move) : wrong(expectation(d));
    case 'rewards':
      return wrong(expectation(d));
  }
}

function vassalMove(s: CeState, p: number, move: Extract<CeMove, { kind: 'vassal' }>): Outcome {
  const who = participant(s, p);
  const options = vassalPlacements(s).filter((v) => v.origin === move.origin && v.cube === move.cube && v.destination === move.destination);
  const first = options[0];
  if (!first) return ruleError('ce.vassal', 'The vassal needs a city with that cube and another city with an empty demand space of its colour (CE-16.3).');
  const space = resolveSpace(first.spaces, move.space);
  if (typeof space !== 'string') return space;
  const events: GameEvent[] = [];
  takeCube(s, move.origin, move.cube);
  returnToSupply(s, move.cube);
  who.vassalReserve[s.round - 1]!--;
  say(events, `${who.name}'s vassal (${who.vassal}) moves ${move.cube} from ${cityName(move.origin)} to ${cityName(move.destination)} (${space}).`);
  placePost(s, move.destination, space, who.vassal!, events);
  s.tasks.shift();
  return events;
}
