/**
 * CE-13.5 blue (Tino), decision D-22: at final scoring the blue family's player decides once whether the crest city
 * counts as a port city for all their goal cards. It is asked only when it is a real choice (a blue human with a
 * crest tile on a city that is not already a port); the decision shows the goal score of each answer.
 */
import type { GameEvent } from '../../../engine/types.ts';
import { actor, say } from './events.ts';
import { crestCity } from './families.ts';
import { participant } from './participants.ts';
import { cityInfo, cityName } from './world.ts';
import type { CeState } from '../state.ts';

/** The participant who holds the port decision, or null when there is none to make. */
export function crestPortDecider(s: CeState): number | null {
  const city = crestCity(s, 'blue');
  if (city === null || cityInfo(city).port) return null;
  const p = s.players.findIndex((x) => x.kind === 'human' && x.colour === 'blue');
  return p < 0 ? null : p;
}

/** After round 3: the decision, or straight to the result when there is none (CE-11). */
export function beginFinalScoring(s: CeState, events: GameEvent[]): void {
  const p = crestPortDecider(s);
  if (p === null) {
    endGame(s, events);
    return;
  }
  s.phase = 'final';
  const who = participant(s, p);
  say(events, 'final-decision', { ...actor(who), city: crestCity(s, 'blue') }, `Final scoring: ${who.name} decides whether ${cityName(crestCity(s, 'blue')!)} counts as a port (Tino crest).`);
}

export function decideCrestPort(s: CeState, p: number, count: boolean): GameEvent[] {
  const events: GameEvent[] = [];
  const who = participant(s, p);
  const city = crestCity(s, 'blue')!;
  s.crestPort = count;
  say(events, 'crest-port', { ...actor(who), city, port: count }, `${who.name} counts ${cityName(city)} ${count ? 'as a port' : 'as no port'} for the goal cards.`);
  endGame(s, events);
  return events;
}

function endGame(s: CeState, events: GameEvent[]): void {
  s.phase = 'over';
  say(events, 'game-over', {}, 'The game is over: final scoring.');
}
