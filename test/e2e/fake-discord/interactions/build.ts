import type { Serializer } from '../serialize.ts';
import type { CommandRegistry } from '../state/commands.ts';
import { BOT_PERMISSIONS } from '../state/permissions.ts';
import type { World } from '../state/world.ts';
import type { FakeChannel, FakeMessage, FakeUser, JsonObject } from '../types.ts';
import { checkSelectValues, findClickable } from './components.ts';
import { buildCommandOptions, leafOptions, OptionType, type CommandInvocation } from './options.ts';

/** Builds INTERACTION_CREATE payloads exactly shaped like Discord's. */
export class InteractionPayloads {
  constructor(
    private readonly world: World,
    private readonly serializer: Serializer,
    private readonly commands: CommandRegistry,
    private readonly applicationId: string,
  ) {}

  /** Fields common to every interaction type. */
  envelope(id: string, token: string, type: number, user: FakeUser, channel: FakeChannel): JsonObject {
    const inGuild = channel.type === 0;
    const payload: JsonObject = {
      id,
      application_id: this.applicationId,
      type,
      token,
      version: 1,
      locale: 'en-US',
      channel_id: channel.id,
      channel: { ...this.serializer.channel(channel), permissions: inGuild ? user.permissions : undefined },
      app_permissions: BOT_PERMISSIONS,
      entitlements: [],
      authorizing_integration_owners: inGuild ? { '0': this.world.guildId } : { '1': user.id },
      context: inGuild ? 0 : 1,
      attachment_size_limit: 10 * 1024 * 1024,
    };
    if (inGuild) {
      payload.guild_id = this.world.guildId;
      payload.guild_locale = 'en-US';
      payload.guild = { id: this.world.guildId, locale: 'en-US', features: [] };
      payload.member = this.serializer.member(user, true);
    } else {
      payload.user = this.serializer.user(user);
    }
    return payload;
  }

  /** `data` of a chat-input command (type 2) or autocomplete (type 4) interaction. */
  commandData(name: string, channel: FakeChannel, invocation: CommandInvocation): JsonObject {
    const command = this.commands.find(name, channel.guildId);
    const options = buildCommandOptions(command, invocation);
    const data: JsonObject = { id: command?.id ?? `unregistered-${name}`, name, type: 1, options };
    if (typeof command?.guild_id === 'string') data.guild_id = command.guild_id;
    const resolved = this.resolve(leafOptions(options));
    if (resolved !== null) data.resolved = resolved;
    return data;
  }

  /** `data` of a component (type 3) interaction, after checking a user could really use it. */
  componentData(message: FakeMessage, customId: string, values: readonly string[] | undefined): JsonObject {
    const component = findClickable(message, customId);
    const componentType = typeof component.type === 'number' ? component.type : 2;
    if (componentType === 2) {
      if (values !== undefined) throw new Error(`fake-discord: "${customId}" is a button, not a select menu`);
      return { custom_id: customId, component_type: 2 };
    }
    if (values === undefined) throw new Error(`fake-discord: "${customId}" is a select menu; use selectMenu()`);
    checkSelectValues(component, values);
    const data: JsonObject = { custom_id: customId, component_type: componentType, values: [...values] };
    if (componentType === 5) {
      const resolved = this.resolve(values.map((v) => ({ type: OptionType.User, value: v })));
      if (resolved !== null) data.resolved = resolved;
    }
    return data;
  }

  /** `data` of a modal submit (type 5), mirroring the layout of the modal the bot sent. */
  modalData(modal: JsonObject, fields: Readonly<Record<string, string | readonly string[]>>): JsonObject {
    const known = new Set<string>();
    const answer = (input: JsonObject): JsonObject => {
      const customId = String(input.custom_id);
      known.add(customId);
      const value = fields[customId];
      if (value === undefined && input.required !== false && input.type === 4) {
        throw new Error(`fake-discord: modal field "${customId}" is required`);
      }
      if (input.type === 4) return { type: 4, custom_id: customId, value: typeof value === 'string' ? value : '' };
      return { type: input.type, custom_id: customId, values: Array.isArray(value) ? [...value] : value === undefined ? [] : [value] };
    };
    const rows = (Array.isArray(modal.components) ? (modal.components as JsonObject[]) : []).flatMap((row): JsonObject[] => {
      if (row.type === 1) return [{ type: 1, components: ((row.components ?? []) as JsonObject[]).map(answer) }];
      if (row.type === 18 && typeof row.component === 'object' && row.component !== null) {
        return [{ type: 18, id: row.id, component: answer(row.component as JsonObject) }];
      }
      return [];
    });
    const unknown = Object.keys(fields).filter((k) => !known.has(k));
    if (unknown.length > 0) throw new Error(`fake-discord: the modal has no field(s) ${unknown.join(', ')}`);
    return { custom_id: modal.custom_id, components: rows };
  }

  private resolve(options: JsonObject[]): JsonObject | null {
    const users: JsonObject = {};
    const members: JsonObject = {};
    const channels: JsonObject = {};
    for (const option of options) {
      if (option.focused === true) continue;
      const id = String(option.value);
      if (option.type === OptionType.User || option.type === OptionType.Mentionable) {
        const user = this.world.user(id);
        if (user === undefined) continue;
        users[id] = this.serializer.user(user);
        const { user: _omit, ...member } = this.serializer.member(user, true);
        members[id] = member;
      } else if (option.type === OptionType.Channel) {
        const channel = this.world.channel(id);
        if (channel !== undefined) channels[id] = { id, name: channel.name, type: channel.type, permissions: BOT_PERMISSIONS };
      }
    }
    const resolved: JsonObject = {};
    if (Object.keys(users).length > 0) Object.assign(resolved, { users, members });
    if (Object.keys(channels).length > 0) resolved.channels = channels;
    return Object.keys(resolved).length > 0 ? resolved : null;
  }
}
