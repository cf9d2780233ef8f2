/**
 * Energy Empire through Discord (issue 9): a whole 3-player game from the lobby to the final scores, the /ee
 * subcommands with autocomplete and confirmation, bad input refused without a change, and no agenda of one seat
 * ever reaching another (posts, images, autocomplete, logs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyEmpireEntry } from '../../../src/games/energy-empire/entry.ts';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { agendaData } from '../../../src/games/energy-empire/rules/lookup.ts';
import { catalogOf } from '../../../src/games/entry.ts';
import { allComponents, messageText } from '../fake-discord/index.ts';
import type { FakeMessage } from '../fake-discord/types.ts';
import { latestTurnPost, playToEnd, startTableHarness, type TableHarness } from './table-harness.ts';

const games = catalogOf([energyEmpireEntry]);
let h: TableHarness;

/**
 * The Energy Empire table through Discord: `wholeGame` plays the game to its final scores (npm run test:long,
 * energy-empire.long.test.ts); without it the table's opening tests run (energy-empire.test.ts, npm test).
 */
export function eeTableSuite(wholeGame: boolean): void {
  beforeAll(async () => {
    h = await startTableHarness(games, ['ada', 'bo', 'cy']);
  });
  afterAll(async () => h?.close());

  const state = async (): Promise<EeState> => (await h.active())!.snapshot as EeState;
  const refusedText = (m: FakeMessage) => m.content.startsWith('⚠️');

  /** Agenda names and ids a seat holds in secret now (the setup deal included). */
  function secretsOf(s: EeState, seat: number): string[] {
    const p = s.players[seat]!;
    const ids = [...p.agendas.filter((a) => !a.public).map((a) => a.id), ...(s.phase === 'setup' ? p.dealtAgendas : [])];
    return ids.flatMap((id) => [id, agendaData(id).name]);
  }

  /** Every message so far that `userId` could read (public, or addressed to them) is free of `secrets`. */
  function expectUnseen(userId: string | null, secrets: string[], messages: readonly FakeMessage[]): void {
    for (const m of messages) {
      const readable = m.audience.kind === 'channel' || (userId !== null && 'userId' in m.audience && m.audience.userId === userId);
      if (!readable) continue;
      const text = messageText(m);
      for (const secret of secrets) expect(text, `message ${m.id} shows ${secret}`).not.toContain(secret);
    }
  }

  describe('Energy Empire at a Discord table', () => {
    it('opens, seats three players, starts with a board image, and /ee help says the data is provisional', async () => {
      const [ada, bo, cy] = h.users as [(typeof h.users)[0], (typeof h.users)[0], (typeof h.users)[0]];
      await h.slash(ada, 'game', { subcommand: 'new', options: { game: 'energy-empire' } });
      await h.slash(bo, 'game', { subcommand: 'join' });
      await h.slash(cy, 'game', { subcommand: 'join' });
      const started = await h.slash(ada, 'game', { subcommand: 'start', options: { order: 'join' } });
      expect(started.content).toContain('Energy Empire');
      const post = latestTurnPost(h.fake)!;
      expect(post.attachments[0]!.bytes.length).toBeGreaterThan(10_000);
      const help = await h.slash(bo, 'ee', { subcommand: 'help' });
      expect(help.content).toMatch(/PROVISIONAL DATA/);
      const commands = await h.slash(bo, 'ee', { subcommand: 'help', options: { topic: 'commands' } });
      expect(commands.content).toContain('/ee place');
    });

    it('EE-3.10 /ee keep autocompletes only the seat\'s own deal; the choice stays hidden from the others', async () => {
      const table = (await h.active())!;
      const s = await state();
      for (let seat = 0; seat < 3; seat++) {
        const user = await h.userForSeat(table.id, seat);
        const nations = await h.fake.autocomplete(user, 'ee', { subcommand: 'keep', options: { nation: '' }, focused: 'nation' });
        expect(nations.map((c) => c.value).sort()).toEqual([...s.players[seat]!.dealtNations].sort());
        const agendas = await h.fake.autocomplete(user, 'ee', { subcommand: 'keep', options: { nation: String(nations[0]!.value), agenda: '' }, focused: 'agenda' });
        expect(agendas.map((c) => c.value).sort()).toEqual([...s.players[seat]!.dealtAgendas].sort());
        // Another seat's deal never appears in this player's suggestions, even for /move.
        const all = await h.fake.autocomplete(user, 'move', { options: { text: '' }, focused: 'text' });
        for (const other of [0, 1, 2].filter((x) => x !== seat)) {
          for (const id of s.players[other]!.dealtAgendas.filter((a) => !s.players[seat]!.dealtAgendas.includes(a))) expect(JSON.stringify(all)).not.toContain(id);
        }
        const kept = await h.slash(user, 'ee', { subcommand: 'keep', options: { nation: String(nations[0]!.value), agenda: String(agendas[0]!.value) } });
        expect(refusedText(kept)).toBe(false);
      }
      const after = await state();
      expect(after.phase).toBe('play');
      for (let seat = 0; seat < 3; seat++) {
        const owner = await h.userForSeat(table.id, seat);
        const view = await h.slash(owner, 'game', { subcommand: 'view' });
        expect(view.ephemeral).toBe(true);
        expect(view.attachments[0]?.filename).toMatch(/private/);
        expect(view.content).toContain(agendaData(after.players[seat]!.agendas[0]!.id).name);
        const others = h.users.filter((u) => u.id !== owner.id).map((u) => u.id);
        for (const userId of [null, ...others]) expectUnseen(userId, secretsOf(after, seat), h.fake.allMessages());
      }
      const log = await h.slash(h.users[0]!, 'game', { subcommand: 'log' });
      expect(log.content).toContain('hidden until everyone has chosen');
    });

    it('bad input (wrong seat, malformed, illegal placement) is refused with what is allowed, and changes nothing', async () => {
      const table = (await h.active())!;
      const s = await state();
      const other = await h.userForSeat(table.id, (s.current + 1) % 3);
      const mover = await h.userForSeat(table.id, s.current);
      const wrongSeat = await h.slash(other, 'ee', { subcommand: 'place', options: { location: 'mine' } });
      expect(refusedText(wrongSeat)).toBe(true);
      const malformed = await h.slash(mover, 'move', { options: { text: 'place' } });
      expect(refusedText(malformed)).toBe(true);
      expect(malformed.content).toMatch(/place <location>/);
      const nowhere = await h.slash(mover, 'ee', { subcommand: 'place', options: { location: 'moon' } });
      expect(refusedText(nowhere)).toBe(true);
      expect((await h.active())!.version).toBe(table.version);
    });

    it('EE-5 /ee generate asks to confirm first; /ee place autocompletes legal locations and plays', async () => {
      const table = (await h.active())!;
      const s = await state();
      const mover = await h.userForSeat(table.id, s.current);
      const locations = await h.fake.autocomplete(mover, 'ee', { subcommand: 'place', options: { location: '' }, focused: 'location' });
      expect(locations.length).toBeGreaterThan(3);
      const legal = energyEmpireEntry.module.legal(s, s.current);
      for (const c of locations) expect(legal.some((m) => m.startsWith(`place ${String(c.value)}`))).toBe(true);
      const ask = await h.slash(mover, 'ee', { subcommand: 'generate', options: { step: 'generate' } });
      expect(ask.content).toMatch(/Please confirm: \*\*generate\*\*/);
      expect((await h.active())!.version).toBe(table.version);
      const confirm = allComponents(ask).find((c) => c.label === 'Confirm')!;
      const done = await (await h.fake.clickButton(mover, ask, confirm.custom_id as string)).final();
      expect(refusedText(done)).toBe(false);
      const moved = (await h.active())!.version;
      expect(moved).toBeGreaterThan(table.version);
      // The same Confirm button again is stale: refused, nothing changes.
      const again = await (await h.fake.clickButton(mover, ask, confirm.custom_id as string)).final();
      expect(again.content).toMatch(/out of date|⚠️/);
      expect((await h.active())!.version).toBe(moved);
    });

    it.runIf(wholeGame)('plays a whole game by /move and decision buttons to the final scores; no agenda ever reached another seat', async () => {
      const table = (await h.active())!;
      const played = await playToEnd(h, 'ee-e2e', 3000, games);
      expect(played.moves).toBeGreaterThan(50);
      expect(played.bySlash).toBeGreaterThan(0);
      // Answers with few options (offers, Global Impact choices, refine, highest die) come as buttons.
      expect(played.byButton).toBeGreaterThan(0);
      expect(await h.active()).toBeNull();
      const result = await h.fake.waitForMessage(h.fake.channelId, (m) => m.content.includes('is over'));
      expect(result.content).toMatch(/1\. \S+: \*\*\d+\*\*/);
      const final = (await h.store.getTable(table.id))!;
      expect(final.status).toBe('finished');
      const end = final.snapshot as EeState;
      // Agendas kept secret from the start to the end: before the final scores, no other player could read them.
      const all = h.fake.allMessages();
      const beforeResult = all.slice(0, all.findIndex((m) => m.id === result.id));
      for (let seat = 0; seat < 3; seat++) {
        const owner = await h.userForSeat(table.id, seat);
        const secrets = end.players[seat]!.agendas.filter((a) => !a.public).flatMap((a) => [a.id, agendaData(a.id).name]);
        for (const userId of [null, ...h.users.filter((u) => u.id !== owner.id).map((u) => u.id)]) expectUnseen(userId, secrets, beforeResult);
        for (const line of h.logLines) for (const secret of secrets) expect(line).not.toContain(secret);
      }
      // Private pictures go only to their owner.
      for (const m of all) if (m.attachments.some((a) => /private/.test(a.filename))) expect(m.audience.kind).not.toBe('channel');
      const images = all.flatMap((m) => m.attachments).filter((a) => a.filename.endsWith('.png'));
      for (const image of images) expect(image.size).toBeLessThan(2 * 1024 * 1024);
      expect(h.fake.unknownRoutes).toEqual([]);
    });
  });
}
