// Player names in every script Discord users write in, and what the bundled fonts really cover (read from the TTFs).
import { readFileSync } from 'node:fs';
import { fontCodePoints } from '../../src/render/font-cmap.ts';
import { bundledFontFiles } from '../../src/render/fonts.ts';

/** One name per script, an emoji-only name and a 32-character name (issue 28). */
export const SCRIPT_NAMES: Readonly<Record<string, string>> = {
  latin: 'Chloé Müller',
  greek: 'Αλέξανδρος',
  cyrillic: 'Дмитрий Иванов',
  chineseSimplified: '王小明',
  chineseTraditional: '張偉豐',
  japanese: 'たなか ひろし',
  korean: '김민수',
  arabic: 'محمد علي',
  hebrew: 'דני לוי',
  thai: 'สมชาย ใจดี',
  devanagari: 'राहुल क्षत्रिय',
  emoji: 'Ann 🎲',
  emojiOnly: '🎲🐉👍🏽👨‍👩‍👧❤️🇯🇵',
  long: 'Wolfgang Amadeus Mozart Salzburg',
};

export const ALL_NAMES: readonly string[] = Object.values(SCRIPT_NAMES);

let union: Set<number> | undefined;

/** Every code point some bundled font maps to a glyph: what fontconfig can draw with the bundled configuration. */
export function bundledCoverage(): Set<number> {
  union ??= new Set(bundledFontFiles().flatMap((file) => fontCodePoints(readFileSync(file))));
  return union;
}

const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

/** The characters of `content` that no bundled font has and that are drawn (so would come out as tofu boxes). */
export function undrawable(content: string): string[] {
  const fonts = bundledCoverage();
  return [...content].filter((ch) => !fonts.has(ch.codePointAt(0)!) && !IGNORABLE.test(ch) && ch !== '\n' && ch !== '\t');
}

/** The text content of every <text> and <tspan> of an SVG document, unescaped. */
export function textContents(svg: string): string[] {
  return [...svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]*)(?=<)/g)]
    .map((m) => m[1]!)
    .filter((t) => t !== '')
    .map((t) => t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'));
}
