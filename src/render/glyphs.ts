// What the bundled fonts can draw, and how wide it is: the coverage table generated from their cmaps
// (font-coverage.ts), whole grapheme clusters (Intl.Segmenter), and width estimates without font metrics. Pure.
import { COVERED_RANGES } from './font-coverage.ts';

/** Drawn instead of a character no bundled font has (never a tofu box). In every bundled face. */
export const MISSING_MARK = '·';

let covered: Uint32Array | undefined;

function coverage(): Uint32Array {
  if (covered) return covered;
  const bits = new Uint32Array(0x110000 / 32);
  for (const line of COVERED_RANGES) {
    for (const range of line.split(' ')) {
      const [first, last] = range.split('-').map((h) => parseInt(h, 16)) as [number, number];
      for (let c = first; c <= last; c++) bits[c >>> 5]! |= 1 << (c & 31);
    }
  }
  covered = bits;
  return bits;
}

const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

/**
 * True when a bundled font has a glyph for the code point, or it is never drawn (default ignorable: zero-width
 * joiner, variation selectors, bidi controls). Tabs and line breaks count as drawn (as spaces).
 */
export function isDrawable(codePoint: number): boolean {
  if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d) return true;
  if (codePoint < 0x20 || codePoint >= 0x110000) return false;
  if (((coverage()[codePoint >>> 5] ?? 0) >>> (codePoint & 31)) & 1) return codePoint < 0xd800 || codePoint > 0xdfff;
  return IGNORABLE.test(String.fromCodePoint(codePoint));
}

const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The text's grapheme clusters (what a reader sees as one character: an emoji with modifiers, a letter with its marks). */
export function graphemes(content: string): string[] {
  return Array.from(segmenter.segment(content), (s) => s.segment);
}

function allDrawable(content: string): boolean {
  for (const ch of content) if (!isDrawable(ch.codePointAt(0)!)) return false;
  return true;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The text with every grapheme cluster that holds a character no bundled font covers (or a lone surrogate)
 * replaced by MISSING_MARK, a run of them by one mark: nothing falls back to a tofu box.
 */
export function drawableText(content: string): string {
  if (PRINTABLE_ASCII.test(content) || allDrawable(content)) return content;
  let out = '';
  for (const cluster of graphemes(content)) {
    if (allDrawable(cluster)) out += cluster;
    else if (!out.endsWith(MISSING_MARK)) out += MISSING_MARK;
  }
  return out;
}

const WIDE = /^[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;
const EMOJI = /^[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

/**
 * Estimated advance of one grapheme cluster in em, measured on the bundled faces (100 px text, regular / bold
 * averages): emoji 1.27, CJK and kana 1, Hangul 0.92, Devanagari clusters 0.71 / 0.78, Latin capitals 0.64 / 0.66 (N
 * 0.76 / 0.81, W and m 0.93 / 0.97), lower case 0.53 / 0.57, Greek, Cyrillic, Arabic, Hebrew and Thai 0.54-0.60 /
 * 0.59-0.65. Rounded up to the wide letters of each kind, so that cut text fits; bold 6% wider. Marks and joiners
 * inside a cluster add nothing.
 */
export function graphemeEm(cluster: string, bold = false): number {
  const first = cluster.codePointAt(0);
  if (first === undefined || IGNORABLE.test(String.fromCodePoint(first))) return 0;
  let em: number;
  if (EMOJI.test(cluster) && first > 0xff) em = 1.3;
  else if (WIDE.test(cluster)) em = 1;
  else if (/^[mwMW@%ЖЩШЮФжщшюф]/.test(cluster)) em = 1;
  else if (/^[il.,:;'|!Ijft ]/.test(cluster)) em = 0.35;
  else if (/^[\p{Lu}\u0900-\u097f]/u.test(cluster)) em = 0.78;
  else em = 0.6;
  return bold ? em * 1.06 : em;
}

/** Estimated width of text in em (see graphemeEm). */
export function textEm(content: string, bold = false): number {
  let em = 0;
  for (const cluster of graphemes(content)) em += graphemeEm(cluster, bold);
  return em;
}

/** The first `count` grapheme clusters of the text (never half an emoji or a letter without its marks). */
export function firstClusters(content: string, count: number): string {
  return graphemes(content).slice(0, Math.max(0, count)).join('');
}

/** How many grapheme clusters the text has. */
export function clusterCount(content: string): number {
  return PRINTABLE_ASCII.test(content) ? content.length : graphemes(content).length;
}
