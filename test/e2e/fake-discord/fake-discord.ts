import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeContext } from './context.ts';
import { Gateway } from './gateway/gateway.ts';
import { createHttpHandler } from './http/server.ts';
import { Router } from './http/router.ts';
import { InteractionPayloads } from './interactions/build.ts';
import { InteractionHandle, type WaitOptions } from './interactions/handle.ts';
import type { CommandInvocation, OptionValue } from './interactions/options.ts';
import { InteractionRecord, InteractionRegistry } from './interactions/record.ts';
import { channelRoutes } from './routes/channels.ts';
import { commandRoutes } from './routes/commands.ts';
import { interactionCallbackRoutes } from './routes/interactions.ts';
import { userAndGuildRoutes } from './routes/users-guilds.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { Serializer } from './serialize.ts';
import { newToken, nextSnowflake } from './snowflake.ts';
import { CommandRegistry } from './state/commands.ts';
import { MessageStore } from './state/messages.ts';
import { World, type NewUser } from './state/world.ts';
import type { AutocompleteChoice, FakeChannel, FakeMessage, FakeUser, JsonObject, RecordedRequest } from './types.ts';
import { HANG_MS, Waiters } from './wait.ts';

export interface FakeDiscordOptions {
  /** Bot token the fake accepts (REST `Authorization: Bot …` and gateway IDENTIFY). */
  token?: string;
  applicationId?: string;
  botUsername?: string;
  guildName?: string;
  /** Name of the default text channel. */
  channelName?: string;
  heartbeatIntervalMs?: number;
  /** Callbacks later than this get 10062 Unknown interaction, like Discord's 3 s deadline (default HANG_MS, so a busy machine never fails a test; a test of the deadline sets it). */
  ackDeadlineMs?: number;
  /**
   * false (default): READY has `guilds: []`, so the guild is never cached by discord.js and the bot
   * must work with uncached guilds. true: READY lists the guild and GUILD_CREATE follows at once,
   * like real Discord with the Guilds intent.
   */
  announceGuild?: boolean;
  /** How long slash()/clickButton()/… wait for a bot to be connected. */
  botWaitMs?: number;
}

export interface SlashOptions extends Omit<CommandInvocation, 'focused'> {
  /** Default: the default channel. */
  channelId?: string;
  /** Deliver to this shard's session (a sharded bot); default: the newest live session. */
  shard?: number;
}

export interface AutocompleteOptions extends SlashOptions {
  options: Readonly<Record<string, OptionValue>>;
  /** The option being typed; its value in `options` is the text typed so far. */
  focused: string;
}

/** A message, or its id; interactions always use the message as it is stored now. */
export type MessageRef = FakeMessage | string;

/**
 * A fake Discord (REST + gateway on one loopback port) that a real discord.js 14 Client logs in to.
 * Start with {@link startFakeDiscord}; pass `rest: { api: fake.apiBase }` and log in with `fake.token`.
 */
export class FakeDiscord {
  /** Every HTTP request received, in order. Multipart bodies: `body` is payload_json, `files` the uploads. */
  readonly requests: RecordedRequest[] = [];
  /** Requests to routes the fake does not implement (answered 404 `{ code: 0 }`). */
  readonly unknownRoutes: { method: string; path: string }[] = [];
  readonly token: string;
  readonly applicationId: string;

  private readonly waiters = new Waiters();
  private readonly world: World;
  private readonly store = new MessageStore(() => this.waiters.notify());
  private readonly registry: CommandRegistry;
  private readonly interactions = new InteractionRegistry();
  private readonly payloads: InteractionPayloads;
  private readonly gateway: Gateway;
  private readonly defaultChannel: FakeChannel;
  private readonly botWaitMs: number;
  private readonly serializer: Serializer;
  private readonly announceGuild: boolean;
  private port = 0;

  /** @internal use {@link startFakeDiscord} */
  constructor(
    private readonly server: Server,
    opts: FakeDiscordOptions,
  ) {
    this.token = opts.token ?? 'fake-bot-token';
    this.applicationId = opts.applicationId ?? nextSnowflake();
    this.botWaitMs = opts.botWaitMs ?? HANG_MS;
    this.world = new World({ guildName: opts.guildName ?? 'Fake Guild', botUsername: opts.botUsername ?? 'GameBot', botId: this.applicationId });
    this.defaultChannel = this.world.addChannel(opts.channelName ?? 'game-table');
    this.registry = new CommandRegistry(this.applicationId);
    const serializer = new Serializer(this.world, this.applicationId, () => this.httpBase);
    this.serializer = serializer;
    this.payloads = new InteractionPayloads(this.world, serializer, this.registry, this.applicationId);

    const ctx: FakeContext = {
      world: this.world,
      messages: this.store,
      commands: this.registry,
      interactions: this.interactions,
      serializer,
      applicationId: this.applicationId,
      gatewayUrl: () => this.gatewayUrl,
      ackDeadlineMs: opts.ackDeadlineMs ?? HANG_MS,
    };
    const router = new Router();
    userAndGuildRoutes(router, ctx);
    channelRoutes(router, ctx);
    commandRoutes(router, ctx);
    interactionCallbackRoutes(router, ctx, () => this.waiters.notify());
    webhookRoutes(router, ctx);

    server.on(
      'request',
      createHttpHandler({
        router,
        token: this.token,
        record: (request) => {
          this.requests.push(request);
          this.waiters.notify();
        },
        recordUnknown: (method, path) => this.unknownRoutes.push({ method, path }),
        attachment: (id) => this.findAttachment(id),
      }),
    );

    const announceGuild = opts.announceGuild ?? false;
    this.gateway = new Gateway(server, () => this.gatewayUrl, {
      token: this.token,
      heartbeatIntervalMs: opts.heartbeatIntervalMs ?? 41_250,
      onChange: () => this.waiters.notify(),
      ready: (sessionId, resumeUrl, shard) => ({
        v: 10,
        user: { ...serializer.user(this.world.bot), verified: true, mfa_enabled: false, flags: 0 },
        guilds: announceGuild ? [{ id: this.world.guildId, unavailable: true }] : [],
        session_id: sessionId,
        resume_gateway_url: resumeUrl,
        shard,
        application: { id: this.applicationId, flags: 0 },
        private_channels: [],
        relationships: [],
        presences: [],
        user_settings: {},
        guild_join_requests: [],
        geo_ordered_rtc_regions: [],
      }),
      afterReady: () => (announceGuild ? [{ t: 'GUILD_CREATE', d: serializer.guildCreate() }] : []),
    });
    this.announceGuild = announceGuild;
  }

  /** @internal */
  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** `http://127.0.0.1:PORT` */
  get httpBase(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The value for discord.js `rest.api` (it appends `/v10`). */
  get apiBase(): string {
    return `${this.httpBase}/api`;
  }

  /** What GET /gateway/bot returns. */
  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  get botUser(): FakeUser {
    return this.world.bot;
  }

  get guildId(): string {
    return this.world.guildId;
  }

  /** The default text channel. */
  get channelId(): string {
    return this.defaultChannel.id;
  }

  // ---- users and channels -------------------------------------------------------------------

  /** Adds a guild member. `permissions`: e.g. `PermissionFlagsBits.ManageChannels | BigInt(DEFAULT_MEMBER_PERMISSIONS)`. */
  addUser(user: NewUser): FakeUser {
    return this.world.addUser(user);
  }

  user(id: string): FakeUser | undefined {
    return this.world.user(id);
  }

  /** Adds a guild text channel (dispatched as CHANNEL_CREATE when the guild is announced). */
  addChannel(name = `table-${this.world.guildChannels().length + 1}`): FakeChannel {
    const channel = this.world.addChannel(name);
    if (this.announceGuild) this.gateway.dispatch('CHANNEL_CREATE', this.serializer.channel(channel));
    return channel;
  }

  channel(id: string): FakeChannel | undefined {
    return this.world.channel(id);
  }

  /** The DM channel between the bot and a user (created if needed), e.g. to run a slash command in DMs. */
  dmChannel(userId: string): FakeChannel {
    if (!this.world.user(userId)) throw new Error(`fake-discord: unknown user ${userId}`);
    return this.world.dmChannel(userId);
  }

  /** From now on, sending to this user's DM channel fails with 403 / code 50007. */
  closeDms(userId: string): void {
    this.world.closeDms(userId);
  }

  openDms(userId: string): void {
    this.world.openDms(userId);
  }

  // ---- what the bot did -----------------------------------------------------------------------

  /** Registered commands: global by default, or of a guild. */
  commands({ guildId }: { guildId?: string } = {}): JsonObject[] {
    return this.registry.list(guildId ?? null);
  }

  /** Messages in a channel, oldest first; ephemeral interaction replies only with `includeEphemeral`. */
  messages(channelId: string = this.channelId, { includeEphemeral = false } = {}): FakeMessage[] {
    return this.store.inChannel(channelId).filter((m) => includeEphemeral || m.audience.kind !== 'ephemeral');
  }

  /** Every message anywhere (channels, ephemeral replies, DMs), oldest first; see `audience`. */
  allMessages(): FakeMessage[] {
    return this.store.all();
  }

  /** The current version of a message. */
  message(id: string): FakeMessage | undefined {
    return this.store.get(id);
  }

  /** Resolves with the first (oldest) public message in the channel matching `predicate`, now or later. */
  waitForMessage(channelId: string, predicate: (m: FakeMessage) => boolean = () => true, timeoutMs = HANG_MS): Promise<FakeMessage> {
    return this.waiters.waitFor(
      () => this.messages(channelId).find(predicate),
      timeoutMs,
      () => `a matching message in channel ${channelId} (have ${this.messages(channelId).length})`,
    );
  }

  /**
   * DMs the bot sent the user (POST to the DM channel), oldest first. Interaction responses in a DM
   * channel are not listed here; read them from the interaction handle.
   */
  dms(userId: string): FakeMessage[] {
    const channelId = this.world.existingDmChannelId(userId);
    return channelId === undefined ? [] : this.store.inChannel(channelId).filter((m) => m.interactionId === null);
  }

  waitForDm(userId: string, predicate: (m: FakeMessage) => boolean = () => true, timeoutMs = HANG_MS): Promise<FakeMessage> {
    return this.waiters.waitFor(() => this.dms(userId).find(predicate), timeoutMs, () => `a matching DM to user ${userId}`);
  }

  // ---- the bot's connection -------------------------------------------------------------------

  /** True while a bot is logged in (READY or RESUMED received, socket open). */
  get botConnected(): boolean {
    return this.gateway.connected;
  }

  /** Fresh logins (IDENTIFY) so far. */
  get identifyCount(): number {
    return this.gateway.identifyCount;
  }

  /** Resumed sessions so far. */
  get resumeCount(): number {
    return this.gateway.resumeCount;
  }

  /** Intents of the most recent IDENTIFY. */
  get intents(): number | null {
    return this.gateway.lastIntents;
  }

  /** Shard ids with a live gateway session. */
  get liveShards(): number[] {
    return this.gateway.liveShards;
  }

  /** Resolves once every one of these shards has a live session (e.g. one bot process per shard). */
  waitForShards(shards: readonly number[], timeoutMs = this.botWaitMs): Promise<void> {
    return this.waiters
      .waitFor(() => (shards.every((s) => this.gateway.liveShards.includes(s)) ? true : undefined), timeoutMs, () => `shards ${shards.join(', ')} to log in (live: ${this.gateway.liveShards.join(', ') || 'none'})`)
      .then(() => undefined);
  }

  /** Resolves once a bot is connected (e.g. a bot child process has logged in). */
  waitForBot(timeoutMs = this.botWaitMs): Promise<void> {
    return this.waiters.waitFor(() => (this.gateway.connected ? true : undefined), timeoutMs, () => 'a bot to log in').then(() => undefined);
  }

  /** Sends op 7 Reconnect; discord.js reconnects and RESUMEs. */
  requestReconnect(): void {
    this.gateway.requestReconnect();
  }

  /** Closes gateway connections with `code` (4000: resumable). */
  dropConnections(code = 4000): void {
    this.gateway.dropConnections(code);
  }

  /** Sends any gateway dispatch (e.g. GUILD_MEMBER_REMOVE) to the bot, waiting for it to be connected. */
  async dispatch(event: string, data: unknown): Promise<void> {
    await this.waitForBot();
    if (!this.gateway.dispatch(event, data)) throw new Error(`fake-discord: bot disconnected before ${event} could be sent`);
  }

  // ---- users acting -----------------------------------------------------------------------------

  /** A user runs a slash command (interaction type 2). Options are nested under the subcommand as Discord does. */
  slash(user: FakeUser, commandName: string, opts: SlashOptions = {}): Promise<InteractionHandle> {
    const channel = this.requireChannel(opts.channelId ?? this.channelId, user);
    const data = this.payloads.commandData(commandName, channel, opts);
    return this.send(2, user, channel, null, data, opts.shard);
  }

  /** A user types into an autocomplete option (type 4); resolves with the choices the bot offered. */
  async autocomplete(user: FakeUser, commandName: string, opts: AutocompleteOptions, { timeoutMs }: WaitOptions = {}): Promise<AutocompleteChoice[]> {
    const channel = this.requireChannel(opts.channelId ?? this.channelId, user);
    const data = this.payloads.commandData(commandName, channel, opts);
    const handle = await this.send(4, user, channel, null, data);
    const callback = await handle.response({ timeoutMs });
    return [...(callback.choices ?? [])];
  }

  /** A user clicks a button on a message (type 3). Throws if the button is missing or disabled. */
  clickButton(user: FakeUser, message: MessageRef, customId: string, { shard }: { shard?: number } = {}): Promise<InteractionHandle> {
    const current = this.visibleMessage(user, message);
    const data = this.payloads.componentData(current, customId, undefined);
    return this.send(3, user, this.requireChannel(current.channelId, user), current, data, shard);
  }

  /** A user picks values in a select menu (type 3). Throws if the values are not allowed by the menu. */
  selectMenu(user: FakeUser, message: MessageRef, customId: string, values: readonly string[]): Promise<InteractionHandle> {
    const current = this.visibleMessage(user, message);
    const data = this.payloads.componentData(current, customId, values);
    return this.send(3, user, this.requireChannel(current.channelId, user), current, data);
  }

  /** The user fills in and submits the modal the bot answered `modalFrom` with (type 5). */
  async submitModal(user: FakeUser, modalFrom: InteractionHandle, fields: Readonly<Record<string, string | readonly string[]>>): Promise<InteractionHandle> {
    const origin = this.interactions.get(modalFrom.id);
    const modal = origin?.modal;
    if (!origin || !modal) throw new Error(`fake-discord: interaction ${modalFrom.id} was not answered with a modal`);
    const source = origin.sourceMessageId === null ? null : (this.store.get(origin.sourceMessageId) ?? null);
    const channel = this.requireChannel(origin.channelId, user);
    return this.send(5, user, channel, source, this.payloads.modalData(modal, fields));
  }

  /**
   * Sends an interaction with any `data`, as a modified client or a stale message could: a button with a forged
   * custom id, a modal submit nobody was shown, a command without its required options. No check of what the user
   * could really do (unlike clickButton, selectMenu and slash); `source` is the message a component sits on.
   */
  forge(user: FakeUser, type: 2 | 3 | 5, data: JsonObject, source: MessageRef | null = null): Promise<InteractionHandle> {
    const message = source === null ? null : this.visibleMessage(user, source);
    return this.send(type, user, this.requireChannel(message?.channelId ?? this.channelId, user), message, data);
  }

  /** Stops the server and closes every socket, so the test process can exit. */
  async close(): Promise<void> {
    this.waiters.rejectAll('closed while waiting');
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ---- internals ------------------------------------------------------------------------------

  private async send(type: 2 | 3 | 4 | 5, user: FakeUser, channel: FakeChannel, source: FakeMessage | null, data: JsonObject, shard?: number): Promise<InteractionHandle> {
    if (shard === undefined) await this.waitForBot();
    else await this.waitForShards([shard]);
    const id = nextSnowflake();
    const token = newToken();
    const payload = this.payloads.envelope(id, token, type, user, channel);
    payload.data = data;
    if (source !== null) payload.message = this.serializer.message(source);
    const record = new InteractionRecord(id, token, type, user, channel.id, source?.id ?? null, payload);
    this.interactions.add(record);
    if (!this.gateway.dispatch('INTERACTION_CREATE', payload, shard)) throw new Error('fake-discord: bot disconnected before the interaction could be sent');
    return new InteractionHandle(record, this.store, this.waiters);
  }

  private requireChannel(channelId: string, user: FakeUser): FakeChannel {
    const channel = this.world.channel(channelId);
    if (!channel) throw new Error(`fake-discord: no channel ${channelId}`);
    if (!this.world.user(user.id)) throw new Error(`fake-discord: unknown user ${user.id}; use addUser()`);
    if (channel.type === 1 && channel.recipientId !== user.id) throw new Error(`fake-discord: ${user.username} cannot use another user's DM channel`);
    return channel;
  }

  private visibleMessage(user: FakeUser, ref: MessageRef): FakeMessage {
    const id = typeof ref === 'string' ? ref : ref.id;
    const current = this.store.get(id);
    if (!current) throw new Error(`fake-discord: message ${id} does not exist (deleted?)`);
    const audience = current.audience;
    if (audience.kind !== 'channel' && audience.userId !== user.id) {
      throw new Error(`fake-discord: ${user.username} cannot see message ${id} (${audience.kind} for another user)`);
    }
    return current;
  }

  private findAttachment(id: string): { bytes: Buffer; contentType: string | null } | undefined {
    for (const message of this.store.all()) {
      const attachment = message.attachments.find((a) => a.id === id);
      if (attachment) return attachment;
    }
    return undefined;
  }
}

/** Starts a fake Discord on 127.0.0.1 with a random port. Remember `await fake.close()`. */
export async function startFakeDiscord(opts: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const fake = new FakeDiscord(createServer(), opts);
  await fake.listen();
  return fake;
}
