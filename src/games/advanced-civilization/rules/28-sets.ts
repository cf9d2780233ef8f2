/** 28.51-28.53: the value of trade-card sets, with Mining (32.261). */
import { commodities } from '../data/cards.ts';

/** The cards left after taking one of each of `remove` (a card not there is skipped). */
export function withoutCards(cards: readonly string[], remove: readonly string[]): string[] {
  const left = [...cards];
  for (const c of remove) {
    const i = left.indexOf(c);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

export function countCards(cards: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** 28.51: value x n squared per commodity; calamities are worth nothing; `mining` counts one more card of that set. */
export function setValue(cards: readonly string[], mining: string | null = null): number {
  let total = 0;
  for (const [card, n] of countCards(cards)) {
    const c = commodities()[card];
    if (!c) continue;
    const k = mining === card && c.mineable ? Math.min(n + 1, Math.max(n, c.count)) : n;
    total += c.value * k * k;
  }
  return total;
}

/** The mineable commodity in `cards` where Mining adds the most (35.1 B), or null. */
export function bestMining(cards: readonly string[]): string | null {
  let best: string | null = null;
  let gain = 0;
  const base = setValue(cards);
  for (const card of countCards(cards).keys()) {
    if (!commodities()[card]?.mineable) continue;
    const g = setValue(cards, card) - base;
    if (g > gain) {
      gain = g;
      best = card;
    }
  }
  return best;
}
