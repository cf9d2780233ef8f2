import { isRuleError } from '../../../engine/errors.ts';
import { legalMoves } from '../legal.ts';
import { parseMove } from '../notation.ts';
import { pendingDecisions } from '../pending.ts';
import { applyInPlace } from '../rules/apply.ts';
import { startFullMove } from '../rules/turn.ts';
import type { TmState } from '../state.ts';
import { incomePhasesLeft } from './economy.ts';
import { W } from './weights.ts';

type Evaluate = (s: TmState, seat: number) => number;

/** Free steps (conversions, favour and town picks) played after a move while the seat keeps the turn. */
const FOLLOW_UP_STEPS = 2;

/**
 * The position after `text`, or null when the rules refuse it. The copy lets play go on while power offers are open
 * (TM-18.3 off, as on terra.snellman.net): the seat's own follow-ups (the favour of a temple, the town tile of the
 * building that founds it) come before its neighbours' answers at the table, but they belong to the action's worth.
 */
function play(s: TmState, seat: number, text: string): TmState | null {
  const move = parseMove(text);
  if (isRuleError(move)) return null;
  const next = structuredClone(s);
  next.options = { ...next.options, waitForPowerOffers: false };
  return applyInPlace(next, seat, move) ? null : next;
}

function holdsTurn(s: TmState, seat: number): boolean {
  return s.finalScores === null && pendingDecisions(s).some((d) => d.seat === seat && d.timing !== 'off-turn');
}

/**
 * The seat has yet to pass after `end` in the round of `s`: a line whose free follow-ups ended with a pass (and maybe
 * the round) made no action to build on, and the next round's income must not count as its next action.
 */
function stillToPass(s: TmState, end: TmState, seat: number): boolean {
  return end.round === s.round && end.phase === 'play' && !end.factions[seat]!.passed;
}

/** A free conversion alone (TM-6: burn, convert); an action that starts with one is an action. */
function isConversion(text: string): boolean {
  return /^(burn|convert) /.test(text) && !text.includes('.');
}

interface Line {
  state: TmState;
  value: number;
}

/** The best of `moves` played on `s`, each then carried on by `settle`, by the seat's value; null when none is legal. */
function bestLine(s: TmState, seat: number, moves: readonly string[], evaluate: Evaluate, settle = (after: TmState) => after): Line | null {
  let best: Line | null = null;
  for (const text of moves) {
    const after = play(s, seat, text);
    if (!after) continue;
    const state = settle(after);
    const value = evaluate(state, seat);
    if (best === null || value > best.value) best = { state, value };
  }
  return best;
}

/** The position after the best free steps the seat can still take in its turn (greedy, `steps` at most). */
function followUp(s: TmState, seat: number, steps: number, evaluate: Evaluate): TmState {
  let current = s;
  for (let i = 0; i < steps && holdsTurn(current, seat); i++) {
    const best = bestLine(current, seat, legalMoves(current, seat), evaluate);
    if (!best) break;
    current = best.state;
  }
  return current;
}

/**
 * The value after the seat's next actions, each the best by the one-action value, as if its next turns came at once
 * (offers to others left aside), while each adds to the last: what a turn prepares, workers for a dwelling or a priest
 * for a temple, shows in the actions it allows. Null when the seat has no turn left this round.
 */
function nextActionValue(s: TmState, seat: number, evaluate: Evaluate): number | null {
  let current = s;
  let best: number | null = null;
  for (let depth = 0; depth < W.depth; depth++) {
    const step = bestNextAction(current, seat, evaluate);
    if (!step || (best !== null && step.value <= best)) break;
    best = step.value;
    current = step.state;
  }
  return best;
}

/** The seat's best single action after `s` (its favour or town pick included), or null when it has no turn left. */
function bestNextAction(s: TmState, seat: number, evaluate: Evaluate): Line | null {
  const me = s.factions[seat];
  if (!me || me.passed || s.phase !== 'play' || s.finalScores) return null;
  const next = structuredClone(s);
  next.leeches = [];
  startFullMove(next, next.factions[seat]!);
  const actions = legalMoves(next, seat).filter((text) => !text.startsWith('pass') && !isConversion(text));
  return bestLine(next, seat, actions, evaluate, (after) => followUp(after, seat, 1, evaluate));
}

/** The most VP worth paying for power offered (TM-8.3: power taken minus one), by the rounds left to use it. */
function leechPrice(roundsLeft: number): number {
  if (roundsLeft >= 4) return W.leech4;
  if (roundsLeft >= 2) return W.leech2;
  return W.leech0;
}

/**
 * A power offer (TM-8): power is what pays for the board's power actions, so it is taken while it costs at most a
 * VP or two and there are rounds left to use it, as players do; null when the decision is not an offer.
 */
function leechAnswer(s: TmState, seat: number, legal: readonly string[]): string | null {
  const offer = s.leeches.find((l) => l.to === seat);
  const take = legal.find((m) => m.startsWith('leech ') && !m.startsWith('leech coin'));
  const decline = legal.find((m) => m.startsWith('decline '));
  if (!offer || !take || !decline || legal.some((m) => !m.startsWith('leech ') && !m.startsWith('decline '))) return null;
  const me = s.factions[seat]!;
  const gain = Math.min(offer.actual, me.VP + 1);
  return gain > 0 && gain - 1 <= leechPrice(incomePhasesLeft(s)) ? take : decline;
}

/**
 * Terra Mystica's move choice (TM-6): every legal move is played with its free follow-ups and weighed; at the start
 * of a turn the best few actions also get part of the value of the actions they make possible next, so an action
 * that prepares (workers, a priest, a spade) can beat passing, and passing early loses the turns it gives up.
 */
export function chooseTmMove(s: TmState, seat: number, legal: readonly string[], evaluate: Evaluate): string | null {
  const leech = leechAnswer(s, seat, legal);
  if (leech !== null) return leech;
  const weighed = weighTmMoves(s, seat, legal, evaluate);
  if (weighed.length === 0) return null;
  let best = weighed[0]!;
  for (const w of weighed) if (w.total > best.total) best = w;
  return best.move;
}

/** A legal move weighed: its end after the free follow-ups, its value there, and that value with its share of the next actions. */
export interface WeighedMove {
  move: string;
  end: TmState;
  value: number;
  total: number;
}

/** Every legal move of the seat, weighed as `chooseTmMove` weighs it. */
export function weighTmMoves(s: TmState, seat: number, legal: readonly string[], evaluate: Evaluate): WeighedMove[] {
  const weighed: WeighedMove[] = [];
  for (const move of legal) {
    const after = play(s, seat, move);
    if (!after) continue;
    const end = followUp(after, seat, FOLLOW_UP_STEPS, evaluate);
    const value = evaluate(end, seat);
    weighed.push({ move, end, value, total: value });
  }
  if (legal.some((m) => m.startsWith('pass'))) {
    const actions = weighed.filter((w) => !w.move.startsWith('pass') && !holdsTurn(w.end, seat) && stillToPass(s, w.end, seat)).sort((a, b) => b.value - a.value);
    for (const w of actions.slice(0, W.lookTurns)) {
      const next = nextActionValue(w.end, seat, evaluate);
      if (next !== null) w.total += W.nextShare * Math.max(0, next - w.value);
    }
  }
  return weighed;
}
