import { FACTIONS } from './data/factions.ts';
import { boardOf } from './rules/board.ts';
import type { BuildingType } from './data/tiles.ts';
import type { TmState } from './state.ts';

function buildingsOnly(s: TmState): Record<string, { seat: number; type: BuildingType }> {
  const out: Record<string, { seat: number; type: BuildingType }> = {};
  for (const [hex, p] of Object.entries(s.buildings)) if (p.type !== 'ST') out[hex] = { seat: p.seat, type: p.type };
  return out;
}

/** Everything in Terra Mystica is public (TM-16): the view is the whole state minus the RNG and engine bookkeeping. */
export function publicView(s: TmState) {
  const b = boardOf(s.options.map);
  return {
    options: s.options,
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    scoring: s.scoring,
    active: s.active,
    order: s.order,
    map: s.options.map,
    terrain: Object.fromEntries(b.land.map((h) => [h, s.terrain[h] ?? b.terrain[h]])),
    buildings: buildingsOnly(s),
    /** Special terrain structures (special-terrain option): hex -> seat. */
    specialTerrain: Object.fromEntries(Object.entries(s.buildings).filter(([, p]) => p.type === 'ST').map(([h, p]) => [h, p.seat])),
    towns: Object.keys(s.town).filter((h) => s.town[h]),
    bridges: s.bridges,
    riverTowns: s.riverTowns,
    bonusCards: s.bonusPool.map((id) => ({ id, coins: s.bonusCoins[id] ?? 0 })),
    favorTiles: s.favorPool,
    townTiles: s.townPool,
    blockedActions: s.blocked,
    cultSpots: s.cultSpots,
    leechOffers: s.leeches.map((l) => ({ from: l.from, to: l.to, amount: l.amount, actual: l.actual })),
    setupQueue: s.setupQueue,
    auction: s.auction,
    factions: s.factions.map((f) => ({
      seat: f.seat,
      player: s.seatNames[f.seat] ?? '',
      faction: f.id,
      name: FACTIONS[f.id].name,
      home: FACTIONS[f.id].home,
      VP: f.VP,
      C: f.C,
      W: f.W,
      P: f.P,
      power: [f.P1, f.P2, f.P3],
      cult: f.cult,
      keys: f.keys,
      shipping: f.ship,
      digging: f.dig,
      built: f.built,
      bridgesLeft: f.bridgesLeft,
      favors: f.favors,
      towns: f.towns,
      bonus: f.bonus,
      specials: f.specials,
      passed: f.passed,
      dropped: f.dropped,
      order: f.order,
    })),
    finalScores: s.finalScores,
  };
}
