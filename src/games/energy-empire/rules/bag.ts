import { RESOURCES, type Bag, type ResourceId } from '../data/index.ts';
import type { PlayerState } from '../state.ts';

/** Resource bundles (EE-2.3, EE-2.11): resources are unlimited; payments go to the supply. */
export function canAfford(p: PlayerState, cost: Bag): boolean {
  return RESOURCES.every((r) => p.res[r] >= (cost[r] ?? 0));
}

export function pay(p: PlayerState, cost: Bag): void {
  for (const r of RESOURCES) p.res[r] -= cost[r] ?? 0;
}

export function gain(p: PlayerState, bag: Bag): void {
  for (const r of RESOURCES) p.res[r] += bag[r] ?? 0;
}

/** EE-11.5: lose as much as possible. Returns what was actually lost. */
export function loseUpTo(p: PlayerState, bag: Bag): Bag {
  const lost: Bag = {};
  for (const r of RESOURCES) {
    const n = Math.min(p.res[r], bag[r] ?? 0);
    if (n > 0) {
      p.res[r] -= n;
      lost[r] = n;
    }
  }
  return lost;
}

export function addBags(a: Bag, b: Bag): Bag {
  const out: Bag = {};
  for (const r of RESOURCES) {
    const n = (a[r] ?? 0) + (b[r] ?? 0);
    if (n !== 0) out[r] = n;
  }
  return out;
}

const SYMBOL: Record<ResourceId, string> = { money: '$', science: 'science', steel: 'steel', plastic: 'plastic', oil: 'oil' };

/** '$3 + 1 science' ('nothing' when empty). */
export function bagText(bag: Bag): string {
  const parts = RESOURCES.filter((r) => (bag[r] ?? 0) > 0).map((r) => (r === 'money' ? `$${bag[r]}` : `${bag[r]} ${SYMBOL[r]}`));
  return parts.length > 0 ? parts.join(' + ') : 'nothing';
}

export function isEmptyBag(bag: Bag): boolean {
  return RESOURCES.every((r) => (bag[r] ?? 0) === 0);
}

export function emptyResources(): Record<ResourceId, number> {
  return { money: 0, science: 0, steel: 0, plastic: 0, oil: 0 };
}
