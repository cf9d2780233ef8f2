import type { CalamityData, CivCardData, CommodityData } from './card-types.ts';
import { CIV_CARD_LIST } from './civ-cards.ts';
import { CALAMITY_LIST, COMMODITY_LIST, STACK_LIST } from './trade-cards.ts';

export const CIV_CARDS: Record<string, CivCardData> = Object.fromEntries(CIV_CARD_LIST.map((c) => [c.id, c]));
export const CIV_IDS: readonly string[] = CIV_CARD_LIST.map((c) => c.id);
export const COMMODITIES: Record<string, CommodityData> = Object.fromEntries(COMMODITY_LIST.map((c) => [c.id, c]));
export const CALAMITIES: Record<string, CalamityData> = Object.fromEntries(CALAMITY_LIST.map((c) => [c.id, c]));
export const STACKS = STACK_LIST;
/** Trade-card hand limit after purchases (31.71). */
export const HAND_LIMIT = 8;
/** Price of one card from stack 9 in treasury tokens (27.51). */
export const GOLD_PRICE = 18;

export function isCommodity(card: string): boolean {
  return COMMODITIES[card] !== undefined;
}

export function isCalamity(card: string): boolean {
  return CALAMITIES[card] !== undefined;
}

/** The stack a trade card belongs to (its value, 8.1). */
export function stackOf(card: string): number {
  const s = COMMODITIES[card]?.stack ?? CALAMITIES[card]?.stack;
  if (s === undefined) throw new Error(`unknown trade card ${card}`);
  return s;
}

function check(): void {
  const problems: string[] = [];
  for (const c of CIV_CARD_LIST) {
    for (const p of c.prerequisites) if (!CIV_CARDS[p]) problems.push(`${c.id}: unknown prerequisite ${p}`);
    for (const t of Object.keys(c.creditsGiven)) if (!CIV_CARDS[t]) problems.push(`${c.id}: credit to unknown card ${t}`);
  }
  if (CIV_CARD_LIST.length !== 24) problems.push(`expected 24 civilization cards, found ${CIV_CARD_LIST.length}`);
  if (CIV_CARD_LIST.reduce((n, c) => n + c.cost, 0) !== 3190) problems.push('civilization cards do not total 3190');
  const commodityCards = COMMODITY_LIST.reduce((n, c) => n + c.count, 0);
  if (commodityCards !== 114) problems.push(`expected 114 commodity cards, found ${commodityCards}`);
  if (CALAMITY_LIST.length !== 12) problems.push('expected 12 calamities');
  for (const s of STACK_LIST) {
    const n = COMMODITY_LIST.filter((c) => c.stack === s.stack).reduce((k, c) => k + c.count, 0);
    if (n !== s.commodityCards) problems.push(`stack ${s.stack}: ${n} commodity cards, data says ${s.commodityCards}`);
  }
  if (problems.length > 0) throw new Error(`Card data is invalid:\n${problems.join('\n')}`);
}
check();
