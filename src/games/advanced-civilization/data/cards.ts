import type { CalamityData, CivCardData, CommodityData, StackData } from './card-types.ts';
import { acData, perDataSet } from './current.ts';

/** Card lookups over the data set in use (civilization-cards.json, trade-cards.json), built once per set. */
const lookups = perDataSet((data) => Object.freeze({
  civCards: Object.freeze(Object.fromEntries(data['civilization-cards.json'].cards.map((c) => [c.id, c]))) as Record<string, CivCardData>,
  civIds: Object.freeze(data['civilization-cards.json'].cards.map((c) => c.id)) as readonly string[],
  commodities: Object.freeze(Object.fromEntries(data['trade-cards.json'].commodities.map((c) => [c.id, c]))) as Record<string, CommodityData>,
  calamities: Object.freeze(Object.fromEntries(data['trade-cards.json'].calamities.map((c) => [c.id, c]))) as Record<string, CalamityData>,
}));

export function civCardList(): readonly CivCardData[] {
  return acData()['civilization-cards.json'].cards;
}
export function civCards(): Readonly<Record<string, CivCardData>> {
  return lookups().civCards;
}
export function civIds(): readonly string[] {
  return lookups().civIds;
}
export function commodityList(): readonly CommodityData[] {
  return acData()['trade-cards.json'].commodities;
}
export function commodities(): Readonly<Record<string, CommodityData>> {
  return lookups().commodities;
}
export function calamityList(): readonly CalamityData[] {
  return acData()['trade-cards.json'].calamities;
}
export function calamities(): Readonly<Record<string, CalamityData>> {
  return lookups().calamities;
}
export function stacks(): readonly StackData[] {
  return acData()['trade-cards.json'].stacks;
}
/** Trade-card hand limit after purchases (31.71). */
export function handLimit(): number {
  return acData()['trade-cards.json'].handLimit;
}
/** Price of one card from stack 9 in treasury tokens (27.51). */
export function goldPrice(): number {
  return acData()['trade-cards.json'].goldPrice;
}

export function isCommodity(card: string): boolean {
  return lookups().commodities[card] !== undefined;
}

export function isCalamity(card: string): boolean {
  return lookups().calamities[card] !== undefined;
}

/** The stack a trade card belongs to (its value, 8.1). */
export function stackOf(card: string): number {
  const { commodities: c, calamities: k } = lookups();
  const s = c[card]?.stack ?? k[card]?.stack;
  if (s === undefined) throw new Error(`unknown trade card ${card}`);
  return s;
}
