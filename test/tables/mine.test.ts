/** `/game mine`: the caller's open tables on this server, those waiting on them first, paged, ephemeral. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/tables/context.ts';
import { MINE_PAGE_SIZE } from '../../src/tables/mine.ts';
import type { TableService } from '../../src/tables/service.ts';
import { highCard, type HighCardState } from '../fixtures/games/high-card/index.ts';
import { ann, ben, cat, ok, openServiceHarness, stranger, type ServiceHarness } from '../support/table-service.ts';

let harness: ServiceHarness;
let service: TableService;
let channels = 0;

beforeAll(async () => {
  harness = await openServiceHarness(() => new Date());
  service = harness.service;
});
afterAll(async () => harness?.cleanup());

/** A table in a new channel: a lobby, or started in join order (Ann leads: HC-1). */
async function table(guildId: string, players: Actor[], start: boolean): Promise<string> {
  const channelId = `mine-${++channels}`;
  ok(await service.newTable(players[0]!, { guildId, channelId, gameId: 'high-card', options: { rounds: 1, handSize: 2 } }));
  for (const p of players.slice(1)) ok(await service.join(p, channelId));
  if (start) ok(await service.start(players[0]!, channelId, 'join'));
  return channelId;
}

async function playFirstLegal(channelId: string, players: Actor[]): Promise<void> {
  const state = (await harness.store.getActiveTable(channelId))!.snapshot as HighCardState;
  const seat = highCard.pending(state)[0]!.seat;
  ok(await service.move(players[seat]!, { channelId, text: highCard.legal(state, seat)[0]! }));
}

describe('/game mine', () => {
  it('lists the caller\'s tables on this server only, those waiting on them first, then each group longest waiting first', async () => {
    const guild = 'guild-mine';
    const lobby = await table(guild, [ben, ann], false);
    const othersTurn = await table(guild, [ann, ben], true);
    await playFirstLegal(othersTurn, [ann, ben]); // now Ben must act
    const olderWait = await table(guild, [ann, cat], true);
    await new Promise((r) => setTimeout(r, 1100)); // a second apart in Discord's <t:…> timestamps
    const newerWait = await table(guild, [ann, ben, cat], true);
    await table('another-guild', [ann, ben], true);
    const finished = await table(guild, [ann, ben], true);
    await service.abort(ann, { channelId: finished }, true);

    const reply = ok(await service.mine(ann, guild));
    expect(reply.posts).toHaveLength(0);
    expect(reply.dms).toHaveLength(0);
    const text = reply.reply!.text;
    expect(text.split('\n')[0]).toBe('Your tables on this server: 4, 2 waiting on you (page 1/1):');
    const order = [...text.matchAll(/<#(mine-\d+)>/g)].map((m) => m[1]);
    expect(order).toEqual([olderWait, newerWait, lobby, othersTurn]);
    expect(text).toContain('**Waiting on you** since <t:');
    expect(text).toContain('Waiting for Ben since <t:');
    expect(text).toContain('Waiting to start: 2/4 seated.');
    const times = [...text.matchAll(/<t:(\d+):R>/g)].map((m) => Number(m[1]));
    const nowSeconds = Date.now() / 1000;
    for (const t of times) expect(Math.abs(t - nowSeconds)).toBeLessThan(120);
    expect(times[0]!).toBeLessThan(times[1]!);
    // Ann's own prompt is shown to her; no one's hand is (HC-1).
    expect(text).toContain('Round 1/1');
    expect(text).not.toMatch(/Your hand/);
  });

  it('pages a long list and says how to see the next page; an out-of-range page shows the last one', async () => {
    const guild = 'guild-many';
    for (let i = 0; i < MINE_PAGE_SIZE + 2; i++) await table(guild, [cat, ben], false);
    const first = ok(await service.mine(cat, guild)).reply!.text;
    expect(first).toContain('(page 1/2)');
    expect([...first.matchAll(/<#mine-\d+>/g)]).toHaveLength(MINE_PAGE_SIZE);
    expect(first).toContain('More: /game mine page:2');
    const last = ok(await service.mine(cat, guild, 9)).reply!.text;
    expect(last).toContain('(page 2/2)');
    expect([...last.matchAll(/<#mine-\d+>/g)]).toHaveLength(2);
    expect(last).not.toContain('More:');
  });

  it('tells a player with no open table here what to do', async () => {
    const reply = ok(await service.mine(stranger, 'guild-mine'));
    expect(reply.reply!.text).toBe('You are not seated at any open table on this server. Open one with /game new, or join a lobby with /game join.');
  });
});
