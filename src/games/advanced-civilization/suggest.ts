import { legalMoves } from './legal.ts';
import type { AcState } from './state.ts';

/** Autocomplete for /civ play: the legal moves containing the typed text (moves contain spaces, so legal() alone cannot drive it). */
export function suggestMoves(s: AcState, seat: number, _subcommand: string, option: string, filled: Record<string, string>): string[] {
  const typed = (filled[option] ?? '').trim().toLowerCase();
  return legalMoves(s, seat)
    .filter((m) => m.includes(typed))
    .slice(0, 25);
}
