/**
 * Advanced Civilization through the table service (issue 13, spec H): while a 4-player game is played by random legal
 * moves, no trade card of any hand and no hidden answer reaches a public post, the public board or card SVG, another
 * seat's autocomplete or a DM to another seat. The images are the real SVGs, kept as text to search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { advancedCivilizationEntry } from '../../src/games/advanced-civilization/entry.ts';
import { commodities } from '../../src/games/advanced-civilization/data/cards.ts';
import type { AcState } from '../../src/games/advanced-civilization/state.ts';
import { catalogOf } from '../../src/games/entry.ts';
import type { Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import { cardLayout, type TableImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { pickWeighted } from '../../src/sandbox/playout.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, cat, ok } from '../support/table-service.ts';
import { commodityHands, givenPart, mentions, offerNotice, withoutFaceUpCards } from '../support/ac-hidden.ts';

const dee: Actor = { userId: '400', name: 'Dee', canManage: false };
const players: Actor[] = [ann, ben, cat, dee];
const channelId = 'ac-leak';
const game = advancedCivilizationEntry.module;

/** The SVG of each image, as text. */
const svgImages: TableImages = {
  board: async (req) => ({ name: 'board.svg', data: Buffer.from(req.entry.renderBoard(req.entry.module.view(req.state, null), req.ctx)) }),
  privateImage: async () => undefined,
  card: async (req, words) => ({ name: 'card.svg', data: Buffer.from(cardLayout(req.entry, req.state, req.ctx, words).svg) }),
};

let db: TestStore;
let store: Store;
let service: TableService;
let tableId = '';

const state = async () => (await store.getTable(tableId))!.snapshot as AcState;

function publicTexts(o: Outcome): string[] {
  return o.posts
    .flatMap((p) => [p.text, ...p.buttons.map((b) => b.label), ...(p.select?.options.map((x) => x.label) ?? []), p.image ? p.image.data.toString() : ''])
    .map(withoutFaceUpCards);
}

beforeAll(async () => {
  db = await openTestStore();
  store = db.store;
  service = new TableService({ store, games: catalogOf([advancedCivilizationEntry]), images: svgImages, newSeed: () => 'leak-seed', clock: () => new Date('2026-01-01T00:00:00Z') });
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'advanced-civilization', options: {} }));
  for (const p of [ben, cat, dee]) ok(await service.join(p, channelId));
  ok(await service.start(ann, channelId, 'join'));
  tableId = (await store.getActiveTable(channelId))!.id;
});
afterAll(async () => db?.cleanup());

describe('Advanced Civilization hidden information through the table service (H)', () => {
  it('H 27.3 no hand card or hidden answer in public posts and images, other seats\' autocomplete or DMs', async () => {
    const chooser = seedRng('ac-leak');
    const leaks: string[] = [];
    let heldChecks = 0;
    let answerChecks = 0;
    for (let i = 0; i < 400; i++) {
      const before = await state();
      if (game.result(before)) break;
      const decisions = game.pending(before);
      const d = decisions[randomInt(chooser, decisions.length)]!;
      const move = pickWeighted(chooser, game.legal(before, d.seat), game.randomPlayWeights);
      const outcome = ok(await service.move(players[d.seat]!, { channelId, text: move }));
      const s = await state();
      const hands = commodityHands(s);
      const texts = publicTexts(outcome);
      // Cards held now: unseen by the public, and by every other seat (in a DM or in its autocomplete).
      for (const [seat, hand] of hands.entries()) {
        for (const card of hand) {
          heldChecks++;
          const notMine = (x: number) => !hands[x]!.has(card);
          for (const t of texts) if (mentions(t, card)) leaks.push(`public text names ${card} of seat ${seat}: ${t.slice(0, 200)}`);
          for (const dm of outcome.dms) {
            const x = players.findIndex((p) => p.userId === dm.userId);
            if (x !== seat && notMine(x) && !offerNotice.test(dm.text) && mentions(dm.text, card)) leaks.push(`DM to seat ${x} names ${card} of seat ${seat}: ${dm.text.slice(0, 200)}`);
          }
        }
      }
      // Hidden answers given and not yet revealed: in no public text.
      for (const [seat, answer] of Object.entries(s.sim?.answers ?? {})) {
        answerChecks++;
        for (const t of texts) if (answer.length > 6 && t.toLowerCase().includes(answer)) leaks.push(`public text shows seat ${seat}'s answer "${answer}"`);
      }
      // Autocomplete of every other seat: only its own legal moves, never another hand's card.
      if (i % 10 === 0) {
        for (const [x, actor] of players.entries()) {
          const values = await service.suggest(actor, channelId, { subcommand: 'play', option: 'move', filled: {}, typed: '' });
          for (const v of values) for (const [seat, hand] of hands.entries()) for (const card of hand) if (seat !== x && !hands[x]!.has(card) && mentions(givenPart(v.value), card)) leaks.push(`autocomplete of seat ${x} names ${card}: ${v.value}`);
          expect(values.map((v) => v.value).every((v) => game.legal(s, x).some((m) => m.startsWith(v)))).toBe(true);
        }
      }
    }
    expect(leaks).toEqual([]);
    console.log(`ac-leak: ${heldChecks} held-card checks, ${answerChecks} hidden-answer checks, turn ${(await state()).turn}`);
    expect(heldChecks).toBeGreaterThan(0);
    // The control: the owner does see their own cards (My view), so the searches above look at the right words.
    const end = await state();
    const holder = end.players.findIndex((p) => p.hand.some((c) => commodities()[c]));
    const own = await service.view(players[holder]!, { channelId });
    expect(end.players[holder]!.hand.some((c) => commodities()[c] && mentions(own.reply!.text, c))).toBe(true);
    expect(answerChecks).toBeGreaterThan(0);
  });
});
