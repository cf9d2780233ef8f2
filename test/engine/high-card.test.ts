import { describe, expect, it } from 'vitest';
import { CommonErrors, isRuleError } from '../../src/engine/errors.ts';
import { fillTemplate, valuesFromLegal } from '../../src/engine/notation.ts';
import { highCard, highCardEntry, type HighCardSeatView, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { newGame, play, playAll, publicViewOf, refuse, seatsOf, withHands } from './high-card-helpers.ts';

const ctx = { seatNames: ['Ann', 'Ben', 'Cat'] };
const allCards = Array.from({ length: 20 }, (_, i) => i + 1);

/** Three seats, default options; Ann leads with [2, 10, 17], Ben holds [5, 12, 20], Cat [1, 8, 15]. */
function scenario(options = {}): HighCardState {
  return withHands(newGame(3, options, 'scenario'), [
    [2, 10, 17],
    [5, 12, 20],
    [1, 8, 15],
  ]);
}

/** The scenario after trick 1: Ann 10, Ben 12, Cat passes; Ben wins, Ann and Cat must bet. */
function afterTrickOne(): HighCardState {
  return playAll(scenario(), ['0:play 10', '1:play 12', '2:pass']);
}

describe('HC-1 setup', () => {
  it('HC-1 deals each seat a hidden hand of distinct cards from 1..20; the deck holds the rest', () => {
    const s = newGame(3);
    expect(s.hands.map((h) => h.length)).toEqual([3, 3, 3]);
    expect([...s.hands.flat(), ...s.deck].sort((a, b) => a - b)).toEqual(allCards);
    expect(s.deck).toHaveLength(11);
  });

  it('HC-1 shuffles with the seeded RNG: same seed, same deal; another seed, another deal', () => {
    expect(newGame(4, {}, 'a').hands).toEqual(newGame(4, {}, 'a').hands);
    expect(newGame(4, {}, 'a').hands).not.toEqual(newGame(4, {}, 'b').hands);
  });

  it('HC-1 uses the colour picked in the lobby; a missing or taken pick gets the first free colour', () => {
    const s = highCard.setup(
      highCard.options.parse({}),
      [
        { name: 'Ann', picks: { colour: 'green' } },
        { name: 'Ben', picks: { colour: 'green' } },
        { name: 'Cat' },
        { name: 'Dan', picks: { colour: 'purple' } },
      ],
      'colours',
    );
    expect(s.players.map((p) => p.colour)).toEqual(['green', 'red', 'blue', 'yellow']);
    const pick = highCard.lobbyPicks?.[0];
    expect(pick?.key).toBe('colour');
    expect(pick?.unique).toBe(true);
    expect(pick?.choices.map((c) => c.value)).toEqual(['red', 'blue', 'green', 'yellow']);
  });

  it('HC-1 caps the hand size so that four players can be dealt from 20 cards', () => {
    const s = newGame(4, { handSize: 6 });
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(s.deck).toEqual([]);
    expect(newGame(2, { handSize: 6 }).hands[0]).toHaveLength(6);
  });

  it('HC-1 options have defaults and refuse values out of range', () => {
    expect(highCard.options.parse({})).toEqual({ rounds: 2, handSize: 3, variant: 'standard' });
    for (const bad of [{ rounds: 0 }, { rounds: 6 }, { handSize: 1 }, { handSize: 7 }, { rounds: 1.5 }, { variant: 'slow' }, { rounds: '2' }]) {
      expect(highCard.options.safeParse(bad).success).toBe(false);
    }
    expect(highCard.describeOptions(highCard.options.parse({ variant: 'quick' }))).toContain('Variant: quick (no passing)');
  });

  it('HC-1 takes 2 to 4 players', () => {
    expect(highCard.minPlayers).toBe(2);
    expect(highCard.maxPlayers).toBe(4);
    expect(() => newGame(1)).toThrow(RangeError);
    expect(() => highCard.setup(highCard.options.parse({}), [...seatsOf(4), { name: 'Eve' }], 's')).toThrow(RangeError);
  });

  it('HC-1 seat 1 leads the first trick', () => {
    expect(highCard.pending(newGame(3))).toEqual([{ seat: 0, kind: 'turn', prompt: 'Lead a card' }]);
    expect(highCard.statusLine(newGame(3))).toBe('Round 1/2, trick 1/3: Ann to play.');
  });
});

describe('HC-2 play', () => {
  it('HC-2 playing a card moves it from the hand to the public trick and reveals it', () => {
    const played = play(scenario(), 0, 'play 10');
    expect(played.state.hands[0]).toEqual([2, 17]);
    expect(played.reveals).toBe(true);
    expect(played.events).toEqual([{ kind: 'play', data: { seat: 0, card: 10 }, text: 'Ann played 10.' }]);
    const pub = highCardEntry.module.view(played.state, null) as HighCardSeatView;
    expect(pub.trick).toEqual([{ seat: 0, card: 10 }]);
    expect(highCard.pending(played.state)).toEqual([{ seat: 1, kind: 'turn', prompt: 'Play a card or pass' }]);
  });

  it('HC-2 a card not in hand is refused with the cards that may be played', () => {
    const err = refuse(scenario(), 0, 'play 5');
    expect(err.code).toBe('hc.not-in-hand');
    expect(err.message).toContain('2, 10, 17');
    expect(err.allowed).toEqual(['play 2', 'play 10', 'play 17']);
  });

  it('HC-2 the leader may not pass; a follower may', () => {
    expect(refuse(scenario(), 0, 'pass').code).toBe('hc.cannot-pass');
    expect(highCard.legal(scenario(), 0)).toEqual(['play 2', 'play 10', 'play 17']);
    const s = play(scenario(), 0, 'play 2').state;
    expect(highCard.legal(s, 1)).toEqual(['play 5', 'play 12', 'play 20', 'pass']);
    const passed = play(s, 1, 'pass');
    expect(passed.reveals).toBe(false);
    expect(passed.state.hands[1]).toEqual([5, 12, 20]);
    expect(passed.events).toEqual([{ kind: 'pass', data: { seat: 1, card: null }, text: 'Ben passed.' }]);
  });

  it('HC-2 nobody may pass in the quick variant', () => {
    const s = play(scenario({ variant: 'quick' }), 0, 'play 2').state;
    expect(highCard.legal(s, 1)).toEqual(['play 5', 'play 12', 'play 20']);
    expect(refuse(s, 1, 'pass').code).toBe('hc.cannot-pass');
  });

  it('HC-2 only the seat in turn may play', () => {
    const err = refuse(scenario(), 1, 'play 5');
    expect(err.code).toBe(CommonErrors.notYourTurn);
    expect(highCard.legal(scenario(), 1)).toEqual([]);
    const direct = highCard.apply(scenario(), 2, { type: 'play', card: 1 });
    expect(isRuleError(direct) && direct.code).toBe(CommonErrors.notYourTurn);
  });
});

describe('HC-3 trick resolution', () => {
  it('HC-3 the highest card wins the trick, scores it and leads the next one', () => {
    const last = play(playAll(scenario(), ['0:play 10', '1:play 12']), 2, 'pass');
    const s = last.state;
    expect(s.tricks).toEqual([0, 1, 0]);
    expect(s.lastTrick).toEqual({ plays: [{ seat: 0, card: 10 }, { seat: 1, card: 12 }, { seat: 2, card: null }], winner: 1 });
    expect(s.trick).toEqual([]);
    expect(last.events.map((e) => e.text)).toEqual(['Cat passed.', 'Ben won trick 1 with 12.', 'Everyone else bets: will Ben win the next trick too?']);
    const next = playAll(s, ['0:bet yes', '2:bet no']);
    expect(highCard.pending(next)).toEqual([{ seat: 1, kind: 'turn', prompt: 'Lead a card' }]);
    expect(next.trickInRound).toBe(2);
  });
});

describe('HC-4 bets', () => {
  it('HC-4 every seat but the winner holds a bet decision at once, with yes/no buttons', () => {
    const decisions = highCard.pending(afterTrickOne());
    expect(decisions.map((d) => [d.seat, d.kind])).toEqual([
      [0, 'bet'],
      [2, 'bet'],
    ]);
    for (const d of decisions) {
      expect(d.prompt).toBe('Bet: will Ben win the next trick too?');
      expect(d.options?.map((o) => o.notation)).toEqual(['bet yes', 'bet no']);
    }
    expect(highCard.legal(afterTrickOne(), 0)).toEqual(['bet yes', 'bet no']);
    expect(highCard.legal(afterTrickOne(), 1)).toEqual([]);
    expect(highCard.statusLine(afterTrickOne())).toBe('Round 1/2, trick 1/3: waiting for bets from Ann, Cat.');
  });

  it('HC-4 play waits until all bets are in; the winner cannot bet', () => {
    const s = afterTrickOne();
    expect(refuse(s, 1, 'play 20').code).toBe(CommonErrors.notYourTurn);
    expect(refuse(s, 1, 'bet yes').code).toBe(CommonErrors.notYourTurn);
    expect(refuse(s, 0, 'play 2').code).toBe('hc.bet-first');
    const direct = highCard.apply(s, 1, { type: 'bet', answer: 'yes' });
    expect(isRuleError(direct) && direct.code).toBe(CommonErrors.noDecision);
  });

  it('HC-4 bets come in any order and stay hidden until all are in', () => {
    const s = afterTrickOne();
    const first = play(s, 2, 'bet no');
    expect(first.reveals).toBe(false);
    expect(first.events).toEqual([{ kind: 'bet-placed', data: { seat: 2 }, text: 'Cat placed a bet.', private: [{ seat: 2, text: 'You bet no.' }] }]);
    const pub = publicViewOf(first.state);
    expect(pub.betting).toEqual({ winner: 1, answered: [2], waiting: [0] });
    expect(JSON.stringify(pub)).not.toMatch(/"(yes|no)"/);
    expect(JSON.stringify(highCard.view(first.state, 0))).not.toMatch(/"(yes|no)"/);
    expect((highCard.view(first.state, 2) as HighCardSeatView).myBet).toBe('no');
    expect(highCard.pending(first.state).map((d) => d.seat)).toEqual([0]);
    expect(refuse(first.state, 2, 'bet yes').code).toBe(CommonErrors.notYourTurn);
    expect(highCard.publicNotation?.('bet no', 2)).toBe('bet');
    expect(highCard.publicNotation?.('play 7', 2)).toBe('play 7');

    const second = play(first.state, 0, 'bet yes');
    expect(second.reveals).toBe(true);
    expect(second.events.map((e) => e.text)).toContain('Bets on Ben winning the next trick: Ann yes, Cat no.');
    expect(publicViewOf(second.state).openBets).toEqual({
      winner: 1,
      answers: [
        { seat: 0, answer: 'yes' },
        { seat: 2, answer: 'no' },
      ],
    });
  });

  it('HC-4 a right bet scores 1 when the next trick is won', () => {
    const s = playAll(afterTrickOne(), ['2:bet no', '0:bet yes', '1:play 20', '2:play 15']);
    const last = play(s, 0, 'play 17');
    expect(last.state.betPoints).toEqual([1, 0, 0]);
    expect(last.events.map((e) => e.text)).toContain('Ben won again: Ann bet right (+1 each).');
    const other = playAll(afterTrickOne(), ['2:bet no', '0:bet yes', '1:play 5', '2:play 15', '0:play 2']);
    expect(other.betPoints).toEqual([0, 0, 1]);
  });

  it('HC-4 the next round is dealt with the RNG only once the last bet of a round is in', () => {
    const s = playAll(afterTrickOne(), ['0:bet yes', '2:bet no', '1:play 20', '2:play 15', '0:play 17', '0:bet yes', '2:bet yes', '1:play 5', '2:play 8', '0:play 2', '0:bet no']);
    expect(s.lastTrick?.winner).toBe(2);
    expect(s.round).toBe(1);
    const last = play(s, 1, 'bet no');
    expect(last.state.round).toBe(2);
    expect(last.state.trickInRound).toBe(1);
    expect(last.reveals).toBe(true);
    const deal = last.events.find((e) => e.text.startsWith('Round 2'));
    expect(deal?.private?.map((p) => p.seat)).toEqual([0, 1, 2]);
    expect(deal?.private?.[0]?.text).toBe(`You were dealt ${last.state.hands[0]?.join(', ')}.`);
    expect(last.state.hands.map((h) => h.length)).toEqual([3, 3, 3]);
    expect(highCard.pending(last.state)).toEqual([{ seat: 1, kind: 'turn', prompt: 'Lead a card' }]);
  });
});

describe('HC-5 scoring and HC-6 end', () => {
  function finishedGame(): HighCardState {
    let s = newGame(2, { rounds: 1, handSize: 2 }, 'short');
    while (highCard.result(s) === null) {
      const d = highCard.pending(s)[0];
      if (!d) throw new Error('no decision in a running game');
      s = play(s, d.seat, highCard.legal(s, d.seat)[0] as string).state;
    }
    return s;
  }

  it('HC-6 the game ends after the last trick of the last round, with no bets on it', () => {
    const s = finishedGame();
    expect(s.finished).toBe(true);
    expect(s.betting).toBeNull();
    expect(highCard.pending(s)).toEqual([]);
    expect(highCard.legal(s, 0)).toEqual([]);
    expect(refuse(s, 0, 'play 1').code).toBe(CommonErrors.gameOver);
    expect(highCard.statusLine(s)).toMatch(/^Game over: /);
    expect(highCard.privateSummary?.(s, 0)).toBeNull();
  });

  it('HC-5 the score is tricks plus right bets, with that breakdown', () => {
    const s = finishedGame();
    const result = highCard.result(s);
    expect(result).not.toBeNull();
    expect(result?.scores.reduce((n, line) => n + (line.breakdown.tricks ?? 0), 0)).toBe(2);
    for (const line of result?.scores ?? []) {
      expect(Object.keys(line.breakdown)).toEqual(['tricks', 'bets']);
      expect(line.total).toBe((line.breakdown.tricks ?? 0) + (line.breakdown.bets ?? 0));
    }
  });

  it('HC-6 ranks go by score and equal scores share a place', () => {
    const s = structuredClone(newGame(4));
    Object.assign(s, { finished: true, tricks: [2, 3, 1, 3], betPoints: [1, 0, 0, 0] });
    const result = highCard.result(s);
    expect(result?.scores.map((l) => [l.seat, l.rank, l.total])).toEqual([
      [0, 1, 3],
      [1, 1, 3],
      [3, 1, 3],
      [2, 4, 1],
    ]);
    expect(result?.summary).toBe('Shared win: Ann, Ben, Dan with 3 points.');
    expect(highCard.result(newGame(4))).toBeNull();
  });
});

describe('notation, views and drawing', () => {
  it('parse refuses garbage with the moves allowed now', () => {
    for (const text of ['dance', 'play', 'play 0', 'play 21', 'play -3', 'play 3 4', 'bet maybe', 'pass now', 'play x']) {
      const err = highCard.parse(text, 0, scenario());
      expect(isRuleError(err) && err.code).toBe(CommonErrors.badNotation);
      expect(isRuleError(err) && err.message).toContain('Allowed now: play 2, play 10, play 17.');
    }
    const off = highCard.parse('??', 1, scenario());
    expect(isRuleError(off) && off.message).toContain('play 7, pass, bet yes, bet no');
  });

  it('format round-trips with parse for every legal move, whatever the case and spacing', () => {
    for (const s of [scenario(), play(scenario(), 0, 'play 2').state, afterTrickOne()]) {
      for (const seat of [0, 1, 2]) {
        for (const move of highCard.legal(s, seat)) {
          const parsed = highCard.parse(`  ${move.toUpperCase().replace(' ', '   ')} `, seat, s);
          expect(isRuleError(parsed)).toBe(false);
          if (!isRuleError(parsed)) expect(highCard.format(parsed)).toBe(move);
        }
      }
    }
  });

  it('the public view holds no hand, deck or RNG; a seat view adds that seat’s hand', () => {
    const s = scenario();
    const pub = publicViewOf(s);
    expect(JSON.stringify(pub)).not.toMatch(/"(hand|hands|deck|rng|myBet)"/);
    const mine = highCard.view(s, 2) as HighCardSeatView;
    expect(mine.hand).toEqual([1, 8, 15]);
    expect({ ...mine, hand: undefined, seat: undefined, myBet: undefined }).toEqual({ ...pub, hand: undefined, seat: undefined, myBet: undefined });
    expect(highCard.privateSummary?.(s, 2)).toBe('Your hand: 1, 8, 15.');
    expect(highCard.privateSummary?.(play(afterTrickOne(), 2, 'bet yes').state, 2)).toBe('Your hand: 1, 8, 15. You bet yes.');
  });

  it('the slash command spec drives autocomplete from legal moves', () => {
    expect(highCard.commands.name).toBe('hc');
    const sub = Object.fromEntries(highCard.commands.subcommands.map((c) => [c.name, c]));
    expect(sub.play?.template).toBe('play {card}');
    expect(sub.play?.options[0]?.autocomplete).toBe(true);
    expect(sub.bet?.options[0]?.choices?.map((c) => c.value)).toEqual(['yes', 'no']);
    expect(valuesFromLegal('play {card}', 'card', {}, highCard.legal(scenario(), 0))).toEqual(['2', '10', '17']);
    expect(fillTemplate(sub.bet?.template ?? '', { answer: 'no' })).toBe('bet no');
    expect(highCard.help.summary).toContain('play 14');
  });

  it('renderBoard draws the public view with escaped names and no hidden card', () => {
    const s = structuredClone(scenario());
    s.players[0] = { name: '<Ann & "co">', colour: 'red' };
    const svg = highCardEntry.renderBoard(highCard.view(play(s, 0, 'play 10').state, null), ctx);
    expect(svg).toMatch(/^<svg [^>]*width='\d+' height='\d+'/);
    expect(svg).toContain("font-family='Noto Sans'");
    expect(svg).toContain('&#60;Ann &#38; &#34;co&#34;&#62;');
    expect(svg).not.toContain('<Ann');
    expect(svg).toContain('>10</text>');
    for (const hidden of [2, 17, 5, 12, 20, 1, 8, 15]) expect(svg).not.toContain(`>${hidden}</text>`);
  });

  it('renderPrivate draws only the seat’s own hand', () => {
    const s = scenario();
    const svg = highCardEntry.renderPrivate?.(highCard.view(s, 1), 1, ctx) ?? '';
    for (const card of [5, 12, 20]) expect(svg).toContain(`>${card}</text>`);
    for (const other of [2, 10, 17, 1, 8, 15]) expect(svg).not.toContain(`>${other}</text>`);
    expect(highCardEntry.renderPrivate?.(highCard.view(s, null), 1, ctx)).toBeNull();
  });
});
