import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { advancedCivilization as game } from '../../../src/games/advanced-civilization/index.ts';
import { acOptionsSchema } from '../../../src/games/advanced-civilization/options.ts';
import { createGame } from '../../../src/games/advanced-civilization/rules/15-setup.ts';
import type { NationId } from '../../../src/games/advanced-civilization/data/nations.ts';
import type { AcState, Owner } from '../../../src/games/advanced-civilization/state.ts';
import { useTestMap } from '../../support/kit/advanced-civilization.ts';

export { game };

// Every file using these helpers plays on the kit's test map (map=test), a fixture data set, not production data.
useTestMap();

/**
 * A state on the hand-made test map (the kit's fixture, test/support/kit/advanced-civilization.ts) with the given nations, every area in play, no units,
 * ready for a rule function to be called on it.
 */
export function testState(nations: NationId[], phase: AcState['phase'] = 'move'): AcState {
  const s = createGame(acOptionsSchema.parse({ map: 'test' }), [{ name: 'x' }, { name: 'y' }], 'test-seed');
  const template = s.players[0]!;
  s.outOfPlay = [];
  s.playableNations = [...nations];
  s.seatNames = [...nations];
  s.tokensPerPlayer = 55;
  s.players = nations.map((nation, seat) => ({ ...structuredClone(template), seat, nation, stock: 55 }));
  s.phase = phase;
  s.turn = 1;
  s.queue = [];
  return s;
}

/** Puts tokens on the board taken from the owner's stock (neutral owners have no stock). */
export function put(s: AcState, area: string, owner: Owner, tokens: number, city = false): void {
  const u = (s.board[area] ??= { tokens: {}, city: null });
  if (tokens > 0) u.tokens[owner] = (u.tokens[owner] ?? 0) + tokens;
  const p = s.players.find((x) => x.nation === owner);
  if (p) p.stock -= tokens;
  if (city) {
    u.city = owner;
    if (p) p.citiesInStock -= 1;
  }
}

export function give(s: AcState, seat: number, cards: string[]): void {
  s.players[seat]!.civ.push(...cards);
}

/** Plays a move and throws when it is refused. */
export function play(s: AcState, seat: number, text: string): AcState {
  const r = playNotation(game, s, seat, text);
  if (isRuleError(r)) throw new Error(`${text}: ${r.message}`);
  return r.state as AcState;
}

/** Plays a move that must be refused; returns the error message. */
export function refuse(s: AcState, seat: number, text: string): string {
  const r = playNotation(game, s, seat, text);
  if (!isRuleError(r)) throw new Error(`${text} was accepted`);
  return r.message;
}
