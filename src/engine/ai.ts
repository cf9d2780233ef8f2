import { isRuleError } from './errors.ts';
import { playNotation } from './play.ts';
import { seedRng } from './rng.ts';
import type { GameModule, Seat, SeatAi } from './types.ts';

/** How much work one decision may take: a count of engine applies, so a choice never depends on the machine's speed. */
export interface AiBudget {
  /** Determinized samples weighed per candidate. */
  samples: number;
  /** Engine applies in all, over every candidate, sample and follow-up. */
  applies: number;
  /**
   * The platform's wall-clock limit (the engine has no clock): asked before every evaluation of the search (and by a
   * game's own `choose` through `checkTime`), and when it says the time is up the decision stops with AiOutOfTime. Well
   * above what the applies take, so a choice still never depends on the machine's speed unless something is wrong.
   */
  outOfTime?: () => boolean;
}

/** The decision's time ran out (AiBudget.outOfTime): the platform plays the seat's default move instead. */
export class AiOutOfTime extends Error {
  constructor() {
    super('the computer player ran out of time');
    this.name = 'AiOutOfTime';
  }
}

/** A check the search calls as it works: throws AiOutOfTime once the budget's time is up. */
function timeCheck(budget: AiBudget): () => void {
  const outOfTime = budget.outOfTime;
  return outOfTime
    ? () => {
        if (outOfTime()) throw new AiOutOfTime();
      }
    : () => undefined;
}

export const DEFAULT_AI_BUDGET: AiBudget = { samples: 4, applies: 4000 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the move and option types are the game's own business
type AnyModule<S> = GameModule<S, any, any, any>;

/** A computer player that searches: it weighs positions with `evaluate`. */
type Searching<S> = SeatAi<S> & Required<Pick<SeatAi<S>, 'evaluate'>>;

function hasEvaluate<S>(ai: SeatAi<S>): ai is Searching<S> {
  return typeof ai.evaluate === 'function';
}

/**
 * The AI's move for `seat` (one of its legal moves), or null when the seat has none. Deterministic for a seed: the
 * platform seeds it with the table and the move number, so a replay chooses the same.
 */
export function chooseAiMove<S>(game: AnyModule<S>, ai: SeatAi<S>, state: S, seat: Seat, seed: string, budget: AiBudget = DEFAULT_AI_BUDGET): string | null {
  const legal = game.legal(state, seat);
  if (legal.length <= 1) return legal[0] ?? null;
  const rng = seedRng(`ai:${seed}`);
  const checkTime = timeCheck(budget);
  if (ai.choose) {
    const chosen = ai.choose(ai.determinize(state, seat, rng), seat, legal, checkTime);
    if (chosen !== null && !legal.includes(chosen)) throw new Error(`the computer player chose "${chosen}", not a legal move`);
    return chosen;
  }
  if (!hasEvaluate(ai)) throw new Error('a computer player needs evaluate or choose');
  const samples = Array.from({ length: Math.max(1, ai.samples ?? budget.samples) }, () => ai.determinize(state, seat, rng));
  const candidates = (ai.candidates?.(samples[0]!, seat, legal) ?? legal).filter((m) => legal.includes(m));
  const pool = candidates.length > 0 ? candidates : legal;
  const perCandidate = Math.max(1, Math.floor(budget.applies / pool.length));
  const timed: Searching<S> = { ...ai, evaluate: (s, who) => (checkTime(), ai.evaluate(s, who)) };
  let best: { move: string; value: number } | null = null;
  for (const move of pool) {
    const value = weigh(game, timed, samples, seat, move, perCandidate);
    if (value !== null && (best === null || value > best.value)) best = { move, value };
  }
  return best?.move ?? legal[0]!;
}

/** The mean value of a move over the samples where the rules allow it; null when they allow it in none. */
function weigh<S>(game: AnyModule<S>, ai: Searching<S>, samples: readonly S[], seat: Seat, move: string, applies: number): number | null {
  let sum = 0;
  let counted = 0;
  const perSample = Math.max(1, Math.floor(applies / samples.length));
  for (const sample of samples) {
    const played = playNotation(game, sample, seat, move);
    if (isRuleError(played)) continue;
    sum += followUp(game, ai, played.state, seat, (ai.depth ?? 1) - 1, perSample - 1);
    counted++;
  }
  return counted === 0 ? null : sum / counted;
}

/**
 * The value after the best greedy follow-ups while the seat keeps the turn (depth steps at most, within `applies`).
 * Other seats' answers the seat waits for are played by the game's guess (`answerOthers`) when it gives one: the search
 * goes on when the seat then holds its turn again, and weighs that position otherwise.
 */
function followUp<S>(game: AnyModule<S>, ai: Searching<S>, state: S, seat: Seat, depth: number, applies: number): number {
  const holdsTurn = (s: S) => game.result(s) === null && game.pending(s).some((d) => d.seat === seat && d.timing !== 'off-turn');
  let current = state;
  for (let step = 0; step < depth && applies > 0; step++) {
    if (!holdsTurn(current)) {
      const after = game.result(current) === null ? (ai.answerOthers?.(current, seat) ?? null) : null;
      if (after === null) break;
      current = after;
      if (!holdsTurn(current)) break;
    }
    const legal = game.legal(current, seat);
    const pool = (ai.candidates?.(current, seat, legal) ?? legal).slice(0, Math.max(1, applies));
    let best: { state: S; value: number } | null = null;
    for (const move of pool) {
      applies--;
      const played = playNotation(game, current, seat, move);
      if (isRuleError(played)) continue;
      const value = ai.evaluate(played.state, seat);
      if (best === null || value > best.value) best = { state: played.state, value };
    }
    if (!best) break;
    current = best.state;
  }
  return ai.evaluate(current, seat);
}
