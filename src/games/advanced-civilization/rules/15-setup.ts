/** 15: set-up. Trade stacks (15.2), place cards and nations (15.3), start areas, A.S.T. and census (15.4). */
import { seedRng, shuffle, type RngState } from '../../../engine/rng.ts';
import type { SeatInfo } from '../../../engine/types.ts';
import { stacks, commodities } from '../data/cards.ts';
import { CITIES_PER_PLAYER, SHIPS_PER_PLAYER, type NationId } from '../data/nations.ts';
import type { AcOptions } from '../options.ts';
import type { AcPlayer, AcState } from '../state.ts';
import { nationStartAreas } from '../data/board.ts';
import { configuration } from './16-configuration.ts';
import { addTokens, boardOf, player } from './units.ts';
import { fail } from './fail.ts';
import type { RuleError } from '../../../engine/errors.ts';

/**
 * 15.2: each stack shuffled; for stacks 2-9 the top N cards (N = players) are set aside, the tradable calamity is
 * shuffled into the rest, the N cards go back on top and the non-tradable calamity goes to the bottom.
 */
export function buildStacks(rng: RngState, players: number): string[][] {
  const piles: string[][] = [[]];
  for (const st of stacks()) {
    const cards = st.commodities.flatMap((c) => Array.from({ length: commodities()[c]!.count }, () => c));
    let pile = shuffle(rng, cards);
    if (st.tradableCalamity) {
      const top = pile.slice(0, players);
      const rest = shuffle(rng, [...pile.slice(players), st.tradableCalamity]);
      pile = [...top, ...rest];
    }
    if (st.nonTradableCalamity) pile.push(st.nonTradableCalamity);
    piles.push(pile);
  }
  return piles;
}

export function createGame(options: AcOptions, seats: SeatInfo[], seed: string): AcState {
  const config = configuration(options, seats.length);
  if (typeof config === 'string') throw new RangeError(config);
  const rng = seedRng(seed);
  const stacks = buildStacks(rng, seats.length);
  const placeOrder = shuffle(rng, seats.map((_, i) => i));
  return {
    engine: 'advanced-civilization',
    options: { ...options, westernExtension: config.westernExtension },
    seatNames: seats.map((x) => x.name),
    rng,
    mapId: options.map,
    outOfPlay: config.outOfPlay,
    tokensPerPlayer: config.tokensPerPlayer,
    players: seats.map((_, seat) => newPlayer(seat, config.tokensPerPlayer)),
    placeOrder,
    playableNations: config.nations,
    board: {},
    ships: [],
    nextShipId: 1,
    stacks,
    calamityTraders: {},
    spentCalamities: [],
    returned: [],
    turn: 0,
    phase: 'nation',
    queue: [...placeOrder],
    sim: null,
    moved: {},
    revolts: [],
    pillages: [],
    draws: {},
    endReason: null,
    finalScores: null,
  };
}

/** Nations still free for the chooser (S1). */
export function freeNations(s: AcState): NationId[] {
  const taken = new Set(s.players.map((p) => p.nation));
  return s.playableNations.filter((n) => !taken.has(n));
}

export function chooseNation(s: AcState, seat: number, nation: NationId): RuleError | null {
  const free = freeNations(s);
  if (!free.includes(nation)) return fail('nation-unavailable', `${nation} cannot be chosen now.`, free);
  player(s, seat).nation = nation;
  return null;
}

/** Start areas of a nation in play (15.3, 16.12). */
export function startAreas(s: AcState, nation: NationId): string[] {
  return nationStartAreas(boardOf(s), nation, s.options.westernExtension);
}

export function checkStart(s: AcState, seat: number, area: string): RuleError | null {
  const list = startAreas(s, player(s, seat).nation!);
  return list.includes(area) ? null : fail('start-area', `${area} is not one of your start areas.`, list);
}

/** 15.3-15.4: one token in the chosen start area; census 1. */
export function placeStart(s: AcState, seat: number, area: string): void {
  const p = player(s, seat);
  p.startArea = area;
  p.stock -= 1;
  p.census = 1;
  addTokens(s, area, p.nation!, 1);
}

/** A player before choosing a nation: all tokens, cities and ships in stock, nothing in hand (15). */
export function newPlayer(seat: number, tokens: number): AcPlayer {
  return {
    seat,
    nation: null,
    startArea: null,
    stock: tokens,
    treasury: 0,
    citiesInStock: CITIES_PER_PLAYER,
    shipsInStock: SHIPS_PER_PLAYER,
    hand: [],
    civ: [],
    civNew: [],
    ast: 0,
    census: 0,
    miningUsed: null,
    architectureUsed: false,
    grainShown: 0,
  };
}
