/** Helpers shared by the calamity files: answers, city reductions, asks and secondary victims. */
import type { GameEvent } from '../../../../engine/types.ts';
import { calamities } from '../../data/cards.ts';
import type { AcMove } from '../../moves.ts';
import type { AcState } from '../../state.ts';
import { astOrder, citiesOf, hasCiv, nationOf, reduceCity, seatName } from '../units.ts';
import { applyLoss, lossDue, ownerPool, poolPoints } from './loss.ts';
import type { Ask, CalamityRun, LossItem, LossSpec, StepResult, Strike } from './types.ts';

export type Answers = Map<number, AcMove>;

export type Handler = (s: AcState, run: CalamityRun, strike: Strike, answers: Answers | null, events: GameEvent[]) => StepResult;

export function answerOf<K extends AcMove['kind']>(answers: Answers | null, seat: number, kind: K): Extract<AcMove, { kind: K }> | null {
  const m = answers?.get(seat);
  return m && m.kind === kind ? (m as Extract<AcMove, { kind: K }>) : null;
}

export function calamityName(card: string): string {
  return calamities()[card]?.name ?? card;
}

export function reduceListed(s: AcState, seat: number, areas: readonly string[], why: string, events: GameEvent[]): void {
  if (areas.length === 0) return;
  for (const a of areas) reduceCity(s, a);
  events.push({ kind: 'calamity-reduce', data: { seat, areas: [...areas], why }, text: `${seatName(s, seat)} reduces ${areas.join(', ')} (${why}).` });
}

/**
 * Asks the seat to reduce n of his cities (K4), or reduces them all at once when he has no choice (n >= his cities).
 * Returns the ask, or null when nothing is left to decide.
 */
export function reduceOrAsk(s: AcState, run: CalamityRun, seat: number, n: number, why: string, next: string, events: GameEvent[]): Ask | null {
  const cities = citiesOf(s, nationOf(s, seat));
  if (n <= 0 || cities.length === 0) return null;
  if (n >= cities.length) {
    reduceListed(s, seat, cities, why, events);
    return null;
  }
  run.stage = next;
  return { kind: 'reduce', k: 'K4', counts: { [seat]: n }, text: `${why}: choose ${n} of your cities to reduce` };
}

/** Applies the reduce answers of a 'reduce' ask (K4 / K8). */
export function applyReduceAnswers(s: AcState, ask: Ask | null, answers: Answers | null, why: string, events: GameEvent[]): void {
  if (!ask || ask.kind !== 'reduce') return;
  for (const seat of astOrder(s)) {
    const m = answerOf(answers, seat, 'reduce');
    if (m && ask.counts[seat] !== undefined) reduceListed(s, seat, m.areas, why, events);
  }
}

/** Applies the loss answers of a 'loss' ask (K6 / K8). */
export function applyLossAnswers(s: AcState, ask: Ask | null, answers: Answers | null, why: string, events: GameEvent[]): void {
  if (!ask || ask.kind !== 'loss') return;
  for (const seat of astOrder(s)) {
    const spec = ask.specs[seat];
    const m = answerOf(answers, seat, 'lose');
    if (!spec || !m) continue;
    events.push({ kind: 'calamity-loss', data: { seat, points: lossDue(spec), items: m.items.map((it) => ({ ...it })), why }, text: `${seatName(s, seat)} loses ${lossDue(spec)} unit points (${why}): ${applyLoss(s, nationOf(s, seat), spec.pool, m.items)}.` });
  }
}

/** A loss ask for the seats whose spec has something to pay; null when nobody has. */
export function lossAsk(k: string, specs: Record<number, LossSpec>, text: string): Ask | null {
  const live = Object.fromEntries(Object.entries(specs).filter(([, sp]) => sp.target > 0 && poolPoints(sp.pool) > 0));
  return Object.keys(live).length > 0 ? { kind: 'loss', k, specs: live, text, verb: 'lose' } : null;
}

export function fullPool(s: AcState, seat: number): LossSpec['pool'] {
  return ownerPool(s, nationOf(s, seat));
}

/** Seats other than the victim that may be named (never the trader, 29.61), A.S.T. order. */
export function namable(s: AcState, strike: Strike, extra: (seat: number) => boolean = () => true): number[] {
  return astOrder(s).filter((x) => x !== strike.victim && x !== strike.trader && extra(x));
}

/*
 * The stage machine Famine, Flood and Epidemic share: the victim's own loss (K6, stage 'lost' while it waits), then
 * naming secondary victims (stage 'assign'), then their losses.
 */

/** Asks the victim's own loss and waits in 'lost', or goes straight to 'assign' when there is nothing to lose. */
export function askPrimaryLoss(run: CalamityRun, ask: Ask | null): Ask | null {
  run.stage = ask ? 'lost' : 'assign';
  return ask;
}

/** The victim's own loss answered: applies it and goes on to naming secondary victims. */
export function primaryLossAnswered(s: AcState, run: CalamityRun, answers: Answers | null, why: string, events: GameEvent[]): void {
  applyLossAnswers(s, run.ask, answers, why, events);
  run.stage = 'assign';
}

/**
 * K7 in points: the victim may name players (namable: never the trader) to lose up to `total` unit points in all, at
 * most `each` per player; waits in 'assigned'. Done when nobody can be named.
 */
export function pointsToName(s: AcState, run: CalamityRun, strike: Strike, each: number, total: number, text: string): StepResult {
  const caps = Object.fromEntries(namable(s, strike).map((x) => [x, each]));
  if (Object.keys(caps).length === 0) return 'done';
  run.stage = 'assigned';
  return { kind: 'assign', k: 'K7', seat: strike.victim, mode: 'points', total, caps, mandatory: false, text };
}

/** Asks the named players' losses (K8) and waits in 'secondary-lost'; done when nobody has anything to lose. */
export function askSecondaryLosses(run: CalamityRun, ask: Ask | null): StepResult {
  if (!ask) return 'done';
  run.stage = 'secondary-lost';
  return ask;
}

/** The public line for the players a victim named and what each was given. */
export function namedEvent(s: AcState, victim: number, named: ReadonlyMap<number, string>, rule: string): GameEvent {
  return { kind: 'players-named', data: { seat: victim, named: Object.fromEntries(named), rule }, text: `${seatName(s, victim)} names ${[...named].map(([x, n]) => `${seatName(s, x)} (${n})`).join(', ')} (${rule}).` };
}

/** Assignment answer as seat -> value. */
export function sharesBySeat(s: AcState, shares: readonly [string, string][]): Map<number, string> {
  const out = new Map<number, string>();
  for (const [nation, v] of shares) {
    const seat = s.players.find((p) => p.nation === nation)?.seat;
    if (seat !== undefined) out.set(seat, v);
  }
  return out;
}

export function holds(s: AcState, seat: number, card: string): boolean {
  return hasCiv(s, seat, card);
}

export type { LossItem };
