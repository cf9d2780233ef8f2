import type { RuleError } from '../../../engine/errors.ts';
import type { GameEvent } from '../../../engine/types.ts';
import type { TmMove } from '../moves.ts';
import { bid, nominate } from './auction.ts';
import { pickFaction } from './factions.ts';
import type { FactionState, TmState } from '../state.ts';
import { runCommand } from './run-command.ts';
import { updateRiverTownOffer } from './river-town.ts';
import { checkHatchery } from './special.ts';
import { moveEvents } from './events.ts';
import { fail, type Refusal } from './fail.ts';
import { whatNext } from './flow.ts';
import { assertAllowedWhileWaiting } from './offer-barrier.ts';
import { maybeAdvanceToNextPlayer } from './turn.ts';

/**
 * Applies one move (a ledger row) for a seat on a copy of the state: every command in order,
 * then hands the turn on and advances phases. Any rule failure rejects the whole move.
 */
export function applyMove(state: TmState, seat: number, move: TmMove): { state: TmState; events: GameEvent[] } | RuleError {
  const s = structuredClone(state);
  const refused = applyInPlace(s, seat, move);
  if (refused) return refused;
  return { state: s, events: moveEvents(state, s, seat, move) };
}

/** Same as applyMove but mutates `s` (used by replay and legal() for speed); a refused move leaves `s` half-changed. */
export function applyInPlace(s: TmState, seat: number, move: TmMove): Refusal {
  const refused = applyCommands(s, seat, move);
  if (refused) return refused;
  whatNext(s);
  return undefined;
}

/** The commands of a move and the hand-over of the turn, without the phase changes that follow (income, scoring). */
export function applyCommands(s: TmState, seat: number, move: TmMove): Refusal {
  if (s.phase === 'over') return fail('game-over', 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.playerCount) return fail('bad-seat', 'No such seat.');
  if (move.cmds.length === 0) return fail('empty', 'The move is empty.');
  if (s.phase === 'auction') {
    const [first, ...rest] = move.cmds;
    if (!first || rest.length > 0 || (first.k !== 'nominate' && first.k !== 'bid')) {
      return fail('auction', 'During the auction: "nominate <faction>" or "bid <faction> <VP>".');
    }
    return first.k === 'nominate' ? nominate(s, seat, first.faction) : bid(s, seat, first.faction, first.amount);
  }
  if (s.phase === 'factions') {
    const [first, ...rest] = move.cmds;
    if (!first || first.k !== 'setup' || rest.length > 0) return fail('pick-faction', 'Pick your faction first, e.g. "setup witches".');
    return pickFaction(s, seat, first.faction);
  }
  const f = s.factions[seat] as FactionState;
  const waiting = assertAllowedWhileWaiting(s, f, move);
  if (waiting) return waiting;
  for (const c of move.cmds) {
    if ((s.phase as string) === 'over') return fail('game-over', 'The game is over.');
    const refused = runCommand(s, f, c);
    if (refused) return refused;
    if (s.options.specialTerrain) checkHatchery(s, f);
  }
  if (f.disableSpadeDecline && f.scratch.SPADE > 0 && !f.passed) {
    return fail('spades-left', `Spades bought with "dig" must be used in the same move (${f.scratch.SPADE} left).`);
  }
  updateRiverTownOffer(s, f, move);
  maybeAdvanceToNextPlayer(s, f);
  return undefined;
}
