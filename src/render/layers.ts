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
 * floating point over the whole image and costs more than rasterising the overlay.
 */
function blendOver(base: Raster, overlay: Buffer): Buffer {
  const out = Buffer.from(base.pixels);
  for (let o = 0, b = 0; o < overlay.length; o += 4, b += 3) {
    const alpha = overlay[o + 3]!;
    if (alpha === 0) continue;
    if (alpha === 255) {
      out[b] = overlay[o]!;
      out[b + 1] = overlay[o + 1]!;
      out[b + 2] = overlay[o + 2]!;
      continue;
    }
    const rest = 255 - alpha;
    out[b] = (overlay[o]! * alpha + out[b]! * rest + 127) / 255;
    out[b + 1] = (overlay[o + 1]! * alpha + out[b + 1]! * rest + 127) / 255;
    out[b + 2] = (overlay[o + 2]! * alpha + out[b + 2]! * rest + 127) / 255;
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
