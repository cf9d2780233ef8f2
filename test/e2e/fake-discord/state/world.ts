import { nextSnowflake } from '../snowflake.ts';
import type { FakeChannel, FakeUser } from '../types.ts';
import { BOT_PERMISSIONS, DEFAULT_MEMBER_PERMISSIONS, toBitfield } from './permissions.ts';

export interface NewUser {
  id?: string;
  username: string;
  globalName?: string | null;
  /** Guild permissions; default: an ordinary member. Use discord.js `PermissionFlagsBits`. */
  permissions?: bigint | string;
  bot?: boolean;
}

/** Users, the single guild, its channels and the DM channels: the "who and where" of the fake. */
export class World {
  readonly guildId = nextSnowflake();
  readonly guildName: string;
  /** Owner is a user nobody plays as, so nobody gets owner-implied permissions by accident. */
  readonly ownerId = nextSnowflake();
  readonly createdAt = Date.now();
  readonly bot: FakeUser;
  private readonly users = new Map<string, FakeUser>();
  private readonly channels = new Map<string, FakeChannel>();
  private readonly dmChannelByUser = new Map<string, string>();
  private readonly closedDmUsers = new Set<string>();
  /** One role per member with non-default permissions, so REST-fetched members compute the same permissions. */
  private readonly roleByUser = new Map<string, string>();

  constructor(opts: { guildName: string; botUsername: string; botId: string }) {
    this.guildName = opts.guildName;
    this.bot = this.addUser({ id: opts.botId, username: opts.botUsername, bot: true, permissions: BOT_PERMISSIONS });
  }

  addUser(input: NewUser): FakeUser {
    const id = input.id ?? nextSnowflake();
    if (this.users.has(id)) throw new Error(`fake-discord: user ${id} already exists`);
    const user: FakeUser = {
      id,
      username: input.username,
      globalName: input.globalName ?? null,
      bot: input.bot ?? false,
      permissions: toBitfield(input.permissions, DEFAULT_MEMBER_PERMISSIONS),
    };
    this.users.set(id, user);
    if (user.permissions !== DEFAULT_MEMBER_PERMISSIONS) this.roleByUser.set(id, nextSnowflake());
    return user;
  }

  user(id: string): FakeUser | undefined {
    return this.users.get(id);
  }

  allUsers(): FakeUser[] {
    return [...this.users.values()];
  }

  addChannel(name: string, id: string = nextSnowflake()): FakeChannel {
    const channel: FakeChannel = { id, type: 0, name, guildId: this.guildId, recipientId: null };
    this.channels.set(id, channel);
    return channel;
  }

  channel(id: string): FakeChannel | undefined {
    return this.channels.get(id);
  }

  guildChannels(): FakeChannel[] {
    return [...this.channels.values()].filter((c) => c.type === 0);
  }

  /** The DM channel with a user, created on first use (POST /users/@me/channels). */
  dmChannel(userId: string): FakeChannel {
    const existing = this.dmChannelByUser.get(userId);
    if (existing !== undefined) return this.channels.get(existing) as FakeChannel;
    const channel: FakeChannel = { id: nextSnowflake(), type: 1, name: '', guildId: null, recipientId: userId };
    this.channels.set(channel.id, channel);
    this.dmChannelByUser.set(userId, channel.id);
    return channel;
  }

  existingDmChannelId(userId: string): string | undefined {
    return this.dmChannelByUser.get(userId);
  }

  closeDms(userId: string): void {
    this.closedDmUsers.add(userId);
  }

  openDms(userId: string): void {
    this.closedDmUsers.delete(userId);
  }

  dmsClosed(userId: string): boolean {
    return this.closedDmUsers.has(userId);
  }

  roleOf(userId: string): string | undefined {
    return this.roleByUser.get(userId);
  }

  /** [userId, roleId] for every member with its own permission role. */
  permissionRoles(): [string, string][] {
    return [...this.roleByUser.entries()];
  }
}
