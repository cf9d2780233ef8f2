import { describe, expect, it } from 'vitest';
import { MISSING_MARK, drawableText, graphemes, textEm } from '../../src/render/glyphs.ts';
import { fitName, hasRtl, isolate, isolateNames } from '../../src/render/names.ts';
import { SCRIPT_NAMES } from './script-names.ts';

const FSI = '\u2068';
const PDI = '\u2069';

describe('drawableText', () => {
  it('keeps every name in the bundled scripts as it is, emoji sequences included', () => {
    for (const name of Object.values(SCRIPT_NAMES)) expect(drawableText(name), name).toBe(name);
  });

  it('replaces what no bundled font has by one neutral mark per run, whole clusters (no half emoji)', () => {
    expect(drawableText('Ann \u{E000}\u{10FFFD} x')).toBe(`Ann ${MISSING_MARK} x`);
    expect(drawableText('a\uD800b')).toBe(`a${MISSING_MARK}b`);
    // A private-use character with a combining mark goes as one cluster, mark included.
    expect(drawableText('\u{E000}\u0301z')).toBe(`${MISSING_MARK}z`);
  });
});

describe('fitName', () => {
  it('leaves a short name alone and isolates a right-to-left one with FSI … PDI', () => {
    expect(fitName('Ann', { width: 300, size: 20 })).toBe('Ann');
    expect(fitName(SCRIPT_NAMES.arabic!, { width: 300, size: 20 })).toBe(`${FSI}${SCRIPT_NAMES.arabic}${PDI}`);
    expect(fitName(SCRIPT_NAMES.hebrew!, { width: 300, size: 20 })).toBe(`${FSI}${SCRIPT_NAMES.hebrew}${PDI}`);
    expect(hasRtl(SCRIPT_NAMES.korean!)).toBe(false);
  });

  it('cuts the 32-character name with an ellipsis to the room it has, and keeps it whole when it fits', () => {
    const long = SCRIPT_NAMES.long!;
    expect(long).toHaveLength(32);
    const cut = fitName(long, { width: 250, size: 34 });
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(textEm(cut) * 34).toBeLessThanOrEqual(250);
    expect(fitName(long, { width: 2000, size: 20 })).toBe(long);
  });

  it('cuts between grapheme clusters only: family emoji, skin tones, flags, Thai and Devanagari marks stay whole', () => {
    const family = '👨‍👩‍👧';
    const cut = fitName(family.repeat(20), { width: 200, size: 20 });
    expect(graphemes(cut).slice(0, -1).every((g) => g === family)).toBe(true);
    for (const name of [SCRIPT_NAMES.emojiOnly!, SCRIPT_NAMES.thai!, SCRIPT_NAMES.devanagari!]) {
      const clusters = graphemes(name);
      for (let width = 20; width < 400; width += 15) {
        const kept = graphemes(fitName(name, { width, size: 20 }).replace('…', ''));
        expect(kept, `${name} at ${width}`).toEqual(clusters.slice(0, kept.length));
      }
    }
  });

  it('cuts a right-to-left name inside its isolate, so the ellipsis ends it on its own side', () => {
    const cut = fitName('محمد علي حسن عبد الرحمن', { width: 120, size: 20 });
    expect(cut.startsWith(FSI) && cut.endsWith(`…${PDI}`)).toBe(true);
  });

  it('removes control characters and bidi overrides a name could carry, and never returns nothing', () => {
    expect(fitName('\u202Eevil\u202C\u0007 name', { width: 300, size: 20 })).toBe('evil name');
    expect(fitName('   ', { width: 300, size: 20 })).toBe(MISSING_MARK);
    expect(fitName('\u{E000}', { width: 300, size: 20 })).toBe(MISSING_MARK);
  });
});

describe('isolateNames', () => {
  it('isolates each right-to-left name where it occurs in a line, and nothing else', () => {
    const line = `Waiting for דני לוי, Ann and محمد علي (3 left)`;
    expect(isolateNames(line, ['Ann', 'דני לוי', 'محمد علي'])).toBe(`Waiting for ${isolate('דני לוי')}, Ann and ${isolate('محمد علي')} (3 left)`);
    expect(isolateNames('Ann moves', ['Ann', 'دان'])).toBe('Ann moves');
  });
});
