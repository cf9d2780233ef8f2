/**
 * Building blocks of the AC move forms: select fields whose options carry counts ("Salt ×2"), split over several selects
 * when there are more than 25 options, and the reading of submitted values back into counts.
 *
 * Counts of one thing ADD UP: picking "Salt ×1" and "Salt ×2" means three Salt. When every count fits (at most 25
 * options per select) each thing lists ×1..×n, so one pick says it all; otherwise it lists ×1, ×2, ×4, ... (every
 * number up to n is still a sum of them).
 */
import type { FormField } from '../../../engine/types.ts';

export type SelectField = Extract<FormField, { kind: 'select' }>;
export type SelectOption = SelectField['options'][number];
export type FormValues = Readonly<Record<string, readonly string[]>>;

/** Discord limits the forms respect (engine contract MoveForm). */
export const MAX_OPTIONS = 25;
export const MAX_SELECTS = 4;

/** One countable thing: a card kind in a hand, tokens in an area, unit points for a nation. */
export interface CountGroup {
  key: string;
  label: string;
  /** Largest count that may be chosen (>= 1). */
  max: number;
  description?: string;
}

const SEP = ':';

export function countValue(key: string, n: number): string {
  return `${key}${SEP}${n}`;
}

/** The counts listed for a group: 1..max when everything fits in `budget` options, else the powers of two up to max. */
function countSteps(groups: readonly CountGroup[], budget: number): (max: number) => number[] {
  const full = groups.reduce((n, g) => n + g.max, 0) <= budget;
  return (max) => {
    if (full) return Array.from({ length: max }, (_, i) => i + 1);
    const out: number[] = [];
    for (let k = 1; k <= max; k *= 2) out.push(k);
    return out;
  };
}

/** The options of count groups (at most `budget`; the rest is cut, which only happens for absurdly large inputs). */
export function countOptions(groups: readonly CountGroup[], budget = MAX_OPTIONS, chosen: ReadonlyMap<string, number> = new Map()): SelectOption[] {
  const steps = countSteps(groups, budget);
  const out: SelectOption[] = [];
  for (const g of groups) {
    const ks = steps(g.max);
    const picked = decompose(chosen.get(g.key) ?? 0, ks);
    for (const k of ks) {
      out.push({ label: `${g.label} ×${k}`, value: countValue(g.key, k), ...(g.description ? { description: g.description } : {}), ...(picked.includes(k) ? { default: true } : {}) });
    }
  }
  return out.slice(0, budget);
}

/** A sum of distinct steps equal to n (largest first), or [] when there is none. */
function decompose(n: number, steps: readonly number[]): number[] {
  if (n <= 0) return [];
  if (steps.includes(n)) return [n];
  const out: number[] = [];
  let left = n;
  for (const k of [...steps].sort((a, b) => b - a)) {
    if (k <= left) {
      out.push(k);
      left -= k;
    }
  }
  return left === 0 ? out : [];
}

/** Splits options over selects `name`, `name-2`, ... (at most `slots`), each optional; the composer checks the totals. */
export function splitSelect(name: string, placeholder: string, options: readonly SelectOption[], slots: number, single = false): SelectField[] {
  const out: SelectField[] = [];
  for (let i = 0; i < options.length && out.length < slots; i += MAX_OPTIONS) {
    const chunk = options.slice(i, i + MAX_OPTIONS);
    const part = out.length === 0 ? '' : ` (${out.length + 1})`;
    out.push({ kind: 'select', name: out.length === 0 ? name : `${name}-${out.length + 1}`, placeholder: `${placeholder}${part}`, min: 0, max: single ? 1 : chunk.length, options: chunk });
  }
  return out;
}

/** Every value chosen in a select split by splitSelect. */
export function splitValues(values: FormValues, name: string): string[] {
  const part = new RegExp(`^${name}-\\d+$`);
  return Object.keys(values)
    .filter((k) => k === name || part.test(k))
    .flatMap((k) => values[k] ?? []);
}

/** Sums count values ("salt:2") per key; the values were already checked against the form's options. */
export function sumCounts(values: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of values) {
    const i = v.lastIndexOf(SEP);
    const key = v.slice(0, i);
    out.set(key, (out.get(key) ?? 0) + Number(v.slice(i + 1)));
  }
  return out;
}

/** A multiset of cards from counts per card. */
export function cardsOf(counts: ReadonlyMap<string, number>): string[] {
  return [...counts].flatMap(([c, n]) => Array<string>(n).fill(c)).sort();
}

/** Counts per kind of a multiset. */
export function countsOf(items: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of items) out.set(c, (out.get(c) ?? 0) + 1);
  return out;
}


/** A select of any number of its options (at least `min`). */
export function multiSelect(name: string, placeholder: string, options: SelectOption[], min = 1): SelectField {
  return { kind: 'select', name, placeholder, min: Math.min(min, options.length), max: options.length, options };
}

/** A select of exactly one option. */
export function singleSelect(name: string, placeholder: string, options: SelectOption[]): SelectField {
  return { kind: 'select', name, placeholder, min: 1, max: 1, options };
}
