/** The fallback turn when no transport is possible (CE-9): a post leaves the game, then a refill or three cards. */
import { fail } from './fail.ts';
import type { GameEvent } from '../../../engine/types.ts';
import type { Outcome } from './answer.ts';
import { refillProduction } from './delivery.ts';
import { actor, say } from './events.ts';
import { participant } from './participants.ts';
import { hasLegalTransport, refillChoices } from './plan.ts';
import { cityName } from './world.ts';
import type { CeMove } from '../moves.ts';
import type { CeState } from '../state.ts';

export function fallback(s: CeState, p: number, move: Extract<CeMove, { kind: 'refill' } | { kind: 'take-cards' }>): Outcome {
  const who = participant(s, p);
  if (hasLegalTransport(s, p)) return fail('must-transport', 'A transport is possible, so you must transport (CE-2.2).');
  const events: GameEvent[] = [];
  if (move.kind === 'refill') {
    if (!refillChoices(s, p).includes(move.city)) {
      return fail('refill', 'Refill a level-1 or level-2 city where you are present (CE-9.3 a).', refillChoices(s, p).map((c) => `refill ${c}`));
    }
    const placed = refillProduction(s, move.city);
    say(events, 'fallback-refill', { ...actor(who), city: move.city, cubes: placed }, `${who.name} cannot transport: a post leaves the game and ${cityName(move.city)} is refilled with ${placed} cube${placed === 1 ? '' : 's'}.`);
  } else {
    for (const t of ['car', 'loco', 'ship'] as const) who.hand[t]++;
    say(events, 'fallback-cards', actor(who), `${who.name} cannot transport: a post leaves the game and they take a car, a loco and a ship card.`);
  }
  who.reserve[s.round - 1]!--;
  s.removedPosts[p]!++;
  s.flags.stage = 'develop';
  return events;
}
