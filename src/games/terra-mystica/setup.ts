import { seedRng, shuffle } from '../../engine/rng.ts';
import type { SeatInfo } from '../../engine/types.ts';
import { FACTIONS, STARTING_VP_BY_MAP, type FactionId } from './data/factions.ts';
import { BONUS_IDS, CULTS, FAVOR_IDS, FAVOR_TILES, SCORING_IDS, TOWN_IDS, TOWN_TILES, type BonusId, type Cult, type ScoringId } from './data/tiles.ts';
import { startAuction } from './auction.ts';
import { fail } from './rules/fail.ts';
import type { FactionState, TmOptions, TmState } from './state.ts';

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

export function startingVp(options: TmOptions, id: FactionId): number {
  if (options.startingVp === 'by-faction' && options.map in STARTING_VP_BY_MAP) {
    return STARTING_VP_BY_MAP[options.map as keyof typeof STARTING_VP_BY_MAP][id];
  }
  return 20;
}

export function newFaction(id: FactionId, seat: number, vp: number): FactionState {
  const d = FACTIONS[id];
  return {
    id,
    seat,
    VP: vp,
    C: d.start.C,
    W: d.start.W,
    P: d.start.P,
    P1: d.start.P1,
    P2: d.start.P2,
    P3: 0,
    cult: [...d.cult],
    keys: 0,
    priestsOnCult: 0,
    maxP: 7,
    ship: d.ship?.start ?? 0,
    dig: 0,
    teleport: 0,
    carpetRange: 1,
    built: { D: 0, TP: 0, TE: 0, SH: 0, SA: 0 },
    locations: [],
    bridgesLeft: 3,
    favors: [],
    towns: [],
    bonus: null,
    specials: [],
    passed: false,
    dropped: false,
    incomeTaken: 0,
    townSize: 7,
    startPlayer: seat === 0,
    order: seat,
    SPADE: 0,
    CULT: 0,
    cultsSameTrack: false,
    gainFavor: 0,
    gainTown: 0,
    BRIDGE: 0,
    freeTf: 0,
    tfNeedAdjacency: 0,
    freeTp: 0,
    freeD: 0,
    teleportNoTf: 0,
    convertWtoP: 0,
    allowedActions: 0,
    sub: {},
    buildLocations: [],
    requireHomeTf: false,
    teleportTo: null,
    cultBlocked: [],
    disableSpadeDecline: false,
    leechNotRejected: {},
    leechRejected: {},
    leechCultGained: {},
    specialHex: null,
    specialThisAction: null,
    workshop: [],
    chaosGate: false,
    ravenChoice: 0,
    hatcheryTiles: 0,
  };
}

/** Factions a seat may still pick: not taken, and not the other side of a taken board (TM-3.6.1). */
export function availableFactions(s: TmState): FactionId[] {
  const homes = new Set(s.factions.map((f) => FACTIONS[f.id].home));
  return (Object.keys(FACTIONS) as FactionId[]).filter((id) => !homes.has(FACTIONS[id].home));
}

/** A seat picks its faction; after the last pick the initial dwellings start (TM-3.7, TM-21.16). */
export function pickFaction(s: TmState, seat: number, id: FactionId): void {
  if (s.phase !== 'factions') fail('not-picking', 'Factions have already been chosen.');
  if (seat !== s.factions.length) fail('not-your-pick', `Seat ${s.factions.length + 1} picks a faction now.`);
  if (!availableFactions(s).includes(id)) {
    fail('faction-taken', `${FACTIONS[id].name} cannot be picked: that faction board is already in play.`);
  }
  s.factions.push(newFaction(id, seat, startingVp(s.options, id)));
  if (s.factions.length < s.playerCount) return;
  beginSetup(s);
}

/** Initial dwellings in turn order and back, Nomads' third, Chaos Magicians' one, then bonus cards in reverse (TM-3.7, 3.8). */
export function beginSetup(s: TmState): void {
  const order = s.order;
  const ids = (seat: number) => (s.factions[seat] as FactionState).id;
  const normal = order.filter((x) => ids(x) !== 'chaosmagicians');
  const queue: TmState['setupQueue'] = [
    ...normal.map((x) => ({ seat: x, kind: 'dwelling' as const })),
    ...[...normal].reverse().map((x) => ({ seat: x, kind: 'dwelling' as const })),
  ];
  const nomads = order.find((x) => ids(x) === 'nomads');
  if (nomads !== undefined) queue.push({ seat: nomads, kind: 'dwelling' });
  const cm = order.find((x) => ids(x) === 'chaosmagicians');
  if (cm !== undefined) queue.push({ seat: cm, kind: 'dwelling' });
  queue.push(...[...order].reverse().map((x) => ({ seat: x, kind: 'bonus' as const })));
  s.setupQueue = queue;
  s.phase = 'setup';
}
