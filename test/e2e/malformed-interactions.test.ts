/**
 * Issue 20: every interaction gets an ephemeral answer, whatever its payload, and nothing a user
 * sends is logged as an error: form-step ids on the wrong kind of control, modal submits nobody was shown (unknown
 * ids, table-prompt ids, a form modal without its text field), component types the bot never sends, unknown
 * commands and commands without their required options.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/entry.ts';
import { highCardWithFormsEntry } from '../fixtures/games/high-card/forms.ts';
import type { InteractionHandle } from './fake-discord/index.ts';
import type { FakeMessage, FakeUser, JsonObject } from './fake-discord/types.ts';
import { latestTurnPost, startTableHarness, type TableHarness } from './support/table-harness.ts';

const games = catalogOf([highCardWithFormsEntry]);
let h: TableHarness;
let ann: FakeUser;
let tableId = '';
let post: FakeMessage;

beforeAll(async () => {
  h = await startTableHarness(games, ['ann', 'bob', 'cat']);
  const [a, bob, cat] = h.users as [FakeUser, FakeUser, FakeUser];
  ann = a;
  await h.slash(ann, 'game', { subcommand: 'new', options: { game: 'high-card', options: 'rounds=1' } });
  await h.slash(bob, 'game', { subcommand: 'join' });
  await h.slash(cat, 'game', { subcommand: 'join' });
  await h.slash(ann, 'game', { subcommand: 'start', options: { order: 'join' } });
  tableId = (await h.active())!.id;
  post = latestTurnPost(h.fake)!;
}, 60_000);
afterAll(async () => h?.close());

/** The interaction was acknowledged in time and its answer is ephemeral text. */
async function answered(handle: Promise<InteractionHandle>): Promise<string> {
  const sent = await handle;
  // Acknowledged at all (before issue 20 these got no answer: "This interaction failed"); the fake enforces the deadline.
  const first = await sent.response({ timeoutMs: 60_000 });
  expect([4, 5, 6, 7, 9]).toContain(first.type);
  const reply = await sent.final({ timeoutMs: 60_000 });
  expect(reply.ephemeral, reply.content).toBe(true);
  expect(reply.content.length).toBeGreaterThan(10);
  return reply.content;
}

const button = (customId: string): JsonObject => ({ custom_id: customId, component_type: 2 });
const modal = (customId: string, components: JsonObject[] = []): JsonObject => ({ custom_id: customId, components });

describe('every interaction is answered (issue 20)', () => {
  it('a form field, cancel or submit id on the wrong kind of control gets the current prompt', async () => {
    for (const id of [`f|s|${tableId}|bet|0`, `f|m|${tableId}|bet`, `f|cf|${tableId}|bet|3`]) {
      const text = await answered(h.fake.forge(ann, 3, button(id), post));
      expect(text).toMatch(/out of date|not seated|no longer/i);
    }
    const select = await answered(h.fake.forge(ann, 3, { custom_id: `f|x|${tableId}|bet`, component_type: 3, values: ['a'] }, post));
    expect(select).toMatch(/out of date/);
  });

  it('a modal submit with an unknown id, a table-prompt id or a form id without its text field is answered', async () => {
    expect(await answered(h.fake.forge(ann, 5, modal('zzz-not-ours')))).toMatch(/I do not know that button or menu/);
    const prompt = await answered(h.fake.forge(ann, 5, modal(`t|v|${tableId}|1`)));
    expect(prompt).toMatch(/out of date/);
    expect(prompt.split('\n').length).toBeGreaterThan(1);
    expect(await answered(h.fake.forge(ann, 5, modal(`f|m|${tableId}|bet`)))).toMatch(/out of date/);
    expect(await answered(h.fake.forge(ann, 5, modal(`t|v|no-such-table|1`)))).toMatch(/no longer exists/);
  });

  it('a garbage button id, an unknown component type and a stale table button are answered', async () => {
    expect(await answered(h.fake.forge(ann, 3, button('¯\\_(ツ)_/¯'), post))).toMatch(/I do not know that button or menu/);
    expect(await answered(h.fake.forge(ann, 3, { custom_id: 'users', component_type: 5, values: [] }, post))).toMatch(/My commands: \/game, \/move, \/hc/);
    expect(await answered(h.fake.forge(ann, 3, button(`t|v|${tableId}|0`), post))).toContain('Your view');
  });

  it('an unknown command lists every command; a command without its required option says what to fill in', async () => {
    expect(await answered(h.fake.forge(ann, 2, { id: '1', name: 'nosuch', type: 1, options: [] }))).toBe('⚠️ I have no command /nosuch. My commands: /game, /move, /hc.');
    expect(await answered(h.fake.forge(ann, 2, { id: '1', name: 'move', type: 1, options: [] }))).toMatch(/Type your move in the text option/);
    expect(await answered(h.fake.forge(ann, 2, { id: '1', name: 'game', type: 1, options: [] }))).toMatch(/missing a value/);
    expect(await answered(h.fake.forge(ann, 2, { id: '1', name: 'hc', type: 1, options: [{ name: 'play', type: 1, options: [] }] }))).toMatch(/Missing: card/);
  });

  it('logged no error for any of it', () => {
    const errors = h.logLines.filter((l) => /"level":(50|60)/.test(l));
    expect(errors).toEqual([]);
  });
});
