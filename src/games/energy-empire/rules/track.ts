import type { Seat } from '../../../engine/types.ts';
import { eeBoard, type PollutionKind, type Row } from '../data/index.ts';
import type { EeState, Task } from '../state.ts';
import { type Ctx, nameOf, say } from './context.ts';
import { pollutionTargets } from './environment.ts';

/** EE-11.1 the leftmost space that still holds tokens (index), or -1 when the track is empty. */
export function leftmostSpace(s: EeState): number {
  return s.track.findIndex((n) => n > 0);
}

/** EE-11.6 / ER-21 the price of 3 oil barrels; buying adds the lasting oilBuyPriceDelta modifiers. */
export function oilPrice(s: EeState, mode: 'buy' | 'sell'): number {
  const i = leftmostSpace(s);
  const base = i < 0 ? eeBoard().globalImpactTrack.oilPriceWhenEmpty : (eeBoard().globalImpactTrack.oilPriceBySpace[i] ?? eeBoard().globalImpactTrack.oilPriceWhenEmpty);
  const delta = mode === 'buy' ? s.modifiers.filter((m) => m.kind === 'oilBuyPriceDelta').reduce((a, m) => a + m.value, 0) : 0;
  return Math.max(0, base + delta);
}

/**
 * EE-9.1 take one token from the leftmost non-empty track space (from the supply once the track is empty, EE-15.3).
 * Emptying a space queues a Global Impact (EE-11.2, ER-7); emptying the last one also triggers the end (EE-11.8).
 */
export function takeTrackToken(ctx: Ctx): void {
  const s = ctx.s;
  const i = leftmostSpace(s);
  if (i < 0) return;
  s.track[i] = (s.track[i] ?? 0) - 1;
  if (s.track[i] === 0) {
    s.triggers++;
    say(ctx, 'track-space-empty', { space: i + 1 }, `Global Impact track space ${i + 1} is empty: a Global Impact card will be revealed.`);
    if (i === s.track.length - 1 && s.end === null) {
      s.end = { triggeredBy: s.current, finalTurns: null };
      say(ctx, 'end-triggered', { seat: s.current }, `The last track space is empty: the game end is triggered (EE-15.1). ${nameOf(ctx, s.current)} finishes this turn, then everyone takes one more turn.`);
    }
  }
}

/**
 * EE-9 a player receives `n` tokens: each leaves the track now (unless it comes from the reserve, EE-6.12); the
 * placement is a task the receiver resolves (placed automatically when at most one space is possible, ER-31).
 */
export function receivePollution(ctx: Ctx, seat: Seat, kind: PollutionKind, row: Row | null, n: number, fromReserve = false): Task[] {
  const tasks: Task[] = [];
  for (let i = 0; i < n; i++) {
    if (!fromReserve) takeTrackToken(ctx);
    tasks.push({ k: 'place-pollution', seat, kind, row });
  }
  return tasks;
}

/** EE-9.2 / EE-9.3 the spaces the token of a place-pollution task may go to (empty: discarded, EE-9.5). */
export function placementTargets(ctx: Ctx, seat: Seat, row: Row | null): string[] {
  return pollutionTargets(ctx.s.players[seat]!, row);
}

export function placeToken(ctx: Ctx, seat: Seat, space: string, kind: PollutionKind): void {
  ctx.s.players[seat]!.env[space] = kind;
  say(ctx, 'pollution-placed', { seat, space, token: kind }, `${nameOf(ctx, seat)} places ${kind === 'nuclear' ? 'nuclear pollution' : 'pollution'} on ${space}.`);
}
