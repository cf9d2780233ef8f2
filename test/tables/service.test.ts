import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleError } from '../../src/engine/errors.ts';
import { catalogOf } from '../../src/games/entry.ts';
import type { Store } from '../../src/store/port.ts';
import type { Actor } from '../../src/tables/context.ts';
import { noImages } from '../../src/tables/images.ts';
import type { Outcome } from '../../src/tables/outcome.ts';
import { TableService } from '../../src/tables/service.ts';
import { highCard, highCardEntry, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { ann, ben, cat, mod, ok, openServiceHarness, refused, stranger, type ServiceHarness } from '../support/table-service.ts';


let harness: ServiceHarness;
let store: Store;
let service: TableService;
let channelCounter = 0;
let clockNow = new Date('2026-01-01T00:00:00Z');

beforeAll(async () => {
  harness = await openServiceHarness(() => clockNow);
  ({ store, service } = harness);
});
afterAll(async () => harness?.cleanup());

function newChannel(): string {
  return `chan-${++channelCounter}`;
}

/** A started 3-player table; returns its channel and a helper for the current state. */
async function startedTable(players: Actor[] = [ann, ben, cat], options: Record<string, unknown> = {}) {
  const channelId = newChannel();
  ok(await service.newTable(players[0]!, { guildId: 'g', channelId, gameId: 'high-card', options }));
  for (const p of players.slice(1)) ok(await service.join(p, channelId));
  ok(await service.start(players[0]!, channelId, 'join'));
  const table = (await store.getActiveTable(channelId))!;
  return {
    channelId,
    tableId: table.id,
    state: async () => (await store.getTable(table.id))!.snapshot as HighCardState,
    version: async () => (await store.getTable(table.id))!.version,
  };
}

/** The actor for a seat in a join-ordered table. */
function actorFor(seat: number, players: Actor[] = [ann, ben, cat]): Actor {
  return players[seat]!;
}

async function playCurrentTurn(channelId: string, state: HighCardState, players: Actor[] = [ann, ben, cat]): Promise<Outcome> {
  const decision = highCard.pending(state)[0]!;
  const move = highCard.legal(state, decision.seat)[0]!;
  return service.move(actorFor(decision.seat, players), { channelId, text: move });
}

describe('lobby', () => {
  it('opens one table per channel and explains where the active one is', async () => {
    const channelId = newChannel();
    const first = ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: { rounds: 1 } }));
    expect(first.posts[0]!.text).toContain('High Card');
    expect(first.posts[0]!.buttons.map((b) => b.action.type)).toEqual(['join', 'leave', 'start']);
    const second = refused(await service.newTable(ben, { guildId: 'g', channelId, gameId: 'high-card', options: {} }));
    expect(second).toContain('already has a High Card table');
  });

  it('a server may let only members with a role open tables; Manage Channels always may', async () => {
    const guildId = `guild-${newChannel()}`;
    expect(refused(await service.serverSettings(ann, guildId, 'role-1'))).toContain('Manage Server');
    const set = ok(await service.serverSettings({ ...mod, canManageServer: true }, guildId, 'role-1'));
    expect(set.posts[0]!.text).toContain('<@&role-1>');
    expect(set.posts[0]!.mentions).toEqual([]);
    const c1 = newChannel();
    expect(refused(await service.newTable(ben, { guildId, channelId: c1, gameId: 'high-card', options: {} }))).toContain('<@&role-1>');
    expect(await store.getActiveTable(c1)).toBeNull();
    ok(await service.newTable({ ...ben, roleIds: ['role-1'] }, { guildId, channelId: c1, gameId: 'high-card', options: {} }));
    ok(await service.newTable(mod, { guildId, channelId: newChannel(), gameId: 'high-card', options: {} }));
    ok(await service.serverSettings({ ...mod, canManageServer: true }, guildId, null));
    ok(await service.newTable(cat, { guildId, channelId: newChannel(), gameId: 'high-card', options: {} }));
    expect(await store.getGuildSettings(guildId)).toEqual({ guildId, creatorRoleId: null, lobbyChannelId: null, webPages: true });
  });

  it('refuses unknown games and invalid or unknown options without creating a table', async () => {
    const channelId = newChannel();
    expect(refused(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'chess', options: {} }))).toContain('Available: high-card');
    expect(refused(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: { rounds: 99 } }))).toContain('rounds');
    expect(refused(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: { colour: 'x' } }))).toContain('colour');
    expect(await store.getActiveTable(channelId)).toBeNull();
  });

  it('HC-1 join gives each seat a unique colour; a taken colour is refused with the free ones', async () => {
    const channelId = newChannel();
    ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: {}, picks: { colour: 'red' } }));
    const taken = refused(await service.join(ben, channelId, { colour: 'red' }));
    expect(taken).toContain('already taken');
    ok(await service.join(ben, channelId, { colour: 'blue' }));
    const seats = await store.listSeats((await store.getActiveTable(channelId))!.id);
    expect(seats.map((s) => s.picks.colour)).toEqual(['red', 'blue']);
    expect(refused(await service.join(ben, channelId))).toContain('already seated');
  });

  it('HC-1 the lobby post offers the free colours in a select menu; choosing one joins with it or changes it', async () => {
    const channelId = newChannel();
    const opened = ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: {} }));
    const select = opened.posts[0]!.select!;
    expect(select.kind).toBe('pick');
    expect(select.options.map((o) => o.value)).toEqual(['blue', 'green', 'yellow']);
    const joined = ok(await service.act(ben, select.tableId, select.version, { type: 'pick', value: 'green' }));
    expect(joined.posts[0]!.select!.options.map((o) => o.value)).toEqual(['blue', 'yellow']);
    ok(await service.act(ben, select.tableId, select.version, { type: 'pick', value: 'yellow' }));
    const seats = await store.listSeats(select.tableId);
    expect(seats.find((s) => s.userId === ben.userId)!.picks.colour).toBe('yellow');
    expect(refused(await service.act(cat, select.tableId, select.version, { type: 'pick', value: 'red' }))).toContain('already taken');
    expect(refused(await service.act(cat, select.tableId, select.version, { type: 'pick', value: 'mauve' }))).toContain('is not a');
  });

  it('leave before the start is free; the host cannot leave; start needs the host and enough players', async () => {
    const channelId = newChannel();
    ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: {} }));
    expect(refused(await service.start(ann, channelId))).toContain('At least 2');
    ok(await service.join(ben, channelId));
    ok(await service.leave(ben, channelId));
    expect(refused(await service.leave(ann, channelId))).toContain('host');
    ok(await service.join(ben, channelId));
    expect(refused(await service.start(ben, channelId))).toContain('Only the host');
    const started = ok(await service.start(mod, channelId));
    expect(started.posts[0]!.isTurnPost).toBe(true);
    expect(refused(await service.join(cat, channelId))).toContain('only possible before');
  });

  it('start sends each player their own private view by DM and only theirs', async () => {
    const channelId = newChannel();
    ok(await service.newTable(ann, { guildId: 'g', channelId, gameId: 'high-card', options: {} }));
    ok(await service.join(ben, channelId));
    const started = ok(await service.start(ann, channelId, 'join'));
    const table = (await store.getActiveTable(channelId))!;
    const state = table.snapshot as HighCardState;
    const annDm = started.dms.find((d) => d.userId === ann.userId && d.text.includes('private view'))!;
    const benDm = started.dms.find((d) => d.userId === ben.userId && d.text.includes('private view'))!;
    expect(annDm.text).toContain(state.hands[0]!.join(', '));
    expect(benDm.text).toContain(state.hands[1]!.join(', '));
    // Neither the public post nor the other player's DM carries the other hand.
    const publicText = started.posts.map((p) => p.text).join('\n');
    for (const card of state.hands.flat()) expect(publicText).not.toMatch(new RegExp(`\\b(hand|dealt)\\b.*\\b${card}\\b`));
    expect(benDm.text).not.toContain(state.hands[0]!.join(', '));
  });
});

describe('start-time option checks', () => {
  it('refuses to start when the rules forbid the options with this many players, and stays in the lobby', async () => {
    const checked = { ...highCardEntry, module: { ...highCard, id: 'checked', checkSetup: (_o: unknown, seats: unknown[]) => (seats.length > 2 ? ruleError('too-many', 'Only 2 players with these options.') : null) } };
    const throwing = { ...highCardEntry, module: { ...highCard, id: 'throwing', setup: () => { throw new RangeError('Vassals are for exactly 2 players.'); } } };
    const picky = new TableService({ store, games: catalogOf([checked, throwing]), images: noImages });
    for (const [gameId, expected] of [['checked', 'Only 2 players'], ['throwing', 'cannot start with these options and players: Vassals']] as const) {
      const channelId = newChannel();
      ok(await picky.newTable(ann, { guildId: 'g', channelId, gameId, options: {} }));
      ok(await picky.join(ben, channelId));
      ok(await picky.join(cat, channelId));
      expect(refused(await picky.start(ann, channelId))).toContain(expected);
      expect((await store.getActiveTable(channelId))!.status).toBe('lobby');
    }
  });
});

describe('moves', () => {
  it('HC-2 a legal move is applied, persisted in the log, and the next player is pinged', async () => {
    const t = await startedTable();
    const before = await t.state();
    const seat = highCard.pending(before)[0]!.seat;
    const move = highCard.legal(before, seat)[0]!;
    const outcome = ok(await service.move(actorFor(seat), { channelId: t.channelId, text: move }));
    const log = await store.listMoves(t.tableId);
    expect(log.map((m) => m.notation)).toEqual([move]);
    const after = await t.state();
    const next = highCard.pending(after)[0]!.seat;
    expect(outcome.posts[0]!.mentions).toEqual([actorFor(next).userId]);
    expect(outcome.posts[0]!.text).toContain('your turn');
  });

  it('an illegal move, a wrong seat, garbage, oversized text and strangers change nothing', async () => {
    const t = await startedTable();
    const version = await t.version();
    const state = await t.state();
    const seat = highCard.pending(state)[0]!.seat;
    const other = actorFor((seat + 1) % 3);
    expect(refused(await service.move(other, { channelId: t.channelId, text: highCard.legal(state, seat)[0]! }))).toContain('not your turn');
    expect(refused(await service.move(actorFor(seat), { channelId: t.channelId, text: 'play 99' }))).toMatch(/play|card/i);
    expect(refused(await service.move(actorFor(seat), { channelId: t.channelId, text: '💥'.repeat(50) }))).toBeTruthy();
    expect(refused(await service.move(actorFor(seat), { channelId: t.channelId, text: 'x'.repeat(5000) }))).toContain('too long');
    expect(refused(await service.move(stranger, { channelId: t.channelId, text: 'pass' }))).toContain('not seated');
    expect(await t.version()).toBe(version);
    expect(await store.listMoves(t.tableId)).toHaveLength(0);
  });

  it('HC-4 simultaneous bets: buttons made for an older version still count, each answer once', async () => {
    const t = await startedTable([ann, ben, cat], { rounds: 1, handSize: 2 });
    // Play the first trick.
    for (let i = 0; i < 3; i++) ok(await playCurrentTurn(t.channelId, await t.state()));
    const state = await t.state();
    const bettors = highCard.pending(state);
    expect(bettors.length).toBe(2);
    expect(bettors.every((d) => d.kind === 'bet')).toBe(true);
    const version = await t.version();
    // Both answer from the same post (same version), at the same time.
    const [a, b] = await Promise.all(
      bettors.map((d) => service.act(actorFor(d.seat), t.tableId, version, { type: 'option', index: 0, notation: 'bet yes' })),
    );
    ok(a!);
    ok(b!);
    const log = await store.listMoves(t.tableId);
    expect(log.filter((m) => m.notation === 'bet yes')).toHaveLength(2);
    expect(new Set(log.map((m) => m.seq)).size).toBe(log.length);
    // A second click by the same player is refused: their decision is gone.
    const again = await service.act(actorFor(bettors[0]!.seat), t.tableId, version, { type: 'option', index: 0, notation: 'bet yes' });
    expect(again.reply?.kind).toBe('error');
    expect(await store.listMoves(t.tableId)).toHaveLength(log.length);
  });

  it('a costly move asks for confirmation first, showing what it will do, and applies only on Confirm', async () => {
    const t = await startedTable();
    const state = await t.state();
    const seat = highCard.pending(state)[0]!.seat;
    const move = highCard.legal(state, seat)[0]!;
    const asked = ok(await service.move(actorFor(seat), { channelId: t.channelId, text: move, confirmFirst: true }));
    expect(asked.reply!.text).toContain('Please confirm');
    expect(asked.posts).toHaveLength(0);
    expect(await store.listMoves(t.tableId)).toHaveLength(0);
    const confirm = asked.reply!.buttons!.find((b) => b.action.type === 'confirm-move')!;
    const done = ok(await service.act(actorFor(seat), t.tableId, confirm.version, confirm.action));
    expect(done.posts[0]!.isTurnPost).toBe(true);
    expect((await store.listMoves(t.tableId)).map((m) => m.notation)).toEqual([move]);
    // The same confirmation again is out of date: the table moved on.
    const again = await service.act(actorFor(seat), t.tableId, confirm.version, confirm.action);
    expect(again.reply!.text).toContain('out of date');
    expect(await store.listMoves(t.tableId)).toHaveLength(1);
  });

  it('a player whose decision is still open is named but not pinged or DMed again when someone else answers', async () => {
    const t = await startedTable([ann, ben, cat], { rounds: 1, handSize: 2 });
    for (let i = 0; i < 2; i++) ok(await playCurrentTurn(t.channelId, await t.state()));
    const mover = actorFor(highCard.pending(await t.state())[0]!.seat);
    const completing = ok(await playCurrentTurn(t.channelId, await t.state()));
    const bettors = highCard.pending(await t.state()).map((d) => actorFor(d.seat));
    // The move that opened the bets pings the bettors, except its own player (issue 20: they are at the keyboard and
    // their reply says what is next for them).
    expect(completing.posts[0]!.mentions.sort()).toEqual(bettors.filter((b) => b !== mover).map((b) => b.userId).sort());
    if (bettors.includes(mover)) expect(completing.reply!.text).toContain(highCard.pending(await t.state()).find((d) => actorFor(d.seat) === mover)!.prompt);
    const first = ok(await service.move(bettors[0]!, { channelId: t.channelId, text: 'bet yes' }));
    expect(first.posts[0]!.mentions).toEqual([]);
    expect(first.posts[0]!.text).toContain(bettors[1]!.name);
    expect(first.dms.filter((d) => d.userId === bettors[1]!.userId)).toEqual([]);
  });

  it('a stale button (index-based, older version) is refused politely with the current prompt', async () => {
    const t = await startedTable();
    const version = await t.version();
    ok(await playCurrentTurn(t.channelId, await t.state()));
    const now = await t.state();
    const next = highCard.pending(now)[0]!.seat;
    // Issue 20: the player whose decision is open gets "out of date" followed by the current prompt.
    const stale = await service.act(actorFor(next), t.tableId, version, { type: 'option', index: 0, notation: '' });
    expect(stale.reply?.text).toContain('out of date');
    expect(stale.reply?.text).toContain(highCard.pending(now)[0]!.prompt);
    // A player with nothing to decide is told the real reason, with names: not "out of date".
    const idle = [0, 1, 2].find((seat) => !highCard.pending(now).some((d) => d.seat === seat))!;
    const notYours = await service.act(actorFor(idle), t.tableId, version, { type: 'option', index: 0, notation: '' });
    expect(notYours.reply?.text).toMatch(/^It is not your turn: the game is waiting for (Ann|Ben|Cat) \(seat \d\)\.$/);
    const garbage = await service.act(ann, 'no-such-table', 1, { type: 'board' });
    expect(garbage.reply?.kind).toBe('error');
    expect(garbage.reply?.text).toContain('no longer exists');
  });

  it('two players racing with moves: exactly one lands per decision and nothing is lost or doubled', async () => {
    const t = await startedTable([ann, ben, cat], { rounds: 1, handSize: 2 });
    for (let i = 0; i < 3; i++) ok(await playCurrentTurn(t.channelId, await t.state()));
    const state = await t.state();
    const bettors = highCard.pending(state);
    const outcomes = await Promise.all(bettors.map((d) => service.move(actorFor(d.seat), { channelId: t.channelId, text: 'bet no' })));
    outcomes.forEach(ok);
    const log = await store.listMoves(t.tableId);
    expect(log.map((m) => m.seq)).toEqual(log.map((_m, i) => i + 1));
    expect(log.filter((m) => m.notation === 'bet no')).toHaveLength(2);
  });

  it('HC-6 plays a whole game to the end with a result post and ranks', async () => {
    const t = await startedTable([ann, ben], { rounds: 1, handSize: 2 });
    let last: Outcome | undefined;
    for (let i = 0; i < 50; i++) {
      const table = (await store.getTable(t.tableId))!;
      if (table.status !== 'active') break;
      last = ok(await playCurrentTurn(t.channelId, table.snapshot as HighCardState, [ann, ben]));
    }
    const table = (await store.getTable(t.tableId))!;
    expect(table.status).toBe('finished');
    expect(last!.posts[0]!.text).toContain('is over');
    expect(last!.posts[0]!.text).toMatch(/1\. (Ann|Ben): \*\*\d+\*\*/);
    expect(await store.getActiveTable(t.channelId)).toBeNull();
    // The finished game's result and full log stay available in the channel, seed included.
    expect((await service.status({ channelId: t.channelId })).reply!.text).toContain('finished');
    const exported = await service.log({ channelId: t.channelId }, { asFile: true });
    const text = exported.reply!.file!.data.toString();
    expect(text).toContain('seed fixed-seed');
    expect(text.trim().split('\n')).toHaveLength(1 + (await store.listMoves(t.tableId)).length);
    // A new table can open in the channel now.
    ok(await service.newTable(ann, { guildId: 'g', channelId: t.channelId, gameId: 'high-card', options: {} }));
  });
});

describe('views and logs', () => {
  it('My view shows only the asker their hand and legal moves; spectators get public status', async () => {
    const t = await startedTable();
    const state = await t.state();
    const mine = await service.view(ben, { channelId: t.channelId });
    expect(mine.reply!.text).toContain(state.hands[1]!.join(', '));
    expect(mine.posts).toHaveLength(0);
    expect(mine.dms).toHaveLength(0);
    const spectator = await service.view(stranger, { channelId: t.channelId });
    for (const hand of state.hands) expect(spectator.reply!.text).not.toContain(hand.join(', '));
  });

  it('status names players on vacation', async () => {
    const t = await startedTable();
    ok(await service.settings(cat, t.channelId, {}, { vacationDays: 3 }));
    const status = await service.status({ channelId: t.channelId });
    expect(status.reply!.text).toMatch(/Cat[^,]*\(on vacation\)/);
    expect(status.reply!.text).not.toMatch(/Ann[^,]*on vacation/);
  });

  it('status, board and a paged log', async () => {
    const t = await startedTable();
    for (let i = 0; i < 3; i++) ok(await playCurrentTurn(t.channelId, await t.state()));
    const status = await service.status({ channelId: t.channelId });
    expect(status.reply!.text).toContain('Must act');
    const log = await service.log({ channelId: t.channelId });
    expect(log.reply!.text).toContain('1. ');
    expect(log.reply!.text).toContain('page 1/1');
    const file = await service.log({ channelId: t.channelId }, { asFile: true });
    expect(file.reply!.file!.data.toString()).toContain('seed (hidden until the end)');
  });
});

describe('undo', () => {
  it('the mover takes back a move for free while nobody acted and nothing was revealed', async () => {
    const t = await startedTable([ann, ben, cat], { rounds: 1, handSize: 2 });
    for (let i = 0; i < 3; i++) ok(await playCurrentTurn(t.channelId, await t.state()));
    const state = await t.state();
    const bettor = highCard.pending(state)[0]!.seat;
    const moved = ok(await service.move(actorFor(bettor), { channelId: t.channelId, text: 'bet yes' }));
    expect(moved.reply!.buttons!.map((b) => b.action.type)).toContain('undo');
    const undone = ok(await service.undo(actorFor(bettor), { channelId: t.channelId }));
    expect(undone.posts[0]!.text).toContain('took back');
    const all = await store.listMoves(t.tableId, { includeUndone: true });
    expect(all.at(-1)!.undoneAt).not.toBeNull();
    expect(await store.listMoves(t.tableId)).toHaveLength(3);
    expect(highCard.pending(await t.state()).some((d) => d.seat === bettor)).toBe(true);
  });

  it('undo after a reveal needs every affected player to agree by button', async () => {
    const t = await startedTable();
    const state = await t.state();
    const seat = highCard.pending(state)[0]!.seat;
    ok(await service.move(actorFor(seat), { channelId: t.channelId, text: highCard.legal(state, seat)[0]! }));
    const request = ok(await service.undo(actorFor(seat), { channelId: t.channelId }));
    expect(request.posts[0]!.text).toContain('agree');
    const voters = request.posts[0]!.mentions;
    expect(voters.length).toBe(2);
    expect(await store.listMoves(t.tableId)).toHaveLength(1);
    const v = await t.version();
    ok(await service.act(voters[0] === ben.userId ? ben : cat, t.tableId, v, { type: 'undo-vote', approve: true }));
    expect(await store.listMoves(t.tableId)).toHaveLength(1);
    const done = ok(await service.act(voters[0] === ben.userId ? cat : ben, t.tableId, v, { type: 'undo-vote', approve: true }));
    expect(done.posts[0]!.text).toContain('Undo approved');
    expect(await store.listMoves(t.tableId)).toHaveLength(0);
    const audit = await store.listAudit(t.tableId);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['undo-request', 'undo']));
  });

  it('a declined undo changes nothing', async () => {
    const t = await startedTable();
    const state = await t.state();
    const seat = highCard.pending(state)[0]!.seat;
    ok(await service.move(actorFor(seat), { channelId: t.channelId, text: highCard.legal(state, seat)[0]! }));
    const request = ok(await service.undo(actorFor(seat), { channelId: t.channelId }));
    const voter = [ann, ben, cat].find((a) => a.userId === request.posts[0]!.mentions[0])!;
    const declined = ok(await service.act(voter, t.tableId, await t.version(), { type: 'undo-vote', approve: false }));
    expect(declined.posts[0]!.text).toContain('declined');
    expect(await store.listMoves(t.tableId)).toHaveLength(1);
  });
});

describe('admin', () => {
  it('kick leaves the seat open for anyone to take, who then gets that seat\'s private view', async () => {
    const t = await startedTable();
    expect(refused(await service.kick(ben, t.channelId, cat.userId))).toContain('Manage Channels');
    const kicked = ok(await service.kick(ann, t.channelId, cat.userId));
    expect(kicked.posts[0]!.text).toContain('open');
    const taken = ok(await service.join(stranger, t.channelId));
    const state = await t.state();
    const dm = taken.dms.find((d) => d.userId === stranger.userId)!;
    expect(dm.text).toContain(state.hands[2]!.join(', '));
  });

  it('a player\'s DM preference survives an admin change to the seats made from an older copy', async () => {
    const t = await startedTable();
    const staleSeats = await store.listSeats(t.tableId);
    ok(await service.settings(ben, t.channelId, {}, { dm: false }));
    // An admin change computed from the copy loaded before Ben's preference landed.
    const replaced = staleSeats.map((s) => (s.userId === cat.userId ? { ...s, userId: stranger.userId, displayName: stranger.name, dmEnabled: true } : s));
    await store.commit(t.tableId, await t.version(), { seats: replaced });
    const seats = await store.listSeats(t.tableId);
    expect(seats.find((s) => s.userId === ben.userId)!.dmEnabled).toBe(false);
    expect(seats.find((s) => s.userId === stranger.userId)!.dmEnabled).toBe(true);
  });

  it('replace hands the seat over directly; abort needs confirmation and an admin', async () => {
    const t = await startedTable();
    ok(await service.kick(mod, t.channelId, ben.userId, { userId: stranger.userId, name: stranger.name }));
    const seats = await store.listSeats(t.tableId);
    expect(seats.find((s) => s.seat === 1)!.userId).toBe(stranger.userId);
    expect(refused(await service.abort(cat, { channelId: t.channelId }))).toContain('Manage Channels');
    const ask = ok(await service.abort(ann, { channelId: t.channelId }));
    expect(ask.reply!.buttons!.map((b) => b.action.type)).toContain('abort-confirm');
    expect((await store.getTable(t.tableId))!.status).toBe('active');
    const done = ok(await service.act(ann, t.tableId, await t.version(), { type: 'abort-confirm' }));
    expect(done.posts[0]!.text).toContain('aborted');
    expect((await store.getTable(t.tableId))!.status).toBe('aborted');
  });

  it('resign ends the game with the resigner last', async () => {
    const t = await startedTable();
    ok(await service.resign(cat, { channelId: t.channelId }));
    expect((await store.getTable(t.tableId))!.status).toBe('active');
    ok(await service.act(cat, t.tableId, await t.version(), { type: 'resign-confirm' }));
    const table = (await store.getTable(t.tableId))!;
    expect(table.status).toBe('finished');
    const result = table.result as { scores: { seat: number; rank: number }[] };
    expect(result.scores.find((s) => s.seat === 2)!.rank).toBe(2);
  });

  it('reminders are stored, sent to the waiting player after the interval, and respect mute and DM settings', async () => {
    const t = await startedTable();
    ok(await service.settings(ann, t.channelId, { reminderHours: 2, maxReminders: 2 }, {}));
    const state = await t.state();
    const waiting = actorFor(highCard.pending(state)[0]!.seat);
    expect((await service.dueReminders()).filter((o) => o.tableId === t.tableId)).toHaveLength(0);
    clockNow = new Date(clockNow.getTime() + 3 * 3_600_000);
    const due = (await service.dueReminders()).filter((o) => o.tableId === t.tableId);
    expect(due).toHaveLength(1);
    expect(due[0]!.dms.map((d) => d.userId)).toEqual([waiting.userId]);
    expect(due[0]!.dms[0]!.text).toContain('Reminder');
    // Muted for this turn: the next reminder skips them.
    ok(await service.settings(waiting, t.channelId, {}, { muteThisTurn: true }));
    clockNow = new Date(clockNow.getTime() + 3 * 3_600_000);
    const muted = (await service.dueReminders()).filter((o) => o.tableId === t.tableId);
    expect(muted).toHaveLength(0);
    // At most maxReminders: nothing more is scheduled.
    expect((await store.getTable(t.tableId))!.nextReminderAt).toBeNull();
  });
});
