import { createHash } from 'node:crypto';
import { blendAt, type Raster } from './blend.ts';
import { PNG_OPTIONS } from './png.ts';
import { loadSharp } from './sharp-loader.ts';
import { SVG_FONT_FAMILY, attrs, type LayeredSvg, type OverlayPart } from './svg.ts';

export type { LayeredSvg, OverlayPart } from './svg.ts';

const hash = (text: string) => createHash('sha1').update(text).digest('hex');

/** Least-recently-used rasters by key, bounded by total bytes. */
export class RasterCache {
  private readonly entries = new Map<string, Raster>();
  private readonly pending = new Map<string, Promise<Raster>>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Raster | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** The raster of an SVG document by its hash; one render at a time per document. */
  raster(svg: string, render: (svg: string) => Promise<Raster>): Promise<Raster> {
    const key = hash(svg);
    const hit = this.get(key);
    if (hit) return Promise.resolve(hit);
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

  keep(key: string, raster: Raster): void {
    if (raster.pixels.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.pixels.length;
    }
    this.entries.set(key, raster);
    this.bytes += raster.pixels.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.pixels.length;
    }
  }
}

export interface LayerCaches {
  /** Opaque RGB rasters of base documents. */
  readonly base: RasterCache;
  /** Straight RGBA rasters of overlay parts, by SVG, box and the overlay's definitions. */
  readonly parts: RasterCache;
}

export function newLayerCaches(baseBytes: number, partBytes: number): LayerCaches {
  return { base: new RasterCache(baseBytes), parts: new RasterCache(partBytes) };
}

/**
 * Bases: four 1600x2055 RGB boards, enough for the few layouts (player counts, options) a process serves at once.
 * Parts: an 8-player Advanced Civilization overlay is about 1.5 megapixels (6 MB) of parts, most of which stay the same
 * from one move to the next; room for a few tables' worth.
 */
const sharedCaches = newLayerCaches(48 * 1024 * 1024, 32 * 1024 * 1024);

async function opaqueRaster(svg: string): Promise<Raster> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: 3 };
}

interface Placed {
  readonly part: OverlayPart;
  readonly key: string;
  x: number;
  y: number;
}

/** Shelf packing, tallest first: where each part goes in one atlas image, and the atlas's size. */
function pack(parts: Placed[]): { width: number; height: number } {
  const width = Math.max(1024, ...parts.map((p) => p.part.box.width));
  let x = 0;
  let y = 0;
  let shelf = 0;
  for (const p of [...parts].sort((a, b) => b.part.box.height - a.part.box.height)) {
    if (x + p.part.box.width > width) {
      y += shelf;
      x = 0;
      shelf = 0;
    }
    p.x = x;
    p.y = y;
    x += p.part.box.width;
    shelf = Math.max(shelf, p.part.box.height);
  }
  return { width, height: y + shelf };
}

/**
 * Rasterises the parts not yet cached, all in one document (one librsvg run instead of one per part): each part in a
 * nested <svg> whose viewBox is its box, at whole-pixel offsets, so its pixels are those a full-size canvas would get.
 */
async function rasterParts(missing: Placed[], defs: string): Promise<Map<string, Raster>> {
  const out = new Map<string, Raster>();
  if (missing.length === 0) return out;
  const size = pack(missing);
  const body = missing.map(({ part: { box, svg }, x, y }) => `<svg${attrs({ x, y, width: box.width, height: box.height, viewBox: `${box.x} ${box.y} ${box.width} ${box.height}` })}>${svg}</svg>`);
  const atlas = `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ width: size.width, height: size.height, 'font-family': SVG_FONT_FAMILY })}>${defs ? `<defs>${defs}</defs>` : ''}${body.join('')}</svg>`;
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(atlas)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (const { part, key, x, y } of missing) {
    const { width, height } = part.box;
    const pixels = new Uint8Array(width * height * 4);
    for (let row = 0; row < height; row++) {
      const from = ((y + row) * info.width + x) * 4;
      pixels.set(data.subarray(from, from + width * 4), row * width * 4);
    }
    out.set(key, { pixels, width, height, channels: 4 });
  }
  return out;
}

/** The raster of every part, in order: cached ones as they are, the rest rasterised together. */
async function partRasters(layers: LayeredSvg, cache: RasterCache): Promise<{ raster: Raster; part: OverlayPart }[]> {
  const defs = layers.overlayDefs ?? '';
  const defsKey = defs ? hash(defs) : '';
  const placed = layers.overlay
    .filter((part) => part.svg !== '' && part.box.width > 0 && part.box.height > 0)
    .map((part): Placed => ({ part, key: hash(`${part.box.x},${part.box.y},${part.box.width},${part.box.height}|${defsKey}|${part.svg}`), x: 0, y: 0 }));
  const rasters = new Map<string, Raster>();
  const missing = new Map<string, Placed>();
  for (const p of placed) {
    const hit = rasters.get(p.key) ?? cache.get(p.key);
    if (hit) rasters.set(p.key, hit);
    else missing.set(p.key, p);
  }
  for (const [key, raster] of await rasterParts([...missing.values()], defs)) {
    rasters.set(key, raster);
    cache.keep(key, raster);
  }
  return placed.map((p) => ({ part: p.part, raster: rasters.get(p.key)! }));
}

/** The picture as a PNG, as svgToPng would draw one document with the overlay's parts after the base's elements. */
export async function layersToPng(layers: LayeredSvg, caches: LayerCaches = sharedCaches): Promise<Buffer> {
  const sharp = await loadSharp();
  const [base, parts] = await Promise.all([caches.base.raster(layers.base, opaqueRaster), partRasters(layers, caches.parts)]);
  const pixels = Buffer.from(base.pixels);
  for (const { part, raster } of parts) blendAt(pixels, base.width, base.height, raster, part.box.x, part.box.y);
  return sharp(pixels, { raw: { width: base.width, height: base.height, channels: 3 } }).png(PNG_OPTIONS).toBuffer();
}
