/** The log lines a move produces; a line with a private part tells one seat what the others may not see (spec §9). */
import type { GameEvent } from '../../../engine/types.ts';

export function say(events: GameEvent[], text: string): void {
  events.push({ text });
}

export function sayPrivately(events: GameEvent[], publicText: string, seat: number | null, privateText: string): void {
  if (seat === null) events.push({ text: publicText });
  else events.push({ text: publicText, private: [{ seat, text: privateText }] });
}
