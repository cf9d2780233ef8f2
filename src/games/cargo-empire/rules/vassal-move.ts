/** A vassal's placement (CE-16.3), the task after its owner's transport: a cube to a city demanding its colour. */
import { fail } from './fail.ts';
import type { GameEvent } from '../../../engine/types.ts';
import type { Outcome } from './answer.ts';
import { placePost, returnToSupply, takeCube } from './delivery.ts';
import { actor, say } from './events.ts';
import { participant } from './participants.ts';
import { resolveSpace } from './transport.ts';
import { vassalPlacements } from './vassal.ts';
import { cityName } from './world.ts';
import type { CeMove } from '../moves.ts';
import type { CeState } from '../state.ts';

export function vassalMove(s: CeState, p: number, move: Extract<CeMove, { kind: 'vassal' }>): Outcome {
  const who = participant(s, p);
  const options = vassalPlacements(s).filter((v) => v.origin === move.origin && v.cube === move.cube && v.destination === move.destination);
  const first = options[0];
  if (!first) return fail('vassal', 'The vassal needs a city with that cube and another city with an empty demand space of its colour (CE-16.3).');
  const space = resolveSpace(first.spaces, move.space);
  if (typeof space !== 'string') return space;
  const events: GameEvent[] = [];
  takeCube(s, move.origin, move.cube);
  returnToSupply(s, move.cube);
  who.vassalReserve[s.round - 1]!--;
  say(events, 'vassal-transport', { ...actor(who), vassal: who.vassal, cube: move.cube, origin: move.origin, destination: move.destination, space }, `${who.name}'s vassal (${who.vassal}) moves ${move.cube} from ${cityName(move.origin)} to ${cityName(move.destination)} (${space}).`);
  placePost(s, move.destination, space, who.vassal!, events);
  s.tasks.shift();
  return events;
}
