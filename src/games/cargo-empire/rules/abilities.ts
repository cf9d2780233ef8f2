/**
 * Family abilities bought with cubes (CE-13.3 to CE-13.5): move the crest (A) and each family's paid ability B
 * (spec §2.9 table).
 */
import type { RuleError } from '../../../engine/errors.ts';
import { fail } from './fail.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { playerCountsData } from '../data/pack.ts';
import { takeCube } from './delivery.ts';
import { cityName, cityIds, isCityOf, tileSide } from './world.ts';
import { participant } from './participants.ts';
import { actor, say } from './events.ts';
import type { Cargo, CeState, Colour } from '../state.ts';
import type { FamilyAbility } from '../moves.ts';

/** Which paid ability B each family has (CE-2.9 table); ability A (move crest) is shared. */
export const PAID_B: Readonly<Record<Colour, FamilyAbility['id']>> = Object.freeze({
  yellow: 'buy-car',
  green: 'move-cube',
  red: 'enhance',
  blue: 'swap',
  purple: 'borrow',
});

/** Empty production spaces of colour `cube` on other cities' tiles (Glatt paid ability). */
export function cubeTargets(s: CeState, from: string, cube: Cargo): string[] {
  return cityIds(s).filter((id) => {
    const c = s.cities[id]!;
    if (id === from || c.tile === null || c.level === 3) return false;
    const printed = tileSide(c.tile, c.level).production;
    return printed.some((colour, i) => colour === cube && c.production[i] === null);
  });
}

/** Colours other families at the table whose crest ability a Kasha player may borrow. */
export function borrowable(s: CeState, p: number): Colour[] {
  return s.players
    .filter((x, i) => i !== p && x.kind === 'human' && x.crest !== null && x.colour !== 'purple')
    .map((x) => x.colour)
    .filter((c) => !s.flags.borrowed.includes(c));
}

/** CE-13.3: pay 2 own cubes to the supply, then use ability A (move crest) or the family's ability B. */
export function applyAbility(s: CeState, p: number, ability: FamilyAbility, pay: Cargo[]): GameEvent[] | RuleError {
  const who = participant(s, p);
  if (ability.id !== 'move-crest' && PAID_B[who.colour] !== ability.id) {
    return fail('not-your-ability', `That is not an ability of your family (${who.colour}).`);
  }
  const cost = playerCountsData().familyAbilityCost;
  if (pay.length !== cost) return fail('pay', `An ability costs exactly ${cost} of your cubes (paying ${Array.from({ length: cost }, () => '<colour>').join('+')}).`);
  const cubes = { ...who.cubes };
  for (const c of pay) {
    if (cubes[c] <= 0) return fail('pay', `You do not have the cubes to pay ${pay.join('+')}.`);
    cubes[c]--;
  }
  const events: GameEvent[] = [];
  switch (ability.id) {
    case 'move-crest':
      if (!isCityOf(s, ability.city)) return fail('unknown-city', `There is no city called ${ability.city}.`);
      if (who.crest === ability.city) return fail('crest-there', 'Your crest tile is already there.');
      who.crest = ability.city;
      say(events, 'ability', { ...actor(who), ability: ability.id, city: ability.city, paid: [...pay] }, `${who.name} moves the crest tile to ${cityName(ability.city)}.`);
      break;
    case 'buy-car':
      who.hand.car++;
      say(events, 'ability', { ...actor(who), ability: ability.id, paid: [...pay] }, `${who.name} gains a car card (Elleston).`);
      break;
    case 'move-cube':
      if (!isCityOf(s, ability.from) || !isCityOf(s, ability.to) || !s.cities[ability.from]!.production.includes(ability.cube)) {
        return fail('move-cube', 'Move a cube that lies on a city tile.');
      }
      if (!cubeTargets(s, ability.from, ability.cube).includes(ability.to)) {
        return fail('move-cube', `${cityName(ability.to)} has no empty ${ability.cube} production space.`);
      }
      takeCube(s, ability.from, ability.cube);
      {
        const c = s.cities[ability.to]!;
        const printed = tileSide(c.tile!, c.level as 1 | 2).production;
        const i = printed.findIndex((colour, k) => colour === ability.cube && c.production[k] === null);
        c.production[i] = ability.cube;
      }
      say(events, 'ability', { ...actor(who), ability: ability.id, cube: ability.cube, from: ability.from, to: ability.to, paid: [...pay] }, `${who.name} moves a ${ability.cube} cube from ${cityName(ability.from)} to ${cityName(ability.to)} (Glatt).`);
      break;
    case 'enhance':
      s.flags.enhanced++;
      say(events, 'ability', { ...actor(who), ability: ability.id, paid: [...pay] }, `${who.name} enhances a locomotive for this turn (Rockriel).`);
      break;
    case 'swap':
      if (who.hand[ability.card] <= 0) return fail('swap', `You have no ${ability.card} card.`);
      who.hand[ability.card]--;
      who.hand.ship++;
      say(events, 'ability', { ...actor(who), ability: ability.id, card: ability.card, paid: [...pay] }, `${who.name} discards a ${ability.card} card and gains a ship card (Tino).`);
      break;
    case 'borrow':
      if (!borrowable(s, p).includes(ability.colour)) return fail('borrow', `You can borrow: ${borrowable(s, p).join(', ') || 'nothing'}.`);
      s.flags.borrowed.push(ability.colour);
      say(events, 'ability', { ...actor(who), ability: ability.id, borrowed: ability.colour, paid: [...pay] }, `${who.name} borrows the ${ability.colour} crest ability for this turn (Kasha).`);
      break;
  }
  who.cubes = cubes;
  for (const c of pay) s.supply[c]++;
  return events;
}
