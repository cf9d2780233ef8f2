import { nextSnowflake } from '../snowflake.ts';
import type { JsonObject } from '../types.ts';

/** Application commands as registered by the bot, globally (scope null) or per guild. */
export class CommandRegistry {
  private readonly scopes = new Map<string | null, JsonObject[]>();

  constructor(private readonly applicationId: string) {}

  list(guildId: string | null): JsonObject[] {
    return this.scopes.get(guildId) ?? [];
  }

  /** Bulk overwrite (PUT): existing commands keep their id when the name matches, like Discord. */
  overwrite(guildId: string | null, bodies: JsonObject[]): JsonObject[] {
    const previous = this.list(guildId);
    const next = bodies.map((body) => this.complete(guildId, body, previous.find((c) => sameCommand(c, body))));
    this.scopes.set(guildId, next);
    return next;
  }

  /** POST: creates, or replaces the command with the same name and type. */
  upsert(guildId: string | null, body: JsonObject): JsonObject {
    const previous = this.list(guildId);
    const existing = previous.find((c) => sameCommand(c, body));
    const command = this.complete(guildId, body, existing);
    this.scopes.set(guildId, existing ? previous.map((c) => (c === existing ? command : c)) : [...previous, command]);
    return command;
  }

  get(guildId: string | null, id: string): JsonObject | undefined {
    return this.list(guildId).find((c) => c.id === id);
  }

  patch(guildId: string | null, id: string, body: JsonObject): JsonObject | undefined {
    const existing = this.get(guildId, id);
    if (existing === undefined) return undefined;
    const command = { ...existing, ...body, id, version: nextSnowflake() };
    this.scopes.set(guildId, this.list(guildId).map((c) => (c === existing ? command : c)));
    return command;
  }

  remove(guildId: string | null, id: string): boolean {
    const before = this.list(guildId);
    const after = before.filter((c) => c.id !== id);
    this.scopes.set(guildId, after);
    return after.length !== before.length;
  }

  /** The chat-input command a user would see in `guildId`: guild commands shadow global ones. */
  find(name: string, guildId: string | null): JsonObject | undefined {
    const isChatInput = (c: JsonObject): boolean => c.name === name && (c.type ?? 1) === 1;
    return (guildId === null ? undefined : this.list(guildId).find(isChatInput)) ?? this.list(null).find(isChatInput);
  }

  private complete(guildId: string | null, body: JsonObject, existing: JsonObject | undefined): JsonObject {
    const command: JsonObject = {
      type: 1,
      description: '',
      options: [],
      default_member_permissions: null,
      nsfw: false,
      ...body,
      id: existing?.id ?? nextSnowflake(),
      application_id: this.applicationId,
      version: nextSnowflake(),
    };
    if (guildId !== null) command.guild_id = guildId;
    return command;
  }
}

function sameCommand(a: JsonObject, b: JsonObject): boolean {
  return a.name === b.name && (a.type ?? 1) === (b.type ?? 1);
}
