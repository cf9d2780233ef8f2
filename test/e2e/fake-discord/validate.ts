import type { MessageContent } from './message-content.ts';
import type { JsonObject } from './types.ts';

/**
 * A subset of Discord's limits, so a bot that would be rejected by real Discord is rejected here
 * too. Each function returns the reason a request is invalid, or null.
 */

const MAX_CONTENT = 2000;
const MAX_EMBEDS = 10;
const MAX_EMBED_TOTAL = 6000;
const MAX_ROWS = 5;
const MAX_BUTTONS_PER_ROW = 5;
const MAX_CUSTOM_ID = 100;
const MAX_SELECT_OPTIONS = 25;
const MAX_ATTACHMENTS = 10;
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_CHOICES = 25;

function embedLength(embed: JsonObject): number {
  const text = (v: unknown): number => (typeof v === 'string' ? v.length : 0);
  const fields = Array.isArray(embed.fields) ? (embed.fields as JsonObject[]) : [];
  const footer = (embed.footer ?? {}) as JsonObject;
  const author = (embed.author ?? {}) as JsonObject;
  return (
    text(embed.title) +
    text(embed.description) +
    text(footer.text) +
    text(author.name) +
    fields.reduce((n, f) => n + text(f.name) + text(f.value), 0)
  );
}

function componentProblem(row: JsonObject): string | null {
  if (row.type !== 1) return null; // Components V2 layouts are passed through unchecked.
  const children = Array.isArray(row.components) ? (row.components as JsonObject[]) : [];
  if (children.length === 0) return 'an action row must contain components';
  const selects = children.filter((c) => c.type !== 2);
  if (selects.length > 0 && children.length > 1) return 'a select menu must be alone in its action row';
  if (children.length > MAX_BUTTONS_PER_ROW) return `at most ${MAX_BUTTONS_PER_ROW} buttons per action row`;
  for (const child of children) {
    const customId = child.custom_id;
    if (typeof customId === 'string' && (customId.length === 0 || customId.length > MAX_CUSTOM_ID)) {
      return `custom_id must be 1-${MAX_CUSTOM_ID} characters (got ${customId.length})`;
    }
    if (child.type === 2 && child.style !== 5 && child.style !== 6 && typeof customId !== 'string') {
      return 'a button needs a custom_id';
    }
    if (child.type === 3) {
      const options = Array.isArray(child.options) ? child.options : [];
      if (options.length === 0 || options.length > MAX_SELECT_OPTIONS) {
        return `a string select needs 1-${MAX_SELECT_OPTIONS} options (got ${options.length})`;
      }
    }
  }
  return null;
}

export function messageProblem(message: MessageContent, { allowEmpty = false } = {}): string | null {
  if (message.content.length > MAX_CONTENT) return `content longer than ${MAX_CONTENT} characters (${message.content.length})`;
  if (message.embeds.length > MAX_EMBEDS) return `more than ${MAX_EMBEDS} embeds`;
  if (message.embeds.reduce((n, e) => n + embedLength(e), 0) > MAX_EMBED_TOTAL) return `embeds longer than ${MAX_EMBED_TOTAL} characters in total`;
  if (message.components.length > MAX_ROWS) return `more than ${MAX_ROWS} action rows`;
  for (const row of message.components) {
    const problem = componentProblem(row);
    if (problem !== null) return problem;
  }
  if (message.attachments.length > MAX_ATTACHMENTS) return `more than ${MAX_ATTACHMENTS} attachments`;
  const big = message.attachments.find((a) => a.size > MAX_FILE_BYTES);
  if (big !== undefined) return `file ${big.filename} is larger than ${MAX_FILE_BYTES} bytes`;
  const empty =
    message.content === '' && message.embeds.length === 0 && message.components.length === 0 && message.attachments.length === 0;
  if (empty && !allowEmpty) return 'Cannot send an empty message';
  return null;
}

export function choicesProblem(choices: unknown): string | null {
  if (!Array.isArray(choices)) return 'choices must be an array';
  if (choices.length > MAX_CHOICES) return `at most ${MAX_CHOICES} autocomplete choices (got ${choices.length})`;
  for (const choice of choices as JsonObject[]) {
    const name = choice.name;
    if (typeof name !== 'string' || name.length === 0 || name.length > 100) return 'choice names must be 1-100 characters';
    if (typeof choice.value === 'string' && choice.value.length > 100) return 'choice string values must be at most 100 characters';
  }
  return null;
}
