import { currentLocale } from './locale.ts';
import { en, type MessageId } from './messages-en.ts';
import { ja } from './messages-ja.ts';
import type { ShownMove } from './move-text.ts';

/** Every user-visible string of the platform, by id: English in messages-en.ts (complete), other languages beside it. */
export type { MessageId };

const catalogues: Record<string, Partial<Record<MessageId, string>>> = { en, ja };

/** The languages the catalogue has (English complete, the others where translated). */
export const messageLocales: readonly string[] = Object.keys(catalogues);

/** The English catalogue: the complete list of message ids (tests check translations against it). */
export const englishMessages: Readonly<Record<MessageId, string>> = en;

/**
 * Values put into a message. `move` and `notation` quote a move: they take a ShownMove (a move as its reader may see
 * it, from moveAsSeenBy) or a move number, never a raw string, so a hidden choice cannot be quoted by accident.
 */
export type MessageParams = { readonly [name: string]: string | number } & { readonly move?: ShownMove | number; readonly notation?: ShownMove };

/** A catalogue message in the given language (default: the language of the work being done, see locale.ts). */
export function msg(id: MessageId, params: MessageParams = {}, locale = currentLocale()): string {
  const lang = locale.split('-')[0] ?? 'en';
  const template = catalogues[lang]?.[id] ?? en[id];
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}
