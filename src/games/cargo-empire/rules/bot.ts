/**
 * The solo bot (CE-14, used also by CE-15): its setup (CE-14.2), its turn (CE-14.3, CE-14.4) and its cards (spec §2.10).
 */
import type { GameEvent } from '../../../engine/types.ts';
import { shuffle } from '../../../engine/rng.ts';
import { botCards } from '../data/pack.ts';
import { placePost, returnToSupply, takeCube } from './delivery.ts';
import { blockedByRedCrest } from './families.ts';
import { cityName, cityIds, cityInfo, demandColour } from './world.ts';
import { config, participant } from './participants.ts';
import { isPresent, presentCities } from './presence.ts';
import { say } from './events.ts';
import { cubesOn } from './plan.ts';
import { BLANK, type Cargo, type CeState, type DemandSpace, type Row } from '../state.ts';

/** The solo / extra-player bot (CE-14): fully algorithmic, deterministic from the state's RNG. */

function botCard(number: number) {
  const card = botCards().find((c) => c.number === number);
  if (!card) throw new Error(`unknown bot card ${number}`);
  return card;
}

function arrowRow(number: number): Row {
  return botCard(number).arrow === 'down' ? 'lower' : 'upper';
}

function byNumber(cities: readonly string[]): string[] {
  return [...cities].sort((a, b) => cityInfo(a).number - cityInfo(b).number);
}

/** The bot city with the next higher city number, wrapping to the lowest (CE-14.4 2b-ii, 3). */
export function nextBotCity(s: CeState, p: number, from: string): string {
  const mine = byNumber(presentCities(s, participant(s, p).colour));
  const n = cityInfo(from).number;
  return mine.find((c) => cityInfo(c).number > n) ?? mine[0] ?? from;
}

/** CE-14.2 d-e: after the humans' first posts. */
export function botSetupAfterFirstPosts(s: CeState, events: GameEvent[]): void {
  const p = s.players.findIndex((x) => x.kind === 'bot');
  const bot = s.bot!;
  const slot = s.display.findIndex((card) => card !== BLANK && !s.setupChosen.includes(card));
  const city = s.display[slot]!;
  bot.destSlot = slot;
  placePost(s, city, 'upper', participant(s, p).colour, events);
  say(events, 'bot-first-post', { colour: participant(s, p).colour, city, space: 'upper' }, `The bot places its first post in ${cityName(city)} (upper demand space).`);
  bot.destSlot = (slot + 1) % config(s).displaySize;
}

/** CE-14.2 f-h: after the humans' second posts. */
export function botSetupAfterSecondPosts(s: CeState, events: GameEvent[]): void {
  const p = s.players.findIndex((x) => x.kind === 'bot');
  const who = participant(s, p);
  const bot = s.bot!;
  const city = who.hiddenCity!;
  who.hiddenCity = null;
  placePost(s, city, 'lower', who.colour, events);
  who.cities.push(city);
  bot.revealed = true;
  say(events, 'bot-second-post', { colour: who.colour, city, space: 'lower', goals: [...who.goals] }, `The bot reveals ${cityName(city)}, places its second post there (lower demand space) and reveals goal card ${who.goals.join(', ')}.`);
  bot.origin = byNumber(presentCities(s, who.colour))[0] ?? city;
}

/** CE-14.3: is the display card a valid destination for origin O? Returns the usable demand spaces. */
export function botValidSpaces(s: CeState, origin: string, card: string): DemandSpace[] {
  if (card === BLANK || card === origin) return [];
  const dest = s.cities[card]!;
  const o = s.cities[origin]!;
  if (dest.tile === null || dest.level === 3 || o.level === 3) return [];
  if (blockedByRedCrest(s, null, origin) || blockedByRedCrest(s, null, card)) return [];
  const cubes = cubesOn(s, origin);
  const tile = dest.tile;
  const level = dest.level;
  return (['upper', 'lower'] as const).filter((sp) => dest.demand[sp] === null && cubes.includes(demandColour(tile, level, sp)));
}

function drawBotCard(s: CeState, events: GameEvent[]): number {
  const bot = s.bot!;
  for (;;) {
    if (bot.deck.length === 0) {
      bot.deck = shuffle(s.rng, bot.discard);
      bot.discard = [];
    }
    const card = bot.deck.shift()!;
    if (botCard(card).reshuffle) {
      say(events, 'bot-reshuffle', { card }, `The bot draws reshuffle card ${card}: all bot cards are shuffled.`);
      bot.deck = shuffle(s.rng, botCards().map((c) => c.number));
      bot.discard = [];
      continue;
    }
    return card;
  }
}

/** CE-14.4: one bot turn. Pushes the bot's development as a task. */
export function botTurn(s: CeState, p: number, events: GameEvent[]): void {
  const bot = s.bot!;
  const who = participant(s, p);
  const card = drawBotCard(s, events);
  bot.card = card;
  const info = botCard(card);
  say(events, 'bot-card', { card, transport: info.transport, steps: info.steps, arrow: info.arrow }, `The bot draws bot card ${card} (${info.transport} ${info.steps}, arrow ${info.arrow}).`);
  who.reserve[s.round - 1]!--;
  const size = config(s).displaySize;
  const cities = presentCities(s, who.colour);
  let origin = bot.origin ?? byNumber(cities)[0]!;
  let placed = false;
  for (let tries = 0; tries < cities.length && !placed; tries++) {
    if (tries > 0) origin = nextBotCity(s, p, origin);
    for (let k = 0; k < size && !placed; k++) {
      const slot = (bot.destSlot + k) % size;
      const dest = s.display[slot]!;
      const spaces = botValidSpaces(s, origin, dest);
      if (spaces.length === 0) continue;
      bot.destSlot = slot;
      const space = spaces.length === 2 ? (arrowRow(card) === 'upper' ? 'upper' : 'lower') : spaces[0]!;
      const destCity = s.cities[dest]!;
      const cube = demandColour(destCity.tile!, destCity.level as 1 | 2, space) as Cargo;
      takeCube(s, origin, cube);
      returnToSupply(s, cube);
      bot.lastMove = `transports ${cube} from ${cityName(origin)} to ${cityName(dest)} (${space} demand space)`;
      say(events, 'bot-transport', { colour: who.colour, cube, origin, destination: dest, space }, `The bot ${bot.lastMove}.`);
      placePost(s, dest, space, who.colour, events);
      placed = true;
    }
  }
  if (!placed) {
    const before = events.length;
    botPlaceWithoutCube(s, p, arrowRow(card), events);
    bot.lastMove = events.slice(before).map((e) => e.text.replace(/^The bot /, '').replace(/\.$/, '')).join('; ') || 'finds no transport';
  }
  bot.destSlot = (bot.destSlot + 1) % size;
  bot.origin = nextBotCity(s, p, origin);
  bot.discard.push(card);
  if (info.transport !== null && info.steps > 0) s.tasks.push({ t: 'advance', p, marker: info.transport, steps: info.steps });
}

/** CE-14.4 2c: no valid combination; place a post without removing a cube. */
function botPlaceWithoutCube(s: CeState, p: number, arrow: Row, events: GameEvent[]): void {
  const who = participant(s, p);
  while (s.cityDeck.length > 0 && s.cityDeck[0] !== BLANK) {
    const card = s.cityDeck.shift()!;
    if (s.cities[card]!.level === 3) {
      say(events, 'bot-card-discarded', { city: card }, `The bot draws ${cityName(card)}, a level-3 city: the card leaves the game.`);
      continue;
    }
    const space: DemandSpace = s.cities[card]!.demand.upper === null ? 'upper' : 'lower';
    say(events, 'bot-post-from-deck', { colour: who.colour, city: card, space }, `The bot finds no transport; it draws ${cityName(card)} and places a post there (${space}).`);
    placePost(s, card, space, who.colour, events);
    s.cityDeck.push(card);
    return;
  }
  // AMB-15: the deck is exhausted; the arrow picks the highest (up) or lowest (down) numbered city without a bot post.
  const candidates = byNumber(cityIds(s).filter((id) => s.cities[id]!.level !== 3 && !isPresent(s, who.colour, id)));
  const city = arrow === 'upper' ? candidates[candidates.length - 1] : candidates[0];
  if (city === undefined) {
    say(events, 'bot-post-removed', { colour: who.colour }, 'The bot finds no city for its post: the post is removed from the game (AMB-34).');
    s.removedPosts[p]!++;
    return;
  }
  const space: DemandSpace = s.cities[city]!.demand.upper === null ? 'upper' : 'lower';
  say(events, 'bot-post-by-arrow', { colour: who.colour, city, space }, `The bot finds no transport and the city deck is exhausted; it places a post in ${cityName(city)} (${space}).`);
  placePost(s, city, space, who.colour, events);
}
