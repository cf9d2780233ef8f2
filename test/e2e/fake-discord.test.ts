import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Interaction,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MEMBER_PERMISSIONS, messageText, startFakeDiscord, type FakeDiscord, type FakeUser } from './fake-discord/index.ts';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('fake board pixels')]);
const HEXES = ['E5', 'E6', 'E7', 'F3', 'G2'];

const commands = [
  new SlashCommandBuilder().setName('ping').setDescription('pong, privately'),
  new SlashCommandBuilder().setName('board').setDescription('deferred public board image'),
  new SlashCommandBuilder().setName('post').setDescription('posts a prompt with a button and a select menu'),
  new SlashCommandBuilder().setName('feedback').setDescription('opens a modal'),
  new SlashCommandBuilder()
    .setName('tm')
    .setDescription('Terra Mystica')
    .addSubcommand((s) =>
      s
        .setName('build')
        .setDescription('build a dwelling')
        .addStringOption((o) => o.setName('hex').setDescription('where').setRequired(true).setAutocomplete(true))
        .addIntegerOption((o) => o.setName('count').setDescription('how many')),
    ),
  new SlashCommandBuilder()
    .setName('dm')
    .setDescription('DMs a user')
    .addUserOption((o) => o.setName('user').setDescription('who').setRequired(true)),
  new SlashCommandBuilder().setName('defer-follow').setDescription('ephemeral deferral, then two follow-ups'),
  new SlashCommandBuilder().setName('with-response').setDescription('reply withResponse, then edit it'),
  new SlashCommandBuilder().setName('edit').setDescription('channel message edit, delete and a too long message'),
  new SlashCommandBuilder().setName('slow').setDescription('acknowledges too late'),
].map((c) => c.toJSON());

/** A tiny bot using discord.js the way the real one does; errors are collected, not thrown. */
function startBot(fake: FakeDiscord, errors: unknown[]): Promise<Client> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase } });
  client.on(Events.InteractionCreate, (interaction) => {
    handle(interaction).catch((error: unknown) => errors.push(error));
  });
  client.on(Events.Error, (error) => errors.push(error));
  const ready = once(client, Events.ClientReady);
  return client.login(fake.token).then(async () => {
    await ready;
    return client;
  });

  async function handle(interaction: Interaction): Promise<void> {
    if (interaction.isAutocomplete()) {
      const typed = interaction.options.getFocused().toUpperCase();
      await interaction.respond(HEXES.filter((h) => h.startsWith(typed)).map((h) => ({ name: `hex ${h}`, value: h })));
      return;
    }
    if (interaction.isButton()) {
      await interaction.update({ content: `claimed by ${interaction.user.username}`, components: [] });
      return;
    }
    if (interaction.isStringSelectMenu()) {
      if (interaction.values[0] === 'red') {
        await interaction.deferUpdate();
        await interaction.editReply({ content: 'Who claims it? (red picked)' });
        return;
      }
      await interaction.reply({ content: `picked ${interaction.values.join('+')}`, flags: MessageFlags.Ephemeral });
      return;
    }
    if (interaction.isModalSubmit()) {
      await interaction.reply({ content: `thanks: ${interaction.fields.getTextInputValue('text')}`, flags: MessageFlags.Ephemeral });
      return;
    }
    if (!interaction.isChatInputCommand()) return;
    switch (interaction.commandName) {
      case 'ping':
        await interaction.reply({ content: `pong for ${interaction.user.username}`, flags: MessageFlags.Ephemeral });
        return;
      case 'board':
        await interaction.deferReply();
        await interaction.editReply({ content: 'the board', files: [new AttachmentBuilder(PNG, { name: 'board.png' })] });
        return;
      case 'post': {
        const admin = interaction.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false;
        await interaction.reply({ content: admin ? 'posted (admin)' : 'posted', flags: MessageFlags.Ephemeral });
        const channel = await client.channels.fetch(interaction.channelId, { allowUnknownGuild: true });
        if (!channel?.isSendable()) throw new Error('channel not sendable');
        const button = new ButtonBuilder().setCustomId('claim').setLabel('Claim').setStyle(ButtonStyle.Primary);
        const select = new StringSelectMenuBuilder()
          .setCustomId('colour')
          .addOptions({ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' });
        await channel.send({
          content: 'Who claims it?',
          components: [
            new ActionRowBuilder<ButtonBuilder>().addComponents(button),
            new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select),
          ],
        });
        return;
      }
      case 'feedback': {
        const input = new TextInputBuilder().setCustomId('text').setLabel('Text').setStyle(TextInputStyle.Short);
        await interaction.showModal(
          new ModalBuilder().setCustomId('fb').setTitle('Feedback').addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input)),
        );
        return;
      }
      case 'tm': {
        const count = interaction.options.getInteger('count') ?? 1;
        await interaction.reply(`${interaction.options.getSubcommand()} ${interaction.options.getString('hex', true)} x${count}`);
        return;
      }
      case 'defer-follow':
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        await interaction.followUp({ content: 'first' });
        await interaction.followUp({ content: 'second' });
        return;
      case 'with-response': {
        const response = await interaction.reply({ content: 'v1', withResponse: true });
        await interaction.editReply(`v2 after ${response.resource?.message?.content ?? '?'}`);
        return;
      }
      case 'edit': {
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        const channel = await client.channels.fetch(interaction.channelId, { allowUnknownGuild: true });
        if (!channel?.isSendable()) throw new Error('channel not sendable');
        // The guild is not cached (READY lists no guilds), so edit and delete through the manager.
        const draft = await channel.send('draft');
        await channel.messages.edit(draft.id, 'final text');
        const temporary = await channel.send('temporary');
        await channel.messages.delete(temporary.id);
        const code = await channel.send('x'.repeat(2001)).then(
          () => 'accepted',
          (error: unknown) => (error instanceof DiscordAPIError ? error.code : 'other'),
        );
        await interaction.editReply(`too long: ${code}`);
        return;
      }
      case 'slow': {
        await new Promise((resolve) => setTimeout(resolve, 150));
        const code = await interaction.reply('late').then(
          () => 'accepted',
          (error: unknown) => (error instanceof DiscordAPIError ? error.code : 'other'),
        );
        await fetch(`${fake.apiBase}/v10/channels/${fake.channelId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ content: `slow reply: ${code}` }),
        });
        return;
      }
      case 'dm': {
        const target = interaction.options.getUser('user', true);
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        try {
          await target.send('your secret hand: 3 workers');
          await interaction.editReply(`sent to ${target.username}`);
        } catch (error) {
          const code = error instanceof DiscordAPIError ? error.code : 'other';
          await interaction.editReply(`could not DM ${target.username}: ${code}`);
        }
        return;
      }
    }
  }
}

describe('fake Discord with a real discord.js client', () => {
  let fake: FakeDiscord;
  let client: Client;
  const botErrors: unknown[] = [];
  let alice: FakeUser;
  let bob: FakeUser;
  let carol: FakeUser;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    alice = fake.addUser({ username: 'alice', permissions: PermissionFlagsBits.ManageChannels | BigInt(DEFAULT_MEMBER_PERMISSIONS) });
    bob = fake.addUser({ username: 'bob' });
    carol = fake.addUser({ username: 'carol' });
    fake.closeDms(carol.id);
    client = await startBot(fake, botErrors);
    await client.application?.commands.set(commands);
  });

  afterAll(async () => {
    await client.destroy();
    await fake.close();
  });

  it('logs the client in and keeps the registered commands', () => {
    expect(fake.identifyCount).toBe(1);
    expect(fake.intents).toBe(GatewayIntentBits.Guilds);
    expect(client.user?.id).toBe(fake.botUser.id);
    expect(fake.commands().map((c) => c.name)).toEqual(['ping', 'board', 'post', 'feedback', 'tm', 'dm', 'defer-follow', 'with-response', 'edit', 'slow']);
    expect(fake.commands({ guildId: fake.guildId })).toEqual([]);
  });

  it('delivers a slash command and records the ephemeral reply', async () => {
    const handle = await fake.slash(bob, 'ping');
    const response = await handle.response();
    expect(response.type).toBe(4);
    const reply = await handle.final();
    expect(reply).toMatchObject({ content: 'pong for bob', ephemeral: true, audience: { kind: 'ephemeral', userId: bob.id } });
    expect(fake.messages(fake.channelId).some((m) => m.id === reply.id)).toBe(false);
    expect(fake.messages(fake.channelId, { includeEphemeral: true }).some((m) => m.id === reply.id)).toBe(true);
  });

  it('records a deferral and the @original edit with its PNG attachment', async () => {
    const handle = await fake.slash(alice, 'board');
    expect((await handle.response()).type).toBe(5);
    const final = await handle.final();
    expect(final.content).toBe('the board');
    expect(final.ephemeral).toBe(false);
    expect(final.loading).toBe(false);
    expect(final.attachments).toHaveLength(1);
    expect(final.attachments[0]).toMatchObject({ filename: 'board.png', contentType: 'image/png', size: PNG.length });
    expect(final.attachments[0]?.bytes.equals(PNG)).toBe(true);
    const edit = fake.requests.find((r) => r.method === 'PATCH' && r.path.endsWith(`/${handle.token}/messages/@original`));
    expect(edit?.files.map((f) => f.field)).toEqual(['files[0]']);
  });

  it('shows a channel message with components, then a click updates it', async () => {
    const ack = await fake.slash(alice, 'post');
    expect((await ack.final()).content).toBe('posted (admin)');
    const prompt = await fake.waitForMessage(fake.channelId, (m) => m.content === 'Who claims it?');
    expect(prompt.author.id).toBe(fake.botUser.id);

    const picked = await fake.selectMenu(bob, prompt, 'colour', ['blue']);
    expect((await picked.final()).content).toBe('picked blue');
    expect(() => fake.selectMenu(bob, prompt, 'colour', ['green'])).toThrow(/no option/);
    const red = await fake.selectMenu(bob, prompt, 'colour', ['red']);
    expect((await red.response()).type).toBe(6);
    expect(await red.final()).toMatchObject({ id: prompt.id, content: 'Who claims it? (red picked)' });
    expect(fake.message(prompt.id)?.components).toHaveLength(2);

    const click = await fake.clickButton(bob, prompt, 'claim');
    const updated = await click.final();
    expect((await click.response()).type).toBe(7);
    expect(updated).toMatchObject({ id: prompt.id, content: 'claimed by bob', components: [] });
    expect(fake.message(prompt.id)?.content).toBe('claimed by bob');
    expect(() => fake.clickButton(bob, prompt, 'claim')).toThrow(/no component "claim"/);
  });

  it('nests subcommand options and round-trips autocomplete', async () => {
    const choices = await fake.autocomplete(bob, 'tm', { subcommand: 'build', options: { hex: 'e' }, focused: 'hex' });
    expect(choices.map((c) => c.value)).toEqual(['E5', 'E6', 'E7']);

    const build = await fake.slash(bob, 'tm', { subcommand: 'build', options: { hex: 'E7', count: 2 } });
    expect((await build.final()).content).toBe('build E7 x2');
    const data = build.payload.data as { options: { name: string; options: { name: string; type: number }[] }[] };
    expect(data.options[0]?.name).toBe('build');
    expect(data.options[0]?.options.map((o) => [o.name, o.type])).toEqual([
      ['hex', 3],
      ['count', 4],
    ]);
    expect(() => fake.slash(bob, 'tm', { subcommand: 'build', options: { count: 2 } })).toThrow(/missing required option/);
  });

  it('answers a modal submit', async () => {
    const open = await fake.slash(bob, 'feedback');
    const modal = await open.response();
    expect(modal.type).toBe(9);
    const submit = await fake.submitModal(bob, open, { text: 'great game' });
    expect((await submit.final()).content).toBe('thanks: great game');
  });

  it('delivers a slash command used in a DM channel', async () => {
    const handle = await fake.slash(bob, 'ping', { channelId: fake.dmChannel(bob.id).id });
    expect(handle.payload.user).toMatchObject({ id: bob.id });
    expect(handle.payload.guild_id).toBeUndefined();
    expect((await handle.final()).content).toBe('pong for bob');
  });

  it('delivers a DM to an open user and fails with 50007 for closed DMs', async () => {
    const toBob = await fake.slash(alice, 'dm', { options: { user: bob.id } });
    expect((await toBob.final()).content).toBe('sent to bob');
    expect(fake.dms(bob.id).map((m) => m.content)).toEqual(['your secret hand: 3 workers']);

    const toCarol = await fake.slash(alice, 'dm', { options: { user: carol.id } });
    expect((await toCarol.final()).content).toBe('could not DM carol: 50007');
    expect(fake.dms(carol.id)).toEqual([]);

    const elsewhere = fake.allMessages().filter((m) => !(m.audience.kind === 'dm' && m.audience.userId === bob.id));
    expect(elsewhere.some((m) => messageText(m).includes('secret hand'))).toBe(false);
  });

  it('lets the first follow-up after a deferral replace the loading message', async () => {
    const handle = await fake.slash(bob, 'defer-follow');
    const final = await handle.final();
    expect(final).toMatchObject({ content: 'first', ephemeral: true, loading: false, id: handle.original()?.id });
    const second = await handle.waitForFollowUp();
    expect(second).toMatchObject({ content: 'second', ephemeral: false, audience: { kind: 'channel' } });
    expect(handle.followUps().map((m) => m.content)).toEqual(['second']);
  });

  it('answers ?with_response=true with the created message', async () => {
    const handle = await fake.slash(bob, 'with-response');
    await vi.waitFor(() => expect(handle.original()?.content).toBe('v2 after v1'));
    expect((await handle.final()).content).toBe('v2 after v1');
    const callback = fake.requests.find((r) => r.path === `/interactions/${handle.id}/${handle.token}/callback`);
    expect(callback?.query.with_response).toBe('true');
  });

  it('records channel message edits and deletes and rejects a message Discord would reject', async () => {
    const handle = await fake.slash(bob, 'edit');
    expect((await handle.final()).content).toBe('too long: 50035');
    const contents = fake.messages(fake.channelId).map((m) => m.content);
    expect(contents).toContain('final text');
    expect(contents).not.toContain('draft');
    expect(contents).not.toContain('temporary');
    const edited = fake.messages(fake.channelId).find((m) => m.content === 'final text');
    expect(edited?.editedAt).not.toBeNull();
  });

  it('rejects a second acknowledgement like Discord does', async () => {
    const handle = await fake.slash(bob, 'ping');
    await handle.response();
    const again = await fetch(`${fake.apiBase}/v10/interactions/${handle.id}/${handle.token}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 4, data: { content: 'twice' } }),
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ code: 40060, message: 'Interaction has already been acknowledged.' });
  });

  it('resumes after op 7 and accepts a fresh login of a recreated client', async () => {
    const resumed = once(client, Events.ShardResume);
    fake.requestReconnect();
    await resumed;
    expect(fake.resumeCount).toBe(1);
    expect((await (await fake.slash(bob, 'ping')).final()).content).toBe('pong for bob');

    const resumedAgain = once(client, Events.ShardResume);
    fake.dropConnections(4000);
    await resumedAgain;
    expect(fake.resumeCount).toBe(2);
    expect(fake.identifyCount).toBe(1);

    await client.destroy();
    client = await startBot(fake, botErrors);
    expect(fake.identifyCount).toBe(2);
    expect((await (await fake.slash(bob, 'ping')).final()).content).toBe('pong for bob');
  });

  it('saw no unknown routes and no bot errors', () => {
    expect(fake.unknownRoutes).toEqual([]);
    expect(botErrors).toEqual([]);
  });
});

describe('fake Discord edge cases', () => {
  it('refuses an acknowledgement after the deadline with 10062 Unknown interaction', async () => {
    const fake = await startFakeDiscord({ ackDeadlineMs: 50 });
    const errors: unknown[] = [];
    const client = await startBot(fake, errors);
    try {
      const user = fake.addUser({ username: 'erin' });
      await fake.slash(user, 'slow');
      const note = await fake.waitForMessage(fake.channelId, (m) => m.content.startsWith('slow reply'));
      expect(note.content).toBe('slow reply: 10062');
    } finally {
      await client.destroy();
      await fake.close();
    }
  });

  it('answers unknown routes with a Discord-shaped 404 and records them', async () => {
    const fake = await startFakeDiscord();
    try {
      const res = await fetch(`${fake.apiBase}/v10/nothing/here`, { headers: { authorization: `Bot ${fake.token}` } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 0, message: '404: Not Found' });
      expect(fake.unknownRoutes).toEqual([{ method: 'GET', path: '/api/v10/nothing/here' }]);
      const unauthorized = await fetch(`${fake.apiBase}/v10/users/@me`, { headers: { authorization: 'Bot wrong' } });
      expect(unauthorized.status).toBe(401);
    } finally {
      await fake.close();
    }
  });

  it('announces the guild on request, so discord.js caches it and its channels', async () => {
    const fake = await startFakeDiscord({ announceGuild: true });
    const errors: unknown[] = [];
    const client = await startBot(fake, errors);
    try {
      // Ready with the guild received whole (GUILD_CREATE), not given up on as unavailable after discord.js's wait.
      expect(client.guilds.cache.get(fake.guildId)?.available).toBe(true);
      expect(client.guilds.cache.get(fake.guildId)?.name).toBe('Fake Guild');
      const channel = await client.channels.fetch(fake.channelId);
      expect(channel?.isSendable()).toBe(true);
    } finally {
      await client.destroy();
      await fake.close();
    }
  });

  it('serves a bot running in a child process', async () => {
    const fake = await startFakeDiscord();
    const script = `
      import { Client, GatewayIntentBits, MessageFlags } from 'discord.js';
      const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: process.env.FAKE_API } });
      client.on('interactionCreate', (i) => { if (i.isChatInputCommand()) i.reply({ content: 'from child', flags: MessageFlags.Ephemeral }); });
      client.login(process.env.FAKE_TOKEN);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, FAKE_API: fake.apiBase, FAKE_TOKEN: fake.token },
      stdio: 'ignore',
    });
    try {
      const user = fake.addUser({ username: 'dana' });
      await fake.waitForBot();
      expect((await (await fake.slash(user, 'anything')).final()).content).toBe('from child');
    } finally {
      const exited = once(child, 'exit');
      child.kill();
      await exited;
      await fake.close();
    }
  });
});
