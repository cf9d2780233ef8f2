/**
 * `/game open`: the server's lobbies waiting for players, with a Join button each that joins that table; and
 * new lobbies announced in the channel the server chose with `/game server lobby-channel:`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/tables/context.ts';
import { ann, ben, cat, mod, ok, openServiceHarness, refused, stranger, type ServiceHarness } from '../support/table-service.ts';

let h: ServiceHarness;
let now = new Date('2026-03-01T12:00:00Z');
const guild = 'guild-open';
const admin: Actor = { ...mod, canManageServer: true };
const dan: Actor = { userId: '400', name: 'Dan', canManage: false };

beforeAll(async () => {
  h = await openServiceHarness(() => now);
});
afterAll(async () => h?.cleanup());

describe('/game open', () => {
  it('bad input: outside a server, and a server without lobbies, get a clear answer', async () => {
    expect(refused(await h.service.openTables(null))).toBe('Open tables are listed per server: use /game open in a channel of the server.');
    expect(ok(await h.service.openTables('guild-quiet')).reply!.text).toBe('No table on this server is waiting for players. Open one with /game new.');
  });

  it('lists each lobby with its game, options, seats, host, host time zone and wait, and a Join button while a seat is free', async () => {
    ok(await h.service.newTable(ann, { guildId: guild, channelId: 'open-1', gameId: 'high-card', options: { rounds: 1 } }));
    const first = (await h.store.getActiveTable('open-1'))!;
    await h.store.updateSeatPrefs(first.id, ann.userId, { timeZone: 'Europe/Paris' });
    ok(await h.service.newTable(ben, { guildId: guild, channelId: 'open-2', gameId: 'high-card', options: {} }));
    for (const p of [cat, stranger, dan]) ok(await h.service.join(p, 'open-2'));
    // Another server's lobby and a started table are not listed.
    ok(await h.service.newTable(cat, { guildId: 'guild-other', channelId: 'open-3', gameId: 'high-card', options: {} }));
    ok(await h.service.newTable(dan, { guildId: guild, channelId: 'open-4', gameId: 'high-card', options: {} }));
    ok(await h.service.join(ann, 'open-4'));
    ok(await h.service.start(dan, 'open-4'));
    // Lobbies are stamped by the database's clock; the service's clock says how long they waited.
    now = new Date(first.createdAt.getTime() + 3.5 * 3_600_000);
    const listed = ok(await h.service.openTables(guild)).reply!;
    expect(listed.text.split('\n')).toEqual([
      'Tables waiting for players (2):',
      '1. **High Card** in <#open-1>: Rounds: 1; Hand size: 3 (at most 20 cards shared by all players); Variant: standard (followers may pass). 1 seated, 3 free (up to 4). Host Ann (Europe/Paris), waiting for 3 h.',
      '2. **High Card** in <#open-2>: Rounds: 2; Hand size: 3 (at most 20 cards shared by all players); Variant: standard (followers may pass). Full (4 seated), waiting for the host Ben to start, for 3 h.',
    ]);
    expect(listed.buttons!.map((b) => [b.label, b.tableId, b.action.type])).toEqual([['Join 1: High Card', first.id, 'join']]);
  });

  it('the Join button joins that table, whichever channel it was pressed in, and posts there', async () => {
    const listed = ok(await h.service.openTables(guild)).reply!;
    const join = listed.buttons![0]!;
    const joined = ok(await h.service.act(cat, join.tableId, join.version, join.action));
    expect(joined.channelId).toBe('open-1');
    expect(joined.posts[0]!.text).toContain('Cat');
    expect((await h.store.listSeats(join.tableId)).map((s) => s.userId)).toEqual([ann.userId, cat.userId]);
    // Pressed again by the same player: refused, nothing changes.
    refused(await h.service.act(cat, join.tableId, join.version, join.action));
    expect((await h.store.listSeats(join.tableId)).map((s) => s.userId)).toEqual([ann.userId, cat.userId]);
    expect(ok(await h.service.openTables(guild)).reply!.text).toContain('2 seated, 2 free');
  });

  it('the button of a lobby that started meanwhile says so and seats nobody', async () => {
    const join = ok(await h.service.openTables(guild)).reply!.buttons![0]!;
    ok(await h.service.start(ann, 'open-1'));
    const late = await h.service.act(dan, join.tableId, join.version, join.action);
    expect(late.reply!.kind).toBe('error');
    expect((await h.store.listSeats(join.tableId)).map((s) => s.userId)).not.toContain(dan.userId);
  });
});

describe('/game server lobby-channel', () => {
  it('only Manage Server may set it; a new lobby is then announced there with a Join button', async () => {
    expect(refused(await h.service.serverSettings(mod, guild, undefined, { lobbyChannelId: 'lobbies' }))).toContain('Manage Server');
    const set = ok(await h.service.serverSettings(admin, guild, undefined, { lobbyChannelId: 'lobbies' }));
    expect(set.posts[0]!.text).toBe('Mod set the channel where new tables are announced: <#lobbies>.');
    const opened = ok(await h.service.newTable(ann, { guildId: guild, channelId: 'open-5', gameId: 'high-card', options: {} }));
    const table = (await h.store.getActiveTable('open-5'))!;
    expect(opened.announcements).toHaveLength(1);
    const { channelId, post } = opened.announcements![0]!;
    expect(channelId).toBe('lobbies');
    expect(post.text).toBe('New table: **High Card** in <#open-5>, opened by Ann. Rounds: 2; Hand size: 3 (at most 20 cards shared by all players); Variant: standard (followers may pass). 3 seats free (up to 4).');
    expect(post.buttons.map((b) => [b.tableId, b.action.type])).toEqual([[table.id, 'join']]);
    // A lobby opened in the lobby channel itself is not announced twice.
    expect(ok(await h.service.newTable(ben, { guildId: guild, channelId: 'lobbies', gameId: 'high-card', options: {} })).announcements).toBeUndefined();
  });

  it('setting the lobby channel keeps the creator role; lobby-announce false stops the announcements', async () => {
    ok(await h.service.serverSettings(admin, guild, 'role-7'));
    ok(await h.service.serverSettings(admin, guild, undefined, { lobbyChannelId: 'lobbies-2' }));
    expect(await h.store.getGuildSettings(guild)).toEqual({ guildId: guild, creatorRoleId: 'role-7', lobbyChannelId: 'lobbies-2', webPages: true });
    const off = ok(await h.service.serverSettings(admin, guild, undefined, { lobbyChannelId: null }));
    expect(off.posts[0]!.text).toBe('Mod turned off the announcement of new tables.');
    expect(await h.store.getGuildSettings(guild)).toEqual({ guildId: guild, creatorRoleId: 'role-7', lobbyChannelId: null, webPages: true });
    expect(ok(await h.service.newTable({ ...mod }, { guildId: guild, channelId: 'open-6', gameId: 'high-card', options: {} })).announcements).toBeUndefined();
    expect(ok(await h.service.serverSettings(admin, guild, undefined, {})).reply!.text).toContain('Nothing to change');
  });
});
