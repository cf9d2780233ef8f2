/**
 * Move forms through the table service, with High Card's HC-7 forms: a private play form (select + text) for the
 * seat to play and a bet form (announced by DM, confirmed) for each seat that owes a bet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import { formControls } from '../../src/tables/forms.ts';
import type { Outcome, TableAction } from '../../src/tables/outcome.ts';
import type { TableService } from '../../src/tables/service.ts';
import { highCardWithFormsEntry } from '../fixtures/games/high-card/forms.ts';
import { seatsToBet, seatToPlay, type HighCardState } from '../fixtures/games/high-card/state.ts';
import { ann, ben, cat, ok, openServiceHarness, refused, stranger, type ServiceHarness } from '../support/table-service.ts';

let harness: ServiceHarness;
let store: Store;
let service: TableService;
let channelCounter = 0;
const players = [ann, ben, cat];

beforeAll(async () => {
  harness = await openServiceHarness(() => new Date('2026-01-01T00:00:00Z'), [highCardWithFormsEntry]);
  ({ store, service } = harness);
});
afterAll(async () => harness?.cleanup());

async function startedTable() {
  const channelId = `forms-${++channelCounter}`;
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: { rounds: 2 } }));
  for (const p of players.slice(1)) ok(await service.join(p, channelId));
  const started = ok(await service.start(ann, channelId, 'join'));
  const table = (await store.getActiveTable(channelId))!;
  return {
    channelId,
    tableId: table.id,
    started,
    state: async () => (await store.getTable(table.id))!.snapshot as HighCardState,
    version: async () => (await store.getTable(table.id))!.version,
  };
}

type Table = Awaited<ReturnType<typeof startedTable>>;

function act(actor: Actor, table: Table, action: TableAction, version = 0): Promise<Outcome> {
  return service.act(actor, table.tableId, version, action);
}

function submit(actor: Actor, table: Table, formId: string, values: Record<string, string[]>): Promise<Outcome> {
  return act(actor, table, { type: 'form-submit', formId, values });
}

/** Every seat plays its first card in turn until the trick is won and the bets open. */
async function playTrick(table: Table): Promise<HighCardState> {
  for (;;) {
    const state = await table.state();
    const seat = seatToPlay(state);
    if (seat === null) return state;
    ok(await submit(players[seat]!, table, 'play', { card: [String(state.hands[seat]![0])] }));
  }
}

/** Everything a channel post shows or carries. */
function postText(outcome: Outcome): string {
  return JSON.stringify(outcome.posts.map((p) => ({ text: p.text, buttons: p.buttons, select: p.select })));
}

describe('move forms in the private view', () => {
  it('HC-7: My view lists the seat\'s own forms as buttons, with the forms in full for the terminal; others have none', async () => {
    const table = await startedTable();
    const view = ok(await service.view(ann, { tableId: table.tableId }));
    expect(view.reply!.buttons!.filter((b) => b.action.type === 'form-open').map((b) => b.action)).toEqual([{ type: 'form-open', formId: 'play' }]);
    expect(view.reply!.forms!.map((f) => f.id)).toEqual(['play']);
    expect(view.reply!.text).toContain('Play a card');
    const other = ok(await service.view(ben, { tableId: table.tableId }));
    expect(other.reply!.buttons!.some((b) => b.action.type === 'form-open')).toBe(false);
    expect(other.reply!.forms).toBeUndefined();
  });

  it('keeps within 25 buttons: forms that do not fit next to the option buttons are listed in one select menu', () => {
    const tableRecord = { id: 't', version: 3 } as Parameters<typeof formControls>[0];
    const forms = Array.from({ length: 7 }, (_, i) => ({ id: `f${i}`, label: `Form ${i}`, title: '', fields: [] }));
    expect(formControls(tableRecord, forms, 18).buttons).toHaveLength(7);
    const crowded = formControls(tableRecord, forms, 19);
    expect(crowded.buttons).toEqual([]);
    expect(crowded.select).toMatchObject({ kind: 'form', tableId: 't', options: forms.map((f) => ({ label: f.label, value: f.id })) });
    const many = formControls(tableRecord, Array.from({ length: 30 }, (_, i) => ({ id: `f${i}`, label: `F${i}`, title: '', fields: [] })), 0);
    expect(many.select!.options).toHaveLength(25);
    expect(many.hidden).toBe(5);
  });
});

describe('opening a form', () => {
  it('HC-7: the seat gets its form privately, with its hidden hand; nothing is posted', async () => {
    const table = await startedTable();
    const hand = (await table.state()).hands[0]!;
    const opened = ok(await act(ann, table, { type: 'form-open', formId: 'play' }));
    expect(opened.posts).toEqual([]);
    expect(opened.dms).toEqual([]);
    expect(opened.reply!.form!.tableId).toBe(table.tableId);
    expect(opened.reply!.form!.form.fields[0]).toMatchObject({ kind: 'select', name: 'card', options: hand.map((c) => ({ label: `Card ${c}`, value: String(c) })) });
    expect(opened.reply!.text).toContain(`Your hand: ${hand.join(', ')}`);
  });

  it('refuses a player who is not seated, and a seat that does not hold the form, without showing it', async () => {
    const table = await startedTable();
    expect(refused(await act(stranger, table, { type: 'form-open', formId: 'play' }))).toContain('not seated');
    const other = await act(ben, table, { type: 'form-open', formId: 'play' });
    expect(refused(other)).toContain('no longer open');
    expect(other.reply!.form).toBeUndefined();
    expect(other.reply!.text).not.toContain('Your hand');
  });

  it('HC-7: a form that is gone says so and offers the forms open now; a form button outlives table versions', async () => {
    const table = await startedTable();
    const state = await playTrick(table);
    const bettor = players[seatsToBet(state)[0]!]!;
    // The play form was answered: it is gone, and the bet form is offered instead.
    const gone = await act(bettor, table, { type: 'form-open', formId: 'play' }, 1);
    expect(refused(gone)).toContain('That offer or form is no longer open');
    expect(gone.reply!.buttons!.map((b) => b.action)).toEqual([{ type: 'form-open', formId: 'bet' }]);
    // A button made at version 1 still opens the bet form at the current version.
    const opened = ok(await act(bettor, table, { type: 'form-open', formId: 'bet' }, 1));
    expect(opened.reply!.form!.form.id).toBe('bet');
  });
});

describe('submitting a form', () => {
  it('HC-7: a chosen card is played through the normal move path: applied, posted, confirmed to the mover', async () => {
    const table = await startedTable();
    const card = (await table.state()).hands[0]![1]!;
    const before = await table.version();
    const done = ok(await submit(ann, table, 'play', { card: [String(card)], typed: [] }));
    expect(done.reply!.kind).toBe('success');
    expect(done.posts[0]!.text).toContain(`Ann played ${card}`);
    expect(await table.version()).toBe(before + 1);
    expect((await table.state()).hands[0]).not.toContain(card);
    expect((await store.listMoves(table.tableId)).at(-1)!.notation).toBe(`play ${card}`);
  });

  it('HC-7: a draft read back from a message (select values by field index, the text) is mapped to the fields as the form is now', async () => {
    const table = await startedTable();
    const card = (await table.state()).hands[0]![1]!;
    ok(await act(ann, table, { type: 'form-submit', formId: 'play', values: { draft: new Map([[0, [String(card)]]]), text: '   ' } }));
    expect((await store.listMoves(table.tableId)).at(-1)!.notation).toBe(`play ${card}`);
    const typed = (await table.state()).hands[1]![0]!;
    ok(await act(ben, table, { type: 'form-submit', formId: 'play', values: { draft: new Map(), text: String(typed) } }));
    expect((await store.listMoves(table.tableId)).at(-1)!.notation).toBe(`play ${typed}`);
  });

  it('HC-7: the typed number is used when no card is chosen', async () => {
    const table = await startedTable();
    const card = (await table.state()).hands[0]![2]!;
    ok(await submit(ann, table, 'play', { typed: [` ${card} `] }));
    expect((await store.listMoves(table.tableId)).at(-1)!.notation).toBe(`play ${card}`);
  });

  it('refuses values the form does not offer, saying what is allowed, and changes nothing', async () => {
    const table = await startedTable();
    const state = await table.state();
    const hand = state.hands[0]!;
    const version = await table.version();
    const notHeld = [...Array(20).keys()].map((i) => i + 1).find((c) => !hand.includes(c))!;
    expect(refused(await submit(ann, table, 'play', { card: [String(notHeld)] }))).toBe(`"${notHeld}" is not a choice for Card to play. Allowed: ${hand.map((c) => `Card ${c}`).join(', ')}.`);
    expect(refused(await submit(ann, table, 'play', { card: hand.slice(0, 2).map(String) }))).toContain('Choose 0–1 for Card to play');
    expect(refused(await submit(ann, table, 'play', { typed: ['123'] }))).toBe('Or type the card number is at most 2 characters (you gave 3).');
    expect(refused(await submit(ann, table, 'play', { colour: ['red'] }))).toContain('This form has no field "colour". Fields: card, typed.');
    expect(await table.version()).toBe(version);
    expect(await table.state()).toEqual(state);
  });

  it('HC-7: a value the game cannot compose is a private rule error listing the allowed moves; nothing changes', async () => {
    const table = await startedTable();
    const hand = (await table.state()).hands[0]!;
    const version = await table.version();
    const empty = refused(await submit(ann, table, 'play', {}));
    expect(empty).toContain('Choose a card or type its number.');
    expect(empty).toContain(`Allowed: ${hand.map((c) => `play ${c}`).join(', ')}`);
    expect(refused(await submit(ann, table, 'play', { typed: ['ab'] }))).toContain('"ab" is not a card number.');
    // Composed, but not a legal move: the engine's own refusal.
    const notHeld = [...Array(20).keys()].map((i) => i + 1).find((c) => !hand.includes(c))!;
    expect(refused(await submit(ann, table, 'play', { typed: [String(notHeld)] }))).toContain(`You do not hold ${notHeld}`);
    expect(await table.version()).toBe(version);
  });

  it('refuses a submit from a player who is not seated or does not hold the form', async () => {
    const table = await startedTable();
    const version = await table.version();
    expect(refused(await submit(stranger, table, 'play', { card: ['1'] }))).toContain('not seated');
    expect(refused(await submit(ben, table, 'play', { typed: ['1'] }))).toContain('no longer open');
    expect(await table.version()).toBe(version);
  });

  it('HC-7: a form marked confirm asks first with its values read-only; the move is played only when confirmed at that version', async () => {
    const table = await startedTable();
    const state = await playTrick(table);
    const seat = seatsToBet(state)[0]!;
    const version = await table.version();
    const asked = ok(await submit(players[seat]!, table, 'bet', { answer: ['yes'] }));
    expect(asked.posts).toEqual([]);
    expect(asked.reply!.text).toContain('bet yes');
    expect(await table.version()).toBe(version);
    expect(asked.reply!.form).toMatchObject({ tableId: table.tableId, form: { id: 'bet' }, confirm: { values: { answer: ['yes'] }, version } });
    // Transports without forms confirm by the move's notation.
    expect(asked.reply!.buttons!.map((b) => b.action)).toContainEqual({ type: 'confirm-move', notation: 'bet yes' });
    // A confirmation for another version is out of date and changes nothing.
    expect(refused(await act(players[seat]!, table, { type: 'form-submit', formId: 'bet', values: { answer: ['yes'] }, confirmedAt: version - 1 }))).toContain('out of date');
    expect(await table.version()).toBe(version);
    ok(await act(players[seat]!, table, { type: 'form-submit', formId: 'bet', values: { answer: ['yes'] }, confirmedAt: version }));
    expect((await table.state()).betting!.answers[seat]).toBe('yes');
  });

  it('two racing submits resolve like two racing moves: one play lands, the other is refused', async () => {
    const table = await startedTable();
    const hand = (await table.state()).hands[0]!;
    const results = await Promise.all([submit(ann, table, 'play', { card: [String(hand[0])] }), submit(ann, table, 'play', { card: [String(hand[1])] })]);
    expect(results.filter((r) => r.reply?.kind === 'success')).toHaveLength(1);
    expect(results.filter((r) => r.reply?.kind === 'error')).toHaveLength(1);
    expect((await store.listMoves(table.tableId)).filter((m) => m.seat === 0)).toHaveLength(1);
    expect((await table.state()).hands[0]).toHaveLength(hand.length - 1);
  });

  it('HC-4, HC-7: two bettors confirming at once both count: each lands, or is shown its prompt again with the bet form and answers from it', async () => {
    const table = await startedTable();
    const state = await playTrick(table);
    const bettors = seatsToBet(state);
    const answer = (seat: number) => (seat === bettors[0] ? 'yes' : 'no');
    const confirmAt = await table.version();
    const results = await Promise.all(bettors.map((seat) => act(players[seat]!, table, { type: 'confirm-move', notation: `bet ${answer(seat)}` }, confirmAt)));
    expect(results.some((r) => r.reply?.kind === 'success')).toBe(true);
    for (const [i, result] of results.entries()) {
      if (result.reply?.kind === 'success') continue;
      // A confirmation is bound to the version it was asked at; the fresh prompt offers the form again.
      const seat = bettors[i]!;
      expect(refused(result)).toContain('out of date');
      expect(result.reply!.buttons!.map((btn) => btn.action)).toContainEqual({ type: 'form-open', formId: 'bet' });
      const asked = ok(await submit(players[seat]!, table, 'bet', { answer: [answer(seat)] }));
      const confirm = asked.reply!.buttons!.find((btn) => btn.action.type === 'confirm-move')!;
      ok(await act(players[seat]!, table, confirm.action, confirm.version));
    }
    const after = await table.state();
    expect(after.betting).toBeNull();
    for (const seat of bettors) expect(after.openBets!.answers[seat]).toBe(answer(seat));
  });
});

describe('forms are private', () => {
  it('HC-7: a form that asks to be announced reaches only its own seat, by DM with its button', async () => {
    const table = await startedTable();
    // Play until the third play of the trick, which opens the bets.
    let state = await table.state();
    let last: Outcome | undefined;
    while (seatToPlay(state) !== null) {
      const seat = seatToPlay(state)!;
      last = ok(await submit(players[seat]!, table, 'play', { card: [String(state.hands[seat]![0])] }));
      state = await table.state();
    }
    const bettors = seatsToBet(state).map((s) => players[s]!.userId);
    const withForms = last!.dms.filter((d) => d.buttons?.some((b) => b.action.type === 'form-open'));
    expect(withForms.map((d) => d.userId).sort()).toEqual([...bettors].sort());
    for (const dm of withForms) {
      expect(dm.buttons!.map((b) => b.action)).toEqual([{ type: 'form-open', formId: 'bet' }]);
      expect(dm.text).toContain('Will the trick winner also win the next trick?');
      expect(dm.fallbackToChannel).toBe(true);
    }
    // Folded into the turn DM: one message per player.
    expect(new Set(last!.dms.map((d) => d.userId)).size).toBe(last!.dms.length);
    // The DM's button works after another player has moved.
    const [first, second] = seatsToBet(state) as [number, number];
    ok(await act(players[first]!, table, { type: 'confirm-move', notation: 'bet yes' }, await table.version()));
    const dm = withForms.find((d) => d.userId === players[second]!.userId)!;
    const opened = ok(await act(players[second]!, table, dm.buttons![0]!.action, dm.buttons![0]!.version));
    expect(opened.reply!.form!.form.id).toBe('bet');
  });

  it('HC-7: a form already open is not announced again on the next move', async () => {
    const table = await startedTable();
    const state = await playTrick(table);
    const [first] = seatsToBet(state) as [number, number];
    const moved = ok(await act(players[first]!, table, { type: 'confirm-move', notation: 'bet no' }, await table.version()));
    expect(moved.dms.some((d) => d.buttons?.length)).toBe(false);
  });

  it('HC-7: forms, their buttons and the hands they name never appear in a channel post', async () => {
    const table = await startedTable();
    const outcomes: Outcome[] = [table.started];
    for (let step = 0; step < 40; step++) {
      const state = await table.state();
      if (state.finished) break;
      const seat = seatToPlay(state);
      if (seat !== null) {
        outcomes.push(ok(await submit(players[seat]!, table, 'play', { card: [String(state.hands[seat]![0])] })));
        continue;
      }
      for (const bettor of seatsToBet(state)) outcomes.push(ok(await act(players[bettor]!, table, { type: 'confirm-move', notation: 'bet yes' }, await table.version())));
    }
    expect((await table.state()).finished).toBe(true);
    for (const outcome of outcomes) {
      const shown = postText(outcome);
      expect(shown).not.toContain('form-open');
      expect(shown).not.toContain('Your hand');
      expect(shown).not.toContain('Will the trick winner also win');
      expect(outcome.posts.every((p) => p.select?.kind !== 'form')).toBe(true);
    }
    expect(outcomes.some((o) => o.dms.some((d) => d.buttons?.length))).toBe(true);
  });
});

describe('forms follow the table (issue 20)', () => {
  const formDmTo = (outcome: Outcome, userId: string) => outcome.dms.find((d) => d.userId === userId && (d.buttons ?? []).some((b) => b.action.type === 'form-open' && b.action.formId === 'bet'));

  it('HC-7: after an undo, a form that is open again is announced by DM to its seat, as after a move', async () => {
    const table = await startedTable();
    const state = await playTrick(table);
    const seat = seatsToBet(state)[0]!;
    ok(await act(players[seat]!, table, { type: 'confirm-move', notation: 'bet yes' }, await table.version()));
    expect(seatsToBet(await table.state())).not.toContain(seat);
    const undone = ok(await service.undo(players[seat]!, { channelId: table.channelId }));
    expect(seatsToBet(await table.state())).toContain(seat);
    expect(formDmTo(undone, players[seat]!.userId)).toBeDefined();
    // Nobody else is told again of the bet they still owe.
    for (const other of seatsToBet(await table.state()).filter((x) => x !== seat)) expect(formDmTo(undone, players[other]!.userId)).toBeUndefined();
  });

  it('HC-7: a player who takes over a seat (or replaces its player) gets the seat\'s open forms by DM', async () => {
    const table = await startedTable();
    const state = await playTrick(table);
    const seat = seatsToBet(state)[0]!;
    const host = { ...ann, canManage: true };
    const dee: Actor = { userId: '400', name: 'Dee', canManage: false };
    const fay: Actor = { userId: '500', name: 'Fay', canManage: false };
    const replaced = ok(await service.kick(host, table.channelId, players[seat]!.userId, { userId: dee.userId, name: dee.name }));
    expect(formDmTo(replaced, dee.userId)).toBeDefined();
    ok(await service.kick(host, table.channelId, dee.userId));
    const taken = ok(await service.join(fay, table.channelId));
    expect(formDmTo(taken, fay.userId)).toBeDefined();
    for (const other of seatsToBet(await table.state()).filter((x) => x !== seat)) expect(formDmTo(taken, players[other]!.userId)).toBeUndefined();
  });
});
