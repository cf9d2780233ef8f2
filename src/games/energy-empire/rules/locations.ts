import type { Seat } from '../../../engine/types.ts';
import { eeBoard, eeLimits, RESOURCES, type Bag, type LocationType, type Step } from '../data/index.ts';
import type { EeMove, TradeUnit } from '../moves.ts';
import type { EeState, PlayerState, Task } from '../state.ts';
import { bagText, canAfford, gain, pay } from './bag.ts';
import { type Ctx, nameOf, say } from './context.ts';
import { buyableDice, dropDie, gainDie } from './dice.ts';
import { drillTargets } from './environment.ts';
import { dieData, locationData } from './lookup.ts';
import { slotCost } from './markets.ts';
import { oilPrice, receivePollution } from './track.ts';

/** EE-5 placing a worker and EE-6 the location actions. */

/** EE-5.3 the tallest stack on a location (neutral workers count as height 1, EE-5.8); 0 when empty. */
export function maxHeight(s: EeState, location: string): number {
  return s.locations[location]!.stacks.reduce((h, st) => Math.max(h, st.energy + 1), 0);
}

/** The player as they would be after taking the pieces lying on the location (EE-6.12, EE-5.5). */
function withPieces(s: EeState, seat: Seat, location: string): PlayerState {
  const pieces = s.locations[location]!.pieces;
  if (!RESOURCES.some((r) => (pieces[r] ?? 0) > 0)) return s.players[seat]!;
  const p = { ...s.players[seat]!, res: { ...s.players[seat]!.res } };
  gain(p, pieces);
  return p;
}

const MARKET_OF: Record<string, LocationType> = { industry_market: 'industry', commerce_market: 'commerce', government_market: 'government' };

/** ER-2 affordable (slot, payment) pairs of a market. */
export function marketOffers(s: EeState, p: PlayerState, type: LocationType): { slot: number; payWith: 'money' | 'resource' }[] {
  const out: { slot: number; payWith: 'money' | 'resource' }[] = [];
  s.markets[type].slots.forEach((card, i) => {
    if (card === null) return;
    for (const payWith of ['money', 'resource'] as const) {
      const c = slotCost(type, i + 1, payWith);
      if (p.res[c.resource] >= c.amount) out.push({ slot: i + 1, payWith });
    }
  });
  return out;
}

/** EE-5.5 and ER-2..ER-6: can the action of `location` be performed by this player now (pieces included)? */
export function canPerform(s: EeState, seat: Seat, location: string): boolean {
  const p = withPieces(s, seat, location);
  const loc = locationData(location);
  if (loc.cost && !canAfford(p, loc.cost)) return false;
  const market = MARKET_OF[location];
  if (market) return marketOffers(s, p, market).length > 0;
  switch (location) {
    case 'oil_drilling':
      return drillTargets(p).length > 0;
    case 'power_plant':
      return buyableDice({ ...s, players: s.players.map((x, i) => (i === seat ? p : x)) }, seat).length > 0;
    case 'oil_market':
      return p.res.money >= oilPrice(s, 'buy') || p.res.oil >= eeBoard().locationAmounts.oilLot;
    case 'education':
      return p.workersOwned < eeLimits().workers;
    default:
      return true;
  }
}

/** EE-5.6 the legal placements (location, energy under the worker). */
export function legalPlacements(s: EeState, seat: Seat): { location: string; energy: number }[] {
  const p = s.players[seat]!;
  if (p.workersOnMat < 1) return [];
  const out: { location: string; energy: number }[] = [];
  for (const loc of eeBoard().locations) {
    const need = maxHeight(s, loc.id);
    if (need > p.energyOnMat || !canPerform(s, seat, loc.id)) continue;
    for (let e = need; e <= p.energyOnMat; e++) out.push({ location: loc.id, energy: e });
  }
  return out;
}

/** The action of each location as steps of the effect vocabulary, or as a decision task (EE-6). */
function actionTasks(seat: Seat, location: string): Task[] {
  const cost = locationData(location).cost;
  const pay: Step[] = cost ? [{ spend: cost }] : [];
  const market = MARKET_OF[location];
  if (market) return [{ k: 'market', seat, market }];
  const steps = (list: Step[]): Task[] => [{ k: 'steps', seat, steps: [...pay, ...list] }];
  switch (location) {
    case 'oil_drilling':
      return [{ k: 'drill', seat, optional: false }];
    case 'mine':
      return steps([{ gain: { steel: 1 } }]);
    case 'chemistry':
      return steps([{ gain: eeBoard().locationAmounts.chemistryGain }, { pollute: { kind: 'pollution', row: null, n: 1 } }]);
    case 'power_plant':
      return [{ k: 'power-plant', seat }];
    case 'finance':
      return [{ k: 'finance', seat }];
    case 'oil_market':
      return [{ k: 'oil-market', seat }];
    case 'trade':
      return [{ k: 'trade', seat }];
    case 'education':
      return steps([{ workers: 1 }, { pollute: { kind: 'pollution', row: null, n: 1 } }]);
    case 'science_research':
      return steps([{ gain: { science: eeBoard().locationAmounts.scienceResearchGain } }, { peek: 1 }]);
    case 'cleanup':
      return steps([{ cleanup: eeBoard().locationAmounts.cleanupActions }]);
    default:
      throw new RangeError(`No action for location ${location}`);
  }
}

/** EE-5.1 step 1: place a new stack, take the pieces lying there (EE-6.12), then queue the action. */
export function placeWorker(ctx: Ctx, seat: Seat, location: string, energy: number): void {
  const s = ctx.s;
  const p = s.players[seat]!;
  p.workersOnMat--;
  p.energyOnMat -= energy;
  p.workTurns++;
  p.lastTurn = 'work';
  const loc = s.locations[location]!;
  loc.stacks.push({ owner: seat, energy });
  s.turn = { kind: 'work', location, stage: 'action' };
  say(ctx, 'place', { seat, location, energy }, `${nameOf(ctx, seat)} works at ${locationData(location).name}${energy > 0 ? ` on ${energy} energy (height ${energy + 1})` : ''}.`);
  const pieces = loc.pieces;
  loc.pieces = {};
  const resources: Bag = {};
  for (const r of RESOURCES) if ((pieces[r] ?? 0) > 0) resources[r] = pieces[r];
  if (Object.keys(resources).length > 0) {
    gain(p, resources);
    say(ctx, 'take-pieces', { seat, location, bag: resources }, `${nameOf(ctx, seat)} takes ${bagText(resources)} lying there (EE-6.12).`);
  }
  const pollution = pieces.pollution ?? 0;
  s.tasks.push(...receivePollution(ctx, seat, 'pollution', null, pollution, true), ...actionTasks(seat, location));
}

// ---- Decisions of the location actions (D-W2a..f) ----

export function marketMoves(s: EeState, seat: Seat, type: LocationType): EeMove[] {
  return marketOffers(s, s.players[seat]!, type).map((o) => ({ t: 'buy', ...o }));
}

export function powerPlantMoves(s: EeState, seat: Seat): EeMove[] {
  return buyableDice(s, seat).map((d) => ({ t: 'die', type: d.type, replacing: d.replacing }));
}

/** EE-6.5 pay the die's cost (after giving back a die when the slots are full) and take it. */
export function buyDie(ctx: Ctx, seat: Seat, move: Extract<EeMove, { t: 'die' }>): Task[] {
  const p = ctx.s.players[seat]!;
  if (move.replacing) dropDie(ctx, seat, move.replacing);
  const cost = dieData(move.type).cost;
  pay(p, cost);
  say(ctx, 'pay', { seat, bag: cost, die: move.type }, `${nameOf(ctx, seat)} pays ${bagText(cost)} at the Power Plant.`);
  return gainDie(ctx, seat, move.type);
}

export function financeMoves(): EeMove[] {
  return (['A', 'B', 'C'] as const).map((option) => ({ t: 'finance', option }));
}

export function doFinance(ctx: Ctx, seat: Seat, option: 'A' | 'B' | 'C'): void {
  const o = eeBoard().financeOptions[option];
  ctx.s.players[seat]!.res.money += o.self;
  if (o.others > 0) ctx.s.players.forEach((x, i) => (i !== seat ? (x.res.money += o.others) : undefined));
  say(ctx, 'finance', { seat, option, money: o.self, othersMoney: o.others }, `${nameOf(ctx, seat)} takes Finance ${option}: +$${o.self}${o.others > 0 ? `, every other player +$${o.others}` : ''}.`);
}

export function oilMarketMoves(s: EeState, seat: Seat): EeMove[] {
  const p = s.players[seat]!;
  const out: EeMove[] = [];
  if (p.res.money >= oilPrice(s, 'buy')) out.push({ t: 'oil', mode: 'buy' });
  if (p.res.oil >= eeBoard().locationAmounts.oilLot) out.push({ t: 'oil', mode: 'sell' });
  return out;
}

/** EE-6.7 exactly one transaction at the current price (EE-11.6). */
export function doOilMarket(ctx: Ctx, seat: Seat, mode: 'buy' | 'sell'): void {
  const p = ctx.s.players[seat]!;
  const price = oilPrice(ctx.s, mode);
  const lot = eeBoard().locationAmounts.oilLot;
  if (mode === 'buy') {
    p.res.money -= price;
    p.res.oil += lot;
  } else {
    p.res.oil -= lot;
    p.res.money += price;
  }
  say(ctx, 'oil-market', { seat, mode, oil: lot, price }, `${nameOf(ctx, seat)} ${mode === 'buy' ? 'buys' : 'sells'} ${lot} oil for $${price}.`);
}

/** The trade units (EE-6.8): their amounts are data, the four kinds are the rules'. */
const UNITS: readonly TradeUnit[] = ['money', 'steel', 'plastic', 'science'];

/** EE-6.8 / ER-5 one-for-one exchanges of units ($2, 1 steel, 1 plastic, 1 science); 'trade done' ends them. */
export function tradeMoves(s: EeState, seat: Seat): EeMove[] {
  const p = s.players[seat]!;
  const out: EeMove[] = [];
  for (const give of UNITS) {
    if (p.res[give] < eeBoard().tradeUnits[give]) continue;
    for (const get of UNITS) if (get !== give) out.push({ t: 'trade', give, get });
  }
  out.push({ t: 'trade-done' });
  return out;
}

export function doTrade(ctx: Ctx, seat: Seat, give: TradeUnit, get: TradeUnit): void {
  const p = ctx.s.players[seat]!;
  const units = eeBoard().tradeUnits;
  p.res[give] -= units[give];
  p.res[get] += units[get];
  say(ctx, 'trade', { seat, give: { [give]: units[give] }, get: { [get]: units[get] } }, `${nameOf(ctx, seat)} trades ${bagText({ [give]: units[give] })} for ${bagText({ [get]: units[get] })}.`);
}
