import type { FakeMessage, JsonObject } from './types.ts';

function strings(value: unknown, keys: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, keys));
  if (typeof value !== 'object' || value === null) return [];
  const object = value as JsonObject;
  return Object.entries(object).flatMap(([key, v]) => (typeof v === 'string' ? (keys.includes(key) ? [v] : []) : strings(v, keys)));
}

const EMBED_TEXT = ['title', 'description', 'name', 'value', 'text', 'url'];
const COMPONENT_TEXT = ['label', 'placeholder', 'content', 'description', 'value', 'custom_id', 'url'];

/**
 * Everything a reader of the message could see, as one string: content, embed texts, component
 * labels/options/ids and attachment names. For assertions like "this secret never leaked here".
 */
export function messageText(message: FakeMessage): string {
  return [
    message.content,
    ...strings(message.embeds, EMBED_TEXT),
    ...strings(message.components, COMPONENT_TEXT),
    ...message.attachments.flatMap((a) => [a.filename, a.description ?? '']),
  ].join('\n');
}
