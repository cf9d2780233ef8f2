/**
 * The other seats' answers the seat waits for, on the search's copy only (the rules are untouched). A Global Impact
 * revealed in a Work turn resolves between the current player's actions (EE-11.3) and its special effect asks every
 * player in turn order from the current player (EE-11.5; offers may be answered at once, ER-32, but resolve in that
 * order). Two of the seat's moves then bear fruit only after others answer:
 * - in its own Work turn, the rest of the turn (its activations, EE-7) waits for the others' answers;
 * - off its turn, its answer to an offer (a drill, a cleanup, or the decline) resolves only after the answers of the
 *   players before it.
 * The search saw neither. Here each waiting player answers by its own best guess (evaluateEe from its seat, on the
 * sample: what the seat cannot see is already redrawn), and the seat's own later answers of the offer by its own.
 */
import { isRuleError } from '../../../engine/errors.ts';
import type { Seat } from '../../../engine/types.ts';
import { applyMove } from '../rules/apply.ts';
import { currentChoices } from '../rules/decisions.ts';
import type { EeState } from '../state.ts';
import { evaluateEe } from './evaluate.ts';

/** More answers than any Global Impact asks (an offer and its drill or cleanups per player, a few pollution tokens). */
const MAX_ANSWERS = 24;

/** The seat answered an offer that has not resolved yet (ER-32: it waits for the players before it). */
function answeredOffer(s: EeState, seat: Seat): boolean {
  return s.tasks.some((t) => t.k === 'offer' && t.seat === seat && t.answer !== null);
}

/** The best answer of `choice`'s seat by its own evaluation, or null when none applies. */
function bestAnswer(s: EeState, choice: ReturnType<typeof currentChoices>[number]): EeState | null {
  let best: { state: EeState; value: number } | null = null;
  for (const move of choice.moves) {
    const played = applyMove(s, choice.seat, move);
    if (isRuleError(played)) continue;
    const value = evaluateEe(played.state, choice.seat);
    if (best === null || value > best.value) best = { state: played.state, value };
  }
  return best?.state ?? null;
}

/**
 * After the seat's move: the position where the seat holds its Work turn again after the others' answers, or where
 * its answered offer has resolved (with the seat's own follow-up answers); null when it waits for nobody, or when its
 * turn is over.
 */
export function answerOthersEe(s: EeState, seat: Seat): EeState | null {
  if (s.phase !== 'play') return null;
  const ownTurn = s.current === seat && s.turn.kind !== 'start';
  if (!ownTurn && !answeredOffer(s, seat)) return null;
  let current = s;
  for (let i = 0; i < MAX_ANSWERS; i++) {
    if (current.phase !== 'play' || (ownTurn && current.turnNo !== s.turnNo)) return null;
    const choices = currentChoices(current);
    const mine = choices.find((c) => c.seat === seat);
    // Its own turn: until it holds the turn again. Off its turn: until its offer and the answers it brings are done.
    const done = ownTurn ? mine !== undefined : !answeredOffer(current, seat) && (mine === undefined || mine.timing === 'turn' || current.turnNo !== s.turnNo);
    if (done) return current === s ? null : current;
    const choice = mine ?? choices[0];
    if (!choice) return null;
    const next = bestAnswer(current, choice);
    if (next === null) return null;
    current = next;
  }
  return null;
}
