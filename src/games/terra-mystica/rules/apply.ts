import { ruleError, type RuleError } from '../../../engine/errors.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { FACTIONS } from '../data/factions.ts';
import type { TmMove } from '../moves.ts';
import { formatMove } from '../notation.ts';
import { bid, nominate } from './auction.ts';
import { pickFaction } from './factions.ts';
import type { FactionState, TmState } from '../state.ts';
import { runCommand } from './run-command.ts';
import { checkHatchery } from './special.ts';
import { fail, TmFail } from './fail.ts';
import { whatNext } from './flow.ts';
import { assertAllowedWhileWaiting } from './offer-barrier.ts';
import { maybeAdvanceToNextPlayer } from './turn.ts';

/**
 * Applies one move (a ledger row) for a seat on a copy of the state: every command in order,
 * then hands the turn on and advances phases. Any rule failure rejects the whole move.
 */
export function applyMove(state: TmState, seat: number, move: TmMove): { state: TmState; events: GameEvent[] } | RuleError {
  const s = structuredClone(state);
  try {
    applyInPlace(s, seat, move);
  } catch (e) {
    if (e instanceof TmFail) return ruleError(e.code, e.message);
    throw e;
  }
  const who = s.factions[seat] ? FACTIONS[(s.factions[seat] as FactionState).id].name : (s.seatNames[seat] ?? `Seat ${seat + 1}`);
  return { state: s, events: [{ text: `${who}: ${formatMove(move)}` }] };
}

/** Same as applyMove but mutates `s` (used by replay for speed); throws TmFail on a rule violation. */
export function applyInPlace(s: TmState, seat: number, move: TmMove): void {
  applyCommands(s, seat, move);
  whatNext(s);
}

/** The commands of a move and the hand-over of the turn, without the phase changes that follow (income, scoring). */
export function applyCommands(s: TmState, seat: number, move: TmMove): void {
  if (s.phase === 'over') fail('game-over', 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.playerCount) fail('bad-seat', 'No such seat.');
  if (move.cmds.length === 0) fail('empty', 'The move is empty.');
  if (s.phase === 'auction') {
    const [first, ...rest] = move.cmds;
    if (!first || rest.length > 0 || (first.k !== 'nominate' && first.k !== 'bid')) {
      fail('auction', 'During the auction: "nominate <faction>" or "bid <faction> <VP>".');
    }
    if (first.k === 'nominate') nominate(s, seat, first.faction);
    else bid(s, seat, first.faction, first.amount);
    return;
  }
  if (s.phase === 'factions') {
    const [first, ...rest] = move.cmds;
    if (!first || first.k !== 'setup' || rest.length > 0) fail('pick-faction', 'Pick your faction first, e.g. "setup witches".');
    pickFaction(s, seat, first.faction);
    return;
  }
  const f = s.factions[seat] as FactionState;
  assertAllowedWhileWaiting(s, f, move);
  for (const c of move.cmds) {
    if ((s.phase as string) === 'over') fail('game-over', 'The game is over.');
    runCommand(s, f, c);
    if (s.options.specialTerrain) checkHatchery(s, f);
  }
  if (f.disableSpadeDecline && f.scratch.SPADE > 0 && !f.passed) {
    fail('spades-left', `Spades bought with "dig" must be used in the same move (${f.scratch.SPADE} left).`);
  }
  maybeAdvanceToNextPlayer(s, f);
}
