import { seedRng, shuffle } from '../../../engine/rng.ts';
import type { SeatInfo } from '../../../engine/types.ts';
import { BONUS_IDS, CULTS, FAVOR_IDS, FAVOR_TILES, SCORING_IDS, TOWN_IDS, TOWN_TILES, type BonusId, type Cult, type ScoringId } from '../data/tiles.ts';
import type { TmOptions, TmState } from '../state.ts';
import { startAuction } from './auction.ts';

/** A fresh game: tiles drawn from the table's seed (TM-3.5), then each seat picks a faction (TM-3.6.1). */
export function createGame(options: TmOptions, seats: SeatInfo[], seed: string): TmState {
  const rng = seedRng(seed);
  const n = seats.length;
  let scoring: ScoringId[];
  if (options.scoringTiles && options.scoringTiles.length === 6) {
    scoring = [...options.scoringTiles] as ScoringId[];
  } else {
    const pool = SCORING_IDS.filter((id) => id !== 'SCORE9' || options.templeScoringTile);
    do {
      scoring = shuffle(rng, pool).slice(0, 6);
    } while (scoring[4] === 'SCORE1' || scoring[5] === 'SCORE1');
  }
  let bonus: BonusId[];
  if (options.bonusCards && options.bonusCards.length > 0) {
    bonus = [...new Set(options.bonusCards)] as BonusId[];
    // Passing needs a free card: with too few fixed cards, top up at random to players + 3 (TM-3.5.2).
    if (bonus.length < n + 1) {
      const rest = shuffle(rng, BONUS_IDS.filter((id) => !bonus.includes(id) && (id !== 'BON10' || (options.shippingBonus ?? options.miniExpansion))));
      bonus.push(...rest.slice(0, n + 3 - bonus.length));
    }
  } else {
    const pool = BONUS_IDS.filter((id) => id !== 'BON10' || (options.shippingBonus ?? options.miniExpansion));
    bonus = shuffle(rng, pool).slice(0, n + 3);
  }
  bonus.sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)));
  const favorPool: Record<string, number> = {};
  for (const id of FAVOR_IDS) favorPool[id] = FAVOR_TILES[id].copies;
  const townPool: Record<string, number> = {};
  for (const id of TOWN_IDS) {
    const t = TOWN_TILES[id];
    if (!('miniExpansion' in t) || options.miniExpansion) townPool[id] = t.copies;
  }
  const cultSpots = Object.fromEntries(CULTS.map((c) => [c, [null, null, null, null]])) as Record<Cult, (number | null)[]>;
  const state: TmState = {
    options,
    seatNames: seats.map((x) => x.name),
    playerCount: n,
    phase: 'factions',
    round: 0,
    turn: 0,
    factions: [],
    order: seats.map((_, i) => i),
    newOrder: null,
    terrain: {},
    buildings: {},
    town: {},
    bridges: [],
    riverTowns: [],
    favorPool,
    townPool,
    bonusPool: bonus,
    bonusCoins: Object.fromEntries(bonus.map((b) => [b, 0])),
    scoring,
    blocked: [],
    cultSpots,
    setupQueue: [],
    active: null,
    leeches: [],
    leechId: 0,
    incomeState: 'other',
    auction: null,
    finalScores: null,
    rng,
  };
  if (options.factionSelection === 'auction') startAuction(state);
  return state;
}
