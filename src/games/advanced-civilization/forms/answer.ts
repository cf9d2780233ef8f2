/**
 * A calamity answer already given (D.1: it may be changed until everyone has answered), read back into what its form
 * preselects: the plain option values it chose, and the counts it gave per area or nation.
 */
import { isRuleError } from '../../../engine/errors.ts';
import type { FormField } from '../../../engine/types.ts';
import { parseMove } from '../notation.ts';
import type { AcState } from '../state.ts';

export interface GivenAnswer {
  /** Option values of single and multiple choices (a pick, cities, coastal shares, a Grain count). */
  values: ReadonlySet<string>;
  /** Counts per key (tokens per area, points or cities per nation) for count selects. */
  counts: ReadonlyMap<string, number>;
}

const NONE: GivenAnswer = { values: new Set(), counts: new Map() };

export function givenAnswer(s: AcState, seat: number): GivenAnswer {
  const notation = s.sim?.answers[seat];
  if (notation === undefined) return NONE;
  const move = parseMove(notation);
  if (isRuleError(move)) return NONE;
  switch (move.kind) {
    case 'pick':
      return { values: new Set([move.choice]), counts: new Map() };
    case 'reduce':
    case 'seize':
      return { values: new Set(move.areas), counts: new Map() };
    case 'grain':
      return { values: new Set([String(move.count)]), counts: new Map() };
    case 'lose':
    case 'select': {
      const values = new Set<string>();
      const counts = new Map<string, number>();
      for (const item of move.items) {
        if (item.what === 'tokens') counts.set(item.area, (counts.get(item.area) ?? 0) + item.n);
        else values.add(`${item.what}:${item.area}`);
      }
      return { values, counts };
    }
    case 'assign':
      // Coastal shares are "nation:area" options; point and city shares are counts per nation.
      return move.shares.every(([, v]) => /^\d+$/.test(v))
        ? { values: new Set(), counts: new Map(move.shares.map(([nation, n]) => [nation, Number(n)])) }
        : { values: new Set(move.shares.map(([nation, area]) => `${nation}:${area}`)), counts: new Map() };
    default:
      return NONE;
  }
}

/**
 * The fields with the answer's plain choices preselected (count selects get theirs from countOptions). A field the
 * answer touches loses its own defaults (the Grain count suggested), the others keep theirs.
 */
export function preselect(fields: readonly FormField[], answer: GivenAnswer): FormField[] {
  return fields.map((field) => {
    if (field.kind !== 'select' || !field.options.some((o) => answer.values.has(o.value))) return field;
    return { ...field, options: field.options.map(({ default: _own, ...o }) => (answer.values.has(o.value) ? { ...o, default: true } : o)) };
  });
}
