import { createHash } from 'node:crypto';
import { PNG_OPTIONS } from './png.ts';
import { loadSharp } from './sharp-loader.ts';
import type { LayeredSvg } from './svg.ts';

export type { LayeredSvg } from './svg.ts';

interface Raster {
  readonly pixels: Buffer;
  readonly width: number;
  readonly height: number;
}

/** Least-recently-used rasters of base layers by the hash of their SVG, bounded by total bytes. */
export class BaseLayerCache {
  private readonly entries = new Map<string, Raster>();
  private readonly pending = new Map<string, Promise<Raster>>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  raster(svg: string, render: (svg: string) => Promise<Raster>): Promise<Raster> {
    const key = createHash('sha1').update(svg).digest('hex');
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    const running = this.pending.get(key);
    if (running) return running;
    const started = render(svg)
      .then((raster) => {
        this.keep(key, raster);
        return raster;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }

  private keep(key: string, raster: Raster): void {
    if (raster.pixels.length > this.maxBytes) return;
    this.entries.set(key, raster);
    this.bytes += raster.pixels.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.pixels.length;
    }
  }
}

/** Four 1600x2055 RGB boards: enough for the few layouts (player counts, options) a process serves at once. */
const sharedBaseLayers = new BaseLayerCache(48 * 1024 * 1024);

async function opaqueRaster(svg: string): Promise<Raster> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

/**
 * The overlay (straight, not premultiplied, RGBA) over a copy of the opaque RGB base: libvips' own composite works in
 * floating point over the whole image and costs more than rasterising the overlay. Most of an overlay is clear: whole
 * zero pixels are skipped four bytes at a time. x/255 is computed as (x + 128 + ((x + 128) >> 8)) >> 8, exactly rounded.
 */
function blendOver(base: Raster, overlay: Buffer): Buffer {
  const out = Buffer.from(base.pixels);
  const src = overlay.byteOffset % 4 === 0 ? overlay : new Uint8Array(overlay);
  const words = new Uint32Array(src.buffer, src.byteOffset, src.length >>> 2);
  for (let p = 0; p < words.length; p++) {
    if (words[p] === 0) continue;
    const o = p << 2;
    const alpha = src[o + 3]!;
    if (alpha === 0) continue;
    const b = p * 3;
    if (alpha === 255) {
      out[b] = src[o]!;
      out[b + 1] = src[o + 1]!;
      out[b + 2] = src[o + 2]!;
      continue;
    }
    const rest = 255 - alpha;
    for (let c = 0; c < 3; c++) {
      const x = src[o + c]! * alpha + out[b + c]! * rest + 128;
      out[b + c] = (x + (x >>> 8)) >>> 8;
    }
  }
  return out;
}

/** The picture as a PNG, as svgToPng would draw one document with the overlay's elements after the base's. */
export async function layersToPng(layers: LayeredSvg, cache: BaseLayerCache = sharedBaseLayers): Promise<Buffer> {
  const sharp = await loadSharp();
  const [base, overlay] = await Promise.all([cache.raster(layers.base, opaqueRaster), sharp(Buffer.from(layers.overlay)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })]);
  if (overlay.info.width !== base.width || overlay.info.height !== base.height) {
    throw new Error(`overlay ${overlay.info.width}x${overlay.info.height} does not match its base ${base.width}x${base.height}`);
  }
  const pixels = blendOver(base, overlay.data);
  return sharp(pixels, { raw: { width: base.width, height: base.height, channels: 3 } }).png(PNG_OPTIONS).toBuffer();
}
