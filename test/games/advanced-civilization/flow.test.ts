import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { formatMove, parseMove, publicNotation } from '../../../src/games/advanced-civilization/notation.ts';
import { acOptionsSchema } from '../../../src/games/advanced-civilization/options.ts';
import { configuration } from '../../../src/games/advanced-civilization/rules/16-configuration.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import type { AcSeatView } from '../../../src/games/advanced-civilization/view.ts';
import { playout } from '../../../src/sandbox/playout.ts';
import { game, play, put, refuse, testState } from './helpers.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const opts = (o: Record<string, unknown> = {}) => acOptionsSchema.parse(o);

describe('16 board configuration', () => {
  it('16.2-16.3: 7 and 8 players use the whole board with the Western Extension; 47 tokens with 8, 55 with 7', () => {
    const eight = configuration(opts(), 8);
    const seven = configuration(opts(), 7);
    if (typeof eight === 'string' || typeof seven === 'string') throw new Error('refused');
    expect(eight.outOfPlay).toEqual([]);
    expect(eight.westernExtension).toBe(true);
    expect(eight.tokensPerPlayer).toBe(47);
    expect(seven.tokensPerPlayer).toBe(55);
    expect(eight.nations).toHaveLength(9);
  });

  it('16.4-16.6 / D-7: 6 players drop the Western Extension; 5 drop panel 4 too; 4 play the east with the eastern nations', () => {
    const six = configuration(opts(), 6);
    const five = configuration(opts(), 5);
    const four = configuration(opts(), 4);
    if (typeof six === 'string' || typeof five === 'string' || typeof four === 'string') throw new Error('refused');
    expect(six.outOfPlay).toContain('cirta');
    expect(five.outOfPlay).toContain('babylon');
    expect(five.tokensPerPlayer).toBe(47);
    expect(four.nations).toEqual(['asia', 'assyria', 'babylon', 'egypt']);
    expect(four.outOfPlay).toContain('roma');
  });

  it('16.7-16.8: 3 players the western nations with 47 tokens; 2 players Italy, Africa, Illyria, Thrace with 55; no Western Extension', () => {
    const three = configuration(opts(), 3);
    const two = configuration(opts(), 2);
    if (typeof three === 'string' || typeof two === 'string') throw new Error('refused');
    expect(three.nations).toEqual(['africa', 'italy', 'illyria', 'thrace', 'crete']);
    expect(three.tokensPerPlayer).toBe(47);
    expect(two.nations).toEqual(['africa', 'italy', 'illyria', 'thrace']);
    expect(two.tokensPerPlayer).toBe(55);
    expect(configuration(opts({ westernExtension: true }), 3)).toMatch(/not used with 2 or 3/);
    expect(game.checkSetup!(opts(), seats(9))).not.toBeNull();
  });
});

describe('4.61 / 16.5 / 16.12 the Western Extension: start areas and the 5-player layouts', () => {
  /** A game after every nation is chosen by default (15.3), at the start-area decisions. */
  function atStart(players: number, o: Record<string, unknown> = {}): AcState {
    let s = game.setup(opts(o), seats(players), 'western') as AcState;
    while (s.phase === 'nation') s = play(s, s.queue[0]!, game.pending(s)[0]!.defaultMove!);
    expect(s.phase).toBe('start');
    return s;
  }
  const seatOf = (s: AcState, nation: string) => s.players.find((p) => p.nation === nation)!.seat;

  it('4.61 / 16.12: with the Western Extension Africa and Italy start elsewhere (the west-edge areas are ignored); the others do not change', () => {
    const we = atStart(7);
    expect(game.legal(we, seatOf(we, 'africa'))).toEqual(['start tripolitania', 'start sahara', 'start cirta']);
    expect(game.legal(we, seatOf(we, 'italy'))).toEqual(['start baetica', 'start corduba', 'start lusitania']);
    expect(game.legal(we, seatOf(we, 'illyria'))).toEqual(['start sudeten', 'start germania-2']);
    const refused = playNotation(game, we, seatOf(we, 'africa'), 'start tunisia-2');
    expect(refused).toMatchObject({ code: 'ac.start-area', allowed: ['tripolitania', 'sahara', 'cirta'] });
    expect(refuse(we, seatOf(we, 'italy'), 'start etruria-2')).toMatch(/not one of your start areas/);
    const original = atStart(6);
    expect(game.legal(original, seatOf(original, 'africa'))).toEqual(['start tunisia-2', 'start tripolitania', 'start sahara']);
    expect(game.legal(original, seatOf(original, 'italy'))).toEqual(['start etruria-2', 'start cisalpina-2', 'start pannonia-2']);
  });

  it('16.5 / D-7: 5 players with the Western Extension play either layout; the table option names it', () => {
    const west = configuration(opts({ westernExtension: true }), 5);
    const east = configuration(opts({ westernExtension: true, fivePlayerLayout: 'east' }), 5);
    if (typeof west === 'string' || typeof east === 'string') throw new Error('refused');
    expect(west.outOfPlay).toContain('babylon');
    expect(west.outOfPlay).not.toContain('cirta');
    expect(east.outOfPlay).toEqual(expect.arrayContaining(['cirta', 'baetica', 'roma', 'tunisia-2']));
    expect(east.outOfPlay).not.toContain('babylon');
    expect(west.tokensPerPlayer).toBe(47);
    expect(east.tokensPerPlayer).toBe(47);
    expect(game.describeOptions(opts({ westernExtension: true, fivePlayerLayout: 'east' }))).toContain('With 5 players: eastern layout: panels 2-4, the Western Extension and the westernmost panel out (16.5)');
    expect(game.describeOptions(opts())).not.toContain('With 5 players');
    expect(configuration(opts({ fivePlayerLayout: 'east' }), 5)).toMatch(/only for 5 players with the Western Extension/);
    expect(configuration(opts({ westernExtension: true, fivePlayerLayout: 'east' }), 6)).toMatch(/only for 5 players/);
    expect(game.checkSetup!(opts({ westernExtension: true, fivePlayerLayout: 'east' }), seats(7))).toMatchObject({ code: 'ac.configuration' });
  });

  it('16.12: a nation whose start areas are all out of play cannot be chosen (the eastern 5-player layout has no Africa, Italy or Illyria)', () => {
    const west = configuration(opts({ westernExtension: true }), 5);
    const east = configuration(opts({ westernExtension: true, fivePlayerLayout: 'east' }), 5);
    if (typeof west === 'string' || typeof east === 'string') throw new Error('refused');
    expect(west.nations).toEqual(expect.arrayContaining(['africa', 'italy']));
    expect(east.nations).toEqual(['thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt']);
    const s = atStart(5, { westernExtension: true, fivePlayerLayout: 'east' });
    expect(s.players.map((p) => p.nation).sort()).toEqual(expect.not.arrayContaining(['africa', 'italy', 'illyria']));
    // Every seat asked for a start area has one in play.
    for (const d of game.pending(s)) expect(game.legal(s, d.seat).length).toBeGreaterThan(0);
    expect(game.pending(s).length).toBeGreaterThan(0);
  });
});

describe('15 set-up and D.1 decisions', () => {
  it('15.3 S1: nations are chosen one at a time in place-card order; the default is the first free nation', () => {
    const s = game.setup(opts(), seats(3), 'setup') as AcState;
    const [first] = s.placeOrder;
    const d = game.pending(s);
    expect(d).toEqual([expect.objectContaining({ seat: first, kind: 'nation', timing: 'turn', defaultMove: 'nation africa' })]);
    expect(game.legal(s, first!)).toEqual(['nation africa', 'nation italy', 'nation illyria', 'nation thrace', 'nation crete']);
  });

  it('18.2: the last chooser left with one nation receives it without being asked', () => {
    let s = game.setup(opts(), seats(4), 'last') as AcState;
    for (const n of ['egypt', 'asia', 'babylon']) s = play(s, s.queue[0]!, `nation ${n}`);
    expect(s.players.find((p) => p.seat === s.placeOrder[3])!.nation).toBe('assyria');
    expect(s.phase).toBe('start');
  });

  it('15.3 S2: start areas are simultaneous hidden answers; Thrace (one start area) is answered automatically', () => {
    let s = game.setup(opts(), seats(2), 'start') as AcState;
    s = play(s, s.placeOrder[0]!, 'nation thrace');
    s = play(s, s.placeOrder[1]!, 'nation italy');
    const italy = s.placeOrder[1]!;
    expect(game.pending(s).map((d) => [d.seat, d.kind, d.timing])).toEqual([[italy, 'start', 'off-turn']]);
    expect(game.legal(s, italy)).toEqual(['start etruria-2', 'start cisalpina-2', 'start pannonia-2']);
    s = play(s, italy, 'start cisalpina-2');
    expect(s.turn).toBe(1);
    // 15.3-15.4 then turn 1: one token each in the start area, grown by 1 (20.1), census 2 (21).
    expect(s.players.map((p) => [p.nation, p.startArea, p.stock, p.census])).toEqual(
      expect.arrayContaining([
        ['thrace', 'scythia', 53, 2],
        ['italy', 'cisalpina-2', 53, 2],
      ]),
    );
    expect(s.board['cisalpina-2']!.tokens.italy).toBe(2);
  });

  it('D.1: a hidden answer is shown only in its owner\'s view and as "submitted" in the log, and may be changed until all have answered', () => {
    const s = testState(['africa', 'crete'], 'cities');
    put(s, 'a', 'africa', 6);
    put(s, 'g', 'crete', 12);
    s.sim = { seats: [0, 1], answers: {} };
    const r1 = playNotation(game, s, 0, 'cities a');
    if (isRuleError(r1)) throw new Error(r1.message);
    expect(game.publicNotation!(r1.notation, 0)).toBe('submitted');
    const st = r1.state as AcState;
    expect((game.view(st, 0) as AcSeatView).myAnswer).toBe('cities a');
    expect((game.view(st, 1) as AcSeatView).myAnswer).toBeNull();
    expect(JSON.stringify(game.view(st, null))).not.toContain('cities a');
    expect(game.pending(st).map((d) => d.seat)).toEqual([0, 1]);
    const changed = play(st, 0, 'cities none');
    expect(changed.sim!.answers[0]).toBe('cities none');
    const done = play(changed, 1, 'cities g');
    expect(done.phase).not.toBe('cities');
    expect(done.board.g?.city).toBe('crete');
    expect(done.board.a?.city ?? null).toBeNull();
  });

  it('H: trade-card hands reach only their owner; counts are public', () => {
    const s = testState(['africa', 'crete']);
    s.players[0]!.hand = ['gold', 'grain'];
    const pub = JSON.stringify(game.view(s, null));
    expect(pub).not.toContain('gold');
    expect((game.view(s, 0) as AcSeatView).hand).toEqual(['gold', 'grain']);
    expect((game.view(s, 1) as AcSeatView).hand).toEqual([]);
    expect((game.view(s, null) as AcSeatView).players[0]!.handSize).toBe(2);
  });

  it('18.2: a player with nothing to decide is skipped (no city: no tax, no cities phase, no civilization purchase)', () => {
    let s = game.setup(opts({ map: 'test' }), seats(2), 'skip') as AcState;
    s = play(s, s.queue[0]!, game.legal(s, s.queue[0]!)[0]!);
    for (const d of game.pending(s)) if (s.sim?.answers[d.seat] === undefined) s = play(s, d.seat, d.defaultMove!);
    expect(s.phase).toBe('move');
    expect(s.turn).toBe(1);
  });

  it('every decision has its D.2 default, and playing only defaults finishes the game at the turn limit (34.1 B)', () => {
    let s = game.setup(opts({ turnLimit: 3 }), seats(4), 'defaults') as AcState;
    for (let i = 0; i < 500 && game.result(s) === null; i++) {
      const d = game.pending(s).find((x) => s.sim?.answers[x.seat] === undefined)!;
      expect(d.defaultMove).toBeDefined();
      s = play(s, d.seat, d.defaultMove!);
    }
    expect(game.result(s)?.scores).toHaveLength(4);
    expect(s.endReason).toMatch(/34.1 B/);
  });
});

describe('notation', () => {
  it('parse and format round-trip every decision kind', () => {
    for (const text of [
      'nation egypt',
      'start thebes',
      'rate 3',
      'revolt roma, neapolis',
      'grow etruria-2 2, roma 1',
      'ship build knossos 1; ship upkeep 4 levy; ship scrap 2',
      'ships none',
      'move thebes>memphis 2; board 1 3; sail 1 gaza; land 1 3; done',
      'move a>b>c 1',
      'done',
      'pillage 3',
      'cities none',
      'cities roma, knossos:3',
      'reduce roma, athens',
      'gold 2',
      'buy nothing',
      'buy pottery, music pay grain 3, papyrus 2 treasury 10 mining iron',
      'discard ochre 2, salt 1',
    ]) {
      const m = parseMove(text);
      if (isRuleError(m)) throw new Error(`${text}: ${m.message}`);
      expect(formatMove(m)).toBe(text);
    }
    expect(formatMove(parseMove('  Move  Thebes>Memphis 2 ') as never)).toBe('move thebes>memphis 2');
  });

  it('bad input is a RuleError with a message and changes nothing', () => {
    for (const text of ['', 'rate x', 'move thebes memphis', 'cities a:b', 'buy', 'nation atlantis', 'ship fly 1']) {
      const m = parseMove(text);
      expect(isRuleError(m)).toBe(true);
    }
    const s = testState(['africa', 'crete']);
    s.queue = [0];
    const before = JSON.stringify(s);
    expect(isRuleError(playNotation(game, s, 0, 'move a>b 1'))).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    expect(publicNotation('move a>b 1')).toBe('move a>b 1');
  });
});

describe('random play', () => {
  it('34-35: random legal games end at the turn limit and replay to the same state, at 2 and 8 players', () => {
    for (const players of [2, 8]) {
      const report = playout(game, { players, games: 1, seed: `t${players}`, options: { turnLimit: 4 } });
      expect(report.errors).toEqual([]);
      expect(report.completed).toBe(1);
      expect(report.averages.turns).toBe(4);
    }
  });
});

describe('autocomplete', () => {
  it('suggest() offers legal moves containing the typed text, at most 25', () => {
    const s = testState(['africa', 'crete']);
    put(s, 'b', 'africa', 3);
    s.queue = [0];
    const all = game.suggest!(s, 0, 'play', 'move', {});
    expect(all.length).toBeLessThanOrEqual(25);
    expect(game.suggest!(s, 0, 'play', 'move', { move: 'b>c' })).toEqual(['move b>c 1']);
    expect(game.suggest!(s, 1, 'play', 'move', {})).toEqual([]);
  });
});
