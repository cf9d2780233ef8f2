/** Final scoring (CE-11), tie-breakers (CE-12) and goal cards (spec §2.6, CE-19.4). */
import type { GameResult, ScoreLine } from '../../../engine/types.ts';
import { crestCity } from './families.ts';
import { config } from './participants.ts';
import { postsIn, presentCities } from './presence.ts';
import { markerVp, position } from './track.ts';
import { cityIds, cityInfo, networkNeighbours } from './world.ts';
import type { CeState, Participant, Transport } from '../state.ts';

/** Final scoring (CE-11) and tie-breakers (CE-12). */
export interface ScoreBreakdown {
  development: number;
  level3: number;
  cityCards: number;
  goals: number;
  /** Per goal card id. */
  goalDetail: Record<number, number>;
  total: number;
}

/** Goal 9: the largest group of present cities joined by land routes through present cities. */
export function largestNetwork(cities: readonly string[]): number {
  const set = new Set(cities);
  const seen = new Set<string>();
  let best = 0;
  for (const start of cities) {
    if (seen.has(start)) continue;
    let size = 0;
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const c = stack.pop()!;
      size++;
      for (const n of networkNeighbours(c)) {
        if (set.has(n) && !seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    best = Math.max(best, size);
  }
  return best;
}

const tier = (n: number, tiers: readonly [number, number][]): number => tiers.find(([min]) => n >= min)?.[1] ?? 0;

/** Score one goal card for participant p; `extraPort` is a Tino crest city counted as a port (CE-13.5 blue). */
export function scoreGoal(s: CeState, p: number, goal: number, extraPort: string | null = null): number {
  const who = s.players[p]!;
  const present = presentCities(s, who.colour);
  const colourCount = (c: string) => present.filter((id) => cityInfo(id).colour === c).length;
  const isPort = (id: string) => cityInfo(id).port || id === extraPort;
  const ports = present.filter(isPort).length;
  const nonPorts = present.length - ports;
  const sets: Record<number, string[]> = { 1: ['red', 'blue'], 2: ['red', 'green'], 3: ['red', 'yellow'], 4: ['blue', 'green'], 5: ['blue', 'yellow'], 6: ['yellow', 'green'] };
  if (goal >= 1 && goal <= 6) return 3 * Math.min(...sets[goal]!.map(colourCount));
  switch (goal) {
    case 7:
      return 3 * Math.min(ports, nonPorts);
    case 8:
      return 6 * Math.min(...['red', 'blue', 'yellow', 'green'].map(colourCount));
    case 9:
      return largestNetwork(present);
    case 10:
      return tier(colourCount('red'), [[6, 12], [4, 6]]);
    case 11:
      return tier(colourCount('blue'), [[6, 12], [4, 6]]);
    case 12:
      return tier(colourCount('green'), [[6, 12], [4, 6]]);
    case 13:
      return tier(colourCount('yellow'), [[6, 12], [4, 6]]);
    case 14:
      return tier(ports, [[6, 10], [4, 5]]);
    case 15:
      return tier(nonPorts, [[6, 10], [4, 5]]);
    case 16:
      return tier(who.cities.length, [[5, 10], [3, 5]]);
    case 17:
      return tier(present.filter((id) => s.cities[id]!.level === 2).length, [[6, 10], [4, 5]]);
    case 18:
      return 3 * present.filter((id) => s.cities[id]!.level === 3).length;
    case 19:
      return cityIds(s).some((id) => postsIn(s, who.colour, id) >= 4) ? 10 : 0;
    case 20:
      return 3 * cityIds(s).filter((id) => postsIn(s, who.colour, id) >= 2).length;
    case 21:
      return tier(who.goals.length, [[5, 10], [3, 5]]);
    case 22:
      return markerLead(s, p, 'car');
    case 23:
      return markerLead(s, p, 'loco');
    case 24:
      return markerLead(s, p, 'ship');
    default:
      return 0;
  }
}

/** Goals 22-24: VP per other participant's marker strictly behind (CE-19.4 positions). */
function markerLead(s: CeState, p: number, type: Transport): number {
  const mine = position(s.track, s.players[p]!.markers[type]);
  const behind = s.players.filter((x, i) => i !== p && position(s.track, x.markers[type]) < mine).length;
  return behind * config(s).markerLeadVp;
}

/** The goal cards' VP of participant p, with the blue crest city counted as a port (`extraPort`) or not. */
export function goalCardsScore(s: CeState, p: number, extraPort: string | null): { total: number; detail: Record<number, number> } {
  const detail: Record<number, number> = {};
  let total = 0;
  for (const g of s.players[p]!.goals) {
    detail[g] = scoreGoal(s, p, g, extraPort);
    total += detail[g]!;
  }
  return { total, detail };
}

function goalsScore(s: CeState, p: number, who: Participant): { total: number; detail: Record<number, number> } {
  const blueCrest = who.colour === 'blue' && who.kind === 'human' ? crestCity(s, 'blue') : null;
  if (!blueCrest || cityInfo(blueCrest).port) return goalCardsScore(s, p, null);
  // CE-13.5 blue (D-22): the player's decision; before it is made (or in games saved before it was asked) the better.
  if (s.crestPort !== undefined) return goalCardsScore(s, p, s.crestPort ? blueCrest : null);
  const without = goalCardsScore(s, p, null);
  const withPort = goalCardsScore(s, p, blueCrest);
  return withPort.total > without.total ? withPort : without;
}

/** CE-13.5 blue (D-22): the blue player's final total with the crest city counted as a port, and without. */
export function crestPortScores(s: CeState, p: number): { port: number; noPort: number } {
  const base = scoreParticipant(s, p);
  const rest = base.total - base.goals;
  const city = s.players[p]!.crest;
  return { port: rest + goalCardsScore(s, p, city).total, noPort: rest + goalCardsScore(s, p, null).total };
}

export function scoreParticipant(s: CeState, p: number): ScoreBreakdown {
  const who = s.players[p]!;
  const bot = who.kind === 'bot';
  // CE-14.9 / CE-17.7: on the Dior map the bot scores its development track VP twice.
  const development = (['car', 'loco', 'ship'] as const).reduce((sum, t) => sum + markerVp(who.markers[t]), 0) * (bot && s.options.map === 'dior' ? 2 : 1);
  const level3 = 3 * cityIds(s).filter((id) => s.cities[id]!.level === 3).reduce((n, id) => n + postsIn(s, who.colour, id), 0);
  const cityCards = 5 * who.cities.length * (bot && s.options.families ? 2 : 1);
  const g = goalsScore(s, p, who);
  const goals = g.total * (bot ? 2 : 1);
  return { development, level3, cityCards, goals, goalDetail: g.detail, total: development + level3 + cityCards + goals };
}

/** Every participant, the bot included, in final order (CE-12), with the VP of each scoring category. */
export function rankedParticipants(s: CeState): { p: number; b: ScoreBreakdown }[] {
  const scored = s.players.map((_, p) => ({ p, b: scoreParticipant(s, p) }));
  const orderIndex = (p: number) => s.order.indexOf(p);
  // CE-12: total, then development, level-3, city cards, goals; then earliest in the round-3 turn order.
  scored.sort(
    (x, y) =>
      y.b.total - x.b.total ||
      y.b.development - x.b.development ||
      y.b.level3 - x.b.level3 ||
      y.b.cityCards - x.b.cityCards ||
      y.b.goals - x.b.goals ||
      orderIndex(x.p) - orderIndex(y.p),
  );
  return scored;
}

function categories(b: ScoreBreakdown): Record<string, number> {
  return { development: b.development, 'level-3 posts': b.level3, 'city cards': b.cityCards, 'goal cards': b.goals };
}

/** The final ranking as the board shows it: every participant with its rank, total and categories. */
export function finalStandings(s: CeState) {
  return rankedParticipants(s).map(({ p, b }, i) => {
    const who = s.players[p]!;
    return { rank: i + 1, kind: who.kind, seat: who.seat, name: who.name, colour: who.colour, total: b.total, breakdown: categories(b) };
  });
}

export function finalResult(s: CeState): GameResult | null {
  if (s.phase !== 'over') return null;
  const scored = rankedParticipants(s);
  const scores: ScoreLine[] = [];
  const botLines: string[] = [];
  scored.forEach(({ p, b }, i) => {
    const who = s.players[p]!;
    if (who.kind === 'bot') {
      const parts = Object.entries(categories(b)).map(([k, v]) => `${k} ${v}`).join(', ');
      botLines.push(`The bot finishes ${i + 1} of ${scored.length} with ${b.total} VP (${parts})${s.bot?.lastMove ? `; its last move: ${s.bot.lastMove}` : ''}.`);
      return;
    }
    scores.push({
      seat: who.seat!,
      rank: i + 1,
      total: b.total,
      breakdown: categories(b),
    });
  });
  const ties = scored.some((x, i) => i > 0 && scored[i - 1]!.b.total === x.b.total);
  const summary = [...botLines, ...(ties ? ['Ties were broken by development VP, level-3 VP, city cards, goals, then turn order (CE-12).'] : [])].join(' ');
  return { scores, ...(summary ? { summary } : {}) };
}

