// Which characters a TrueType/OpenType font has a glyph for, read from its 'cmap' table. Pure: takes the file's bytes.

/** Inclusive code point ranges, sorted and merged: [first, last, first, last, ...]. */
export type CodePointRanges = number[];

function tableOffset(font: Buffer, tag: string): number | null {
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  return null;
}

/** Format 12 (segmented coverage, the whole of Unicode): groups of [start, end, first glyph]. */
function format12(font: Buffer, at: number, out: number[]): void {
  const groups = font.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g++) {
    const entry = at + 16 + g * 12;
    const start = font.readUInt32BE(entry);
    const end = font.readUInt32BE(entry + 4);
    const glyph = font.readUInt32BE(entry + 8);
    // A group starting at glyph 0 maps its first character to .notdef (no glyph).
    for (let c = glyph === 0 ? start + 1 : start; c <= end; c++) out.push(c);
  }
}

/** Format 4 (the Basic Multilingual Plane): segments, each mapped by a delta or through the glyph id array. */
function format4(font: Buffer, at: number, out: number[]): void {
  const segments = font.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = font.readUInt16BE(ends + s * 2);
    const start = font.readUInt16BE(starts + s * 2);
    const delta = font.readInt16BE(deltas + s * 2);
    const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const raw = font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) out.push(c);
    }
  }
}

/** Sorted, merged inclusive ranges of the code points given (in any order, repeats allowed). */
export function toRanges(codePoints: readonly number[]): CodePointRanges {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: number[] = [];
  for (const c of sorted) {
    if (ranges.length > 0 && ranges[ranges.length - 1] === c - 1) ranges[ranges.length - 1] = c;
    else ranges.push(c, c);
  }
  return ranges;
}

/**
 * The code points the font maps to a glyph: its Unicode cmap subtable, the full-repertoire one (3,10 or 0,4+:
 * format 12) when there is one, else the BMP one (3,1 or 0,3: format 4). Throws on a file that is not a font.
 */
export function fontCodePoints(font: Buffer): number[] {
  const cmap = tableOffset(font, 'cmap');
  if (cmap === null) throw new Error('not a TrueType/OpenType font: no cmap table');
  const subtables = font.readUInt16BE(cmap + 2);
  let best: { at: number; format: number } | null = null;
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const at = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode || (format !== 4 && format !== 12)) continue;
    if (best === null || (format === 12 && best.format === 4)) best = { at, format };
  }
  if (best === null) throw new Error('font has no Unicode cmap subtable of format 4 or 12');
  const out: number[] = [];
  if (best.format === 12) format12(font, best.at, out);
  else format4(font, best.at, out);
  return out;
}
