import { describe, expect, it } from 'vitest';
import type { BoardImageContext } from '../../../../src/games/entry.ts';
import { energyEmpireEntry } from '../../../../src/games/energy-empire/entry.ts';
import { turnStepsText } from '../../../../src/games/energy-empire/render/last-move.ts';
import type { EeState } from '../../../../src/games/energy-empire/index.ts';
import type { EePublicView } from '../../../../src/games/energy-empire/view.ts';
import { CARD_MIN_TEXT, CARD_WIDTH, wrapText } from '../../../../src/render/turn-card.ts';
import { EE, legal, play, started, turnOf } from '../helpers.ts';

const structure = (uid: string, card: string) => ({ uid, card, tokens: { workers: 0, energy: 0 }, uses: 0, lastWorkTurn: -1 });
const view = (s: EeState) => EE.view(s, null) as EePublicView;
const ctxAfter = (lastMove: string, lastSeat: number): BoardImageContext => ({ seatNames: ['Ann', 'Ben', 'Cat'], lastMove: EE.publicNotation!(lastMove, lastSeat), lastSeat });
const cardLine = (s: EeState, lastMove: string, seat: number) => energyEmpireEntry.turnCardLastMove!(view(s), ctxAfter(lastMove, seat));

/** Seat 0 at the start of a turn, with three commerce structures to activate after working at Trade. */
const trader = () =>
  turnOf(started(3), 0, { money: 4, steel: 2 }, (x) => {
    x.players[0]!.structures = [structure('stock_market-1', 'stock_market'), structure('stock_market-2', 'stock_market'), structure('farm-1', 'farm')];
    Object.assign(x.players[0]!, { workersOnMat: 4, energyOnMat: 3 });
  });

const WORK_TURN = ['place trade', 'trade steel for money', 'trade steel for science', 'trade done', 'activate stock_market-1 with worker', 'activate stock_market-2 with energy', 'end'];

describe('EE turn card: every sub-step of the last turn (issue 22)', () => {
  it('EE-5 / EE-6.8 / EE-7 a Work turn of several steps: placement, trades, activations and the end are all on the card', () => {
    const s = play(trader(), 0, ...WORK_TURN);
    expect(s.current).toBe(1);
    expect(view(s).lastTurn).toEqual({ seat: 0, steps: WORK_TURN });
    const line = cardLine(s, 'end', 0);
    expect(line).toBe('place trade · trade steel for money, steel for science · activate stock_market-1, stock_market-2 · end');
    // The platform prefixes the player's name; the card's three lines hold all of it, nothing cut.
    const lines = wrapText(`Ann: ${line}`, CARD_WIDTH - 48, CARD_MIN_TEXT, { maxLines: 3 });
    expect(lines.join(' ')).toBe(`Ann: ${line}`);
  });

  it('EE-5 the card follows a turn while it is under way', () => {
    let s = play(trader(), 0, 'place trade');
    expect(cardLine(s, 'place trade', 0)).toBeNull();
    s = play(s, 0, 'trade steel for money');
    expect(cardLine(s, 'trade steel for money', 0)).toBe('place trade · trade steel for money');
  });

  it('EE-8 a Generate turn shows each of its steps, in the order played', () => {
    let s = turnOf(started(3), 0, { oil: 2 }, (x) => (x.players[0]!.dice = ['coal']));
    const steps: string[] = [];
    for (const m of ['generate', 'claim none', 'refine 1', 'roll all']) {
      s = play(s, 0, m);
      steps.push(m);
    }
    while (s.current === 0 && EE.pending(s).some((d) => d.seat === 0)) {
      const m = legal(s, 0)[0]!;
      s = play(s, 0, m);
      steps.push(m);
    }
    expect(view(s).lastTurn).toEqual({ seat: 0, steps });
    expect(cardLine(s, steps.at(-1)!, 0)).toBe(steps.join(' · '));
  });

  it('EE-2.5.6 / ER-11 a discard by another seat is not a step of the turn: the card shows the discard\'s own words', () => {
    const s = play(trader(), 0, ...WORK_TURN);
    const after = play(s, 2, `drop agenda ${s.players[2]!.agendas[0]!.id}`);
    expect(view(after).lastTurn).toEqual(view(s).lastTurn);
    expect(cardLine(after, `drop agenda ${s.players[2]!.agendas[0]!.id}`, 2)).toBeNull();
  });

  it('EE-14.4 a secret agenda discarded in a claim stays hidden in the steps until the end', () => {
    const s = structuredClone(play(trader(), 0, ...WORK_TURN));
    s.lastTurn = { seat: 0, steps: ['generate', 'claim treasury discard no_nukes', 'refine 0'] };
    expect(view(s).lastTurn!.steps[1]).toBe('claim treasury discard (hidden)');
  });

  it('the card wording merges runs of activations and trades and implies the closing trade done', () => {
    expect(turnStepsText(['place mine', 'activate iron_mine-1 with worker', 'activate nation with energy', 'end'])).toBe('place mine · activate iron_mine-1, nation · end');
    expect(turnStepsText(['place trade', 'trade money for steel', 'trade done', 'end'])).toBe('place trade · trade money for steel · end');
    expect(turnStepsText(['place trade', 'trade done', 'end'])).toBe('place trade · trade done · end');
    expect(turnStepsText(['generate', 'claim none', 'refine 0', 'roll all', 'highest coal', 'pollute air-1'])).toBe('generate · claim none · refine 0 · roll all · highest coal · pollute air-1');
  });
});
