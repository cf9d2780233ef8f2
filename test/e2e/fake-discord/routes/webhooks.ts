import { botMessage, edited, type FakeContext } from '../context.ts';
import { noContent, ok, unknownMessage, unknownWebhook, type RouteResult } from '../http/respond.ts';
import type { RouteRequest, Router } from '../http/router.ts';
import type { InteractionRecord } from '../interactions/record.ts';
import { applyMessageBody, EMPTY_CONTENT } from '../message-content.ts';
import type { FakeMessage } from '../types.ts';
import { rejectMessage } from './reject.ts';

/** Interaction webhooks: follow-ups and edits/fetches/deletes of @original or a follow-up. */
export function webhookRoutes(router: Router, ctx: FakeContext): void {
  const acknowledged = (req: RouteRequest): InteractionRecord | undefined => {
    const record = ctx.interactions.byWebhookToken(req.params.token ?? '');
    return record && req.params.appId === ctx.applicationId && record.callback !== null ? record : undefined;
  };
  const target = (record: InteractionRecord, messageId: string): FakeMessage | undefined => {
    const id = messageId === '@original' ? record.originalMessageId : messageId;
    const owned = id === record.originalMessageId || record.followUpIds.includes(id ?? '');
    return id !== null && owned ? ctx.messages.get(id) : undefined;
  };

  router.on('POST', '/webhooks/:appId/:token', (req) => {
    const record = acknowledged(req);
    if (!record) return unknownWebhook();
    return followUp(ctx, record, req);
  });

  router.on('GET', '/webhooks/:appId/:token/messages/:messageId', (req) => {
    const record = acknowledged(req);
    if (!record) return unknownWebhook();
    const message = target(record, req.params.messageId ?? '');
    return message ? ok(ctx.serializer.message(message)) : unknownMessage();
  });

  router.on('PATCH', '/webhooks/:appId/:token/messages/:messageId', (req) => {
    const record = acknowledged(req);
    if (!record) return unknownWebhook();
    const message = target(record, req.params.messageId ?? '');
    if (!message) return unknownMessage();
    const content = applyMessageBody(message, req.body.json, req.body.files);
    const rejected = rejectMessage(content);
    if (rejected) return rejected;
    const updated = ctx.messages.replace(edited(message, content));
    if (message.id === record.originalMessageId) record.settledMessageId ??= updated.id;
    return ok(ctx.serializer.message(updated));
  });

  router.on('DELETE', '/webhooks/:appId/:token/messages/:messageId', (req) => {
    const record = acknowledged(req);
    if (!record) return unknownWebhook();
    const message = target(record, req.params.messageId ?? '');
    if (!message) return unknownMessage();
    ctx.messages.remove(message.id);
    return noContent;
  });
}

/**
 * A follow-up. As on Discord, the first follow-up after a deferred reply (5) replaces the
 * "thinking…" message instead of posting a new one; others are new messages.
 */
function followUp(ctx: FakeContext, record: InteractionRecord, req: RouteRequest): RouteResult {
  const original = record.originalMessageId === null ? undefined : ctx.messages.get(record.originalMessageId);
  if (record.callback?.type === 5 && original?.loading === true) {
    const content = applyMessageBody(original, req.body.json, req.body.files);
    const rejected = rejectMessage(content);
    if (rejected) return rejected;
    const updated = ctx.messages.replace(edited(original, content));
    record.settledMessageId ??= updated.id;
    return ok(ctx.serializer.message(updated));
  }
  const channel = ctx.world.channel(record.channelId);
  if (!channel) return unknownWebhook();
  const content = applyMessageBody(EMPTY_CONTENT, req.body.json, req.body.files);
  const rejected = rejectMessage(content);
  if (rejected) return rejected;
  const ephemeral = (content.flags & 64) !== 0;
  const message = botMessage(ctx, channel, content, {
    audience: ephemeral ? { kind: 'ephemeral', userId: record.user.id } : undefined,
    interactionId: record.id,
  });
  record.followUpIds.push(message.id);
  record.settledMessageId ??= message.id;
  ctx.messages.add(message);
  return ok(ctx.serializer.message(message));
}
