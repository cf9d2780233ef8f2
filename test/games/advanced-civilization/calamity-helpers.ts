import type { GameEvent } from '../../../src/engine/types.ts';
import { beginCiv } from '../../../src/games/advanced-civilization/rules/flow.ts';
import { startCalamities } from '../../../src/games/advanced-civilization/rules/29-calamities.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { randomInt, seedRng, shuffle } from '../../../src/engine/rng.ts';
import type { NationId } from '../../../src/games/advanced-civilization/data/nations.ts';
import { calamityList } from '../../../src/games/advanced-civilization/data/cards.ts';
import { game, give, play, put, testState } from './helpers.ts';

/**
 * Puts calamity cards in hands (traders: card -> seat that gave it, default drawn) and opens phase 11 on a one-turn
 * game, so that the game ends right after the phase and the board stays as the calamities left it.
 */
export function strike(s: AcState, hands: Record<number, string[]>, traders: Record<string, number> = {}): GameEvent[] {
  for (const [seat, cards] of Object.entries(hands)) {
    s.players[Number(seat)]!.hand.push(...cards);
    for (const c of cards) s.calamityTraders[c] = traders[c] ?? null;
  }
  s.options = { ...s.options, turnLimit: 1 };
  const events: GameEvent[] = [];
  // Flow (rules/flow.ts beginCalamities): without a prompt the turn goes on to phase 12.
  if (!startCalamities(s, events)) beginCiv(s, events);
  return events;
}

/** The data of the events of one kind, in order. */
export function dataOf(events: readonly GameEvent[], kind: string): Readonly<Record<string, unknown>>[] {
  return events.filter((e) => e.kind === kind).map((e) => e.data ?? {});
}

/** The waiting calamity decision of a seat. */
export function decisionOf(s: AcState, seat: number) {
  return game.pending(s).find((d) => d.seat === seat);
}

/** Plays every waiting decision's default until phase 11 is over. */
export function finishWithDefaults(s: AcState): AcState {
  let t = s;
  for (let i = 0; i < 50 && t.phase === 'calamities'; i++) {
    const d = game.pending(t)[0]!;
    t = play(t, d.seat, d.defaultMove!);
  }
  return t;
}

export function cityOwner(s: AcState, area: string): string | null {
  return s.board[area]?.city ?? null;
}

export function tokens(s: AcState, area: string, owner: string): number {
  return (s.board[area]?.tokens as Record<string, number> | undefined)?.[owner] ?? 0;
}

const AREAS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'w'];
const NATIONS: NationId[] = ['africa', 'italy', 'thrace', 'crete'];
const CARDS = ['engineering', 'pottery', 'medicine', 'roadbuilding', 'music', 'military', 'philosophy', 'law', 'theology', 'monotheism', 'mining', 'enlightenment', 'deism'];

/** A random test-map board: each area one owner's city or tokens, random civilization cards, random calamities. */
export function randomPosition(seed: string): { s: AcState; hands: Record<number, string[]>; traders: Record<string, number> } {
  const rng = seedRng(seed);
  const s = testState(NATIONS);
  s.players[0]!.startArea = 'a';
  for (const a of AREAS) {
    const owner = NATIONS[randomInt(rng, NATIONS.length)]!;
    if (randomInt(rng, 2) === 0) put(s, a, owner, 0, true);
    else put(s, a, owner, 1 + randomInt(rng, 4));
  }
  for (let seat = 0; seat < NATIONS.length; seat++) give(s, seat, CARDS.filter(() => randomInt(rng, 4) === 0));
  const hands: Record<number, string[]> = {};
  const traders: Record<string, number> = {};
  for (const c of shuffle(rng, calamityList().map((x) => x.id)).slice(0, 6)) {
    const seat = randomInt(rng, NATIONS.length);
    (hands[seat] ??= []).push(c);
    if (c !== 'volcano_earthquake' && randomInt(rng, 2) === 0) traders[c] = (seat + 1 + randomInt(rng, 3)) % NATIONS.length;
  }
  s.players[1]!.hand.push('grain', 'grain');
  return { s, hands, traders };
}
