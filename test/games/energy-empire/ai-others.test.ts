/**
 * Issue 25: the computer player's look-ahead past the other seats' answers in the middle of its own Work turn. A
 * Global Impact revealed by the seat's action resolves between its actions (EE-11.3) and asks every player in turn
 * order from the seat (EE-11.5, offers answered at once by ER-32); the rest of the seat's Work turn (its activations,
 * EE-7) waits behind the others' answers. The search answers for them on its own copy (ai/others.ts), never in the
 * rules.
 */
import { describe, expect, it } from 'vitest';
import { chooseAiMove } from '../../../src/engine/ai.ts';
import type { SeatAi } from '../../../src/engine/types.ts';
import { answerOthersEe } from '../../../src/games/energy-empire/ai/others.ts';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { EE, legal, play, started, turnOf } from './helpers.ts';

/** Seat 1's Work turn at Chemistry (an industry location) empties track space 1: Oil Boom offers every player a drill. */
function oilBoomInSeat1sTurn(): EeState {
  let s = turnOf(started(3), 1, { oil: 1 }, (x) => {
    x.giRow[0] = { card: 'oil_boom', status: 'down' };
    x.track = [1, 5, 5, 5, 5, 5];
    // An industry structure seat 1 may still activate after the Global Impact (EE-7.1).
    x.players[1]!.structures.push({ uid: 'iron_mine-1', card: 'iron_mine', tokens: { workers: 0, energy: 0 }, uses: 0, lastWorkTurn: -1 });
  });
  s = play(s, 1, 'place chemistry');
  while (EE.pending(s)[0]?.kind === 'place-pollution') s = play(s, 1, legal(s, 1)[0]!);
  return s;
}

describe('EE AI: the others\' answers inside the seat\'s own turn', () => {
  it('EE-11.3 / EE-11.5 the search weighs the activations that follow the others\' Oil Boom answers (ER-32)', () => {
    const s = oilBoomInSeat1sTurn();
    expect(EE.pending(s).map((d) => [d.seat, d.kind, d.timing])).toEqual([
      [1, 'offer', 'turn'],
      [2, 'offer', 'off-turn'],
      [0, 'offer', 'off-turn'],
    ]);
    const seen: EeState[] = [];
    const ai: SeatAi<EeState> = { ...EE.ai!, evaluate: (x, seat) => (seen.push(x), EE.ai!.evaluate!(x, seat)) };
    const move = chooseAiMove(EE, ai, s, 1, 'look-ahead');
    expect(['accept', 'decline']).toContain(move);
    // Seat 1's turn went on past seats 2 and 0's answers: its Iron Mine activation (the turn's last step) was weighed.
    const activated = seen.filter((x) => x.players[1]!.structures.some((st) => st.card === 'iron_mine' && st.uses === 1));
    expect(activated.length).toBeGreaterThan(0);
    for (const x of activated) expect(x.lastTurn?.seat === 1 && x.lastTurn.steps.some((m) => m === 'accept' || m === 'decline')).toBe(true);
  });

  it('EE-11.5 the copy answers for the others only while the seat\'s turn goes on; the real position is untouched', () => {
    const s = oilBoomInSeat1sTurn();
    const before = JSON.stringify(s);
    const mine = play(s, 1, 'decline');
    expect(EE.pending(mine).map((d) => d.seat)).toEqual([2, 0]);
    const after = answerOthersEe(mine, 1);
    expect(after).not.toBeNull();
    expect(EE.pending(after!).map((d) => [d.seat, d.kind, d.timing])).toEqual([[1, 'activate', 'turn']]);
    expect(after!.turnNo).toBe(s.turnNo);
    expect(JSON.stringify(s)).toBe(before);
    // Off its turn (seat 2 or 0 answering), or when the seat holds the decision itself, there is nothing to answer.
    expect(answerOthersEe(mine, 2)).toBeNull();
    expect(answerOthersEe(s, 1)).toBeNull();
  });
});

describe('EE AI: an offer answered before the players ahead of it', () => {
  it('ER-32 / EE-11.5 seat 0 answers Oil Boom first: its drill (after seats 1 and 2) is weighed with its accept', () => {
    const s = oilBoomInSeat1sTurn();
    const seen: EeState[] = [];
    const ai: SeatAi<EeState> = { ...EE.ai!, evaluate: (x, seat) => (seen.push(x), EE.ai!.evaluate!(x, seat)) };
    const oil = s.players[0]!.res.oil;
    expect(['accept', 'decline']).toContain(chooseAiMove(EE, ai, s, 0, 'look-ahead'));
    // The accept was weighed where seat 0's oil well stands and its 3 oil are gained (EE-6.2), all offers resolved.
    const drilled = seen.filter((x) => Object.values(x.players[0]!.env).includes('oilWell') && x.players[0]!.res.oil === oil + 3);
    expect(drilled.length).toBeGreaterThan(0);
    for (const x of drilled) expect(x.tasks.some((t) => t.k === 'offer')).toBe(false);
  });

  it('ER-32 both answers are weighed after the same answers of the others; the real position is untouched', () => {
    const s = oilBoomInSeat1sTurn();
    const before = JSON.stringify(s);
    const declined = answerOthersEe(play(s, 0, 'decline'), 0);
    const accepted = answerOthersEe(play(s, 0, 'accept'), 0);
    expect(declined).not.toBeNull();
    expect(accepted).not.toBeNull();
    for (const x of [declined!, accepted!]) expect(x.tasks.some((t) => t.k === 'offer')).toBe(false);
    expect(accepted!.players[0]!.res.oil).toBe(s.players[0]!.res.oil + 3);
    expect([1, 2].map((seat) => declined!.players[seat]!.env)).toEqual([1, 2].map((seat) => accepted!.players[seat]!.env));
    expect(JSON.stringify(s)).toBe(before);
  });
});
