import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageModule } from '../../scripts/font-coverage.ts';
import { fontCodePoints, toRanges } from '../../src/render/font-cmap.ts';
import { bundledFontFiles } from '../../src/render/fonts.ts';
import { isDrawable } from '../../src/render/glyphs.ts';
import { bundledCoverage } from './script-names.ts';

const root = join(import.meta.dirname, '..', '..');

describe('font coverage', () => {
  it('the committed coverage table is the one the bundled fonts give (regenerate with scripts/font-coverage.ts)', () => {
    expect(readFileSync(join(root, 'src', 'render', 'font-coverage.ts'), 'utf8')).toBe(coverageModule(bundledFontFiles()));
  });

  it('reads each font cmap: Noto Sans has Latin, Greek, Cyrillic and Devanagari but no Hangul; the fallbacks fill in', () => {
    const byFile = (name: string) => new Set(fontCodePoints(readFileSync(bundledFontFiles().find((f) => f.endsWith(name))!)));
    const sans = byFile('NotoSans_400Regular.ttf');
    for (const ch of 'AzÆαЖक') expect(sans.has(ch.codePointAt(0)!), ch).toBe(true);
    expect(sans.has(0xac00)).toBe(false);
    expect(byFile('NotoSansKR_400Regular.ttf').has(0xac00)).toBe(true);
    expect(byFile('NotoSansJP_400Regular.ttf').has(0xac00)).toBe(false);
    expect(byFile('NotoEmoji_400Regular.ttf').has(0x1f3b2)).toBe(true);
  });

  it('covers the characters the issue found drawn as tofu: 🎲 U+1F3B2, 가 U+AC00, ع U+0639, ก U+0E01', () => {
    for (const cp of [0x1f3b2, 0xac00, 0x0639, 0x0e01, 0x05d0]) {
      expect(bundledCoverage().has(cp), cp.toString(16)).toBe(true);
      expect(isDrawable(cp), cp.toString(16)).toBe(true);
    }
  });

  it('isDrawable agrees with the fonts: private use, unassigned and lone surrogates are not; joiners and bidi isolates are never drawn', () => {
    for (const cp of [0xe000, 0x10fffd, 0x0378, 0xd800, 0x1f]) expect(isDrawable(cp), cp.toString(16)).toBe(false);
    for (const cp of [0x200d, 0xfe0f, 0x2068, 0x2069]) expect(isDrawable(cp), cp.toString(16)).toBe(true);
    const fonts = bundledCoverage();
    for (let cp = 0x20; cp < 0x3000; cp++) if (fonts.has(cp)) expect(isDrawable(cp)).toBe(true);
  });

  it('toRanges merges runs and sorts', () => {
    expect(toRanges([5, 3, 4, 10, 3, 12, 11])).toEqual([3, 5, 10, 12]);
    expect(toRanges([])).toEqual([]);
  });

  it('a file that is not a font is refused with a message', () => {
    const notFont = Buffer.alloc(64);
    expect(() => fontCodePoints(notFont)).toThrow(/cmap/);
  });
});
