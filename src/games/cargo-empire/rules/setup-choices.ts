/** The setup choices of the players (CE-S7.6 goal cards, CE-S9 first post, CE-S10 second post, CE-13.2 crest tile). */
import { fail } from './fail.ts';
import type { GameEvent } from '../../../engine/types.ts';
import type { Outcome } from './answer.ts';
import { placePost } from './delivery.ts';
import { actor, say, sayPrivately } from './events.ts';
import { participant } from './participants.ts';
import { cityName, isCityOf } from './world.ts';
import type { CeState, DemandSpace } from '../state.ts';

export function keepSetupGoal(s: CeState, p: number, drawn: number[], goal: number): Outcome {
  if (!drawn.includes(goal)) return fail('not-drawn', `You can keep ${drawn.join(' or ')}.`, drawn.map((g) => `keep goal ${g}`));
  const who = participant(s, p);
  who.goals.push(goal);
  for (const g of drawn) if (g !== goal) s.goalDeck.push(g);
  s.setupGoals[p] = null;
  const events: GameEvent[] = [];
  sayPrivately(events, 'keep-goal', actor(who), `${who.name} keeps a goal card.`, who.seat, `You keep goal card ${goal}.`);
  return events;
}

export function setupPost(s: CeState, p: number, step: 'setup-first' | 'setup-second', city: string, space: DemandSpace): Outcome {
  const who = participant(s, p);
  const events: GameEvent[] = [];
  if (step === 'setup-first') {
    if (!s.display.includes(city) || s.setupChosen.includes(city)) {
      const open = s.display.filter((c) => s.cities[c] !== undefined && !s.setupChosen.includes(c));
      return fail('setup-city', `Choose a city whose card is in the display and that nobody chose yet (CE-S9): ${open.map(cityName).join(', ')}.`);
    }
    s.setupChosen.push(city);
  } else {
    if (who.hiddenCity !== city) return fail('setup-city', `Your second post goes in the city of your face-down city card (CE-S10)${who.hiddenCity ? `: ${cityName(who.hiddenCity)}` : ''}.`);
    who.hiddenCity = null;
    who.cities.push(city);
    say(events, 'reveal-city', { ...actor(who), city }, `${who.name} reveals the ${cityName(city)} city card.`);
  }
  if (s.cities[city]!.demand[space] !== null) return fail('space-taken', `That demand space of ${cityName(city)} is taken.`);
  placePost(s, city, space, who.colour, events);
  say(events, 'setup-post', { ...actor(who), city, space }, `${who.name} places a post in ${cityName(city)} (${space} demand space).`);
  s.setupDone++;
  return events;
}

/** CE-13.2: a player of the families variant places the family crest tile in a city. */
export function placeCrest(s: CeState, p: number, city: string): Outcome {
  if (!isCityOf(s, city)) return fail('unknown-city', `There is no city called ${city}.`);
  participant(s, p).crest = city;
  s.setupDone++;
  return [{ kind: 'crest', data: { ...actor(participant(s, p)), city }, text: `${participant(s, p).name} places the crest tile in ${cityName(city)}.` }];
}
