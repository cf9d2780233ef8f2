import type { GameEvent } from '../../engine/types.ts';
import { PLAYER_COUNT_CONFIG } from './data/player-counts.ts';
import { CITY_IDS } from './world.ts';
import type { CeState, Colour, Participant } from './types.ts';

/** Effective player count (CE-0.2): humans plus the bot; vassals never count. */
export function effectivePlayers(s: CeState): 2 | 3 | 4 | 5 {
  return Math.min(5, Math.max(2, s.players.length)) as 2 | 3 | 4 | 5;
}

export function config(s: CeState) {
  return PLAYER_COUNT_CONFIG[effectivePlayers(s)];
}

export function participant(s: CeState, p: number): Participant {
  const x = s.players[p];
  if (!x) throw new Error(`no participant ${p}`);
  return x;
}

export function participantOfSeat(s: CeState, seat: number): number {
  return s.players.findIndex((x) => x.kind === 'human' && x.seat === seat);
}

export function botIndex(s: CeState): number {
  return s.players.findIndex((x) => x.kind === 'bot');
}

/** CE-0.1: a colour is present in a city with a post on its tile or on its trading post spaces. */
export function isPresent(s: CeState, colour: Colour, city: string): boolean {
  const c = s.cities[city];
  if (!c) return false;
  return c.demand.upper === colour || c.demand.lower === colour || c.posts.includes(colour);
}

export function presentCities(s: CeState, colour: Colour): string[] {
  return CITY_IDS.filter((id) => isPresent(s, colour, id));
}

export function postsIn(s: CeState, colour: Colour, city: string): number {
  const c = s.cities[city]!;
  return (c.demand.upper === colour ? 1 : 0) + (c.demand.lower === colour ? 1 : 0) + c.posts.filter((x) => x === colour).length;
}

export function activeParticipant(s: CeState): number {
  return s.order[s.turn % s.order.length]!;
}

export function nameOf(s: CeState, p: number): string {
  return participant(s, p).name;
}

export function say(events: GameEvent[], text: string): void {
  events.push({ text });
}

export function sayPrivately(events: GameEvent[], publicText: string, seat: number | null, privateText: string): void {
  if (seat === null) events.push({ text: publicText });
  else events.push({ text: publicText, private: [{ seat, text: privateText }] });
}

export function cityName(id: string): string {
  return id === 'blank' ? 'a blank city card' : id.charAt(0).toUpperCase() + id.slice(1);
}
