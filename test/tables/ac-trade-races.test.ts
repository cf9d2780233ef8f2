/**
 * Advanced Civilization trade (28, D.3.4-D.3.5) through the table service: racing answers resolve to exactly one
 * outcome, with no card lost or duplicated (PGlite here; Postgres too when DATABASE_URL is set, as in CI).
 * The service gets a catalog entry with a trivial board drawing: images are not what this test is about.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { isCommodity } from '../../src/games/advanced-civilization/data/cards.ts';
import { advancedCivilization, type AcState } from '../../src/games/advanced-civilization/index.ts';
import { catalogOf, type AnyGameEntry } from '../../src/games/entry.ts';
import type { Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import { noImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { pickWeighted } from '../../src/sandbox/playout.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, cat, ok } from '../support/table-service.ts';

const acEntry: AnyGameEntry = { module: advancedCivilization, renderBoard: () => '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const players: Actor[] = [ann, ben, cat];
const channelId = 'ac-trade-races';

let db: TestStore;
let store: Store;
let service: TableService;
let tableId = '';

async function state(): Promise<AcState> {
  return (await store.getTable(tableId))!.snapshot as AcState;
}

const succeeded = (o: Outcome) => o.reply?.kind !== 'error';
const commodities = (s: AcState, seat: number) => s.players[seat]!.hand.filter(isCommodity).sort();
const allCards = (s: AcState) => s.players.flatMap((p) => p.hand).sort();

/** Terms giving three of the seat's commodity cards (two guaranteed), asking three including two of the partner's. */
function offer(s: AcState, from: number, to: number): string {
  const give = commodities(s, from).slice(0, 3);
  const ask = commodities(s, to).slice(0, 2);
  const counts = (cards: string[]) => cards.map((c) => `${c} 1`).join(', ');
  return `give ${counts(give)} guarantee ${counts(give.slice(0, 2))} ask 3 ${counts(ask)}`;
}

function offerTo(s: AcState, from: number, to: number): string {
  return `offer ${s.players[to]!.nation} ${offer(s, from, to)}`;
}

/** The acceptance of the latest offer to `seat`: its three first commodity cards (they include the two asked). */
function acceptance(s: AcState, seat: number, id: number): string {
  return `accept ${id} give ${commodities(s, seat).slice(0, 3).map((c) => `${c} 1`).join(', ')}`;
}

/**
 * After Ann trades her first three commodity cards with either partner (who gives his first three), she no longer
 * holds them all: otherwise her offer of the same cards to the other partner stays valid and both acceptances hold.
 */
function givesOutOnce(s: AcState): boolean {
  const give = commodities(s, 0).slice(0, 3);
  return [1, 2].every((partner) => {
    const after = [...s.players[0]!.hand];
    for (const c of give) after.splice(after.indexOf(c), 1);
    after.push(...commodities(s, partner).slice(0, 3));
    return give.some((c) => after.filter((x) => x === c).length < give.filter((x) => x === c).length);
  });
}

function lastOfferId(s: AcState): number {
  return s.trade!.nextOfferId - 1;
}

async function move(seat: number, text: string): Promise<Outcome> {
  return service.move(players[seat]!, { channelId, text });
}

beforeAll(async () => {
  db = await openTestStore();
  store = db.store;
  service = new TableService({ store, games: catalogOf([acEntry]), images: noImages, newSeed: () => 'fixed-seed', clock: () => new Date('2026-01-01T00:00:00Z') });
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'advanced-civilization', options: {} }));
  ok(await service.join(ben, channelId));
  ok(await service.join(cat, channelId));
  ok(await service.start(ann, channelId, 'join'));
  tableId = (await store.getActiveTable(channelId))!.id;
  // Random legal moves through the service until a trade phase where all three trade with at least 3 commodity cards.
  const chooser = seedRng('a');
  for (let i = 0; i < 2000; i++) {
    const s = await state();
    if (s.phase === 'trade' && s.trade!.eligible.length === 3 && [0, 1, 2].every((x) => commodities(s, x).length >= 3) && givesOutOnce(s)) return;
    const decisions = advancedCivilization.pending(s);
    const d = decisions[randomInt(chooser, decisions.length)]!;
    ok(await move(d.seat, pickWeighted(chooser, advancedCivilization.legal(s, d.seat), advancedCivilization.randomPlayWeights)));
  }
  throw new Error('random play did not reach a three-player trade phase');
});
afterAll(async () => db?.cleanup());

describe('AC trade races through the table service (D.3.4-D.3.5)', () => {
  it('two acceptances racing for the same cards: exactly one trade, the other offer cancelled, no card lost or doubled', async () => {
    const s = await state();
    const cardsBefore = allCards(s);
    const offered = ok(await move(0, offerTo(s, 0, 1)));
    // H: an offer's cards reach only its two parties (a DM each); the public post names none.
    const offeredCards = new Set(commodities(s, 0).slice(0, 3));
    for (const post of offered.posts) for (const c of offeredCards) expect(post.text).not.toMatch(new RegExp(`\\b${c}\\b`));
    const told = offered.dms.filter((d) => [...offeredCards].some((c) => new RegExp(`\\b${c}\\b`).test(d.text)));
    expect(told.length).toBeGreaterThan(0);
    for (const d of told) expect([ann.userId, ben.userId]).toContain(d.userId);
    const toBen = lastOfferId(await state());
    ok(await move(0, offerTo(s, 0, 2)));
    const toCat = lastOfferId(await state());
    const withOffers = await state();
    const outcomes = await Promise.all([move(1, acceptance(withOffers, 1, toBen)), move(2, acceptance(withOffers, 2, toCat))]);
    expect(outcomes.filter(succeeded)).toHaveLength(1);
    expect(outcomes.find((o) => !succeeded(o))!.reply!.text).toMatch(/no open offer #\d+/i);
    // H: the public post names no card; what each party received goes to that party's DM only.
    const won = outcomes.find(succeeded)!;
    const winner = outcomes.indexOf(won) === 0 ? ben : cat;
    for (const post of won.posts) for (const c of new Set(allCards(s))) expect(post.text).not.toContain(c);
    expect(new Set(won.dms.filter((d) => d.text.includes('you received')).map((d) => d.userId))).toEqual(new Set([ann.userId, winner.userId]));
    const after = await state();
    expect(after.trade!.completedThisTurn).toBe(s.trade!.completedThisTurn + 1);
    expect(after.trade!.offers.filter((o) => o.id === toBen || o.id === toCat)).toEqual([]);
    expect(allCards(after)).toEqual(cardsBefore);
    const log = await store.listMoves(tableId);
    expect(log.filter((m) => m.notation.startsWith(`accept ${toBen} `) || m.notation.startsWith(`accept ${toCat} `))).toHaveLength(1);
    expect(log.map((m) => m.seq)).toEqual(log.map((_m, i) => i + 1));
  });

  it('an acceptance racing a withdrawal: either the trade or the withdrawal, never both', async () => {
    const s = await state();
    const cardsBefore = allCards(s);
    ok(await move(1, offerTo(s, 1, 2)));
    const id = lastOfferId(await state());
    const withOffer = await state();
    const [accept, withdraw] = await Promise.all([move(2, acceptance(withOffer, 2, id)), move(1, `withdraw ${id}`)]);
    expect([accept, withdraw].filter(succeeded)).toHaveLength(1);
    expect([accept, withdraw].find((o) => !succeeded(o))!.reply!.text).toMatch(/no open offer #\d+/i);
    const after = await state();
    expect(after.trade!.offers.find((o) => o.id === id)).toBeUndefined();
    expect(after.trade!.completedThisTurn).toBe(s.trade!.completedThisTurn + (succeeded(accept) ? 1 : 0));
    expect(allCards(after)).toEqual(cardsBefore);
    const log = await store.listMoves(tableId);
    expect(log.filter((m) => m.notation === `withdraw ${id}` || m.notation.startsWith(`accept ${id} `))).toHaveLength(1);
  });

  it('a counter crossing an acceptance of the same cards: one trade, and no open offer left on cards that moved', async () => {
    const s = await state();
    const cardsBefore = allCards(s);
    ok(await move(0, offerTo(s, 0, 2)));
    const fromAnn = lastOfferId(await state());
    ok(await move(2, offerTo(s, 2, 0)));
    const fromCat = lastOfferId(await state());
    const open = await state();
    // Ann accepts Cat's offer while Cat counters Ann's offer with the very cards of her own offer.
    const [accept, counter] = await Promise.all([move(0, acceptance(open, 0, fromCat)), move(2, `counter ${fromAnn} ${offer(open, 2, 0)}`)]);
    expect(succeeded(accept)).toBe(true);
    const after = await state();
    expect(after.trade!.completedThisTurn).toBe(s.trade!.completedThisTurn + 1);
    expect(allCards(after)).toEqual(cardsBefore);
    // Whatever the order, no open offer promises cards its offerer no longer holds.
    for (const o of after.trade!.offers) {
      const hand = [...after.players[o.from]!.hand];
      for (const c of o.give) expect(hand.splice(hand.indexOf(c), 1)).toEqual([c]);
    }
    const log = await store.listMoves(tableId);
    expect(log.filter((m) => m.notation.startsWith(`accept ${fromCat} `))).toHaveLength(1);
    expect(log.filter((m) => m.notation.startsWith(`counter ${fromAnn} `))).toHaveLength(succeeded(counter) ? 1 : 0);
  });
});
