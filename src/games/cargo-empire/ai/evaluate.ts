/**
 * How good a position is for a seat (issue 25): its estimated final score (CE-11) against the best other
 * participant's. The estimate counts what already scores (VP zone, level-3 posts, city cards, goal cards as they would
 * score now) and what is on its way to score: steps along the development track (each step towards the VP zone), posts
 * in cities that may still reach level 3, and the transport cards in hand and cubes to ship from its cities while
 * turns remain to play them.
 */
import { trackFacesData } from '../data/pack.ts';
import { participantOfSeat } from '../rules/participants.ts';
import { postsIn } from '../rules/presence.ts';
import { scoreGoal } from '../rules/scoring.ts';
import { markerVp, position } from '../rules/track.ts';
import { cityIds } from '../rules/world.ts';
import type { CeState, Transport } from '../state.ts';

const TRANSPORTS: readonly Transport[] = ['car', 'loco', 'ship'];
/** The steps a card of each type is worth when it is played (CE-8.2). */
const CARD_STEPS: Record<Transport, number> = { car: 1, loco: 1, ship: 2 };
/** The evaluation's weights (scripts may vary them to measure; the game never does). */
export const EVAL_WEIGHTS = {
  /** What a post may still bring by the level of its city: 3 VP at level 3 (CE-11 item 2), less the further away. */
  post: { 1: 0.6, 2: 1.5, 3: 3 } as Record<1 | 2 | 3, number>,
  /** One step on the track before the VP zone. */
  step: 1,
  /** A card in hand, per step it brings, while turns remain to play it. */
  card: 0.8,
  /** A cube on a production space of a city where the participant is present (a transport to come), while turns remain. */
  cube: 1,
  /** How much the best rival's estimate weighs against the seat's own (the bot's in solo games): the whole, a race. */
  rival: 1,
};

/** The estimated final VP of participant p. */
export function estimatedScore(s: CeState, p: number): number {
  const who = s.players[p]!;
  const bot = who.kind === 'bot';
  let development = 0;
  for (const t of TRANSPORTS) {
    const m = who.markers[t];
    development += markerVp(m) + EVAL_WEIGHTS.step * Math.min(position(s.track, m), trackFacesData().vpZone.length + 18);
  }
  let posts = 0;
  let cubes = 0;
  for (const id of cityIds(s)) {
    const n = postsIn(s, who.colour, id);
    if (n === 0) continue;
    const city = s.cities[id]!;
    posts += n * EVAL_WEIGHTS.post[city.level];
    cubes += city.production.filter((c) => c !== null).length;
  }
  const cards = 5 * who.cities.length * (bot && s.options.families ? 2 : 1);
  const goals = who.goals.reduce((sum, g) => sum + scoreGoal(s, p, g), 0) * (bot ? 2 : 1);
  const turnsLeft = who.reserve.slice(Math.max(0, s.round - 1)).reduce((a, b) => a + b, 0);
  const handSteps = TRANSPORTS.reduce((sum, t) => sum + who.hand[t] * CARD_STEPS[t], 0);
  const hand = EVAL_WEIGHTS.card * Math.min(handSteps, 3 * turnsLeft);
  // Without cubes where it is present a participant cannot transport (CE-3.1): a refill (CE-9.3 a) is worth something.
  const origins = EVAL_WEIGHTS.cube * Math.min(cubes, turnsLeft);
  return development + posts + cards + goals + hand + origins;
}

/** The seat's estimate less its best rival's, by EVAL_WEIGHTS.rival (the bot's in solo games, the leader's otherwise). */
export function evaluateCe(s: CeState, seat: number): number {
  const me = participantOfSeat(s, seat);
  if (me < 0) return 0;
  let rival = -Infinity;
  s.players.forEach((_, p) => {
    if (p !== me) rival = Math.max(rival, estimatedScore(s, p));
  });
  return estimatedScore(s, me) - (rival === -Infinity ? 0 : EVAL_WEIGHTS.rival * rival);
}
