import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation, replay, type LoggedMove } from '../../src/engine/play.ts';
import { pick, randomInt, seedRng, type RngState } from '../../src/engine/rng.ts';
import { highCard, highCardEntry, type HighCardOptions, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { publicViewOf, seatsOf } from './high-card-helpers.ts';

/** A copy whose hidden information (other hands, deck, RNG, others' unrevealed bets) differs from the original. */
function withOtherSecrets(state: HighCardState, keepSeat: number | null): HighCardState {
  const t = structuredClone(state);
  t.rng = seedRng(`other-${JSON.stringify(state.rng)}`);
  t.deck = t.deck.map((c) => c + 100).reverse();
  t.hands = t.hands.map((hand, seat) => (seat === keepSeat ? hand : hand.map((c) => c + 100)));
  if (t.betting) {
    t.betting.answers = t.betting.answers.map((a, seat) => (seat === keepSeat || a === null ? a : a === 'yes' ? 'no' : 'yes'));
  }
  return t;
}

/** Hot loop: plain checks that throw, because an expect() per step makes 600 games slow. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

const json = (v: unknown): string => JSON.stringify(v);

/** The public view, and one seat's view, must not change when the secrets hidden from them change. */
function checkPrivacy(state: HighCardState, seat: number, where: string): void {
  const ctx = { seatNames: state.players.map((p) => p.name) };
  const pub = publicViewOf(state);
  const pubJson = json(pub);
  const other = withOtherSecrets(state, null);
  check(json(publicViewOf(other)) === pubJson, `${where}: public view depends on hidden information`);
  check(highCardEntry.renderBoard(publicViewOf(other), ctx) === highCardEntry.renderBoard(pub, ctx), `${where}: board depends on hidden information`);
  check(highCard.statusLine(other) === highCard.statusLine(state), `${where}: status line depends on hidden information`);
  check(!/"(hand|hands|deck|rng|myBet|a|b|c|d)"/.test(pubJson), `${where}: public view has a private field: ${pubJson}`);
  const shown = [...pub.trick, ...(pub.lastTrick?.plays ?? [])].flatMap((p) => (p.card === null ? [] : [p.card]));
  check(!state.hands.some((hand) => shown.some((card) => hand.includes(card))), `${where}: a shown card is still in a hand`);
  const others = withOtherSecrets(state, seat);
  check(json(highCard.view(others, seat)) === json(highCard.view(state, seat)), `${where}: seat ${seat} view shows other seats' secrets`);
  check(highCard.privateSummary?.(others, seat) === highCard.privateSummary?.(state, seat), `${where}: seat ${seat} summary shows others' secrets`);
}

function checkInvariants(state: HighCardState, where: string): void {
  const cards = [...state.hands.flat(), ...state.deck, ...state.trick.flatMap((p) => (p.card === null ? [] : [p.card]))];
  check(new Set(cards).size === cards.length, `${where}: a card is in two places`);
  check(cards.every((c) => c >= 1 && c <= 20), `${where}: a card outside 1..20`);
  check(state.hands.every((hand) => hand.length <= state.handSize), `${where}: a hand is too big`);
  const tricksDone = (state.round - 1) * state.handSize + state.trickInRound - (state.betting || state.finished ? 0 : 1);
  check(state.tricks.reduce((a, b) => a + b, 0) === tricksDone, `${where}: trick count is off`);
  check(state.betPoints.every((n) => n >= 0), `${where}: negative bet points`);
}

function randomOptions(rng: RngState): HighCardOptions {
  return highCard.options.parse({ rounds: 1 + randomInt(rng, 5), handSize: 2 + randomInt(rng, 5), variant: pick(rng, ['standard', 'quick']) });
}

function playOut(players: number, game: number, driver: RngState): void {
  const options = randomOptions(driver);
  const seats = seatsOf(players);
  const seed = `playout-${players}-${game}`;
  let state = highCard.setup(options, seats, seed);
  const log: LoggedMove[] = [];
  for (let step = 0; highCard.result(state) === null; step++) {
    if (step > 1000) throw new Error('game does not end');
    const where = `${seed} step ${step}`;
    const decisions = highCard.pending(state);
    check(decisions.length > 0, `${where}: nobody can move in a running game`);
    const holders = new Set(decisions.map((d) => d.seat));
    for (let seat = 0; seat < players; seat++) check(highCard.legal(state, seat).length > 0 === holders.has(seat), `${where}: legal() disagrees with pending() for seat ${seat}`);
    const seat = pick(driver, decisions).seat;
    const move = pick(driver, highCard.legal(state, seat));
    const played = playNotation<HighCardState>(highCard, state, seat, move);
    if (isRuleError(played)) throw new Error(`${where}: seat ${seat} '${move}' refused: ${played.message}`);
    check(played.notation === move, `${where}: notation ${played.notation} is not the legal move ${move}`);
    for (const event of played.events) for (const line of event.private ?? []) check(line.seat >= 0 && line.seat < players, `${where}: private line to seat ${line.seat}`);
    log.push({ seat, notation: played.notation });
    state = played.state;
    checkInvariants(state, where);
    checkPrivacy(state, randomInt(driver, players), where);
  }
  const result = highCard.result(state);
  expect(result?.scores.map((s) => s.seat).sort()).toEqual(seats.map((_, i) => i));
  expect(result?.scores[0]?.rank).toBe(1);
  expect(state.tricks.reduce((a, b) => a + b, 0)).toBe(options.rounds * state.handSize);
  expect(replay<HighCardState>(highCard, { options, seats, seed }, log)).toEqual(state);
}

/** Random play of High Card with 2, 3 and 4 players, `games` games each (npm test plays a few, npm run test:long many). */
export function highCardPlayoutSuite(games: number): void {
  describe('High Card random play (HC-1..HC-6)', () => {
    for (const players of [2, 3, 4]) {
      it(`plays ${games} complete ${players}-player games from legal moves with no error, private info kept, and replay equal`, () => {
        const driver = seedRng(`driver-${players}`);
        for (let game = 0; game < games; game++) playOut(players, game, driver);
      });
    }
  });
}
