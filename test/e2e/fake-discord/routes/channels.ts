import { botMessage, edited, type FakeContext } from '../context.ts';
import { discordError, noContent, ok, unknownChannel, unknownMessage, unknownUser } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { applyMessageBody, EMPTY_CONTENT } from '../message-content.ts';
import type { JsonObject } from '../types.ts';
import { rejectMessage } from './reject.ts';

/** Channels, their messages, and DM channels. */
export function channelRoutes(router: Router, ctx: FakeContext): void {
  const { world, messages, serializer } = ctx;

  router.on('GET', '/channels/:channelId', ({ params }) => {
    const channel = world.channel(params.channelId ?? '');
    return channel ? ok(serializer.channel(channel)) : unknownChannel();
  });

  router.on('POST', '/channels/:channelId/typing', ({ params }) => (world.channel(params.channelId ?? '') ? noContent : unknownChannel()));

  router.on('GET', '/channels/:channelId/messages', ({ params, query }) => {
    const channel = world.channel(params.channelId ?? '');
    if (!channel) return unknownChannel();
    const limit = Math.min(Number(query.limit ?? 50), 100);
    const newestFirst = messages.inChannel(channel.id).filter((m) => m.audience.kind !== 'ephemeral').reverse();
    return ok(newestFirst.slice(0, limit).map((m) => serializer.message(m)));
  });

  router.on('POST', '/channels/:channelId/messages', ({ params, body }) => {
    const channel = world.channel(params.channelId ?? '');
    if (!channel) return unknownChannel();
    if (channel.type === 1 && channel.recipientId !== null && world.dmsClosed(channel.recipientId)) {
      return discordError(403, 50007, 'Cannot send messages to this user');
    }
    const content = applyMessageBody(EMPTY_CONTENT, body.json, body.files);
    const rejected = rejectMessage(content);
    if (rejected) return rejected;
    // Ephemeral only exists for interaction responses; Discord drops the flag here.
    const message = messages.add(botMessage(ctx, channel, { ...content, flags: content.flags & ~64 }));
    return ok(serializer.message(message));
  });

  router.on('GET', '/channels/:channelId/messages/:messageId', ({ params }) => {
    const message = messages.get(params.messageId ?? '');
    return message && message.channelId === params.channelId && message.audience.kind !== 'ephemeral'
      ? ok(serializer.message(message))
      : unknownMessage();
  });

  router.on('PATCH', '/channels/:channelId/messages/:messageId', ({ params, body }) => {
    const message = messages.get(params.messageId ?? '');
    if (!message || message.channelId !== params.channelId) return unknownMessage();
    if (message.author.id !== world.bot.id) return discordError(403, 50005, 'Cannot edit a message authored by another user');
    const content = applyMessageBody(message, body.json, body.files);
    const rejected = rejectMessage(content);
    if (rejected) return rejected;
    return ok(serializer.message(messages.replace(edited(message, content))));
  });

  router.on('DELETE', '/channels/:channelId/messages/:messageId', ({ params }) => {
    const message = messages.get(params.messageId ?? '');
    if (!message || message.channelId !== params.channelId) return unknownMessage();
    messages.remove(message.id);
    return noContent;
  });

  router.on('POST', '/users/@me/channels', ({ body }) => {
    const recipientId = String((body.json as JsonObject | null)?.recipient_id ?? '');
    if (!world.user(recipientId)) return unknownUser();
    return ok(serializer.channel(world.dmChannel(recipientId)));
  });
}
