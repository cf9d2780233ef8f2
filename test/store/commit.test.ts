import { beforeAll, describe, expect, it } from 'vitest';
import { ActiveTableExistsError, ConflictError, type Commit, type Store, type TableRecord } from '../../src/store/port.ts';
import { useTestStore } from '../support/db.ts';
import { newTable, seat } from './fixtures.ts';

const testStore = useTestStore();
let store: Store;

beforeAll(() => {
  store = testStore.store();
});

async function activeTable(): Promise<TableRecord> {
  const table = await store.createTable(newTable());
  return store.commit(table.id, 0, { seats: [seat(0, 'host'), seat(1, 'bob')], table: { status: 'active', snapshot: { turn: 0 } } });
}

const move = (notation: string, seatIndex = 0) => ({ seat: seatIndex, userId: seatIndex === 0 ? 'host' : 'bob', notation });

describe('commit', () => {
  it('applies the patch, bumps the version and returns the updated table', async () => {
    const table = await store.createTable(newTable());
    const next = await store.commit(table.id, 0, {
      table: { status: 'active', snapshot: { board: [1, 2, 3], nested: { ok: true } }, result: null, remindersSent: 1, lastPostId: 'p1', engineVersion: 2 },
    });
    expect(next).toMatchObject({ id: table.id, version: 1, status: 'active', snapshot: { board: [1, 2, 3], nested: { ok: true } }, result: null, remindersSent: 1, lastPostId: 'p1', engineVersion: 2 });
    expect(next.updatedAt.getTime()).toBeGreaterThanOrEqual(table.updatedAt.getTime());
    expect(await store.getTable(table.id)).toEqual(next);
  });

  it('stores a finished game’s result and settings, and clears a snapshot set to null', async () => {
    const table = await activeTable();
    const next = await store.commit(table.id, 1, {
      table: { status: 'finished', result: { ranking: [1, 0] }, snapshot: null, settings: { reminderHours: 0, maxReminders: 0 } },
    });
    expect(next).toMatchObject({ status: 'finished', result: { ranking: [1, 0] }, snapshot: null, settings: { reminderHours: 0, maxReminders: 0 } });
  });

  it('appends moves with consecutive sequence numbers, in order, across commits', async () => {
    const table = await activeTable();
    await store.commit(table.id, 1, { moves: [move('build E7'), move('pass bon5', 1)] });
    await store.commit(table.id, 2, { table: { snapshot: { turn: 1 } } }); // a commit without moves
    const after = await store.commit(table.id, 3, { moves: [move('upgrade F3 to TP')] });
    expect(after.version).toBe(4);
    const moves = await store.listMoves(table.id);
    expect(moves.map((m) => [m.seq, m.seat, m.userId, m.notation])).toEqual([
      [1, 0, 'host', 'build E7'],
      [2, 1, 'bob', 'pass bon5'],
      [3, 0, 'host', 'upgrade F3 to TP'],
    ]);
    expect(moves.every((m) => m.createdAt instanceof Date && m.undoneAt === null)).toBe(true);
  });

  it('keeps each table’s sequence numbers separate', async () => {
    const a = await activeTable();
    const b = await activeTable();
    await store.commit(a.id, 1, { moves: [move('a1'), move('a2')] });
    await store.commit(b.id, 1, { moves: [move('b1')] });
    expect((await store.listMoves(b.id)).map((m) => m.seq)).toEqual([1]);
    expect((await store.listMoves(a.id)).map((m) => m.seq)).toEqual([1, 2]);
  });

  it('marks undone moves without deleting them, and hides them unless asked', async () => {
    const table = await activeTable();
    await store.commit(table.id, 1, { moves: [move('m1'), move('m2', 1), move('m3')] });
    await store.commit(table.id, 2, {
      undo: [2, 3],
      audit: [{ actorUserId: 'bob', action: 'undo', detail: 'took back 2 moves' }],
    });
    // A later move continues the sequence after the undone ones: history keeps every number.
    await store.commit(table.id, 3, { moves: [move('m4', 1)] });
    expect((await store.listMoves(table.id)).map((m) => [m.seq, m.notation])).toEqual([
      [1, 'm1'],
      [4, 'm4'],
    ]);
    const all = await store.listMoves(table.id, { includeUndone: true });
    expect(all.map((m) => [m.seq, m.undoneAt !== null])).toEqual([
      [1, false],
      [2, true],
      [3, true],
      [4, false],
    ]);
    // Undoing again does not move the time of the first undo.
    const firstUndoneAt = all[1]!.undoneAt;
    await store.commit(table.id, 4, { undo: [2] });
    expect((await store.listMoves(table.id, { includeUndone: true }))[1]!.undoneAt).toEqual(firstUndoneAt);
  });

  it('records audit entries in order', async () => {
    const table = await activeTable();
    await store.commit(table.id, 1, {
      audit: [
        { actorUserId: 'mod', action: 'kick', detail: 'seat 1' },
        { actorUserId: 'mod', action: 'replace', detail: 'seat 1 -> cy' },
      ],
    });
    await store.commit(table.id, 2, { table: { status: 'aborted' }, audit: [{ actorUserId: 'host', action: 'abort', detail: '' }] });
    const audit = await store.listAudit(table.id);
    expect(audit.map((a) => [a.actorUserId, a.action, a.detail])).toEqual([
      ['mod', 'kick', 'seat 1'],
      ['mod', 'replace', 'seat 1 -> cy'],
      ['host', 'abort', ''],
    ]);
    expect(audit[0]!.id).toBeLessThan(audit[1]!.id);
    expect(audit.every((a) => a.at instanceof Date)).toBe(true);
  });

  it('throws ConflictError at a stale version and writes nothing', async () => {
    const table = await activeTable();
    await store.commit(table.id, 1, { moves: [move('m1')] });
    const stale: Commit = {
      table: { snapshot: { stale: true }, status: 'finished' },
      moves: [move('late')],
      undo: [1],
      seats: [seat(0, 'intruder')],
      audit: [{ actorUserId: 'x', action: 'x', detail: 'x' }],
    };
    const error = await store.commit(table.id, 1, stale).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ tableId: table.id, expectedVersion: 1 });
    expect(await store.getTable(table.id)).toMatchObject({ version: 2, status: 'active', snapshot: { turn: 0 } });
    expect((await store.listMoves(table.id, { includeUndone: true })).map((m) => [m.notation, m.undoneAt])).toEqual([['m1', null]]);
    expect((await store.listSeats(table.id)).map((s) => s.userId)).toEqual(['host', 'bob']);
    expect(await store.listAudit(table.id)).toEqual([]);
  });

  it('throws ConflictError for a table that does not exist', async () => {
    await expect(store.commit('00000000-0000-4000-8000-000000000000', 0, {})).rejects.toBeInstanceOf(ConflictError);
    await expect(store.commit('not-a-uuid', 0, {})).rejects.toBeInstanceOf(ConflictError);
  });

  it('re-opening a closed table takes its channel back, or fails cleanly if another table holds it', async () => {
    const input = newTable();
    const table = await store.createTable(input);
    await store.commit(table.id, 0, { table: { status: 'aborted' } });
    const reopened = await store.commit(table.id, 1, { table: { status: 'lobby' } });
    expect(reopened).toMatchObject({ status: 'lobby', version: 2 });
    expect((await store.getActiveTable(input.channelId))?.id).toBe(table.id);

    await store.commit(table.id, 2, { table: { status: 'finished' } });
    const other = await store.createTable(input);
    const error = await store.commit(table.id, 3, { table: { status: 'active' }, moves: [move('x')] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ActiveTableExistsError);
    expect((error as ActiveTableExistsError).existing.id).toBe(other.id);
    expect(await store.getTable(table.id)).toMatchObject({ status: 'finished', version: 3 });
    expect(await store.listMoves(table.id)).toEqual([]);
  });
});

describe('two writers racing on one table', () => {
  it('lets exactly one of two commits at the same version win', async () => {
    const table = await activeTable();
    const results = await Promise.allSettled([
      store.commit(table.id, 1, { moves: [move('first', 0)], table: { snapshot: { by: 'first' } } }),
      store.commit(table.id, 1, { moves: [move('second', 1)], table: { snapshot: { by: 'second' } } }),
    ]);
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(ConflictError);
    const winner = (won[0]!.snapshot as { by: string }).by;
    expect(won[0]!.version).toBe(2);
    expect((await store.listMoves(table.id)).map((m) => [m.seq, m.notation])).toEqual([[1, winner]]);
    expect(await store.getTable(table.id)).toMatchObject({ version: 2, snapshot: { by: winner } });
  });

  it('with N writers per round, exactly one wins each version and the log has no gaps or duplicates', async () => {
    const table = await activeTable();
    const writers = 8;
    const rounds = 5;
    let version = table.version;
    const winners: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const results = await Promise.allSettled(
        Array.from({ length: writers }, (_, w) => store.commit(table.id, version, { moves: [move(`r${round}w${w}a`), move(`r${round}w${w}b`, 1)] })),
      );
      const won = results.filter((r): r is PromiseFulfilledResult<TableRecord> => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(writers - 1);
      for (const l of lost) expect(l.reason).toBeInstanceOf(ConflictError);
      expect(won[0]!.value.version).toBe(version + 1);
      version = won[0]!.value.version;
      const w = results.indexOf(won[0]!);
      winners.push(`r${round}w${w}a`, `r${round}w${w}b`);
    }
    const moves = await store.listMoves(table.id, { includeUndone: true });
    expect(moves.map((m) => m.seq)).toEqual(Array.from({ length: rounds * 2 }, (_, i) => i + 1));
    expect(moves.map((m) => m.notation)).toEqual(winners);
  });

  it('with N writers that each reload and retry, every commit lands exactly once', async () => {
    const table = await activeTable();
    const writers = 6;
    const writer = async (w: number) => {
      for (;;) {
        const current = await store.getTable(table.id);
        try {
          return await store.commit(table.id, current!.version, { moves: [move(`w${w}`)] });
        } catch (error) {
          if (!(error instanceof ConflictError)) throw error;
        }
      }
    };
    const done = await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
    expect(done.map((t) => t.version).sort((a, b) => a - b)).toEqual(Array.from({ length: writers }, (_, i) => table.version + 1 + i));
    const moves = await store.listMoves(table.id);
    expect(moves.map((m) => m.seq)).toEqual(Array.from({ length: writers }, (_, i) => i + 1));
    expect(new Set(moves.map((m) => m.notation)).size).toBe(writers);
  });
});
