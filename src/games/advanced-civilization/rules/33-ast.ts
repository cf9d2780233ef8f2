/** 33: movement of A.S.T. markers (33.1-33.4, group matching 31.551/33.23, Late Iron thresholds 33.25). */
import type { GameEvent } from '../../../engine/types.ts';
import { ast } from '../data/ast.ts';
import { civCards } from '../data/cards.ts';
import type { AcState } from '../state.ts';
import { astOrder, citiesOf, nationOf, player, seatName } from './units.ts';

/** Largest number of different groups the cards can cover, each card counting for one of its groups (bipartite matching). */
export function distinctGroups(cards: readonly string[]): number {
  const owner = new Map<string, number>();
  const tryCard = (i: number, seen: Set<string>): boolean => {
    for (const g of civCards()[cards[i]!]!.groups) {
      if (seen.has(g)) continue;
      seen.add(g);
      const holder = owner.get(g);
      if (holder === undefined || tryCard(holder, seen)) {
        owner.set(g, i);
        return true;
      }
    }
    return false;
  };
  let n = 0;
  cards.forEach((_, i) => {
    if (tryCard(i, new Set())) n++;
  });
  return n;
}

export function civFaceValue(cards: readonly string[]): number {
  return cards.reduce((n, c) => n + civCards()[c]!.cost, 0);
}

/** Why the marker of `seat` may not step onto `position`, or null when it may (33.11, 33.25). */
export function astBlock(s: AcState, seat: number, position: number): string | null {
  const p = player(s, seat);
  const track = ast().tracksByNation[nationOf(s, seat)]!;
  const cities = citiesOf(s, p.nation!).length;
  for (const epoch of ast().epochs) {
    if (track.epochStart[epoch.id] !== position) continue;
    const e = epoch.entry;
    if (e.cities !== undefined && cities < e.cities) return `${epoch.name} needs ${e.cities} cities`;
    if (e.cards !== undefined && p.civ.length < e.cards) return `${epoch.name} needs ${e.cards} civilization cards`;
    if (e.distinctGroups !== undefined && distinctGroups(p.civ) < e.distinctGroups) return `${epoch.name} needs cards of ${e.distinctGroups} groups`;
  }
  const threshold = track.lateIronThresholds[String(position)];
  if (threshold !== undefined && civFaceValue(p.civ) < threshold) return `square ${position} needs civilization cards worth ${threshold}`;
  return null;
}

export function inStoneAge(s: AcState, seat: number): boolean {
  return player(s, seat).ast < ast().tracksByNation[nationOf(s, seat)]!.epochStart.early_bronze!;
}

/** 33: every marker moves; returns true when a marker reached the finish (34.1 A). */
export function moveAstMarkers(s: AcState, events: GameEvent[]): boolean {
  const finish = s.options.finishPosition;
  let finished = false;
  for (const seat of astOrder(s)) {
    const p = player(s, seat);
    if (citiesOf(s, p.nation!).length === 0) {
      if (!inStoneAge(s, seat) && p.ast > 0) {
        p.ast -= 1;
        events.push({ kind: 'ast-back', data: { seat, ast: p.ast }, text: `${seatName(s, seat)} has no city: A.S.T. marker back to ${p.ast} (33.4).` });
      }
      continue;
    }
    if (p.ast >= finish) continue;
    const block = astBlock(s, seat, p.ast + 1);
    if (block) {
      events.push({ kind: 'ast-blocked', data: { seat, ast: p.ast, reason: block }, text: `${seatName(s, seat)} stays on A.S.T. ${p.ast}: ${block} (33.3).` });
      continue;
    }
    p.ast += 1;
    if (p.ast >= finish) finished = true;
  }
  return finished;
}
