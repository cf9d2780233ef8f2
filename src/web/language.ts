import { messageLocales } from '../tables/messages.ts';

/** Accept-Language headers longer than this are not read (a header is a few dozen characters). */
const MAX_HEADER = 512;

/**
 * The page's language from the reader's Accept-Language header (RFC 9110 12.5.4): the supported language with the
 * highest weight, in the order given when weights tie; English when none is supported, the header is absent, malformed
 * or oversized. Only the primary subtag counts ("ja-JP" is Japanese), and "*" means any, which is English.
 */
export function pageLanguage(header: string | string[] | undefined): string {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text || text.length > MAX_HEADER) return 'en';
  const supported = new Set(messageLocales);
  let best: { lang: string; q: number } | null = null;
  for (const part of text.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    const lang = primary === '*' ? 'en' : primary;
    if (!supported.has(lang)) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? 'en';
}
