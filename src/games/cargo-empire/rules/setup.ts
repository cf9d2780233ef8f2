/**
 * Generic setup (CE-S1 to CE-S7), by player count (spec §3.2), with the bot (CE-14.2 a-c), vassals (CE-16) and track
 * variants (CE-19.1).
 */
import { pick, randomInt, seedRng, shuffle } from '../../../engine/rng.ts';
import type { SeatInfo } from '../../../engine/types.ts';
import { botCards, cityTilesData, goalCards, playerCountsData, trackFacesData } from '../data/pack.ts';
import type { CeOptions } from '../options.ts';
import { placeExpressTiles } from './express.ts';
import { cityIds, PLAYER_COLOURS, tileIds, tileSide } from './world.ts';
import { BLANK, type Cargo, type CeState, type CityState, type Colour, type Counts, type Participant } from '../state.ts';

/** Participants (humans by seat, then the bot) and their colours; throws on impossible option combinations. */
function participants(options: CeOptions, seats: readonly SeatInfo[]): { people: Participant[]; withBot: boolean } {
  const humans = seats.length;
  if (humans < 1 || humans > 5) throw new RangeError('Cargo Empire needs 1 to 5 players.');
  const withBot = humans === 1 || options.mode === 'bot';
  if (options.mode === 'bot' && humans > 3) throw new RangeError('The bot can join 1 to 3 players (CE-15).');
  if (options.mode === 'vassals' && humans !== 2) throw new RangeError('Vassals are for exactly 2 players (CE-16).');
  const taken = new Set<Colour>();
  const wanted = seats.map((seat) => {
    const c = seat.picks?.colour as Colour | undefined;
    if (c && PLAYER_COLOURS.includes(c) && !taken.has(c)) {
      taken.add(c);
      return c;
    }
    return null;
  });
  const nextFree = (): Colour => {
    const c = PLAYER_COLOURS.find((x) => !taken.has(x))!;
    taken.add(c);
    return c;
  };
  const colours = wanted.map((c) => c ?? nextFree());
  const reserve = playerCountsData().byEffectivePlayers[Math.max(2, humans + (withBot ? 1 : 0)) as 2 | 3 | 4 | 5].reserve / 3;
  const make = (kind: 'human' | 'bot', seat: number | null, name: string, colour: Colour): Participant => ({
    kind,
    seat,
    name,
    colour,
    vassal: null,
    markers: { car: { area: 'start' }, loco: { area: 'start' }, ship: { area: 'start' } },
    hand: kind === 'human' ? { car: 1, loco: 1, ship: 1 } : { car: 0, loco: 0, ship: 0 },
    reserve: [reserve, reserve, reserve],
    vassalReserve: [0, 0, 0],
    cities: [],
    goals: [],
    hiddenCity: null,
    cubes: { orange: 0, white: 0, gray: 0, brown: 0 },
    crest: null,
  });
  const people = seats.map((seat, i) => make('human', i, seat.name, colours[i]!));
  if (withBot) people.push(make('bot', null, 'Bot', nextFree()));
  if (options.mode === 'vassals') {
    for (const x of people) {
      x.vassal = nextFree();
      const perRound = playerCountsData().vassalPostsPerRound;
      x.vassalReserve = [perRound, perRound, perRound];
    }
  }
  return { people, withBot };
}

function trackFaces(options: CeOptions, rng: CeState['rng']): string[] {
  if (options.track === 'advanced') {
    // CE-19.1: one random a face for the left slot, one b for the middle, one c for the right.
    const { normalTiles, advancedMiddleFaces, advancedRightFaces } = trackFacesData();
    const left = pick(rng, normalTiles)[randomInt(rng, 2)]!;
    return [left, pick(rng, advancedMiddleFaces), pick(rng, advancedRightFaces)];
  }
  if (options.track === 'random') {
    // CE-19.1 by agreement: any three tiles from the bag, letters ignored (b/c face pairing unknown: one face each).
    const { normalTiles, advancedMiddleFaces, advancedRightFaces } = trackFacesData();
    const tiles: readonly (readonly string[])[] = [...normalTiles, ...advancedMiddleFaces.map((f) => [f]), ...advancedRightFaces.map((f) => [f])];
    return shuffle(rng, tiles)
      .slice(0, 3)
      .map((tile) => tile[randomInt(rng, tile.length)]!);
  }
  // CE-S2 / AMB-30: the three physical tiles drawn from the bag, random face up.
  return shuffle(rng, trackFacesData().normalTiles).map((tile) => tile[randomInt(rng, 2)]!);
}

export function setupGame(options: CeOptions, seats: readonly SeatInfo[], seed: string): CeState {
  const { people, withBot } = participants(options, seats);
  const rng = seedRng(seed);
  const cfg = playerCountsData().byEffectivePlayers[Math.max(2, people.length) as 2 | 3 | 4 | 5];
  const supply = Object.fromEntries(cityTilesData().cargoColours.map((c) => [c, 0])) as Counts<Cargo>;

  // CE-S1: one random tile per city, LV1 up, production filled with all 48 cubes.
  const tiles = shuffle(rng, tileIds());
  const cities: Record<string, CityState> = {};
  cityIds({ options }).forEach((id, i) => {
    const tile = tiles[i]!;
    cities[id] = { tile, level: 1, production: [...tileSide(tile, 1).production], demand: { upper: null, lower: null }, posts: [] };
  });
  const track = trackFaces(options, rng);
  // CE-S4 to CE-S6: city deck, display, goal deck, blank cards under the city deck.
  const deck = shuffle(rng, cityIds({ options }));
  const display = deck.splice(0, cfg.displaySize);
  const cityDeck = [...deck, ...Array.from({ length: playerCountsData().blankCityCards }, () => BLANK)];
  const goalDeck = shuffle(rng, goalCards().map((g) => g.id));
  // CE-S7.5, CE-S7.6, CE-14.2 c: deal in seat order, bot last (AMB-22).
  const setupGoals: (number[] | null)[] = [];
  for (const x of people) {
    x.hiddenCity = cityDeck.shift()!;
    if (x.kind === 'human') setupGoals.push(goalDeck.splice(0, 2));
    else {
      x.goals.push(goalDeck.shift()!);
      setupGoals.push(null);
    }
  }
  const state: CeState = {
    v: 1,
    options,
    players: people,
    cities,
    supply,
    track,
    cityDeck,
    display,
    goalDeck,
    order: people.map((_, i) => i),
    round: 1,
    phase: 'setup-goals',
    turn: 0,
    flags: { enhanced: 0, borrowed: [], stage: 'plan' },
    setupGoals,
    setupDone: 0,
    setupChosen: [],
    tasks: [],
    bot: withBot
      ? { deck: shuffle(rng, botCards().map((c) => c.number)), discard: [], card: null, destSlot: 0, origin: null, revealed: false }
      : null,
    removedPosts: people.map(() => 0),
    rng,
  };
  // CE-17.1: drawn last, so a Europe game's draws are those of games set up before the Dior map existed.
  if (options.map === 'dior') state.express = placeExpressTiles(options.map, rng);
  return state;
}
