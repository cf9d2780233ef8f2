import { AC_FAMILIES } from './commands.ts';
import { legalMoves } from './legal.ts';
import type { AcState } from './state.ts';

/**
 * Autocomplete for /civ: the seat's own legal moves of the subcommand's family (all of them for `play`), without the
 * word the template writes itself. Moves contain spaces, so the adapter's derivation from legal() cannot do it.
 */
export function suggestMoves(s: AcState, seat: number, subcommand: string, option: string, filled: Record<string, string>): string[] {
  const typed = (filled[option] ?? '').trim().toLowerCase();
  const family = AC_FAMILIES.find((f) => f.name === subcommand);
  const moves = legalMoves(s, seat).filter((m) => !family || family.words.includes(m.split(' ')[0]!));
  return moves
    .map((m) => (family?.prefix && m.startsWith(`${family.prefix} `) ? m.slice(family.prefix.length + 1) : m))
    .filter((m) => m.includes(typed))
    .slice(0, 25);
}
