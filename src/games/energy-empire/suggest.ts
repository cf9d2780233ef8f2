import type { Seat } from '../../engine/types.ts';
import { commandFamily } from './families.ts';
import { legalMoves } from './legal.ts';
import type { EeState } from './state.ts';

/** The parts of each family's notation that the subcommand's options take, by option name. */
const PATTERNS: Record<string, RegExp> = {
  place: /^place (?<location>\S+)(?: (?<energy>\d+) energy)?$/,
  activate: /^activate (?<target>\S+) with (?<tokens>.+)$/,
  buy: /^buy (?<slot>\d) with (?<pay>\S+)$/,
  keep: /^keep (?<nation>\S+) (?<agenda>\S+)$/,
  drop: /^drop (?<what>.+)$/,
  generate: /^(?<step>.+)$/,
  choose: /^(?<choice>.+)$/,
};

/**
 * Autocomplete for /ee: values of the focused option taken from the seat's own complete legal moves of that
 * subcommand's family, consistent with the options already filled; substring match on what is typed.
 */
export function suggest(s: EeState, seat: Seat, subcommand: string, option: string, filledRaw: Record<string, string>): string[] {
  const pattern = PATTERNS[subcommand];
  if (!pattern) return [];
  const filled = Object.fromEntries(Object.entries(filledRaw).map(([k, v]) => [k, v.trim().toLowerCase()]));
  const typed = filled[option] ?? '';
  delete filled[option];
  const values = new Set<string>();
  for (const move of legalMoves(s, seat)) {
    if (commandFamily(move) !== subcommand) continue;
    const groups = pattern.exec(move)?.groups;
    if (!groups) continue;
    const value = (name: string): string => groups[name] ?? '';
    if (Object.entries(filled).some(([k, v]) => v !== '' && k in groups && value(k) !== v)) continue;
    const v = value(option);
    if (v !== '' && v.includes(typed)) values.add(v);
  }
  return [...values].slice(0, 25);
}
