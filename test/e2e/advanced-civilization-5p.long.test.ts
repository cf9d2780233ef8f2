/**
 * Issue 13: a whole 5-player Advanced Civilization game through the fake Discord, from the lobby to the final scores,
 * with trades and a calamity answered through the private forms (buttons, select menus and a modal), and a leak audit
 * of every message (channel posts, ephemeral replies, DMs), every picture and every autocomplete list (spec H).
 * The pictures are the SVG the bot would rasterise, so their text can be searched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advancedCivilizationEntry } from '../../src/games/advanced-civilization/entry.ts';
import { AC_FAMILIES } from '../../src/games/advanced-civilization/commands.ts';
import type { AcState } from '../../src/games/advanced-civilization/state.ts';
import { catalogOf } from '../../src/games/entry.ts';
import { cardLayout, type TableImages } from '../../src/tables/images.ts';
import { messageText } from './fake-discord/index.ts';
import type { FakeMessage, FakeUser, JsonObject } from './fake-discord/types.ts';
import { commodities } from '../../src/games/advanced-civilization/data/cards.ts';
import { findScript, isCalamityAnswer, isTradeMove, type AcScript, type ScriptedMove } from './support/ac-script.ts';
import { latestTurnPost, startTableHarness, type TableHarness } from './support/table-harness.ts';
import { commodityHands, givenPart, mentions, offerNotice, withoutCivilizationCards, withoutFaceUpCards } from '../support/ac-hidden.ts';
import { playByForm, type FormPlay } from './support/ac-forms-driver.ts';
import { allComponents } from './fake-discord/index.ts';

const games = catalogOf([advancedCivilizationEntry]);
const game = advancedCivilizationEntry.module;
const NAMES = ['ada', 'bo', 'cy', 'di', 'ed'];
const TABLE_SEED = 'ac5-table';
const TURN_LIMIT = 10;

/** The pictures as SVG text (what the bot rasterises), so the audit can read them. */
const svgImages: TableImages = {
  board: async (req) => ({ name: 'board.svg', data: Buffer.from(req.entry.renderBoard(req.entry.module.view(req.state, null), req.ctx)) }),
  privateImage: async (req, seat) => {
    const svg = req.entry.renderPrivate?.(req.entry.module.view(req.state, seat), seat, req.ctx) ?? null;
    return svg === null ? undefined : { name: 'private.svg', data: Buffer.from(svg) };
  },
  card: async (req, words) => ({ name: 'card.svg', data: Buffer.from(cardLayout(req.entry, req.state, req.ctx, words).svg) }),
};

let h: TableHarness;
let script: AcScript;

beforeAll(async () => {
  script = findScript(game.options.parse({ turnLimit: TURN_LIMIT }), NAMES.map((name) => ({ name })), TABLE_SEED, 'ac5');
  h = await startTableHarness(games, NAMES, { newSeed: () => TABLE_SEED, images: svgImages });
});
afterAll(async () => h?.close());

/** Every visible string of a message, with the text of its SVG pictures. */
function visibleText(m: FakeMessage): string {
  const pictures = m.attachments.filter((a) => a.filename.endsWith('.svg')).map((a) => Buffer.from(a.bytes).toString());
  return [messageText(m), ...pictures].join('\n');
}

/** A select menu that offers every commodity (what an offer may ask for) says nothing about any hand. */
function listsEveryCommodity(c: JsonObject): boolean {
  const labels = ((c.options as { label: string }[] | undefined) ?? []).map((o) => o.label).join(' ');
  return c.type === 3 && Object.keys(commodities()).every((card) => mentions(labels, card));
}

/**
 * What the audit searches: the visible text without the lists of every commodity to ask for, and without what a move
 * asks for ("... ask 3 papyrus 1"): a seat's own wish, like the ask part of its autocomplete (see givenPart).
 */
function searchedText(m: FakeMessage): string {
  const rows = m.components.map((row) => ({ ...row, components: ((row.components as JsonObject[] | undefined) ?? []).filter((c) => !listsEveryCommodity(c)) }));
  return visibleText({ ...m, components: rows }).replace(/\bask \d+[^`\n]*/gi, 'ask …');
}

/** A signature that changes when a message is edited (the fake replaces the stored snapshot). */
const signature = (m: FakeMessage) => `${m.id}:${visibleText(m).length}:${m.components.length}`;

interface Audit {
  leaks: string[];
  checked: number;
  seen: Set<string>;
}

/**
 * Searches the messages that are new or edited since the last call. A card is a leak in a text that a reader other than
 * its holder sees, unless the reader held it before or after the move, the rules show it face up, or the text is the
 * reader's own offer notice (D.3.3).
 */
function auditNewMessages(audit: Audit, users: FakeUser[], before: Set<string>[], after: Set<string>[]): void {
  for (const m of h.fake.allMessages()) {
    const sig = signature(m);
    if (audit.seen.has(sig)) continue;
    audit.seen.add(sig);
    audit.checked++;
    const text = searchedText(m);
    const reader = m.audience.kind === 'channel' ? -1 : users.findIndex((u) => u.id === (m.audience as { userId: string }).userId);
    const searched = reader === -1 ? withoutFaceUpCards(text) : withoutCivilizationCards(text);
    if (reader !== -1 && offerNotice.test(text)) continue;
    for (const [seat, hand] of after.entries()) {
      if (seat === reader) continue;
      for (const card of hand) {
        const readerHolds = reader !== -1 && (before[reader]!.has(card) || after[reader]!.has(card));
        if (!readerHolds && mentions(searched, card)) audit.leaks.push(`${m.audience.kind}${reader === -1 ? '' : ` to seat ${reader}`} names ${card} of seat ${seat}: ${text.slice(0, 160)}`);
      }
    }
  }
}

/** Each seat's autocomplete for any move: only its own legal moves, never a card of another hand it does not hold. */
async function auditAutocomplete(audit: Audit, users: FakeUser[], s: AcState, tableId: string): Promise<void> {
  const hands = commodityHands(s);
  for (const [x, user] of users.entries()) {
    const seat = (await h.store.listSeats(tableId)).find((r) => r.userId === user.id)!.seat;
    for (const sub of ['play', 'trade']) {
      const option = sub === 'play' ? 'move' : 'action';
      const values = await h.fake.autocomplete(user, 'civ', { subcommand: sub, options: { [option]: '' }, focused: option });
      audit.checked++;
      for (const v of values) {
        for (const [other, hand] of hands.entries()) {
          if (other === seat) continue;
          for (const card of hand) if (!hands[seat]!.has(card) && mentions(givenPart(String(v.value)), card)) audit.leaks.push(`autocomplete of ${NAMES[x]} names ${card}: ${String(v.value)}`);
        }
      }
    }
  }
}

/** True once a seat holding a commodity card found it named in its own My view (false while nobody holds one). */
async function ownViewShowsOwnCards(tableId: string, s: AcState): Promise<boolean> {
  const holder = commodityHands(s).findIndex((hand) => hand.size > 0);
  if (holder === -1) return false;
  const card = [...commodityHands(s)[holder]!][0]!;
  const view = await h.slash(await h.userForSeat(tableId, holder), 'game', { subcommand: 'view', options: {} });
  expect(view.ephemeral).toBe(true);
  expect(mentions(visibleText(view), card)).toBe(true);
  return true;
}

async function reply(message: FakeMessage, move: ScriptedMove): Promise<void> {
  if (message.content.startsWith('⚠️')) throw new Error(`move "${move.notation}" by seat ${move.seat + 1} was refused: ${message.content}`);
}

describe('Advanced Civilization: a whole 5-player game on Discord (issue 13)', () => {
  it('D.3 29 H lobby to final scores with trades and a calamity through forms, and nothing of a hand reaches another player', async () => {
    const users = h.users;
    const [host, ...others] = users as [FakeUser, ...FakeUser[]];
    await h.slash(host, 'game', { subcommand: 'new', options: { game: 'advanced-civilization', options: `turn-limit=${TURN_LIMIT}` } });
    for (const u of others) await h.slash(u, 'game', { subcommand: 'join', options: {} });
    await h.slash(host, 'game', { subcommand: 'start', options: { order: 'join' } });
    const tableId = (await h.active())!.id;
    const audit: Audit = { leaks: [], checked: 0, seen: new Set() };
    let controlled = false;
    const acceptedByForm: FormPlay[] = [];
    const calamityByForm: FormPlay[] = [];
    const ways: Record<'button' | 'subcommand' | 'slash' | FormPlay, number> = { button: 0, subcommand: 0, slash: 0, form: 0, 'form-dm': 0 };

    for (const [i, move] of script.moves.entries()) {
      const table = (await h.active())!;
      const s = table.snapshot as AcState;
      expect(game.pending(s).some((d) => d.seat === move.seat), `move ${i}: seat ${move.seat + 1} holds no decision`).toBe(true);
      const user = await h.userForSeat(tableId, move.seat);
      const before = commodityHands(s);
      if (isTradeMove(move) || isCalamityAnswer(move)) {
        const way = await playByForm(h, user, tableId, move);
        ways[way]++;
        if (move.form && move.notation.startsWith('accept ')) acceptedByForm.push(way);
        if (move.form && isCalamityAnswer(move)) calamityByForm.push(way);
      } else {
        const post = latestTurnPost(h.fake);
        const buttonId = post ? allComponents(post).find((c) => typeof c.custom_id === 'string' && c.custom_id.startsWith('t|o|') && c.custom_id.endsWith(`|${move.notation}`))?.custom_id : undefined;
        const family = AC_FAMILIES.find((f) => f.words.includes(move.notation.split(' ')[0]!) && !f.confirm);
        if (buttonId && post) {
          await reply(await (await h.fake.clickButton(user, post, buttonId as string)).final(), move);
          ways.button++;
        } else if (family && i % 4 === 0) {
          const value = family.prefix ? move.notation.slice(family.prefix.length + 1) : move.notation;
          await reply(await h.slash(user, 'civ', { subcommand: family.name, options: { [family.option]: value } }), move);
          ways.subcommand++;
        } else {
          await reply(await h.slash(user, 'move', { options: { text: move.notation } }), move);
          ways.slash++;
        }
      }
      const after = await h.store.getTable(tableId);
      expect(after!.version, `move ${i} (${move.notation}) was not applied`).toBe(table.version + 1);
      auditNewMessages(audit, users, before, commodityHands(after!.snapshot as AcState));
      if (i % 40 === 0 && after!.status === 'active') await auditAutocomplete(audit, users, after!.snapshot as AcState, tableId);
      if (!controlled) controlled = await ownViewShowsOwnCards(tableId, after!.snapshot as AcState);
    }
    // The control: a holder does see their own cards (My view), so the searches above look at the right words.
    expect(controlled).toBe(true);

    // 34-35: the game is over and the final post ranks all five players.
    expect(await h.active()).toBeNull();
    const final = h.fake.messages(h.fake.channelId).at(-1)!;
    for (const name of NAMES) expect(final.content).toContain(name);
    expect(final.content).toMatch(/1\./);
    expect(script.tradesAccepted).toBeGreaterThan(0);
    expect(script.calamityAnswers).toBeGreaterThan(0);
    // D.3.4 / 29: at least one trade accepted and one calamity answered through a form (selects, Submit), opened from the
    // DM that announced it or from My view.
    expect(acceptedByForm.length).toBeGreaterThan(0);
    expect(calamityByForm.length).toBeGreaterThan(0);
    expect(audit.leaks).toEqual([]);
    console.log(`ac 5p e2e: ${script.moves.length} moves (${JSON.stringify(ways)}), ${script.tradesAccepted} trades, ${script.calamityAnswers} calamity answers (by form: accepts ${acceptedByForm.join(',')}; calamities ${calamityByForm.join(',')}), ${audit.checked} messages and lists audited`);
  });
});
