/**
 * Issue 21, one path for every move: a typed move, a decision button, a confirmed move and a form submit (with and
 * without its confirmation) each load the table once, apply the move once and commit once. Counted with a store and
 * a game that count their calls; for Advanced Civilization, whose form composer once applied the move itself, every
 * call of its rules' applyMove is counted, wherever it comes from.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { advancedCivilization, type AcState } from '../../src/games/advanced-civilization/index.ts';
import type * as AcApply from '../../src/games/advanced-civilization/rules/apply.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { catalogOf, type AnyGameEntry } from '../../src/games/entry.ts';
import type { Store } from '../../src/store/port.ts';
import { noImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCardWithFormsEntry } from '../fixtures/games/high-card/forms.ts';
import { seatsToBet, seatToPlay, type HighCardState } from '../fixtures/games/high-card/state.ts';
import { openTestStore, type TestStore } from '../support/db.ts';
import { ann, ben, cat, ok } from '../support/table-service.ts';

const READS = ['getTable', 'getActiveTable', 'getLatestTable', 'listSeats'] as const;
const { counts, count } = vi.hoisted(() => {
  const counts: Record<string, number> = {};
  return { counts, count: (name: string) => (counts[name] = (counts[name] ?? 0) + 1) };
});

vi.mock('../../src/games/advanced-civilization/rules/apply.ts', async (importOriginal) => {
  const real = await importOriginal<typeof AcApply>();
  return { ...real, applyMove: (...args: Parameters<typeof real.applyMove>) => (count('apply'), real.applyMove(...args)) };
});
const reset = () => Object.keys(counts).forEach((k) => delete counts[k]);

/** The store with its reads and commits counted. */
function counting(store: Store): Store {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if ((READS as readonly string[]).includes(String(prop)) || prop === 'commit') count(String(prop));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

const game: AnyGameModule = { ...highCardWithFormsEntry.module, apply: (s, seat, move) => (count('apply'), highCardWithFormsEntry.module.apply(s, seat, move)) };
const entry: AnyGameEntry = { ...highCardWithFormsEntry, module: game };
// Images are not what this test is about: a trivial board.
const acEntry: AnyGameEntry = { module: advancedCivilization, renderBoard: () => '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const players = [ann, ben, cat];
let db: TestStore;
let service: TableService;
let tableId = '';
const channelId = 'one-path';

beforeAll(async () => {
  db = await openTestStore();
  service = new TableService({ store: counting(db.store), games: catalogOf([entry, acEntry]), images: noImages, newSeed: () => 'one-path', clock: () => new Date('2026-02-01T00:00:00Z') });
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: { rounds: 2 } }));
  ok(await service.join(ben, channelId));
  ok(await service.join(cat, channelId));
  ok(await service.start(ann, channelId, 'join'));
  tableId = (await db.store.getActiveTable(channelId))!.id;
});
afterAll(async () => db?.cleanup());

const state = async () => (await db.store.getTable(tableId))!.snapshot as HighCardState;
const version = async () => (await db.store.getTable(tableId))!.version;

/** Runs one interaction and returns what it cost: table loads, seat lists, applies and commits. */
async function measured(run: () => Promise<Outcome>): Promise<{ loads: number; seats: number; applies: number; commits: number }> {
  reset();
  ok(await run());
  return { loads: (counts.getTable ?? 0) + (counts.getActiveTable ?? 0) + (counts.getLatestTable ?? 0), seats: counts.listSeats ?? 0, applies: counts.apply ?? 0, commits: counts.commit ?? 0 };
}

const ONCE = { loads: 1, seats: 1, applies: 1, commits: 1 };

describe('one path for every move (issue 21)', () => {
  it('HC-3 a typed move, a form submit and a decision button each load, apply and commit once', async () => {
    let s = await state();
    let seat = seatToPlay(s)!;
    expect(await measured(() => service.move(players[seat]!, { channelId, text: `play ${s.hands[seat]![0]}` }))).toEqual(ONCE);
    s = await state();
    seat = seatToPlay(s)!;
    expect(await measured(() => service.act(players[seat]!, tableId, 0, { type: 'form-submit', formId: 'play', values: { card: [String(s.hands[seat]![0])], typed: [] } }))).toEqual(ONCE);
    s = await state();
    seat = seatToPlay(s)!;
    // A draft as Discord reads it back (values by field index) takes the same path.
    expect(await measured(() => service.act(players[seat]!, tableId, 0, { type: 'form-submit', formId: 'play', values: { draft: new Map([[0, [String(s.hands[seat]![0])]]]) } }))).toEqual(ONCE);
  });

  it('HC-4 HC-7 a bet by confirmed form and by decision button: the confirmation applies once to show the result, the move once more', async () => {
    // The rest of the trick, until the bets open.
    for (let s = await state(); seatToPlay(s) !== null; s = await state()) ok(await service.move(players[seatToPlay(s)!]!, { channelId, text: `play ${s.hands[seatToPlay(s)!]![0]}` }));
    const bettors = seatsToBet(await state());
    expect(bettors.length).toBeGreaterThan(1);
    const [first, second] = bettors as [number, number];
    // The form with `confirm` asks first: one load and one apply (to show the consequences), no commit.
    expect(await measured(() => service.act(players[first]!, tableId, 0, { type: 'form-submit', formId: 'bet', values: { answer: ['yes'] } }))).toEqual({ ...ONCE, commits: 0 });
    const v = await version();
    expect(await measured(() => service.act(players[first]!, tableId, 0, { type: 'form-submit', formId: 'bet', values: { answer: ['yes'] }, confirmedAt: v }))).toEqual(ONCE);
    const now = await version();
    expect(await measured(() => service.act(players[second]!, tableId, now, { type: 'option', index: -1, notation: 'bet no' }))).toEqual(ONCE);
  });

  it('HC-3 a move confirmed by its button (a costly subcommand asks first) loads, applies and commits once', async () => {
    const s = await state();
    const seat = seatToPlay(s)!;
    const move = `play ${s.hands[seat]![0]}`;
    expect(await measured(() => service.move(players[seat]!, { channelId, text: move, confirmFirst: true }))).toEqual({ ...ONCE, commits: 0 });
    const now = await version();
    expect(await measured(() => service.act(players[seat]!, tableId, now, { type: 'confirm-move', notation: move }))).toEqual(ONCE);
  });
});

describe('one path for an Advanced Civilization form (issue 21)', () => {
  it('15.3 S1: a nation chosen by form is checked once by the platform, composed without applying and applied once', async () => {
    const acChannel = 'one-path-ac';
    ok(await service.newTable(ann, { guildId: 'g', channelId: acChannel, gameId: 'advanced-civilization', options: {} }));
    ok(await service.join(ben, acChannel));
    ok(await service.start(ann, acChannel, 'join'));
    const acTable = (await db.store.getActiveTable(acChannel))!;
    const s = acTable.snapshot as AcState;
    const seat = s.queue[0]!;
    const form = advancedCivilization.forms!(s, seat).find((f) => f.id === 'nation')!;
    const choice = form.fields[0]!.kind === 'select' ? form.fields[0]!.options[0]!.value : '';
    expect(await measured(() => service.act(players[seat]!, acTable.id, acTable.version, { type: 'form-submit', formId: 'nation', values: { choice: [choice] } }))).toEqual(ONCE);
    const after = (await db.store.getTable(acTable.id))!.snapshot as AcState;
    expect(after.players[seat]!.nation).toBe(choice);
  });
});
