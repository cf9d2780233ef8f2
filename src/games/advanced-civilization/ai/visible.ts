/**
 * A sample of the game as one seat may know it (spec H, issue 25): everything the seat cannot see is redrawn from the
 * AI's own random numbers. Hidden from the seat: the other hands (only their sizes are public, 27.3), the order and
 * contents of the trade stacks, the cards held by a leaver's cities (15.62), who passed a calamity to another holder
 * (29.61), the other seats' pending simultaneous answers (D.1), the offers between other seats and the unguaranteed
 * cards of offers made to it (D.3.3), and the random seed.
 *
 * The unseen cards (other hands, stacks, city cards) form one pool, sorted and then shuffled, so the sample depends
 * only on which cards are unseen, never on where they lie. Guaranteed cards of offers made to the seat are known to be
 * in the offerer's hand (28.3) and stay there.
 */
import { nextUint32, seedRng, shuffle, type RngState } from '../../../engine/rng.ts';
import { isCalamity } from '../data/cards.ts';
import { withoutCards } from '../rules/28-sets.ts';
import type { AcState, TradeOffer } from '../state.ts';

/** Cards the seat knows another seat holds: the largest multiset of guaranteed cards among its offers to the seat. */
function knownHands(s: AcState, seat: number): Map<number, string[]> {
  const known = new Map<number, string[]>();
  for (const o of s.trade?.offers ?? []) {
    if (o.to !== seat) continue;
    const have = [...(known.get(o.from) ?? [])];
    for (const c of o.guaranteed) {
      const needed = o.guaranteed.filter((x) => x === c).length;
      while (have.filter((x) => x === c).length < needed) have.push(c);
    }
    known.set(o.from, have);
  }
  return known;
}

export function visibleState(s: AcState, seat: number, rng: RngState): AcState {
  const v = structuredClone(s);
  const known = knownHands(s, seat);
  const others = v.players.filter((p) => p.seat !== seat);

  // One pool of every unseen card, sorted so where a card lay does not matter, then dealt back at random.
  const cityAreas = Object.keys(v.cityCards ?? {}).sort();
  const pool: string[] = [];
  for (const p of others) pool.push(...withoutCards(p.hand, known.get(p.seat) ?? []));
  for (const stack of v.stacks) pool.push(...stack);
  for (const a of cityAreas) pool.push(v.cityCards![a]!);
  const dealt = shuffle(rng, pool.sort());
  let next = 0;
  const draw = (n: number) => {
    const out = dealt.slice(next, next + n);
    next += n;
    return out;
  };
  for (const p of others) {
    const mine = known.get(p.seat) ?? [];
    p.hand = [...mine, ...draw(p.hand.length - mine.length)];
  }
  v.stacks = v.stacks.map((stack) => draw(stack.length));
  if (v.cityCards) v.cityCards = Object.fromEntries(cityAreas.map((a) => [a, draw(1)[0]!]));

  // Who passed a calamity is known only for the seat's own cards.
  const own = new Set(v.players[seat]?.hand ?? []);
  v.calamityTraders = {};
  for (const p of v.players) {
    for (const c of p.hand) if (isCalamity(c)) v.calamityTraders[c] = own.has(c) ? (s.calamityTraders[c] ?? null) : null;
  }

  // Other seats' answers stay answered (public) but their content is unknown.
  if (v.sim) for (const key of Object.keys(v.sim.answers)) if (Number(key) !== seat) v.sim.answers[Number(key)] = '';

  if (v.trade) v.trade.offers = v.trade.offers.filter((o) => o.from === seat || o.to === seat).map((o) => (o.to === seat ? withSampledGive(o, v) : o));
  v.rng = seedRng(`ac-ai:${nextUint32(rng)}`);
  return v;
}

/** An offer to the seat: its guaranteed cards, the rest drawn from the offerer's sampled hand. */
function withSampledGive(o: TradeOffer, v: AcState): TradeOffer {
  const rest = withoutCards(v.players[o.from]!.hand, o.guaranteed).slice(0, o.give.length - o.guaranteed.length);
  return { ...o, give: [...o.guaranteed, ...rest].sort() };
}
