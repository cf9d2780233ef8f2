/** 24: conflict between tokens (24.2, Metalworking 24.24), city attack (24.3, Engineering 24.35), pillage (24.5). */
import { randomInt } from '../../../engine/rng.ts';
import type { GameEvent } from '../../../engine/types.ts';
import type { AcState, Owner, PendingPillage } from '../state.ts';
import { takeCityCard } from './15.6-leaving.ts';
import { noteDrawn } from './27-trade-cards.ts';
import { boardOf, ownerHas, ownerName, ownersIn, player, removeCity, seatOf, tokensToStock } from './units.ts';

/**
 * 24.2 on plain counts: owners remove one token at a time, fewest first (equal counts together, 24.22-24.23),
 * non-Metalworking owners before holders (24.24, D-12), until one owner is left or the total is at most `limit`.
 * `orderBonus` adds to an owner's count for the ordering only (D-13). Returns the surviving counts.
 */
export function fightTokens(counts: Map<Owner, number>, limit: number, metal: ReadonlySet<Owner>, orderBonus: ReadonlyMap<Owner, number> = new Map()): Map<Owner, number> {
  const c = new Map([...counts].filter(([, n]) => n > 0));
  const alive = () => [...c.keys()].filter((o) => (c.get(o) ?? 0) > 0);
  const total = () => [...c.values()].reduce((a, b) => a + b, 0);
  const done = () => alive().length <= 1 || total() <= limit;
  while (!done()) {
    const owners = alive();
    const mixed = owners.some((o) => metal.has(o)) && owners.some((o) => !metal.has(o));
    const key = (o: Owner) => (mixed && metal.has(o) ? 1000 : 0) + (c.get(o) ?? 0) + (orderBonus.get(o) ?? 0);
    const groups = new Map<number, Owner[]>();
    for (const o of owners) groups.set(key(o), [...(groups.get(key(o)) ?? []), o]);
    for (const k of [...groups.keys()].sort((a, b) => a - b)) {
      for (const o of groups.get(k)!) c.set(o, (c.get(o) ?? 0) - 1);
      if (done()) break;
    }
  }
  return new Map([...c].filter(([, n]) => n > 0));
}

/** 24.31/24.35: tokens needed to attack a city; the city turns into T - 1 defenders (24.32). */
export function attackThreshold(s: AcState, attacker: Owner, defender: Owner): number {
  const atk = ownerHas(s, attacker, 'engineering');
  const def = ownerHas(s, defender, 'engineering');
  return 7 + (def && !atk ? 1 : 0) - (atk && !def ? 1 : 0);
}

function metalworkers(s: AcState, owners: Iterable<Owner>): Set<Owner> {
  return new Set([...owners].filter((o) => ownerHas(s, o, 'metalworking')));
}

/** Writes fight results back: the losses go to each owner's stock (24.12). */
function applyCounts(s: AcState, area: string, before: Map<Owner, number>, after: Map<Owner, number>): string[] {
  const lines: string[] = [];
  for (const [o, n] of before) {
    const lost = n - (after.get(o) ?? 0);
    if (lost > 0) {
      tokensToStock(s, area, o, lost);
      lines.push(`${ownerName(s, o)} -${lost}`);
    }
  }
  return lines;
}

/** 24.1: does the area hold a conflict? */
export function inConflict(s: AcState, area: string): boolean {
  const u = s.board[area];
  if (!u) return false;
  const owners = ownersIn(u);
  if (u.city) return owners.some((o) => o !== u.city);
  if (owners.length < 2) return false;
  const total = owners.reduce((n, o) => n + (u.tokens[o] ?? 0), 0);
  return total > (boardOf(s).areas[area]?.popLimit ?? 0);
}

export function tokenConflict(s: AcState, area: string, limit: number, orderBonus: ReadonlyMap<Owner, number>, events: GameEvent[]): void {
  const u = s.board[area]!;
  const before = new Map(ownersIn(u).map((o) => [o, u.tokens[o] ?? 0] as [Owner, number]));
  const after = fightTokens(before, limit, metalworkers(s, before.keys()), orderBonus);
  const lines = applyCounts(s, area, before, after);
  const losses = Object.fromEntries([...before].map(([o, n]) => [o, n - (after.get(o) ?? 0)]).filter(([, lost]) => Number(lost) > 0));
  events.push({ kind: 'conflict', data: { area, losses }, text: `Conflict in ${area}: ${lines.join(', ')} (24.2).` });
}

/** 24.3-24.4 in one city area; returns a pillage to settle when a player destroyed another's city (24.5). */
export function cityConflict(s: AcState, area: string, events: GameEvent[]): PendingPillage | null {
  const u = s.board[area]!;
  const defender = u.city!;
  const others = () => ownersIn(u).filter((o) => o !== defender);
  if (ownersIn(u).length > 1) {
    const attackerGuess = others()[0]!;
    const r = attackThreshold(s, attackerGuess, defender) - 1;
    tokenConflict(s, area, 0, new Map([[defender, r]]), events);
  }
  if ((u.tokens[defender] ?? 0) > 0 || others().length !== 1) return null;
  const attacker = others()[0]!;
  const n = u.tokens[attacker] ?? 0;
  const t = attackThreshold(s, attacker, defender);
  if (n < t) {
    tokensToStock(s, area, attacker, n);
    events.push({ kind: 'city-attack-failed', data: { area, attacker, defender, tokens: n, needed: t }, text: `${ownerName(s, attacker)} has ${n} token${n === 1 ? '' : 's'} at the city in ${area}, needs ${t}: all removed (24.31).` });
    return null;
  }
  // 24.32: the city goes to stock and fights as R = T - 1 tokens; survivors limited to the defender's stock (D-27).
  const r = t - 1;
  removeCity(s, area);
  const defSeat = seatOf(s, defender);
  const supply = defSeat === null ? r : player(s, defSeat).stock;
  const after = fightTokens(new Map([[attacker, n], [defender, r]]), boardOf(s).areas[area]!.popLimit, metalworkers(s, [attacker, defender]));
  const atkLeft = after.get(attacker) ?? 0;
  tokensToStock(s, area, attacker, n - atkLeft);
  let defLeft = Math.min(after.get(defender) ?? 0, supply);
  if (defender === 'pirate') defLeft = 0; // D-28: pirate survivors are removed
  if (defLeft > 0) {
    if (defSeat !== null) player(s, defSeat).stock -= defLeft;
    u.tokens[defender] = defLeft;
  }
  events.push({ kind: 'city-attack', data: { area, attacker, defender, tokens: n, needed: t, attackerLeft: atkLeft, defenderLeft: defLeft }, text: `${ownerName(s, attacker)} attacks the city of ${ownerName(s, defender)} in ${area} with ${n} tokens (needs ${t}): the city falls and fights as ${r}; left ${atkLeft} attacker, ${defLeft} defender (24.32).` });
  if (attacker === 'barbarian' || attacker === 'pirate') return null;
  if (defender === 'barbarian') return null;
  return { attacker: seatOf(s, attacker)!, victim: defender, area };
}

/** 24: every conflict at once, token-only areas first, then city areas (map order). Returns the pillages. */
export function resolveConflicts(s: AcState, events: GameEvent[]): PendingPillage[] {
  const board = boardOf(s);
  const areas = board.order.filter((a) => inConflict(s, a));
  const pillages: PendingPillage[] = [];
  for (const a of areas.filter((x) => !s.board[x]!.city)) tokenConflict(s, a, board.areas[a]!.popLimit, new Map(), events);
  for (const a of areas.filter((x) => s.board[x]?.city)) {
    const p = cityConflict(s, a, events);
    if (p) pillages.push(p);
  }
  return pillages;
}

/** 24.51: the attacker takes one random card from the city owner's hand (private to both). */
export function pillageCard(s: AcState, pillage: PendingPillage, events: GameEvent[]): void {
  if (pillage.victim === 'pirate' || pillage.victim === 'barbarian') return;
  const vSeat = seatOf(s, pillage.victim);
  if (vSeat === null) return;
  if (player(s, vSeat).left) {
    takeCityCard(s, pillage, events);
    return;
  }
  const hand = player(s, vSeat).hand;
  if (hand.length === 0) return;
  const [card] = hand.splice(randomInt(s.rng, hand.length), 1) as [string];
  player(s, pillage.attacker).hand.push(card);
  player(s, pillage.attacker).hand.sort();
  noteDrawn(s, [card]);
  events.push({
    kind: 'pillage-card',
    data: { seat: pillage.attacker, victim: pillage.victim },
    text: `${ownerName(s, player(s, pillage.attacker).nation!)} takes a trade card from ${ownerName(s, pillage.victim)} by pillage (24.51).`,
    private: [
      { seat: pillage.attacker, text: `You took ${card} by pillage.` },
      { seat: vSeat, text: `You lost ${card} to pillage.` },
    ],
  });
}
