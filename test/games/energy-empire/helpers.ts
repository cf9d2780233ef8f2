import { expect } from 'vitest';
import { isRuleError, type RuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import type { GameEvent, SeatInfo } from '../../../src/engine/types.ts';
import type { Bag } from '../../../src/games/energy-empire/data/index.ts';
import { energyEmpire as EE, type EeState } from '../../../src/games/energy-empire/index.ts';
import type { EeOptions } from '../../../src/games/energy-empire/options.ts';

export { EE };

export function seatsOf(n: number): SeatInfo[] {
  return ['Yellow', 'Blue', 'Orange', 'Green', 'Red'].slice(0, n).map((name) => ({ name }));
}

export function newGame(players: number, seed = 'ee-test', options: Partial<EeOptions> = {}): EeState {
  return EE.setup(EE.options.parse(options), seatsOf(players), seed);
}

/** Plays moves for one seat; fails the test on any refusal. Returns the state and all events. */
export function play(s: EeState, seat: number, ...moves: string[]): EeState {
  return playWithEvents(s, seat, ...moves).state;
}

export function playWithEvents(s: EeState, seat: number, ...moves: string[]): { state: EeState; events: GameEvent[]; reveals: boolean } {
  let state = s;
  const events: GameEvent[] = [];
  let reveals = false;
  for (const m of moves) {
    const r = playNotation<EeState>(EE, state, seat, m);
    if (isRuleError(r)) throw new Error(`"${m}" by seat ${seat} refused: ${r.message}`);
    state = r.state;
    events.push(...r.events);
    reveals ||= r.reveals;
  }
  return { state, events, reveals };
}

/** The move is refused with a RuleError and the state is unchanged. */
export function refused(s: EeState, seat: number, text: string): RuleError {
  const before = JSON.stringify(s);
  const r = playNotation<EeState>(EE, s, seat, text);
  expect(isRuleError(r), `"${text}" should be refused`).toBe(true);
  expect(JSON.stringify(s)).toBe(before);
  return r as RuleError;
}

/** Every seat keeps the first nation and first agenda it was dealt (or the given nation). */
export function started(players: number, seed = 'ee-test', options: Partial<EeOptions> = {}, nations: string[] = PLAIN_NATIONS): EeState {
  let s = newGame(players, seed, options);
  for (let seat = 0; seat < players; seat++) {
    const nation = nations[seat];
    if (nation) {
      s = structuredClone(s);
      s.players[seat]!.dealtNations = [nation, ...s.players[seat]!.dealtNations.filter((n) => n !== nation)].slice(0, 2);
    }
    const p = s.players[seat]!;
    s = play(s, seat, `keep ${p.dealtNations[0]} ${p.dealtAgendas[0]}`);
  }
  return s;
}

/** A copy with `seat` to move at the start of a turn, no pending tasks, and the given resources. */
export function turnOf(s: EeState, seat: number, res: Bag = {}, patch: (x: EeState) => void = () => {}): EeState {
  const x = structuredClone(s);
  x.current = seat;
  x.turn = { kind: 'start' };
  x.tasks = [];
  x.triggers = 0;
  x.players[seat]!.res = { money: 0, science: 0, steel: 0, plastic: 0, oil: 0, ...res };
  patch(x);
  return x;
}

export const legal = (s: EeState, seat: number): string[] => EE.legal(s, seat);

/** Nations without extra workers or dice, so tests start from the printed mat (EE-3.9). */
export const PLAIN_NATIONS = ['uk', 'usa', 'japan', 'canada', 'west_germany'];
