/** Pixels in memory: `channels` bytes a pixel (3: RGB, 4: straight, not premultiplied, RGBA), rows top to bottom. */
export interface Raster {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
}

/**
 * An RGBA raster made ready to draw over RGB pictures many times: clear pixels left out, opaque pixels in runs along
 * rows (copied as they are), and the translucent ones (anti-aliased edges) one by one.
 */
export interface Sprite {
  readonly width: number;
  readonly height: number;
  /** Pairs: first pixel (y * width + x) and length of each run of opaque pixels; runs end at row ends. */
  readonly runs: Int32Array;
  /** RGB of the runs' pixels, run after run. */
  readonly runRgb: Uint8Array;
  /** Translucent pixels (y * width + x) and their RGBA. */
  readonly soft: Int32Array;
  readonly softRgba: Uint8Array;
  /** Memory held, for caches. */
  readonly bytes: number;
}

export function toSprite(raster: Raster): Sprite {
  if (raster.channels !== 4) throw new Error(`a sprite needs 4 channels (RGBA), not ${raster.channels}`);
  const { pixels, width, height } = raster;
  const alphaAt = (p: number) => pixels[p * 4 + 3]!;
  // Counted first, so the arrays are made at their size.
  let runCount = 0;
  let opaque = 0;
  let softCount = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0, p = y * width; x < width; x++, p++) {
      const alpha = alphaAt(p);
      if (alpha === 255) {
        opaque++;
        if (x === 0 || alphaAt(p - 1) !== 255) runCount++;
      } else if (alpha > 0) softCount++;
    }
  }
  const runs = new Int32Array(runCount * 2);
  const runRgb = new Uint8Array(opaque * 3);
  const soft = new Int32Array(softCount);
  const softRgba = new Uint8Array(softCount * 4);
  let r = 0;
  let k = 0;
  let s = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0, p = y * width; x < width; x++, p++) {
      const alpha = alphaAt(p);
      if (alpha === 255) {
        if (x === 0 || alphaAt(p - 1) !== 255) {
          runs[r] = p;
          r += 2;
        }
        runs[r - 1] = runs[r - 1]! + 1;
        runRgb[k++] = pixels[p * 4]!;
        runRgb[k++] = pixels[p * 4 + 1]!;
        runRgb[k++] = pixels[p * 4 + 2]!;
      } else if (alpha > 0) {
        soft[s] = p;
        for (let c = 0; c < 4; c++) softRgba[s * 4 + c] = pixels[p * 4 + c]!;
        s++;
      }
    }
  }
  return { width, height, runs, runRgb, soft, softRgba, bytes: runs.byteLength + runRgb.byteLength + soft.byteLength + softRgba.byteLength };
}

/**
 * Draws the sprite over the RGB picture `out` (width x height) with its top-left corner at (px, py), cut at the
 * picture's edges. A JS loop: libvips' own composite works in floating point over the whole image and costs more than
 * rasterising. x/255 is computed as (x + 128 + ((x + 128) >> 8)) >> 8, exactly rounded.
 */
export function drawSprite(out: Uint8Array, width: number, height: number, sprite: Sprite, px: number, py: number): void {
  const x0 = Math.max(0, -px);
  const x1 = Math.min(sprite.width, width - px);
  const y0 = Math.max(0, -py);
  const y1 = Math.min(sprite.height, height - py);
  if (x0 >= x1 || y0 >= y1) return;
  const { runs, runRgb, soft, softRgba } = sprite;
  let rgb = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const start = runs[r]!;
    const length = runs[r + 1]!;
    const y = Math.floor(start / sprite.width);
    const x = start - y * sprite.width;
    if (y >= y0 && y < y1) {
      const from = Math.max(x, x0);
      const to = Math.min(x + length, x1);
      if (from < to) out.set(runRgb.subarray(rgb + (from - x) * 3, rgb + (to - x) * 3), ((py + y) * width + px + from) * 3);
    }
    rgb += length * 3;
  }
  for (let i = 0; i < soft.length; i++) {
    const p = soft[i]!;
    const y = Math.floor(p / sprite.width);
    const x = p - y * sprite.width;
    if (x < x0 || x >= x1 || y < y0 || y >= y1) continue;
    const o = i * 4;
    const alpha = softRgba[o + 3]!;
    const rest = 255 - alpha;
    const b = ((py + y) * width + px + x) * 3;
    for (let c = 0; c < 3; c++) {
      const v = softRgba[o + c]! * alpha + out[b + c]! * rest + 128;
      out[b + c] = (v + (v >>> 8)) >>> 8;
    }
  }
}
