import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { AC_COMMANDS } from '../../../src/games/advanced-civilization/commands.ts';
import { acOptionsSchema, describeAcOptions } from '../../../src/games/advanced-civilization/options.ts';
import { strictSequence } from '../../../src/games/advanced-civilization/rules/17.2-strict-order.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { game, play, put, refuse, testState } from './helpers.ts';

const AFRICA = 0;
const CRETE = 1;
const THRACE = 2;

/** Phase 7 with three builders (A.S.T. order: Africa, Thrace, Crete), opened in seat order. */
function cityPhase(strict: boolean): AcState {
  const s = testState(['africa', 'crete', 'thrace'], 'cities');
  put(s, 'a', 'africa', 6);
  put(s, 'g', 'crete', 6);
  put(s, 'h', 'thrace', 6);
  s.options = { ...s.options, turnLimit: 1, strictOrder: strict };
  s.sim = { seats: [AFRICA, CRETE, THRACE], answers: {} };
  return s;
}

const waitingFor = (s: AcState) => game.pending(s).filter((d) => !d.answered).map((d) => d.seat);

describe('17.2 strict order', () => {
  it('17.2: without strict order the simultaneous phase asks every builder at once and hides the answers', () => {
    let s = cityPhase(false);
    expect(waitingFor(s)).toEqual([AFRICA, CRETE, THRACE]);
    const r = playNotation(game, s, CRETE, 'cities g');
    if (isRuleError(r)) throw new Error(r.message);
    expect(r.events.map((e) => e.text).join(' ')).not.toMatch(/cities g/);
    s = r.state as AcState;
    expect(waitingFor(s)).toEqual([AFRICA, THRACE]);
  });

  it('17.2 (option): the phase asks one nation at a time in A.S.T. order; each answer is public and final', () => {
    let s = cityPhase(true);
    expect(game.pending(s).map((d) => [d.seat, d.timing])).toEqual([[AFRICA, 'turn']]);
    expect(game.legal(s, CRETE)).toEqual([]);
    expect(refuse(s, CRETE, 'cities g')).toMatch(/not your turn/i);
    const first = playNotation(game, s, AFRICA, 'cities a');
    if (isRuleError(first)) throw new Error(first.message);
    expect(first.events.map((e) => e.text)).toContain('Africa (africa) answers "cities a" (strict order, 17.2).');
    s = first.state as AcState;
    expect(game.pending(s).map((d) => d.seat)).toEqual([THRACE]);
    expect(refuse(s, AFRICA, 'cities none')).toMatch(/not your turn/i);
    s = play(s, THRACE, 'cities h');
    expect(game.pending(s).map((d) => d.seat)).toEqual([CRETE]);
    s = play(s, CRETE, 'cities g');
    expect(['a', 'g', 'h'].map((a) => s.board[a]?.city)).toEqual(['africa', 'crete', 'thrace']);
  });

  it('17.2 (insist): any player may insist at any time; the answers still missing then come one at a time', () => {
    let s = cityPhase(false);
    s = play(s, AFRICA, 'cities a');
    const r = playNotation(game, s, CRETE, 'insist strict');
    if (isRuleError(r)) throw new Error(r.message);
    expect(r.events[0]!.kind).toBe('strict-order');
    expect(r.events[0]!.text).toMatch(/Crete .* insists on strict order \(17\.2\)/);
    s = r.state as AcState;
    expect(s.strict).toBe(true);
    // Africa answered before the insistence; Thrace comes before Crete in A.S.T. order.
    expect(game.pending(s).map((d) => d.seat)).toEqual([THRACE]);
    expect(refuse(s, THRACE, 'insist strict')).toMatch(/already in force/);
    expect(refuse(s, CRETE, 'insist strict')).toMatch(/not your turn/i);
    s = play(s, THRACE, 'cities h');
    s = play(s, CRETE, 'cities g');
    expect(['a', 'g', 'h'].map((a) => s.board[a]?.city)).toEqual(['africa', 'crete', 'thrace']);
  });

  it('17.2 (insist): a player without a decision may insist (an open move); a bad word is refused and changes nothing', () => {
    const s = testState(['africa', 'crete'], 'civ');
    s.queue = [AFRICA];
    expect(game.anyTimeMoves!(s, CRETE)).toEqual(['insist strict']);
    const before = JSON.stringify(s);
    // A move of the same family goes to the rules, which say what is allowed.
    expect(refuse(s, CRETE, 'insist loudly')).toMatch(/insist strict/);
    expect(refuse(s, CRETE, 'buy nothing')).toMatch(/not your turn/i);
    expect(JSON.stringify(s)).toBe(before);
    const t = play(s, CRETE, 'insist strict');
    expect(t.strict).toBe(true);
    expect(t.queue).toEqual([AFRICA]);
    expect(game.anyTimeMoves!(t, CRETE)).toEqual([]);
  });

  it('17.2 / 22.1: under strict order ships are asked in movement order (most tokens first), not A.S.T. order', () => {
    const s = testState(['africa', 'crete'], 'ships');
    s.players[AFRICA]!.census = 3;
    s.players[CRETE]!.census = 10;
    s.sim = { seats: [AFRICA, CRETE], answers: {} };
    expect(strictSequence(s)).toEqual([CRETE, AFRICA]);
    s.strict = true;
    expect(game.pending(s).map((d) => d.seat)).toEqual([CRETE]);
  });

  it('17.2 G1 / 15.6 G2: /civ strict plays "insist strict"; /civ leave plays "leave" after a confirmation', () => {
    const strict = AC_COMMANDS.subcommands.find((x) => x.name === 'strict')!;
    const leave = AC_COMMANDS.subcommands.find((x) => x.name === 'leave')!;
    expect([strict.template, strict.options, strict.confirm]).toEqual(['insist strict', [], undefined]);
    expect([leave.template, leave.options, leave.confirm]).toEqual(['leave', [], true]);
    for (const text of [strict.template, leave.template]) {
      const m = game.parse(text, 0, testState(['africa', 'crete']));
      if (isRuleError(m)) throw new Error(m.message);
      expect(game.format(m)).toBe(text);
    }
    expect(game.help.topics!.order).toMatch(/insist on strict order/);
  });

  it('17.2: the option is described in the lobby and defaults to off', () => {
    expect(acOptionsSchema.parse({}).strictOrder).toBe(false);
    expect(describeAcOptions(acOptionsSchema.parse({ strictOrder: true })).join(' ')).toMatch(/strict \(one nation at a time in A\.S\.T\. order, 17\.2\)/);
  });
});
