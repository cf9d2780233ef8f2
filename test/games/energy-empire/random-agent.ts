import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation, type LoggedMove } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import type { GameEvent, SeatInfo } from '../../../src/engine/types.ts';
import { energyEmpire as EE, type EeState } from '../../../src/games/energy-empire/index.ts';
import type { EeOptions } from '../../../src/games/energy-empire/options.ts';
import { seatsOf } from './helpers.ts';

export interface RandomGame {
  setup: { options: EeOptions; seats: SeatInfo[]; seed: string };
  log: LoggedMove[];
  final: EeState;
  errors: string[];
}

/** Plays a game by random legal moves; `onMove` sees every state and the events of the move that led to it. */
export function playRandomGame(players: number, seed: string, onMove: (s: EeState, events: GameEvent[], move: LoggedMove) => void = () => {}, maxMoves = 5000): RandomGame {
  const options = EE.options.parse({});
  const seats = seatsOf(players);
  let state = EE.setup(options, seats, seed);
  const rng = seedRng(`agent:${seed}`);
  const log: LoggedMove[] = [];
  const errors: string[] = [];
  for (let i = 0; i < maxMoves && EE.result(state) === null; i++) {
    const decisions = EE.pending(state);
    if (decisions.length === 0) {
      errors.push('no decision before the end');
      break;
    }
    // Voluntary discards (any seat, at any time, EE-2.5.6 / EE-14.4) are rare in real play: one move in twenty.
    const anyone = randomInt(rng, 20) === 0 ? randomInt(rng, players) : -1;
    const discards = anyone >= 0 ? EE.anyTimeMoves!(state, anyone) : [];
    const seat = discards.length > 0 ? anyone : decisions[randomInt(rng, decisions.length)]!.seat;
    const pool = discards.length > 0 ? discards : EE.legal(state, seat);
    if (pool.length === 0) {
      errors.push(`seat ${seat} has a decision but no legal move`);
      break;
    }
    const move = pool[randomInt(rng, pool.length)]!;
    const played = playNotation<EeState>(EE, state, seat, move);
    if (isRuleError(played)) {
      errors.push(`legal move "${move}" refused: ${played.message}`);
      break;
    }
    const entry = { seat, notation: played.notation };
    log.push(entry);
    state = played.state;
    onMove(state, played.events, entry);
  }
  if (EE.result(state) === null) errors.push('the game did not finish');
  return { setup: { options, seats, seed }, log, final: state, errors };
}
