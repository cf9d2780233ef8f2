import type { GameEvent, Seat } from '../../../engine/types.ts';
import type { EeState } from '../state.ts';
import type { EeEventKind } from './event-kinds.ts';

/** A move being applied: the (already copied) state the rules mutate and the events they report. */
export interface Ctx {
  s: EeState;
  events: GameEvent[];
}

/** The public facts of an event (seat, place, amounts): never anything private to a seat. */
export type EventData = Readonly<Record<string, unknown>>;

/** A public event: its kind (README "Event kinds"), its public facts and its words. */
export function say(ctx: Ctx, kind: EeEventKind, data: EventData, text: string): void {
  ctx.events.push({ kind, data, text });
}

/** An event with a line only `seat` may read; its kind, data and public line reveal nothing. */
export function sayPrivately(ctx: Ctx, seat: Seat, kind: EeEventKind, data: EventData, publicText: string, privateText: string): void {
  ctx.events.push({ kind, data, text: publicText, private: [{ seat, text: privateText }] });
}

export function nameOf(ctx: Ctx, seat: Seat): string {
  return ctx.s.players[seat]?.name ?? `Seat ${seat + 1}`;
}
