/**
 * The state as one seat may see it (spec §9): every part hidden from that seat is replaced by a fixed stand-in, so a
 * choice made from it cannot depend on what the seat does not know. Hidden: other humans' goal cards and goal draws
 * (the bot's after its reveal, and all goals at final scoring, are public), face-down setup city cards, the order
 * and contents of the city, goal and bot decks, and the RNG.
 */
import { seedRng } from '../../../engine/rng.ts';
import { BLANK, type CeState } from '../state.ts';

export function visibleState(s: CeState, seat: number): CeState {
  const v = JSON.parse(JSON.stringify(s)) as CeState;
  const allGoalsPublic = s.phase === 'final' || s.phase === 'over';
  v.players.forEach((x, p) => {
    const own = x.kind === 'human' && x.seat === seat;
    const botRevealed = x.kind === 'bot' && (s.bot?.revealed ?? false);
    if (!own && !botRevealed && !allGoalsPublic) x.goals = x.goals.map(() => 0);
    if (!own && x.hiddenCity !== null) x.hiddenCity = BLANK;
    if (!own) v.setupGoals[p] = v.setupGoals[p]?.map(() => 0) ?? null;
  });
  v.tasks = v.tasks.map((t) => (t.t === 'goal' && s.players[t.p]!.seat !== seat ? { ...t, drawn: t.drawn.map(() => 0) } : t));
  v.cityDeck = v.cityDeck.map(() => BLANK);
  v.goalDeck = v.goalDeck.map(() => 0);
  if (v.bot) v.bot.deck = v.bot.deck.map(() => 0);
  v.rng = seedRng('visible');
  return v;
}
