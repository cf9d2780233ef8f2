import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation, type LoggedMove } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import type { SeatInfo } from '../../../src/engine/types.ts';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import type { CeOptions } from '../../../src/games/cargo-empire/options.ts';

export interface Playout {
  setup: { options: CeOptions; seats: SeatInfo[]; seed: string };
  log: LoggedMove[];
  final: CeState;
  errors: string[];
}

export function seatsOf(n: number): SeatInfo[] {
  return Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
}

/** Plays a complete game choosing uniformly among legal moves (with a light bias away from family abilities). */
export function playRandomGame(players: number, seed: string, partial: Partial<CeOptions> = {}, maxMoves = 5000): Playout {
  const options = cargoEmpire.options.parse(partial);
  const seats = seatsOf(players);
  let state = cargoEmpire.setup(options, seats, seed);
  const rng = seedRng(`agent:${seed}`);
  const log: LoggedMove[] = [];
  const errors: string[] = [];
  for (let i = 0; i < maxMoves && cargoEmpire.result(state) === null; i++) {
    const decisions = cargoEmpire.pending(state);
    if (decisions.length === 0) {
      errors.push('no pending decision before the game ended');
      break;
    }
    const seat = decisions[randomInt(rng, decisions.length)]!.seat;
    const legal = cargoEmpire.legal(state, seat);
    if (legal.length === 0) {
      errors.push(`seat ${seat} holds a decision but has no legal move`);
      break;
    }
    const plain = legal.filter((m) => !m.includes(' paying '));
    const pool = plain.length > 0 && randomInt(rng, 4) > 0 ? plain : legal;
    const move = pool[randomInt(rng, pool.length)]!;
    const played = playNotation(cargoEmpire, state, seat, move);
    if (isRuleError(played)) {
      errors.push(`legal move "${move}" refused: ${played.message}`);
      break;
    }
    log.push({ seat, notation: played.notation });
    state = played.state;
  }
  if (cargoEmpire.result(state) === null) errors.push('game did not finish');
  return { setup: { options, seats, seed }, log, final: state, errors };
}
