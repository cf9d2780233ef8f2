/** A transport (CE-2 to CE-5): plan, pay, deliver and place a post, then queue the develop step (CE-8). */
import type { RuleError } from '../../../engine/errors.ts';
import { fail } from './fail.ts';
import type { GameEvent } from '../../../engine/types.ts';
import type { Outcome } from './answer.ts';
import { placePost, returnToSupply, takeCube } from './delivery.ts';
import { actor, say } from './events.ts';
import { expressChoices, gainExpress } from './express.ts';
import { kashaExtraStep } from './families.ts';
import { participant } from './participants.ts';
import { formatCards } from './payment.ts';
import { acceptingSpaces, isOrigin, paymentAllowed, payments } from './plan.ts';
import { cityName, isCityOf } from './world.ts';
import type { CeMove } from '../moves.ts';
import type { CeState, DemandSpace, Transport } from '../state.ts';

export function resolveSpace(spaces: DemandSpace[], wanted: DemandSpace | undefined): DemandSpace | RuleError {
  if (spaces.length === 0) return fail('no-demand', 'The destination has no empty demand space for that cube (CE-3.2).');
  if (wanted !== undefined) {
    return spaces.includes(wanted) ? wanted : fail('no-demand', `The ${wanted} demand space cannot take that cube; use ${spaces.join(' or ')}.`);
  }
  if (spaces.length > 1) return fail('which-space', 'Both demand spaces can take the cube: add "on upper" or "on lower" (AMB-31).');
  return spaces[0]!;
}

export function transport(s: CeState, p: number, move: Extract<CeMove, { kind: 'ship' }>): Outcome {
  const who = participant(s, p);
  if (!isCityOf(s, move.origin) || !isCityOf(s, move.destination)) return fail('unknown-city', 'Unknown city.');
  if (!isOrigin(s, p, move.origin)) {
    return fail('origin', `${cityName(move.origin)} is not a valid origin: you must be present there and its tile must hold a cube (CE-3.1).`);
  }
  if (!s.cities[move.origin]!.production.includes(move.cube)) return fail('no-cube', `${cityName(move.origin)} has no ${move.cube} cube.`);
  if (move.origin === move.destination) return fail('same-city', 'Origin and destination must differ (CE-3.4).');
  const space = resolveSpace(acceptingSpaces(s, p, move.origin, move.destination, move.cube), move.space);
  if (typeof space !== 'string') return space;
  if (!paymentAllowed(s, p, move.origin, move.destination, move.cards)) {
    // The whole cost in words: what the hand holds and every payment of this journey it allows.
    const ways = payments(s, p, move.origin, move.destination).map(formatCards);
    const options = ways.length > 0 ? `Payments from your hand that work: ${ways.join('; ')}.` : 'No payment from your hand completes this journey.';
    return fail(
      'payment',
      `${formatCards(move.cards) || 'No cards'} cannot pay ${cityName(move.origin)} to ${cityName(move.destination)}: the cards must be in your hand, complete the journey, and none may be unnecessary (CE-4.2 to CE-4.4). Your hand: ${formatCards(who.hand) || 'no cards'}. ${options}`,
    );
  }
  const events: GameEvent[] = [];
  for (const t of ['car', 'loco', 'ship'] as const) who.hand[t] -= move.cards[t];
  takeCube(s, move.origin, move.cube);
  if (s.options.families) who.cubes[move.cube]++;
  else returnToSupply(s, move.cube);
  who.reserve[s.round - 1]!--;
  say(events, 'transport', { ...actor(who), cube: move.cube, origin: move.origin, destination: move.destination, cards: { ...move.cards }, space }, `${who.name} ships ${move.cube} from ${cityName(move.origin)} to ${cityName(move.destination)} with ${formatCards(move.cards)} (${space} demand space).`);
  const upgrade = placePost(s, move.destination, space, who.colour, events);
  // CE-17.3: right after the post, before the develop step; one tile at most.
  const express = expressChoices(s, p, move.origin, move.destination, move.cards);
  if (express.spaces.length === 1 && !express.none) gainExpress(s, p, express.spaces[0]!, events);
  else if (express.spaces.length > 0) s.tasks.push({ t: 'express', p, spaces: express.spaces, none: express.none });
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
