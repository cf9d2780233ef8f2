import type { InteractionRegistry } from './interactions/record.ts';
import type { MessageContent } from './message-content.ts';
import type { Serializer } from './serialize.ts';
import { nextSnowflake } from './snowflake.ts';
import type { CommandRegistry } from './state/commands.ts';
import type { MessageStore } from './state/messages.ts';
import type { World } from './state/world.ts';
import type { Audience, FakeChannel, FakeMessage } from './types.ts';

/** What route handlers share: the fake's state and how to create messages in it. */
export interface FakeContext {
  readonly world: World;
  readonly messages: MessageStore;
  readonly commands: CommandRegistry;
  readonly interactions: InteractionRegistry;
  readonly serializer: Serializer;
  readonly applicationId: string;
  readonly gatewayUrl: () => string;
  /** Callbacks later than this after INTERACTION_CREATE get 10062 Unknown interaction, as on Discord. */
  readonly ackDeadlineMs: number;
}

/** A new message by the bot in `channel`. */
export function botMessage(
  ctx: FakeContext,
  channel: FakeChannel,
  content: MessageContent,
  extra: { audience?: Audience; interactionId?: string | null; loading?: boolean } = {},
): FakeMessage {
  const audience: Audience =
    extra.audience ?? (channel.type === 1 && channel.recipientId !== null ? { kind: 'dm', userId: channel.recipientId } : { kind: 'channel' });
  return {
    id: nextSnowflake(),
    channelId: channel.id,
    guildId: channel.guildId,
    author: ctx.world.bot,
    ...content,
    ephemeral: (content.flags & 64) !== 0,
    audience,
    interactionId: extra.interactionId ?? null,
    loading: extra.loading ?? false,
    createdAt: Date.now(),
    editedAt: null,
  };
}

/** `message` with new content, marked edited (a deferral placeholder stops loading). */
export function edited(message: FakeMessage, content: MessageContent): FakeMessage {
  return { ...message, ...content, flags: message.flags, ephemeral: message.ephemeral, loading: false, editedAt: Date.now() };
}
