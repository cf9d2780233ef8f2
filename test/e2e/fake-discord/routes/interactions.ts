import { botMessage, edited, type FakeContext } from '../context.ts';
import { discordError, invalidForm, noContent, ok, unknownInteraction, type RouteResult } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import type { InteractionRecord } from '../interactions/record.ts';
import { applyMessageBody, EMPTY_CONTENT } from '../message-content.ts';
import type { AutocompleteChoice, FakeMessage, InteractionCallback, JsonObject, UploadedFile } from '../types.ts';
import { choicesProblem } from '../validate.ts';
import { rejectMessage } from './reject.ts';

/** POST /interactions/:id/:token/callback — the acknowledgement of an interaction. */
export function interactionCallbackRoutes(router: Router, ctx: FakeContext, onCallback: () => void): void {
  router.on('POST', '/interactions/:id/:token/callback', ({ params, query, body }) => {
    const record = ctx.interactions.get(params.id ?? '');
    if (!record || record.token !== params.token) return unknownInteraction();
    if (Date.now() - record.createdAt > ctx.ackDeadlineMs) return unknownInteraction();
    if (record.callback !== null) return discordError(400, 40060, 'Interaction has already been acknowledged.');

    const json = (body.json ?? {}) as JsonObject;
    const type = typeof json.type === 'number' ? json.type : -1;
    const data = typeof json.data === 'object' && json.data !== null ? (json.data as JsonObject) : null;
    const outcome = answer(ctx, record, type, data, body.files);
    if ('status' in outcome) return outcome;

    record.callback = { type, data, files: body.files, message: null, choices: null, modal: null, ...outcome };
    onCallback();
    if (query.with_response !== 'true') return noContent;
    return ok(callbackResponse(ctx, record, record.callback));
  });
}

type Outcome = Partial<Pick<InteractionCallback, 'message' | 'choices' | 'modal'>>;

function answer(ctx: FakeContext, record: InteractionRecord, type: number, data: JsonObject | null, files: readonly UploadedFile[]): Outcome | RouteResult {
  const channel = ctx.world.channel(record.channelId);
  if (!channel) return invalidForm('interaction channel vanished');
  const isAutocomplete = record.type === 4;
  if (isAutocomplete !== (type === 8)) return invalidForm(`callback type ${type} is not valid for interaction type ${record.type}`);

  switch (type) {
    case 4:
    case 5: {
      const content = applyMessageBody(EMPTY_CONTENT, data, files);
      if (type === 4) {
        const rejected = rejectMessage(content);
        if (rejected) return rejected;
      }
      const ephemeral = (content.flags & 64) !== 0;
      const message = botMessage(ctx, channel, type === 5 ? { ...EMPTY_CONTENT, flags: content.flags } : content, {
        audience: ephemeral ? { kind: 'ephemeral', userId: record.user.id } : undefined,
        interactionId: record.id,
        loading: type === 5,
      });
      ctx.messages.add(message);
      record.originalMessageId = message.id;
      if (type === 4) record.settledMessageId = message.id;
      return { message };
    }
    case 6:
    case 7: {
      const source = record.sourceMessageId === null ? undefined : ctx.messages.get(record.sourceMessageId);
      if (!source) return invalidForm(`callback type ${type} needs an interaction on a message`);
      record.originalMessageId = source.id;
      if (type === 6) return { message: source };
      const content = applyMessageBody(source, data, files);
      const rejected = rejectMessage(content);
      if (rejected) return rejected;
      const message: FakeMessage = ctx.messages.replace(edited(source, content));
      record.settledMessageId = message.id;
      return { message };
    }
    case 8: {
      const problem = choicesProblem(data?.choices);
      if (problem) return invalidForm(problem);
      return { choices: (data?.choices ?? []) as AutocompleteChoice[] };
    }
    case 9: {
      if (record.type === 5) return invalidForm('cannot answer a modal submit with a modal');
      if (!data || typeof data.custom_id !== 'string' || typeof data.title !== 'string') return invalidForm('a modal needs custom_id and title');
      return { modal: data };
    }
    default:
      return invalidForm(`unknown callback type ${type}`);
  }
}

/** The `?with_response=true` body (InteractionCallbackResponse). */
function callbackResponse(ctx: FakeContext, record: InteractionRecord, callback: InteractionCallback): JsonObject {
  const message = callback.message;
  const hasMessage = message !== null && callback.type !== 6;
  const resource: JsonObject = { type: callback.type };
  if (hasMessage) resource.message = ctx.serializer.message(message);
  return {
    interaction: {
      id: record.id,
      type: record.type,
      response_message_id: hasMessage ? message.id : undefined,
      response_message_loading: hasMessage ? message.loading : undefined,
      response_message_ephemeral: hasMessage ? message.ephemeral : undefined,
    },
    resource,
  };
}
