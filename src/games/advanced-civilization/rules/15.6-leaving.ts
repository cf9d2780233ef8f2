/**
 * 15.6 leaving the game (table option `leaving`). The leaver's units stay on the board until others remove them; they
 * never move or grow, his cities need no support and he is never a calamity victim (15.61: he is no longer "in play",
 * see units.ts inPlay, so no phase asks him anything). Each of his cities keeps one trade card of his hand, chosen at
 * random and hidden; the others go back to the stacks at 31.8 (15.62). A player who destroys such a city by attack takes
 * its card (24.51); a card whose city is lost otherwise goes back to its stack at 31.8. His civilization cards stay and
 * still act in conflict (15.63: Metalworking, Engineering, Agriculture), since they are read from the board's owner.
 * His ships are not units: they go back to his stock.
 */
import { randomInt } from '../../../engine/rng.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { isCalamity } from '../data/cards.ts';
import type { AcState, PendingPillage } from '../state.ts';
import { tradeState } from './28-trade.ts';
import { noteDrawn } from './27-trade-cards.ts';
import { citiesOf, inPlay, ownerName, player, seatName, seatOf } from './units.ts';

/** Why the seat may not leave now, or null. */
export function leaveProblem(s: AcState, seat: number): string | null {
  if (s.options.leaving !== true) return 'Leaving the game (15.6) is not allowed at this table; the host can replace you or put your seat on autopilot.';
  const p = s.players[seat];
  if (!p) return 'You are not a player of this game.';
  if (p.left) return 'You have already left the game (15.6).';
  if (s.phase === 'nation' || s.phase === 'start') return 'The game has not begun: leave the table before the first turn instead (15.6).';
  // One nation alone plays no game (no trade, no conflict, often nothing to decide at all): two stay in play at least.
  if (s.players.filter((x) => x.seat !== seat && inPlay(x)).length < 2) return 'Only two players are still in play: the game cannot go on with one, so you cannot leave (15.6); the host can put your seat on autopilot.';
  return null;
}

/** 15.61-15.63, once the seat answered what it had open (apply.ts plays its defaults first). */
export function leaveGame(s: AcState, seat: number, events: GameEvent[]): void {
  const p = player(s, seat);
  p.left = true;
  const ships = s.ships.filter((x) => x.seat === seat);
  s.ships = s.ships.filter((x) => x.seat !== seat);
  p.shipsInStock += ships.length;
  const cities = p.nation ? citiesOf(s, p.nation) : [];
  const hand = [...p.hand];
  p.hand = [];
  const kept: string[] = [];
  for (const area of cities) {
    if (hand.length === 0) break;
    const [card] = hand.splice(randomInt(s.rng, hand.length), 1) as [string];
    (s.cityCards ??= {})[area] = card;
    kept.push(area);
  }
  for (const c of [...hand, ...kept.map((a) => s.cityCards![a]!)]) delete s.calamityTraders[c];
  for (const c of hand) (isCalamity(c) ? s.spentCalamities : s.returned).push(c);
  forgetSeat(s, seat);
  events.push({
    kind: 'leave',
    data: { seat, cityCards: kept.length, returned: hand.length },
    text: `${seatName(s, seat)} leaves the game (15.6): his units stay on the board and never move or grow; ${kept.length} of his cities keep a trade card each (15.62), ${hand.length} card${hand.length === 1 ? '' : 's'} go back to the stacks; his civilization cards still act in conflict (15.63).`,
  });
}

/** The seat drops out of what was still to come this phase: later turns, pillages, calamities and trade offers. */
function forgetSeat(s: AcState, seat: number): void {
  s.queue = s.queue.filter((x) => x !== seat);
  s.pillages = s.pillages.filter((x) => x.attacker !== seat);
  if (s.calamity) {
    s.calamity.queue = s.calamity.queue.filter((x) => x.victim !== seat);
    if (s.calamity.monotheism) s.calamity.monotheism = s.calamity.monotheism.filter((x) => x !== seat);
  }
  if (s.trade) {
    const t = tradeState(s);
    t.eligible = t.eligible.filter((x) => x !== seat);
    t.done = t.done.filter((x) => x !== seat);
    t.offers = t.offers.filter((o) => o.from !== seat && o.to !== seat);
  }
}

/** Pillage by a player who left is dropped: he never acts again (15.61). */
export function pillagesOfPlayers(s: AcState, pillages: PendingPillage[]): PendingPillage[] {
  return pillages.filter((x) => s.players[x.attacker]?.left !== true);
}

/** 15.62 / 24.51: the attacker who destroyed a leaver's city takes the card that city held; false when it held none. */
export function takeCityCard(s: AcState, pillage: PendingPillage, events: GameEvent[]): boolean {
  const card = pillage.area === undefined ? undefined : s.cityCards?.[pillage.area];
  if (card === undefined || pillage.area === undefined) return false;
  delete s.cityCards![pillage.area];
  const attacker = player(s, pillage.attacker);
  attacker.hand.push(card);
  attacker.hand.sort();
  noteDrawn(s, [card]);
  events.push({
    kind: 'city-card',
    data: { seat: pillage.attacker, area: pillage.area },
    text: `${ownerName(s, attacker.nation!)} takes the trade card the city in ${pillage.area} held (15.62, 24.51).`,
    private: [{ seat: pillage.attacker, text: `You took ${card} from the city in ${pillage.area}.` }],
  });
  return true;
}

/** 31.8: cards of leavers' cities that are no longer theirs (lost to calamities, barbarians, Monotheism) go back. */
export function returnOrphanCityCards(s: AcState): void {
  for (const [area, card] of Object.entries(s.cityCards ?? {})) {
    const owner = s.board[area]?.city ?? null;
    const seat = owner === null ? null : seatOf(s, owner);
    if (seat !== null && s.players[seat]!.left) continue;
    (isCalamity(card) ? s.spentCalamities : s.returned).push(card);
    delete s.cityCards![area];
  }
}
