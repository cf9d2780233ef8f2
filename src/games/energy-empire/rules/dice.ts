import type { Seat } from '../../../engine/types.ts';
import { eeDice, type DieType } from '../data/index.ts';
import type { EeState, PlayerState, Task } from '../state.ts';
import { canAfford } from './bag.ts';
import { type Ctx, nameOf, say } from './context.ts';
import { dieData } from './lookup.ts';

/** EE-2.5 energy dice: limited supply, at most 5 non-oil dice and at most 1 of a limited type per player. */

/** EE-2.5.4 would owning one more die of `type` (after giving back `replacing`) respect the limits? */
export function withinDieLimits(p: PlayerState, type: DieType, replacing: DieType | null): boolean {
  const dice = [...p.dice];
  if (replacing !== null) {
    const i = dice.indexOf(replacing);
    if (i < 0) return false;
    dice.splice(i, 1);
  }
  const limit = dieData(type).limitPerPlayer;
  if (limit !== null && dice.filter((d) => d === type).length >= limit) return false;
  return dice.length < eeDice().maxNonOilDice;
}

/** EE-6.5 die types the player could buy at the Power Plant now, each with the owned die it must replace (if any). */
export function buyableDice(s: EeState, seat: Seat): { type: DieType; replacing: DieType | null }[] {
  const p = s.players[seat]!;
  const out: { type: DieType; replacing: DieType | null }[] = [];
  for (const d of eeDice().types) {
    if (!d.permanent || s.diceSupply[d.id] <= 0 || !canAfford(p, d.cost)) continue;
    if (withinDieLimits(p, d.id, null)) out.push({ type: d.id, replacing: null });
    else for (const r of [...new Set(p.dice)]) if (r !== d.id && withinDieLimits(p, d.id, r)) out.push({ type: d.id, replacing: r });
  }
  return out;
}

/** EE-2.5.6 return an owned die to the supply. */
export function dropDie(ctx: Ctx, seat: Seat, type: DieType): void {
  const p = ctx.s.players[seat]!;
  p.dice.splice(p.dice.indexOf(type), 1);
  ctx.s.diceSupply[type]++;
  say(ctx, 'drop-die', { seat, die: type }, `${nameOf(ctx, seat)} returns a ${dieData(type).name} die to the supply.`);
}

/** ER-11 the owned dice whose discard would make room for a die of `type` (none when it fits already). */
export function roomMakers(p: PlayerState, type: DieType): DieType[] {
  if (withinDieLimits(p, type, null)) return [];
  return [...new Set(p.dice)].filter((r) => r !== type && withinDieLimits(p, type, r));
}

/**
 * Gain a die (EE-2.5.3); a gain beyond the supply or the limits is lost (EE-2.4.1). Returns the die's acquisition
 * effect (hydro/geothermal: 1 pollution in the forest row, EE-2.5.5 / ER-33) as tasks. With `offerRoom`, a die the
 * player has no room for but could make room for by a discard is first offered (ER-11: a make-room task).
 */
export function gainDie(ctx: Ctx, seat: Seat, type: DieType, offerRoom = false): Task[] {
  const p = ctx.s.players[seat]!;
  const d = dieData(type);
  if (offerRoom && d.permanent && ctx.s.diceSupply[type] > 0 && roomMakers(p, type).length > 0) return [{ k: 'make-room', seat, die: type }];
  if (!d.permanent || ctx.s.diceSupply[type] <= 0 || !withinDieLimits(p, type, null)) {
    say(ctx, 'die-lost', { seat, die: type }, `${nameOf(ctx, seat)} cannot take a ${d.name} die (supply or limit): the gain is lost.`);
    return [];
  }
  p.dice.push(type);
  ctx.s.diceSupply[type]--;
  say(ctx, 'gain-die', { seat, die: type }, `${nameOf(ctx, seat)} takes a ${d.name} die.`);
  return d.onAcquire.length > 0 ? [{ k: 'steps', seat, steps: structuredClone(d.onAcquire) }] : [];
}
