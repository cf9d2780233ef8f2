import { FACTIONS } from '../data/factions.ts';
import { BONUS_CARDS, CULTS, FAVOR_TILES, SCORING_TILES } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { finalTileValue, networkSize } from './geometry.ts';
import { cultistsPalaceBonus } from './special.ts';
import { gainIncome, gainSpades } from './resources.ts';
import { blocking, startFullMove, turnOrder } from './turn.ts';

/** Phase I income parts (TM-5): 1 = cult bonus of the finished round's tile (TM-12), 2 = buildings, bonus card, favors. */
export function takeIncome(s: TmState, f: FactionState, mask: number): void {
  if (f.incomeTaken & mask) return;
  if (mask & 1 && s.round >= 1 && s.round <= 5) {
    const id = s.scoring[s.round - 1];
    if (id) {
      const tile = SCORING_TILES[id];
      const level = tile.cult === 'PRIESTS' ? f.priestsOnCult : (f.cult[CULTS.indexOf(tile.cult)] as number);
      const times = Math.floor(level / tile.per);
      if (times > 0) {
        const r = tile.reward;
        if (r.SPADE !== undefined) gainSpades(s, f, r.SPADE * times);
        else gainIncome(f, { C: (r.C ?? 0) * times, W: (r.W ?? 0) * times, P: (r.P ?? 0) * times, PW: (r.PW ?? 0) * times });
      }
    }
  }
  if (mask & 2) {
    const data = FACTIONS[f.id];
    const total = { C: 0, W: 0, P: 0, PW: 0 };
    for (const type of ['D', 'TP', 'TE', 'SH', 'SA'] as const) {
      const inc = data.income[type];
      const n = f.built[type];
      for (const k of ['C', 'W', 'P', 'PW'] as const) total[k] += inc[k]?.[n] ?? 0;
    }
    if (f.bonus) {
      const card = BONUS_CARDS[f.bonus];
      for (const k of ['C', 'W', 'P', 'PW'] as const) total[k] += (card.income as Record<string, number | undefined>)[k] ?? 0;
    }
    for (const fav of f.favors) {
      const tile = FAVOR_TILES[fav];
      if ('income' in tile) for (const k of ['C', 'W', 'P', 'PW'] as const) total[k] += (tile.income as Record<string, number | undefined>)[k] ?? 0;
    }
    gainIncome(f, total);
  }
  f.incomeTaken |= mask;
}

function anyBlocking(s: TmState): boolean {
  return s.leeches.length > 0 || s.factions.some((f) => !f.dropped && blocking(f));
}

/** Round start (snellman command_start): unblock actions, coins on unused bonus cards, first player acts. */
function startRound(s: TmState): void {
  s.round++;
  s.turn = 1;
  for (const f of s.factions) {
    f.incomeTaken = 0;
    f.passed = false;
  }
  s.blocked = [];
  for (const b of s.bonusPool) s.bonusCoins[b] = (s.bonusCoins[b] ?? 0) + 1;
  const order = turnOrder(s);
  order.forEach((seat, i) => {
    (s.factions[seat] as FactionState).order = i;
  });
  s.phase = 'play';
  const first = order.map((seat) => s.factions[seat] as FactionState).find((f) => !f.dropped);
  if (first) startFullMove(s, first);
}

function income(s: TmState, mask: number): void {
  for (const seat of turnOrder(s)) takeIncome(s, s.factions[seat] as FactionState, mask);
}

/** Move the game between phases once nothing is pending (snellman acting.pm what_next). */
export function whatNext(s: TmState): void {
  for (let guard = 0; guard < 8; guard++) {
    if (s.phase === 'setup') {
      if (s.setupQueue.length > 0) return;
      for (const f of s.factions) f.passed = true;
      income(s, 2);
      startRound(s);
      return;
    }
    if (s.phase === 'play') {
      if (anyBlocking(s) || !s.factions.every((f) => f.passed || f.dropped)) return;
      if (s.round === 6) {
        finishGame(s);
        return;
      }
      s.active = null;
      income(s, 1);
      s.phase = 'income-spades';
      continue;
    }
    if (s.phase === 'income-spades') {
      if (anyBlocking(s)) return;
      income(s, 2);
      startRound(s);
      return;
    }
    return;
  }
}

/** Rank by a value with exact tie splitting (TM-13.2): tied players share the points of the places they occupy. */
export function splitRanking(values: number[], points: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => b - a);
  const pool = new Map<number, number>();
  const count = new Map<number, number>();
  for (const v of values) count.set(v, (count.get(v) ?? 0) + 1);
  points.forEach((p, i) => {
    const v = sorted[i];
    if (v !== undefined) pool.set(v, (pool.get(v) ?? 0) + p);
  });
  return values.map((v) => (v > 0 && pool.has(v) ? Math.floor((pool.get(v) as number) / (count.get(v) as number)) : 0));
}

/** Final scoring (TM-13): cult majorities, largest network, resources; VP are added to each faction. */
export function finishGame(s: TmState): void {
  s.phase = 'over';
  s.active = null;
  const breakdown = s.factions.map((f) => ({ seat: f.seat, breakdown: { play: f.VP } as Record<string, number> }));
  CULTS.forEach((cult, i) => {
    // The Cultists' palace wins cult ties (special terrain): half a space ahead.
    const vps = splitRanking(
      s.factions.map((f) => (f.cult[i] as number) + (f.cult[i] ? cultistsPalaceBonus(s, f) : 0)),
      [8, 4, 2],
    );
    vps.forEach((vp, seat) => {
      (breakdown[seat] as { breakdown: Record<string, number> }).breakdown[cult.toLowerCase()] = vp;
    });
  });
  const nets = splitRanking(
    s.factions.map((f) => networkSize(s, f)),
    [18, 12, 6],
  );
  nets.forEach((vp, seat) => {
    (breakdown[seat] as { breakdown: Record<string, number> }).breakdown.network = vp;
  });
  const tile = s.options.finalScoringTile;
  if (tile) {
    const vps = splitRanking(
      s.factions.map((f) => finalTileValue(s, f, tile)),
      [18, 12, 6],
    );
    vps.forEach((vp, seat) => {
      (breakdown[seat] as { breakdown: Record<string, number> }).breakdown[tile] = vp;
    });
  }
  s.factions.forEach((f, seat) => {
    const burn = Math.floor(f.P2 / 2);
    const coins = f.C + f.P3 + burn + f.P + f.W;
    const rate = f.id === 'alchemists' ? 2 : 3;
    const entry = (breakdown[seat] as { breakdown: Record<string, number> }).breakdown;
    entry.resources = Math.floor(coins / rate);
    let total = 0;
    for (const v of Object.values(entry)) total += v;
    f.VP = total;
  });
  s.finalScores = breakdown;
}
