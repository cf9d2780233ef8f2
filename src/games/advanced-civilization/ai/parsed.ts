/** The parsed form of a legal move of one kind, or null (the AI reads legal() entries through the game's own parser). */
import { isRuleError } from '../../../engine/errors.ts';
import type { AcMove } from '../moves.ts';
import { parseMove } from '../notation.ts';

export function parsedAs<K extends AcMove['kind']>(move: string, kind: K): Extract<AcMove, { kind: K }> | null {
  const m = parseMove(move);
  if (isRuleError(m) || m.kind !== kind) return null;
  return m as Extract<AcMove, { kind: K }>;
}

/** The legal move with the highest worth (the first on ties); null when no move has a worth. */
export function bestOf(legal: readonly string[], worth: (move: string) => number | null): string | null {
  let best: { move: string; worth: number } | null = null;
  for (const move of legal) {
    const w = worth(move);
    if (w !== null && (best === null || w > best.worth)) best = { move, worth: w };
  }
  return best?.move ?? null;
}
