import { describe, expect, it } from 'vitest';
import { CommonErrors, isRuleError, RuleError, ruleError } from '../../src/engine/errors.ts';
import { MAX_NOTATION_LENGTH } from '../../src/engine/notation.ts';
import { playNotation, replay, ReplayError, type LoggedMove } from '../../src/engine/play.ts';
import { highCard, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { deepFreeze } from './deep-freeze.ts';
import { diceStub, type DiceState } from './dice-stub.ts';

const seats = [{ name: 'Ann' }, { name: 'Ben' }];

function dice(seed = 'seed'): DiceState {
  return diceStub.setup({}, seats, seed);
}

function mustPlay<S>(result: ReturnType<typeof playNotation<S>>): Exclude<typeof result, RuleError> {
  if (isRuleError(result)) throw new Error(`unexpected rule error ${result.code}: ${result.message}`);
  return result;
}

describe('errors', () => {
  it('isRuleError recognises rule errors and nothing else', () => {
    expect(isRuleError(ruleError('x', 'y'))).toBe(true);
    expect(isRuleError(new RuleError('x', 'y', ['a']))).toBe(true);
    for (const v of [null, undefined, 'not-your-turn', { code: 'x' }, new Error('x'), { isRuleError: 'yes' }]) expect(isRuleError(v)).toBe(false);
  });
});

describe('playNotation', () => {
  it('refuses a seat that holds no decision with not-your-turn, naming the seat that must act', () => {
    const err = playNotation(diceStub, dice(), 1, 'roll');
    expect(isRuleError(err) && err.code).toBe(CommonErrors.notYourTurn);
    expect(isRuleError(err) && err.message).toContain('seat 1');
  });

  it('refuses empty and blank text', () => {
    for (const text of ['', '   ', '\n\t']) {
      const err = playNotation(diceStub, dice(), 0, text);
      expect(isRuleError(err) && err.code).toBe(CommonErrors.badNotation);
    }
  });

  it('refuses text longer than the limit before parsing, and parses text at the limit', () => {
    const tooLong = playNotation(diceStub, dice(), 0, 'roll' + ' '.repeat(MAX_NOTATION_LENGTH));
    expect(isRuleError(tooLong) && tooLong.code).toBe(CommonErrors.badNotation);
    expect(isRuleError(tooLong) && tooLong.message).toContain(String(MAX_NOTATION_LENGTH));
    const atLimit = playNotation(diceStub, dice(), 0, 'roll'.padEnd(MAX_NOTATION_LENGTH, ' '));
    expect(isRuleError(atLimit)).toBe(false);
  });

  it('refuses any move once the game is over', () => {
    const over = mustPlay(playNotation(diceStub, dice(), 0, 'stop')).state;
    const err = playNotation(diceStub, over, 1, 'roll');
    expect(isRuleError(err) && err.code).toBe(CommonErrors.gameOver);
  });

  it('passes parse errors through unchanged', () => {
    const err = playNotation(diceStub, dice(), 0, 'fly');
    expect(isRuleError(err) && err.code).toBe(CommonErrors.badNotation);
    expect(isRuleError(err) && err.message).toContain('fly');
  });

  it('marks a move that drew on the RNG as revealing, even when the game did not say so', () => {
    const rolled = mustPlay(playNotation(diceStub, dice(), 0, 'roll'));
    expect(rolled.reveals).toBe(true);
    expect(rolled.state.rolls).toHaveLength(1);
    const noted = mustPlay(playNotation(diceStub, dice(), 0, 'note'));
    expect(noted.reveals).toBe(false);
    const peeked = mustPlay(playNotation(diceStub, dice(), 0, 'peek'));
    expect(peeked.reveals).toBe(true);
  });

  it('returns the canonical notation for the log', () => {
    expect(mustPlay(playNotation(diceStub, dice(), 0, '  ROLL ')).notation).toBe('roll');
    const hc = highCard.setup(highCard.options.parse({}), seats, 'canon');
    const card = hc.hands[0]?.[0] as number;
    expect(mustPlay(playNotation(highCard, hc, 0, `  PLAY   ${card} `)).notation).toBe(`play ${card}`);
  });

  it('never mutates the input state, on errors or on success (deep-frozen input)', () => {
    const state = deepFreeze(highCard.setup(highCard.options.parse({}), seats, 'frozen'));
    const snapshot = structuredClone(state);
    const card = state.hands[0]?.[0] as number;
    const notHeld = [...Array(20).keys()].map((i) => i + 1).find((c) => !state.hands[0]?.includes(c)) as number;
    const attempts: [number, string][] = [
      [1, `play ${card}`],
      [0, ''],
      [0, 'x'.repeat(MAX_NOTATION_LENGTH + 1)],
      [0, 'dance'],
      [0, 'pass'],
      [0, `play ${notHeld}`],
      [0, 'bet yes'],
      [0, `play ${card}`],
    ];
    for (const [seat, text] of attempts) playNotation<HighCardState>(highCard, state, seat, text);
    expect(state).toEqual(snapshot);
    const frozenDice = deepFreeze(dice());
    mustPlay(playNotation(diceStub, frozenDice, 0, 'roll'));
    expect(frozenDice).toEqual(dice());
  });
});

describe('replay', () => {
  function playLog(seed: string, moves: string[]): { log: LoggedMove[]; state: DiceState } {
    let state = dice(seed);
    const log: LoggedMove[] = [];
    for (const text of moves) {
      const seat = state.turn;
      const played = mustPlay(playNotation(diceStub, state, seat, text));
      log.push({ seat, notation: played.notation });
      state = played.state;
    }
    return { log, state };
  }

  it('reproduces the state, RNG included, from setup and log', () => {
    const { log, state } = playLog('replay', ['roll', 'roll', 'note', 'roll', 'peek', 'roll']);
    const again = replay<DiceState>(diceStub, { options: {}, seats, seed: 'replay' }, log);
    expect(again).toEqual(state);
  });

  it('with an empty log gives the setup state', () => {
    expect(replay(diceStub, { options: {}, seats, seed: 'empty' }, [])).toEqual(dice('empty'));
  });

  it('throws ReplayError naming the first bad move', () => {
    const { log } = playLog('bad', ['roll', 'roll']);
    const bad: LoggedMove[] = [...log, { seat: 1, notation: 'roll' }];
    let thrown: unknown;
    try {
      replay(diceStub, { options: {}, seats, seed: 'bad' }, bad);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ReplayError);
    const err = thrown as ReplayError;
    expect(err.index).toBe(2);
    expect(err.move).toEqual({ seat: 1, notation: 'roll' });
    expect(err.ruleError.code).toBe(CommonErrors.notYourTurn);
    expect(err.message).toContain('Move 3');
  });

  it('throws ReplayError for garbage notation in the log', () => {
    expect(() => replay(diceStub, { options: {}, seats, seed: 'g' }, [{ seat: 0, notation: 'teleport' }])).toThrow(ReplayError);
  });
});
