import type { World } from './state/world.ts';
import { DEFAULT_MEMBER_PERMISSIONS } from './state/permissions.ts';
import type { FakeAttachment, FakeChannel, FakeMessage, FakeUser, JsonObject } from './types.ts';

/** Turns the fake's records into the JSON shapes of Discord's API v10, as discord.js expects them. */
export class Serializer {
  constructor(
    private readonly world: World,
    private readonly applicationId: string,
    /** Read lazily: the port is known only once the server listens. */
    private readonly httpBase: () => string,
  ) {}

  user(user: FakeUser): JsonObject {
    return {
      id: user.id,
      username: user.username,
      discriminator: '0',
      global_name: user.globalName,
      avatar: null,
      bot: user.bot,
      system: false,
      public_flags: 0,
    };
  }

  /** A guild member; `withPermissions` adds the interaction-only `permissions` field. */
  member(user: FakeUser, withPermissions: boolean): JsonObject {
    const role = this.world.roleOf(user.id);
    const member: JsonObject = {
      user: this.user(user),
      nick: null,
      avatar: null,
      roles: role === undefined ? [] : [role],
      joined_at: new Date(this.world.createdAt).toISOString(),
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      communication_disabled_until: null,
    };
    if (withPermissions) member.permissions = user.permissions;
    return member;
  }

  channel(channel: FakeChannel, position = 0): JsonObject {
    if (channel.type === 1) {
      const recipient = channel.recipientId === null ? undefined : this.world.user(channel.recipientId);
      return { id: channel.id, type: 1, last_message_id: null, flags: 0, recipients: recipient ? [this.user(recipient)] : [] };
    }
    return {
      id: channel.id,
      type: 0,
      guild_id: channel.guildId,
      name: channel.name,
      position,
      permission_overwrites: [],
      parent_id: null,
      nsfw: false,
      topic: null,
      last_message_id: null,
      rate_limit_per_user: 0,
      flags: 0,
    };
  }

  roles(): JsonObject[] {
    const everyone = this.role(this.world.guildId, '@everyone', DEFAULT_MEMBER_PERMISSIONS, 0);
    const own = this.world.permissionRoles().map(([userId, roleId], i) => {
      const user = this.world.user(userId);
      return this.role(roleId, `perms of ${user?.username ?? userId}`, user?.permissions ?? '0', i + 1);
    });
    return [everyone, ...own];
  }

  private role(id: string, name: string, permissions: string, position: number): JsonObject {
    return { id, name, permissions, position, color: 0, hoist: false, managed: false, mentionable: false, icon: null, unicode_emoji: null, flags: 0 };
  }

  /** GET /guilds/:id shape. */
  guild(): JsonObject {
    return {
      id: this.world.guildId,
      name: this.world.guildName,
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: this.world.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: this.roles(),
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: 0,
      rules_channel_id: null,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: 0,
      preferred_locale: 'en-US',
      public_updates_channel_id: null,
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
    };
  }

  /** GUILD_CREATE shape: the guild plus channels and members. */
  guildCreate(): JsonObject {
    return {
      ...this.guild(),
      joined_at: new Date(this.world.createdAt).toISOString(),
      large: false,
      unavailable: false,
      member_count: this.world.allUsers().length,
      members: this.world.allUsers().map((u) => this.member(u, false)),
      channels: this.world.guildChannels().map((c, i) => this.channel(c, i)),
      threads: [],
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  attachment(channelId: string, a: FakeAttachment): JsonObject {
    const url = `${this.httpBase()}/attachments/${channelId}/${a.id}/${encodeURIComponent(a.filename)}`;
    return { id: a.id, filename: a.filename, size: a.size, url, proxy_url: url, content_type: a.contentType ?? undefined, description: a.description ?? undefined };
  }

  message(m: FakeMessage): JsonObject {
    const json: JsonObject = {
      id: m.id,
      type: m.messageReference === null ? 0 : 19,
      channel_id: m.channelId,
      author: this.user(m.author),
      content: m.content,
      timestamp: new Date(m.createdAt).toISOString(),
      edited_timestamp: m.editedAt === null ? null : new Date(m.editedAt).toISOString(),
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: m.attachments.map((a) => this.attachment(m.channelId, a)),
      embeds: m.embeds,
      components: m.components,
      pinned: false,
      flags: m.flags | (m.loading ? 128 : 0),
    };
    if (m.guildId !== null) json.guild_id = m.guildId;
    if (m.messageReference !== null) json.message_reference = m.messageReference;
    if (m.interactionId !== null) {
      json.webhook_id = this.applicationId;
      json.application_id = this.applicationId;
    }
    return json;
  }
}
