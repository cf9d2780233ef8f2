import type { Command, TmMove } from '../moves.ts';
import type { FactionState, TmState } from '../state.ts';
import { fail, type Refusal } from './fail.ts';

const ANSWERS: ReadonlySet<Command['k']> = new Set(['leech', 'decline', 'leech-coin']);

/**
 * TM-18.3 barrier: after an action that creates power offers, play waits until every offer is answered
 * (in any order) and the Cultists have taken the cult step those answers earned; only then does the next
 * action start. Recorded snellman games let play go on meanwhile, so replays turn this off.
 */
export function waitingForOffers(s: TmState): boolean {
  if (s.phase !== 'play' || !s.options.waitForPowerOffers) return false;
  return s.leeches.length > 0 || s.factions.some((f) => f.seat !== s.active && !f.dropped && f.scratch.CULT > 0);
}

/** While the game waits, a move may only answer offers (or, for the Cultists, take their earned cult step). */
export function assertAllowedWhileWaiting(s: TmState, f: FactionState, move: TmMove): Refusal {
  if (!waitingForOffers(s)) return;
  const cultStep = f.seat !== s.active && f.scratch.CULT > 0;
  if (move.cmds.every((c) => ANSWERS.has(c.k) || (cultStep && c.k === 'gain'))) return;
  const open = s.leeches.filter((l) => l.to === f.seat).length;
  return fail(
    'waiting-for-offers',
    open > 0
      ? 'Answer your power offer first ("leech N from FACTION" or "decline N from FACTION"): play waits until every offer is answered (TM-18.3).'
      : 'Play waits until every power offer is answered and the Cultists have taken their cult step (TM-18.3).',
  );
}
