import { describe, expect, it } from 'vitest';
import { withLocale, currentLocale } from '../../src/tables/locale.ts';
import { ja } from '../../src/tables/messages-ja.ts';
import { englishMessages, msg } from '../../src/tables/messages.ts';

describe('message language', () => {
  it('is English unless the work runs in another language, which carries across awaits', async () => {
    expect(currentLocale()).toBe('en');
    expect(msg('table.none')).toContain('There is no table');
    const inJapanese = await withLocale('ja', async () => {
      await new Promise((r) => setTimeout(r, 1));
      return msg('table.none');
    });
    expect(inJapanese).toContain('卓');
    expect(msg('table.none')).toContain('There is no table');
  });

  it('falls back to English for a language or message without a translation, and keeps placeholders filled', () => {
    expect(withLocale('fr', () => msg('table.full', { max: 4 }))).toBe('The table is full (4 players).');
    expect(withLocale('ja', () => msg('error.internal', { code: '123' }))).toContain('123');
    expect(withLocale('en-GB', () => msg('table.none'))).toContain('There is no table');
  });
});

describe('the Japanese catalogue', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('translates every message, with exactly the same placeholders', () => {
    for (const [id, english] of Object.entries(englishMessages)) {
      const japanese = ja[id as keyof typeof ja];
      expect(japanese, id).toBeDefined();
      expect(placeholders(japanese!), id).toEqual(placeholders(english));
    }
  });

  it('keeps button labels short enough for Discord buttons', () => {
    for (const [id, text] of Object.entries(ja)) if (id.startsWith('button.')) expect(text.length, id).toBeLessThanOrEqual(10);
  });
});
