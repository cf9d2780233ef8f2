/**
 * The log lines a move produces: each has a stable kind and its public facts as data beside the words (the README
 * lists the kinds); a line with a private part tells one seat what the others may not see (spec §9).
 */
import type { GameEvent } from '../../../engine/types.ts';
import type { Participant } from '../state.ts';

export type EventData = Readonly<Record<string, unknown>>;

export function say(events: GameEvent[], kind: string, data: EventData, text: string): void {
  events.push({ kind, data, text });
}

export function sayPrivately(events: GameEvent[], kind: string, data: EventData, publicText: string, seat: number | null, privateText: string): void {
  if (seat === null) events.push({ kind, data, text: publicText });
  else events.push({ kind, data, text: publicText, private: [{ seat, text: privateText }] });
}

/** Who acted, as public facts: the seat (null for the bot) and the colour. */
export function actor(who: Participant): { seat: number | null; colour: Participant['colour'] } {
  return { seat: who.seat, colour: who.colour };
}
