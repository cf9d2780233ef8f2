import { participantOfSeat } from './rules/participants.ts';
import { legalMoves, transportMoves } from './legal.ts';
import { formatCards } from './rules/payment.ts';
import type { CeState } from './state.ts';

/**
 * Per-option autocomplete for /ce ship (and the free-text subcommands) from the complete legal moves. The focused
 * option's partial text filters by substring; the other filled options must match exactly.
 */
export function suggest(s: CeState, seat: number, subcommand: string, option: string, filledRaw: Record<string, string>): string[] {
  const p = participantOfSeat(s, seat);
  if (p < 0) return [];
  const filled = Object.fromEntries(Object.entries(filledRaw).map(([k, v]) => [k, v.trim().toLowerCase()]));
  const partial = filled[option] ?? '';
  delete filled[option];
  const matches = (values: readonly string[]) => [...new Set(values)].filter((v) => v.includes(partial)).slice(0, 25);
  if (subcommand === 'ship') {
    const moves = transportMoves(s, p).filter(
      (m) =>
        (!filled.origin || m.origin === filled.origin) &&
        (!filled.destination || m.destination === filled.destination) &&
        (!filled.cube || m.cube === filled.cube) &&
        (!filled.cards || formatCards(m.cards) === filled.cards) &&
        (!filled.space || m.space === undefined || m.space === filled.space),
    );
    const value = (m: (typeof moves)[number]): string | undefined =>
      option === 'origin' ? m.origin : option === 'destination' ? m.destination : option === 'cube' ? m.cube : option === 'cards' ? formatCards(m.cards) : m.space;
    return matches(moves.map(value).filter((v): v is string => v !== undefined));
  }
  const family = (m: string): string => {
    if (m.includes(' paying ')) return 'family';
    if (m.startsWith('vassal ')) return 'vassal';
    if (m.startsWith('keep goal')) return 'goal';
    if (m.startsWith('refill ') || m === 'take cards') return 'fallback';
    if (m.startsWith('post ') || m.startsWith('crest ')) return 'setup';
    if (m.startsWith('ship ')) return 'ship';
    return 'develop';
  };
  const moves = legalMoves(s, p).filter((m) => family(m) === subcommand);
  if (subcommand === 'goal') return matches(moves.map((m) => m.replace('keep goal ', '')));
  if (subcommand === 'vassal') {
    const parsed = moves.map((m) => /^vassal (\S+) (\S+)-(\S+)/.exec(m)!).filter((x) => (!filled.cube || x[1] === filled.cube) && (!filled.origin || x[2] === filled.origin) && (!filled.destination || x[3] === filled.destination));
    return matches(parsed.map((x) => (option === 'cube' ? x[1]! : option === 'origin' ? x[2]! : x[3]!)));
  }
  return matches(moves);
}

