/** 20: population expansion (20.1-20.3). */
import type { GameEvent } from '../../../engine/types.ts';
import type { AcState } from '../state.ts';
import { addTokens, astOrder, nationOf, player, seatName, tokenAreas } from './units.ts';

/** 20.1: per area, +1 for one own token, +2 for two or more; nothing where a city stands. */
export function entitlements(s: AcState, seat: number): Record<string, number> {
  const nation = nationOf(s, seat);
  const out: Record<string, number> = {};
  for (const a of tokenAreas(s, nation)) {
    const u = s.board[a]!;
    if (u.city) continue;
    out[a] = (u.tokens[nation] ?? 0) >= 2 ? 2 : 1;
  }
  return out;
}

export function growthTotal(s: AcState, seat: number): number {
  return Object.values(entitlements(s, seat)).reduce((n, k) => n + k, 0);
}

/** Seats whose stock is short of their growth (20.2): they choose where the tokens go (P1). */
export function shortGrowers(s: AcState): number[] {
  return astOrder(s).filter((seat) => {
    const total = growthTotal(s, seat);
    return total > 0 && player(s, seat).stock < total;
  });
}

/** 20.2 default: fill areas in map order. */
export function defaultGrowth(s: AcState, seat: number): Record<string, number> {
  let left = player(s, seat).stock;
  const out: Record<string, number> = {};
  for (const [a, k] of Object.entries(entitlements(s, seat))) {
    const n = Math.min(k, left);
    if (n > 0) out[a] = n;
    left -= n;
  }
  return out;
}

/** Checks a P1 placement: each area within its entitlement, total = stock. */
export function growthProblem(s: AcState, seat: number, placement: Record<string, number>): string | null {
  const ent = entitlements(s, seat);
  let total = 0;
  for (const [a, n] of Object.entries(placement)) {
    if (!ent[a]) return `${a} does not grow (no own tokens there, or a city).`;
    if (n < 1 || n > ent[a]) return `${a} may receive 1 to ${ent[a]} tokens.`;
    total += n;
  }
  const stock = player(s, seat).stock;
  if (total !== stock) return `Place exactly your ${stock} stock tokens (you placed ${total}).`;
  return null;
}

/** 20.1: grows every player; `choices` gives the placements of short players. */
export function grow(s: AcState, choices: Record<number, Record<string, number>>, events: GameEvent[]): void {
  for (const seat of astOrder(s)) {
    const ent = choices[seat] ?? entitlements(s, seat);
    const p = player(s, seat);
    let added = 0;
    for (const [a, n] of Object.entries(ent)) {
      const k = Math.min(n, p.stock);
      p.stock -= k;
      addTokens(s, a, nationOf(s, seat), k);
      added += k;
    }
    if (added > 0) events.push({ kind: 'growth', data: { seat, tokens: added }, text: `${seatName(s, seat)} grows by ${added} token${added === 1 ? '' : 's'}.` });
  }
}
