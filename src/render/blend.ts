/** Pixels in memory: `channels` bytes a pixel (3: RGB, 4: straight, not premultiplied, RGBA), rows top to bottom. */
export interface Raster {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
}

/**
 * Draws the RGBA `part` over the RGB picture `out` (width x height) with its top-left corner at (px, py), cut at the
 * picture's edges. A JS loop: libvips' own composite works in floating point over the whole image and costs more than
 * rasterising. Most of a part is clear: whole zero pixels are skipped four bytes at a time. x/255 is computed as
 * (x + 128 + ((x + 128) >> 8)) >> 8, exactly rounded.
 */
export function blendAt(out: Uint8Array, width: number, height: number, part: Raster, px: number, py: number): void {
  if (part.channels !== 4) throw new Error(`a part to draw over a picture needs 4 channels (RGBA), not ${part.channels}`);
  const src = part.pixels.byteOffset % 4 === 0 ? part.pixels : new Uint8Array(part.pixels);
  const words = new Uint32Array(src.buffer, src.byteOffset, src.length >>> 2);
  const x0 = Math.max(0, -px);
  const x1 = Math.min(part.width, width - px);
  const y0 = Math.max(0, -py);
  const y1 = Math.min(part.height, height - py);
  for (let y = y0; y < y1; y++) {
    const rowStart = y * part.width;
    const outRow = (py + y) * width + px;
    for (let x = x0; x < x1; x++) {
      const p = rowStart + x;
      if (words[p] === 0) continue;
      const o = p << 2;
      const alpha = src[o + 3]!;
      if (alpha === 0) continue;
      const b = (outRow + x) * 3;
      if (alpha === 255) {
        out[b] = src[o]!;
        out[b + 1] = src[o + 1]!;
        out[b + 2] = src[o + 2]!;
        continue;
      }
      const rest = 255 - alpha;
      for (let c = 0; c < 3; c++) {
        const v = src[o + c]! * alpha + out[b + c]! * rest + 128;
        out[b + c] = (v + (v >>> 8)) >>> 8;
      }
    }
  }
}
