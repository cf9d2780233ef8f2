import type { GameEvent, Seat } from '../../../engine/types.ts';
import type { EeState } from '../state.ts';

/** A move being applied: the (already copied) state the rules mutate and the events they report. */
export interface Ctx {
  s: EeState;
  events: GameEvent[];
}

export function say(ctx: Ctx, text: string): void {
  ctx.events.push({ text });
}

/** A line only `seat` may read, with a public line that reveals nothing. */
export function sayPrivately(ctx: Ctx, seat: Seat, publicText: string, privateText: string): void {
  ctx.events.push({ text: publicText, private: [{ seat, text: privateText }] });
}

export function nameOf(ctx: Ctx, seat: Seat): string {
  return ctx.s.players[seat]?.name ?? `Seat ${seat + 1}`;
}
