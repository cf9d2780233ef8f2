import { describe, expect, it } from 'vitest';
import { CommonErrors } from '../../../src/engine/errors.ts';
import type { DieType } from '../../../src/games/energy-empire/data/index.ts';
import type { Ctx } from '../../../src/games/energy-empire/rules/context.ts';
import { runStep } from '../../../src/games/energy-empire/rules/effects.ts';
import { advance } from '../../../src/games/energy-empire/rules/turns.ts';
import { EE, legal, newGame, PLAIN_NATIONS, play, playWithEvents, refused, started, turnOf } from './helpers.ts';
import { playRandomGame } from './random-agent.ts';
import { eePosition, fixtures } from '../../support/kit/energy-empire.ts';

/** Three players past setup (the test kit, issue 22): plain nations, each seat's first dealt agenda. */
const kept = () => eePosition({ players: 3, seed: 'ee-test', keep: PLAIN_NATIONS.slice(0, 3).map((nation) => ({ nation })) });

/** Seat 0 is to move; seat 1 owns a coal and a nuclear die (taken from the supply) and its starting (secret) agenda. */
const offTurn = () => fixtures.turnOf(fixtures.giveDice(kept(), 1, ['coal', 'nuclear']), 0);

describe('D-P3 / D-P4 discards at any time (EE-2.5.6, EE-14.4, ER-11)', () => {
  it('EE-2.5.6 / ER-11 a seat that is not to move returns a die to the supply; the game still waits for the same decision', () => {
    const s = offTurn();
    expect(EE.pending(s).map((d) => d.seat)).toEqual([0]);
    expect(legal(s, 1)).toEqual([]);
    expect(EE.anyTimeMoves!(s, 1)).toEqual(['drop die coal', 'drop die nuclear', `drop agenda ${s.players[1]!.agendas[0]!.id}`]);
    const r = playWithEvents(s, 1, 'drop die nuclear');
    expect(r.state.players[1]!.dice).toEqual(['coal']);
    expect(r.state.diceSupply.nuclear).toBe(s.diceSupply.nuclear + 1);
    expect(r.events.map((e) => [e.kind, e.data])).toEqual([['drop-die', { seat: 1, die: 'nuclear' }]]);
    expect(r.state.current).toBe(0);
    expect(EE.pending(r.state)).toEqual(EE.pending(s));
  });

  it('EE-2.5.6 a discard in the middle of another player\'s Work turn leaves that turn where it was', () => {
    const s = play(offTurn(), 0, 'place mine');
    const waiting = EE.pending(s);
    const r = playWithEvents(s, 1, 'drop die coal');
    expect(EE.pending(r.state)).toEqual(waiting);
    expect(r.state.turn).toEqual(s.turn);
    expect(legal(r.state, 0)).toEqual(legal(s, 0));
  });

  it('EE-2.5.6 the player to move may discard too, without ending or answering the decision', () => {
    const s = fixtures.turnOf(fixtures.giveDice(kept(), 0, ['coal']), 0);
    const r = playWithEvents(s, 0, 'drop die coal');
    expect(r.state.players[0]!.dice).toEqual([]);
    expect(EE.pending(r.state)).toEqual(EE.pending(s));
  });

  it('EE-14.4 an off-turn seat discards its secret agenda: it leaves the game and stays secret in public', () => {
    const s = offTurn();
    const id = s.players[1]!.agendas[0]!.id;
    const r = playWithEvents(s, 1, `drop agenda ${id}`);
    expect(r.state.players[1]!.agendas).toEqual([]);
    expect(r.state.agendaDeck).not.toContain(id);
    expect(r.state.agendaDisplay).not.toContain(id);
    const [event] = r.events;
    expect(event).toMatchObject({ kind: 'drop-agenda', data: { seat: 1, agenda: null } });
    expect(JSON.stringify([event!.text, event!.data])).not.toContain(id);
    expect(event!.private).toEqual([{ seat: 1, text: expect.stringContaining('You discarded') }]);
    expect(EE.publicNotation!(`drop agenda ${id}`, 1)).toBe('drop agenda (hidden)');
  });

  it('ER-11 a discard of something the seat does not own is refused, says what may be discarded, and changes nothing', () => {
    const s = offTurn();
    const err = refused(s, 1, 'drop die solar_wind');
    expect(err.code).toBe('ee.cannot-drop');
    expect(err.message).toContain('drop die coal');
    const none = refused(s, 2, 'drop die coal');
    expect(none.code).toBe('ee.cannot-drop');
    expect(none.allowed).toEqual([`drop agenda ${s.players[2]!.agendas[0]!.id}`]);
    expect(refused(s, 1, 'drop agenda not_mine').code).toBe('ee.cannot-drop');
  });

  it('ER-11 a seat that is not to move may discard, and nothing else', () => {
    const s = offTurn();
    expect(refused(s, 1, 'place mine').code).toBe(CommonErrors.notYourTurn);
    expect(refused(s, 1, 'generate').code).toBe(CommonErrors.notYourTurn);
  });

  it('EE-3.10 nothing can be discarded before every player has kept a nation and an agenda, nor after the end', () => {
    let s = newGame(2);
    s = play(s, 0, `keep ${s.players[0]!.dealtNations[0]} ${s.players[0]!.dealtAgendas[0]}`);
    expect(EE.anyTimeMoves!(s, 0)).toEqual([]);
    expect(refused(s, 0, `drop agenda ${s.players[0]!.agendas[0]!.id}`).code).toBe(CommonErrors.notYourTurn);
    // Seat 1 still holds its setup decision: the game itself says why.
    expect(refused(s, 1, `drop agenda ${s.players[1]!.dealtAgendas[0]}`).code).toBe('ee.no-drop-yet');
    const over = playRandomGame(2, 'discard-end').final;
    expect(EE.anyTimeMoves!(over, 0)).toEqual([]);
    expect(refused(over, 0, 'drop die coal').code).toBe(CommonErrors.gameOver);
  });

  it('ER-11 /ee drop suggests the seat\'s own discards, on its turn or not', () => {
    const s = offTurn();
    expect(EE.suggest!(s, 1, 'drop', 'what', {})).toEqual(['die coal', 'die nuclear', `agenda ${s.players[1]!.agendas[0]!.id}`]);
    expect(EE.suggest!(s, 2, 'drop', 'what', {})).toEqual([`agenda ${s.players[2]!.agendas[0]!.id}`]);
  });
});

describe('ER-11 a die gained by an effect without room for it is offered inline: discard one to make room, or decline', () => {
  /** Seat 0 on its Work turn owns five dice; an effect gives it a coal die. */
  const full = (dice: DieType[] = ['solar_wind', 'solar_wind', 'nuclear', 'nuclear', 'hydro_geo']) => {
    const ctx: Ctx = { s: turnOf(started(3), 0, {}, (x) => (x.players[0]!.dice = [...dice])), events: [] };
    ctx.s.turn = { kind: 'work', location: 'power_plant', stage: 'activate' };
    ctx.s.tasks = runStep(ctx, 0, { die: 'coal' });
    advance(ctx);
    return ctx.s;
  };

  it('EE-2.4.1 / EE-2.5.6 / ER-11 the player holds a make-room decision with a button per die it could give back', () => {
    const s = full();
    const [d] = EE.pending(s);
    expect(d).toMatchObject({ seat: 0, kind: 'make-room', defaultMove: 'decline' });
    expect(d!.options!.map((o) => o.notation)).toEqual(['die coal replacing solar_wind', 'die coal replacing nuclear', 'die coal replacing hydro_geo', 'decline']);
  });

  it('ER-11 discarding a die makes room: the old die goes back to the supply and the new one is taken', () => {
    const s = full();
    const r = playWithEvents(s, 0, 'die coal replacing nuclear');
    expect([...r.state.players[0]!.dice].sort()).toEqual(['coal', 'hydro_geo', 'nuclear', 'solar_wind', 'solar_wind']);
    expect(r.state.diceSupply.nuclear).toBe(s.diceSupply.nuclear + 1);
    expect(r.state.diceSupply.coal).toBe(s.diceSupply.coal - 1);
    expect(r.events.map((e) => e.kind)).toEqual(['drop-die', 'gain-die']);
    expect(r.state.tasks.some((t) => t.k === 'make-room')).toBe(false);
  });

  it('EE-2.4.1 declining keeps the dice as they were and the gain is lost', () => {
    const s = full();
    const r = playWithEvents(s, 0, 'decline');
    expect(r.state.players[0]!.dice).toEqual(s.players[0]!.dice);
    expect(r.state.diceSupply).toEqual(s.diceSupply);
    expect(r.events.map((e) => [e.kind, e.data])).toEqual([['die-lost', { seat: 0, die: 'coal' }]]);
  });

  it('ER-11 a discard made at any time before answering makes room by itself: the die is taken at once', () => {
    const s = full();
    const r = playWithEvents(s, 0, 'drop die solar_wind');
    expect(r.state.players[0]!.dice).toContain('coal');
    expect(r.events.map((e) => e.kind)).toEqual(['drop-die', 'gain-die']);
  });

  it('EE-2.5.4 no offer when no discard could make room (supply out): the gain is simply lost', () => {
    const ctx: Ctx = { s: turnOf(started(3), 0, {}, (x) => (x.players[0]!.dice = ['solar_wind', 'solar_wind', 'nuclear', 'nuclear', 'hydro_geo'])), events: [] };
    ctx.s.diceSupply.coal = 0;
    expect(runStep(ctx, 0, { die: 'coal' })).toEqual([]);
    expect(ctx.events.map((e) => e.kind)).toEqual(['die-lost']);
  });
});
