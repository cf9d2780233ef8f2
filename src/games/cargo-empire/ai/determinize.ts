/**
 * A state the seat cannot tell from the real one (issue 25, spec §9): everything hidden from the seat is redealt from
 * the AI's own random numbers. Hidden goal cards (other humans' kept goals, setup pairs and goal draws, the goal deck)
 * are pooled and shuffled back into the same places; so are the hidden city cards (other humans' face-down setup
 * cities and the normal cards of the city deck, blanks keep their places, CE-7.3) and the bot deck (CE-14.2 a); the
 * game's RNG is reseeded. Each pool is sorted before its shuffle, so two positions that differ only in what the seat
 * cannot see give the same samples.
 */
import { randomInt, seedRng, shuffle, type RngState } from '../../../engine/rng.ts';
import { BLANK, type CeState } from '../state.ts';

/** A slot of hidden cards: read its cards, then write back as many from the shuffled pool. */
interface Slot<T> {
  cards: readonly T[];
  put(cards: T[]): void;
}

function redeal<T>(rng: RngState, slots: readonly Slot<T>[], order: (a: T, b: T) => number): void {
  const pool = shuffle(rng, slots.flatMap((x) => x.cards).sort(order));
  let at = 0;
  for (const slot of slots) {
    const n = slot.cards.length;
    slot.put(pool.slice(at, at + n));
    at += n;
  }
}

export function determinizeCe(s: CeState, seat: number, rng: RngState): CeState {
  const v = structuredClone(s);
  const allGoalsPublic = s.phase === 'final' || s.phase === 'over';
  const botRevealed = s.bot?.revealed ?? false;
  const hiddenFrom = (p: number) => {
    const x = v.players[p]!;
    return !(x.kind === 'human' && x.seat === seat);
  };

  const goalSlots: Slot<number>[] = [];
  v.players.forEach((x, p) => {
    if (!hiddenFrom(p)) return;
    if (!allGoalsPublic && !(x.kind === 'bot' && botRevealed)) goalSlots.push({ cards: x.goals, put: (c) => (x.goals = c) });
    const pair = v.setupGoals[p];
    if (pair) goalSlots.push({ cards: pair, put: (c) => (v.setupGoals[p] = c) });
  });
  v.tasks.forEach((t, i) => {
    if (t.t === 'goal' && hiddenFrom(t.p)) goalSlots.push({ cards: t.drawn, put: (c) => (v.tasks[i] = { ...t, drawn: c }) });
  });
  goalSlots.push({ cards: v.goalDeck, put: (c) => (v.goalDeck = c) });
  redeal(rng, goalSlots, (a, b) => a - b);

  const citySlots: Slot<string>[] = [];
  v.players.forEach((x, p) => {
    if (hiddenFrom(p) && x.hiddenCity !== null && x.hiddenCity !== BLANK) citySlots.push({ cards: [x.hiddenCity], put: (c) => (x.hiddenCity = c[0]!) });
  });
  const normalAt = v.cityDeck.flatMap((c, i) => (c === BLANK ? [] : [i]));
  citySlots.push({
    cards: normalAt.map((i) => v.cityDeck[i]!),
    put: (c) => normalAt.forEach((deckIndex, k) => (v.cityDeck[deckIndex] = c[k]!)),
  });
  redeal(rng, citySlots, (a, b) => (a < b ? -1 : a > b ? 1 : 0));

  if (v.bot) {
    const bot = v.bot;
    redeal(rng, [{ cards: bot.deck, put: (c) => (bot.deck = c) }], (a, b) => a - b);
  }
  v.rng = seedRng(`ce-sample:${randomInt(rng, 2 ** 31)}`);
  return v;
}
