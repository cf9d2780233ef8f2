import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation, replay, type LoggedMove } from '../../../src/engine/play.ts';
import { astOrder } from '../../../src/games/advanced-civilization/rules/units.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { decisionOf, strike } from './calamity-helpers.ts';
import { game, give, play, put, refuse, testState } from './helpers.ts';

const AFRICA = 0;
const CRETE = 1;
const LATE = 2;

/** Two players in movement, with late joining allowed. */
function running(): AcState {
  const s = testState(['africa', 'crete'], 'move');
  s.options = { ...s.options, lateJoin: true };
  s.playableNations = ['africa', 'crete', 'thrace', 'italy'];
  s.queue = [AFRICA];
  return s;
}

const cityOwner = (s: AcState, area: string) => s.board[area]?.city ?? null;

describe('15.5 joining late', () => {
  it('15.5: without the table option nobody may join a running game', () => {
    const s = running();
    s.options = { ...s.options, lateJoin: false };
    expect(game.anyTimeMoves!(s, LATE)).toEqual([]);
    expect(refuse(s, LATE, 'join')).toMatch(/not your turn/i);
  });

  it('15.51: a new seat joins, picks an unused nation beside the running phase, and then waits with nothing to decide', () => {
    let s = running();
    expect(game.anyTimeMoves!(s, LATE)).toEqual(['join']);
    expect(game.anyTimeMoves!(s, LATE + 1)).toEqual([]);
    s = play(s, LATE, 'join');
    expect(s.players[LATE]).toMatchObject({ seat: LATE, nation: null, waiting: true, stock: 55, citiesInStock: 9 });
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([[AFRICA, 'move'], [LATE, 'nation']]);
    expect(game.pending(s)[1]!.defaultMove).toBe('nation thrace');
    expect(game.legal(s, LATE)).toEqual(['nation thrace', 'nation italy']);
    expect(refuse(s, LATE, 'nation africa')).toMatch(/not free/);
    expect(refuse(s, LATE, 'done')).toMatch(/Choose your nation first/);
    s = play(s, LATE, 'nation italy');
    expect(s.players[LATE]!.nation).toBe('italy');
    expect(game.pending(s).map((d) => d.seat)).toEqual([AFRICA]);
    expect(astOrder(s)).toEqual([AFRICA, CRETE]);
    expect(refuse(s, LATE, 'done')).toMatch(/not your turn/i);
    // The movement goes on as before.
    s = play(s, AFRICA, 'done');
    expect(game.pending(s).every((d) => d.seat !== LATE)).toBe(true);
  });

  it('15.52 / 30.411: at a Civil War the waiting late player is the beneficiary before the richest player', () => {
    let s = testState(['africa', 'crete', 'thrace']);
    s.players[LATE]!.waiting = true;
    s.players[LATE]!.stock = 20;
    for (const a of ['a', 'c', 'g', 'h', 'w']) put(s, a, 'africa', 0, true);
    put(s, 'b', 'africa', 3);
    give(s, AFRICA, ['philosophy', 'pottery']);
    s.players[AFRICA]!.ast = 4;
    strike(s, { [AFRICA]: ['civil_war'] });
    // Crete has far more unit points in stock (55 + 45) than Thrace (20 + 45), but Thrace waits to join.
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([[LATE, 'K9']]);
    s = play(s, LATE, 'select a city, c city, g city');
    expect(decisionOf(s, AFRICA)!.kind).toBe('K11');
    s = play(s, AFRICA, 'pick second');
    expect(['a', 'c', 'g'].map((a) => cityOwner(s, a))).toEqual(['thrace', 'thrace', 'thrace']);
    expect(['h', 'w'].map((a) => cityOwner(s, a))).toEqual(['africa', 'africa']);
    const late = s.players[LATE]!;
    expect(late.waiting).toBeUndefined();
    expect([...late.civ].sort()).toEqual(['philosophy', 'pottery']);
    expect(late.ast).toBeGreaterThanOrEqual(4);
    expect([...s.players[AFRICA]!.civ].sort()).toEqual(['philosophy', 'pottery']);
    expect(astOrder(s)).toContain(LATE);
  });

  it('15.52: without a waiting late player the beneficiary is the richest other player, as 30.411 says', () => {
    let s = testState(['africa', 'crete', 'thrace']);
    s.players[LATE]!.stock = 20;
    for (const a of ['a', 'c', 'g', 'h', 'w']) put(s, a, 'africa', 0, true);
    give(s, AFRICA, ['philosophy']);
    strike(s, { [AFRICA]: ['civil_war'] });
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([[CRETE, 'K9']]);
    s = play(s, CRETE, 'select a city, c city, g city');
    expect(s.players[CRETE]!.civ).toEqual([]);
  });

  it('15.5: a log with a late join replays to the same state (the late seat is left out of setup)', () => {
    // The candidate map with 3 players leaves two of its five western nations unused (16).
    const options = game.options.parse({ lateJoin: true });
    const seats = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }];
    let s = game.setup(options, seats, 'late-replay') as AcState;
    const log: LoggedMove[] = [];
    const move = (seat: number, text: string) => {
      const r = playNotation(game, s, seat, text);
      if (isRuleError(r)) throw new Error(`${text}: ${r.message}`);
      log.push({ seat, notation: r.notation });
      s = r.state as AcState;
    };
    const next = () => game.pending(s).find((d) => d.answered !== true)!;
    while (s.phase === 'nation' || s.phase === 'start') move(next().seat, next().defaultMove!);
    move(3, 'join');
    move(3, game.pending(s).find((d) => d.seat === 3)!.defaultMove!);
    for (let i = 0; i < 6; i++) move(next().seat, next().defaultMove!);
    const again = replay<AcState>(game, { options, seats: [...seats, { name: 'Dee' }], seed: 'late-replay' }, log);
    expect(again).toEqual(s);
    expect(again.players).toHaveLength(4);
    expect(again.players[3]).toMatchObject({ waiting: true, nation: 'thrace' });
  });
});
