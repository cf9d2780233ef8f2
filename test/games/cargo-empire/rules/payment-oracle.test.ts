import { describe, expect, it } from 'vitest';
import { isLegalPayment } from '../../../../src/games/cargo-empire/rules/payment.ts';
import { europeCityIds, cityInfo, neighbours } from '../../../../src/games/cargo-empire/rules/world.ts';

/**
 * An independent, deliberately naive reading of CE-4.2 to CE-4.4 (seed: step 2 "輸送費の支払い", figures B to E):
 * try every order of the played cards as consecutive legs; a set is legal when it completes and no proper
 * non-empty subset completes. The engine's memoised search must agree on every city pair.
 */
type Card = 'car' | 'loco' | 'eloco' | 'ship';

function legEnds(node: string, card: Card): string[] {
  if (card === 'ship') return cityInfo(node).port ? europeCityIds().filter((c) => c !== node && cityInfo(c).port) : [];
  const max = card === 'car' ? 1 : card === 'loco' ? 2 : 3;
  const out = new Set<string>();
  let frontier = [node];
  for (let r = 1; r <= max; r++) {
    frontier = frontier.flatMap((f) => [...neighbours(f)]);
    for (const n of frontier) out.add(n);
  }
  out.delete(node);
  return [...out];
}

function completes(from: string, to: string, cards: readonly Card[]): boolean {
  if (cards.length === 0) return from === to;
  return cards.some((card, i) => cards.indexOf(card) === i && legEnds(from, card).some((n) => completes(n, to, cards.filter((_, j) => j !== i))));
}

function properSubsets(cards: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  for (let m = 1; m < (1 << cards.length) - 1; m++) out.push(cards.filter((_, i) => m & (1 << i)));
  return out;
}

describe('CE-4 payment legality against a naive search', () => {
  it('CE-4.3 CE-4.4 every city pair, up to 3 cars, 2 locos (one may be enhanced) and 1 ship', () => {
    const mismatches: string[] = [];
    for (const from of europeCityIds()) {
      for (const to of europeCityIds()) {
        if (from === to) continue;
        for (let c = 0; c <= 3; c++) {
          for (let l = 0; l <= 2; l++) {
            for (let s = 0; s <= 1; s++) {
              for (let e = 0; e <= Math.min(l, 1); e++) {
                if (c + l + s === 0) continue;
                const cards: Card[] = [...Array<Card>(c).fill('car'), ...Array<Card>(l - e).fill('loco'), ...Array<Card>(e).fill('eloco'), ...Array<Card>(s).fill('ship')];
                const expected = completes(from, to, cards) && properSubsets(cards).every((sub) => !completes(from, to, sub));
                if (isLegalPayment(from, to, { car: c, loco: l, ship: s }, e) !== expected) mismatches.push(`${from}-${to} ${cards.join('+')}`);
              }
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
