/**
 * Move forms end to end through the fake Discord, with High Card's HC-7 forms: a form opened from My view,
 * values chosen in its select menus (the message updated in place), submitted through the modal; and a bet form
 * announced by DM whose button still works after another player has moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFormId } from '../../src/discord/custom-ids.ts';
import { catalogOf } from '../../src/games/entry.ts';
import { highCardWithForms, highCardWithFormsEntry } from '../fixtures/games/high-card/forms.ts';
import type { HighCardMove } from '../fixtures/games/high-card/moves.ts';
import { seatsToBet, seatToPlay, type HighCardState } from '../fixtures/games/high-card/state.ts';
import { allComponents, messageText } from './fake-discord/index.ts';
import type { FakeMessage, FakeUser } from './fake-discord/types.ts';
import { latestTurnPost, startTableHarness, type TableHarness } from './support/table-harness.ts';

const games = catalogOf([highCardWithFormsEntry]);
let h: TableHarness;

beforeAll(async () => {
  h = await startTableHarness(games, ['ann', 'bob', 'cat']);
  const [ann, bob, cat] = h.users as [FakeUser, FakeUser, FakeUser];
  await h.slash(ann, 'game', { subcommand: 'new', options: { game: 'high-card', options: 'rounds=1' } });
  await h.slash(bob, 'game', { subcommand: 'join' });
  await h.slash(cat, 'game', { subcommand: 'join' });
  await h.slash(ann, 'game', { subcommand: 'start', options: { order: 'join' } });
});

afterAll(async () => h?.close());

async function current(): Promise<{ state: HighCardState; tableId: string; version: number }> {
  const table = (await h.active())!;
  return { state: table.snapshot as HighCardState, tableId: table.id, version: table.version };
}

function customId(message: FakeMessage, label: string): string {
  const found = allComponents(message).find((c) => c.label === label);
  if (!found) throw new Error(`no "${label}" on: ${message.content}`);
  return found.custom_id as string;
}

function selectId(message: FakeMessage): string {
  const found = allComponents(message).find((c) => c.type === 3 && decodeFormId(String(c.custom_id))?.kind === 'field');
  if (!found) throw new Error(`no form select on: ${message.content}`);
  return found.custom_id as string;
}

function defaults(message: FakeMessage, id: string): string[] {
  const menu = allComponents(message).find((c) => c.custom_id === id)!;
  return (menu.options as { value: string; default?: boolean }[]).filter((o) => o.default === true).map((o) => o.value);
}

/** The seat to play opens the play form from My view on the turn post. */
async function openPlayForm(user: FakeUser): Promise<FakeMessage> {
  const post = latestTurnPost(h.fake)!;
  const view = await (await h.fake.clickButton(user, post, customId(post, 'My view'))).final();
  expect(view.audience).toEqual({ kind: 'ephemeral', userId: user.id });
  const form = await (await h.fake.clickButton(user, view, customId(view, 'Play a card'))).final();
  expect(form.audience).toEqual({ kind: 'ephemeral', userId: user.id });
  return form;
}

/** Submit on a form with a text field: the modal comes first, then the user fills it in. */
async function submitThroughModal(user: FakeUser, form: FakeMessage, fields: Record<string, string>): Promise<FakeMessage> {
  const submit = await h.fake.clickButton(user, h.fake.message(form.id)!, customId(form, 'Submit'));
  expect((await submit.response()).type).toBe(9);
  return (await h.fake.submitModal(user, submit, fields)).final();
}

describe('move forms on Discord', () => {
  it('HC-7: a form opened from My view, filled in its select menu and submitted through the modal plays the move', async () => {
    const { state, tableId } = await current();
    const seat = seatToPlay(state)!;
    const user = await h.userForSeat(tableId, seat);
    const form = await openPlayForm(user);
    expect(form.content).toContain(`Your hand: ${state.hands[seat]!.join(', ')}`);
    const card = String(state.hands[seat]![1]);
    const select = selectId(form);
    const chosen = await h.fake.selectMenu(user, form, select, [card]);
    expect((await chosen.response()).type).toBe(7);
    const drafted = h.fake.message(form.id)!;
    expect(defaults(drafted, select)).toEqual([card]);
    const submit = await h.fake.clickButton(user, drafted, customId(drafted, 'Submit'));
    const modal = (await submit.response()).modal!;
    expect(modal.title).toBe('Play a card');
    const submitted = await h.fake.submitModal(user, submit, {});
    expect((await submitted.response()).type).toBe(5);
    const done = await submitted.final();
    expect(done.content).toContain('Done');
    expect(done.audience).toEqual({ kind: 'ephemeral', userId: user.id });
    await h.fake.waitForMessage(h.fake.channelId, (m) => m.content.includes(`played ${card}`));
    expect((await h.store.listMoves(tableId)).at(-1)!.notation).toBe(`play ${card}`);
  });

  it('HC-7: the text asked in the modal is used when no card is chosen; a bad value is refused privately and changes nothing', async () => {
    const { state, tableId, version } = await current();
    const seat = seatToPlay(state)!;
    const user = await h.userForSeat(tableId, seat);
    const form = await openPlayForm(user);
    const refused = await submitThroughModal(user, form, { text: 'ab' });
    expect(refused.content).toContain('"ab" is not a card number.');
    expect(refused.audience).toEqual({ kind: 'ephemeral', userId: user.id });
    expect((await current()).version).toBe(version);
    // The form message is still there to try again.
    const card = String(state.hands[seat]![0]);
    const done = await submitThroughModal(user, form, { text: card });
    expect(done.content).toContain('Done');
    expect((await h.store.listMoves(tableId)).at(-1)!.notation).toBe(`play ${card}`);
  });

  it('HC-7: the bet form is announced by DM to each bettor only; its button works after another player moved; forms never reach the channel', async () => {
    const { state, tableId } = await current();
    const seat = seatToPlay(state)!;
    const user = await h.userForSeat(tableId, seat);
    const form = await openPlayForm(user);
    const card = String(state.hands[seat]![0]);
    await (await h.fake.selectMenu(user, form, selectId(form), [card])).response();
    expect((await submitThroughModal(user, form, {})).content).toContain('Done');

    const after = await current();
    const bettors = await Promise.all(seatsToBet(after.state).map((s) => h.userForSeat(tableId, s)));
    expect(bettors).toHaveLength(2);
    const dms = await Promise.all(bettors.map((b) => h.fake.waitForDm(b.id, (m) => allComponents(m).some((c) => c.label === 'Bet'))));
    const winner = h.users.find((u) => !bettors.includes(u))!;
    expect(h.fake.dms(winner.id).some((m) => allComponents(m).some((c) => c.label === 'Bet'))).toBe(false);

    // The first bettor answers from their DM: the form opens privately there, submits, and asks to confirm.
    const [first, second] = bettors as [FakeUser, FakeUser];
    const opened = await (await h.fake.clickButton(first, dms[0]!, customId(dms[0]!, 'Bet'))).final();
    expect(opened.audience).toEqual({ kind: 'ephemeral', userId: first.id });
    expect(defaults(opened, selectId(opened))).toEqual(['no']);
    expect((await (await h.fake.selectMenu(first, opened, selectId(opened), ['yes'])).response()).type).toBe(7);
    const submitted = await h.fake.clickButton(first, h.fake.message(opened.id)!, customId(opened, 'Submit'));
    expect((await submitted.response()).type).toBe(5);
    const ask = await submitted.final();
    expect(ask.content).toContain('bet yes');
    // The confirmation shows the chosen value read-only; Confirm submits it at the version it was shown for.
    const shown = allComponents(ask).find((c) => c.custom_id === selectId(opened))!;
    expect(shown.disabled).toBe(true);
    expect(defaults(ask, selectId(opened))).toEqual(['yes']);
    await (await h.fake.clickButton(first, ask, customId(ask, 'Confirm'))).final();
    expect((await current()).state.betting!.answers[seatsToBet(after.state)[0]!]).toBe('yes');

    // The second bettor's DM button, made before that move, still opens their form.
    const later = await (await h.fake.clickButton(second, dms[1]!, customId(dms[1]!, 'Bet'))).final();
    expect(later.content).toContain('Will the trick winner also win the next trick?');
    const cancelled = await h.fake.clickButton(second, later, customId(later, 'Cancel'));
    expect((await cancelled.response()).type).toBe(7);
    expect(h.fake.message(later.id)!.content).toBe('Form closed; nothing was sent.');

    // The first bettor's button, now answered: the form is gone.
    const gone = await (await h.fake.clickButton(first, dms[0]!, customId(dms[0]!, 'Bet'))).final();
    expect(gone.content).toContain('That offer or form is no longer open');

    for (const post of h.fake.messages(h.fake.channelId)) {
      const text = messageText(post);
      expect(text).not.toContain('Your hand');
      expect(text).not.toContain('Will the trick winner also win');
      expect(allComponents(post).some((c) => String(c.custom_id).startsWith('f|'))).toBe(false);
    }
    expect(h.fake.unknownRoutes).toEqual([]);
  });

  it('HC-7: a bettor answers from My view; a bettor with closed DMs is told in the channel to press My view, with nothing private', async () => {
    const { state, tableId } = await current();
    const [seat] = seatsToBet(state) as [number];
    const user = await h.userForSeat(tableId, seat);
    const post = latestTurnPost(h.fake)!;
    const view = await (await h.fake.clickButton(user, post, customId(post, 'My view'))).final();
    const form = await (await h.fake.clickButton(user, view, customId(view, 'Bet'))).final();
    const ask = await (await h.fake.clickButton(user, form, customId(form, 'Submit'))).final();
    await (await h.fake.clickButton(user, ask, customId(ask, 'Confirm'))).final();
    expect((await current()).state.betting).toBeNull();

    // The next trick, played by /move; a player who will bet on it closes their DMs just before its last card.
    const move = async () => {
      const now = await current();
      const next = seatToPlay(now.state)!;
      const text = `play ${now.state.hands[next]![0]}`;
      return { now, next, text, send: async () => expect((await h.slash(await h.userForSeat(tableId, next), 'move', { options: { text } })).content).toContain('Done') };
    };
    while ((await current()).state.trick.length < 2) await (await move()).send();
    const last = await move();
    const applied = highCardWithForms.apply(last.now.state, last.next, highCardWithForms.parse(last.text, last.next, last.now.state) as HighCardMove) as { state: HighCardState };
    const bettors = await Promise.all(seatsToBet(applied.state).map((s) => h.userForSeat(tableId, s)));
    const [closed, open] = bettors as [FakeUser, FakeUser];
    h.fake.closeDms(closed.id);
    await last.send();
    const fallback = await h.fake.waitForMessage(h.fake.channelId, (m) => m.content.includes(`<@${closed.id}>, I could not DM you`));
    expect(fallback.content).toBe(`<@${closed.id}>, I could not DM you: press My view.`);
    expect(fallback.components).toEqual([]);
    await h.fake.waitForDm(open.id, (m) => allComponents(m).some((c) => c.label === 'Bet') && m.content.includes('Will the trick winner'));
    // The closed-DM bettor finds the form in My view.
    const turnPost = latestTurnPost(h.fake)!;
    const closedView = await (await h.fake.clickButton(closed, turnPost, customId(turnPost, 'My view'))).final();
    expect(allComponents(closedView).some((c) => c.label === 'Bet')).toBe(true);
  });
});
