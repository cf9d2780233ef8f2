import type { Decision } from '../../engine/types.ts';
import { formatMove } from './notation.ts';
import { currentChoices } from './rules/decisions.ts';
import type { EeState } from './state.ts';

/** Decisions held now, each with its safe default move (spec decision inventory) and its timing. */
export function pendingDecisions(s: EeState): Decision[] {
  return currentChoices(s).map((c) => ({
    seat: c.seat,
    kind: c.kind,
    prompt: c.prompt,
    ...(c.buttons && c.moves.length > 0 ? { options: c.moves.map((m) => ({ label: formatMove(m), notation: formatMove(m) })) } : {}),
    ...(c.defaultMove ? { defaultMove: formatMove(c.defaultMove) } : {}),
    timing: c.timing,
  }));
}
