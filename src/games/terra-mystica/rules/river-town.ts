import type { Command, TmMove } from '../moves.ts';
import type { FactionState, TmState } from '../state.ts';
import { board } from './geometry.ts';
import { mermaidRiverTownPossible } from './towns.ts';

/** River hexes across which the Mermaids could found a town now (TM-14.9), in map order. */
export function riverTownCandidates(s: TmState, f: FactionState): string[] {
  if (f.id !== 'mermaids') return [];
  const b = board(s);
  return b.hexes.filter((h) => b.terrain[h] === 'river' && mermaidRiverTownPossible(s, f, h));
}

/**
 * TM-14.9: after every Mermaids action that leaves a river town possible, the town is offered as an optional
 * decision of their turn ("connect rN" or "done" to decline). The offer is looked at again after each of their
 * moves in that turn, so founding one town can offer the next; "done" declines it for the rest of the turn.
 * Recorded snellman games type "connect rN" inside the action row; that move simply leaves nothing to offer.
 */
export function updateRiverTownOffer(s: TmState, f: FactionState, move: TmMove): void {
  const open =
    f.id === 'mermaids' &&
    s.phase === 'play' &&
    s.round > 0 &&
    s.active === f.seat &&
    !f.passed &&
    f.allowedActions === 0 &&
    !move.cmds.some((c) => c.k === 'done') &&
    riverTownCandidates(s, f).length > 0;
  if (open) f.scratch.riverTown = true;
  else delete f.scratch.riverTown;
}

const ANSWERS: ReadonlySet<Command['k']> = new Set(['leech', 'decline', 'leech-coin', 'wait']);

/**
 * Replays of recorded snellman games: a river town the Mermaids did not found before another faction's action was
 * declined (snellman never asked). Answers to power offers do not need the turn, so they leave the offer open.
 */
export function lapseRiverTownOffer(s: TmState, mover: FactionState, move: TmMove): FactionState | null {
  if (move.cmds.every((c) => ANSWERS.has(c.k))) return null;
  const mermaids = s.factions.find((x) => x.scratch.riverTown && x !== mover);
  if (!mermaids) return null;
  delete mermaids.scratch.riverTown;
  return mermaids;
}
