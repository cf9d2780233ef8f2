import { createHash } from 'node:crypto';
import { drawSprite, toSprite, type Raster, type Sprite } from './blend.ts';
import { RASTER_PNG_OPTIONS } from './png.ts';
import { loadSharp } from './sharp-loader.ts';
import { SVG_FONT_FAMILY, attrs, type LayeredSvg, type OverlayPart } from './svg.ts';

export type { LayeredSvg, OverlayPart } from './svg.ts';

const hash = (text: string) => createHash('sha1').update(text).digest('hex');

/** Least-recently-used values by key, bounded by the bytes they hold. */
export class BoundedCache<T> {
  private readonly entries = new Map<string, T>();
  private readonly pending = new Map<string, Promise<T>>();
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: T) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** The value kept for `key`, or what `make` makes (once at a time per key). */
  getOrMake(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const running = this.pending.get(key);
    if (running) return running;
    const started = make()
      .then((value) => {
        this.keep(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }

  keep(key: string, value: T): void {
    const size = this.sizeOf(value);
    if (size > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= this.sizeOf(old);
    }
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(entry);
    }
  }
}

export interface LayerCaches {
  /** Opaque RGB rasters of base documents, by the document's hash. */
  readonly base: BoundedCache<Raster>;
  /** Overlay parts ready to draw, by SVG, box and the overlay's definitions. */
  readonly parts: BoundedCache<Sprite>;
}

export function newLayerCaches(baseBytes: number, partBytes: number): LayerCaches {
  return { base: new BoundedCache<Raster>(baseBytes, (r) => r.pixels.length), parts: new BoundedCache<Sprite>(partBytes, (s) => s.bytes) };
}

/**
 * Bases: four 1600x2055 RGB boards, enough for the few layouts (player counts, options) a process serves at once.
 * Parts: an 8-player Advanced Civilization overlay is about 1.5 megapixels of parts, 3 MB as sprites, most of which
 * stay the same from one move to the next; room for several tables' worth.
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

/** Cairo draws on surfaces up to 32767 pixels a side; more parts than fit in an atlas this high go in several. */
const MAX_ATLAS_HEIGHT = 8192;

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
async function rasterParts(missing: Placed[], defs: string): Promise<Map<string, Sprite>> {
  const out = new Map<string, Sprite>();
  if (missing.length === 0) return out;
  const size = pack(missing);
  if (size.height > MAX_ATLAS_HEIGHT && missing.length > 1) {
    const half = Math.ceil(missing.length / 2);
    const [first, second] = await Promise.all([rasterParts(missing.slice(0, half), defs), rasterParts(missing.slice(half), defs)]);
    return new Map([...first, ...second]);
  }
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
    out.set(key, toSprite({ pixels, width, height, channels: 4 }));
  }
  return out;
}

/** Every part ready to draw, in order: cached ones as they are, the rest rasterised together. */
async function partSprites(layers: LayeredSvg, cache: BoundedCache<Sprite>): Promise<{ sprite: Sprite; part: OverlayPart }[]> {
  const defs = layers.overlayDefs ?? '';
  const defsKey = defs ? hash(defs) : '';
  const placed = layers.overlay
    .filter((part) => part.svg !== '' && part.box.width > 0 && part.box.height > 0)
    .map((part): Placed => ({ part, key: hash(`${part.box.x},${part.box.y},${part.box.width},${part.box.height}|${defsKey}|${part.svg}`), x: 0, y: 0 }));
  const sprites = new Map<string, Sprite>();
  const missing = new Map<string, Placed>();
  for (const p of placed) {
    const hit = sprites.get(p.key) ?? cache.get(p.key);
    if (hit) sprites.set(p.key, hit);
    else missing.set(p.key, p);
  }
  for (const [key, sprite] of await rasterParts([...missing.values()], defs)) {
    sprites.set(key, sprite);
    cache.keep(key, sprite);
  }
  return placed.map((p) => ({ part: p.part, sprite: sprites.get(p.key)! }));
}

/** The picture as a PNG, as svgToPng would draw one document with the overlay's parts after the base's elements. */
export async function layersToPng(layers: LayeredSvg, caches: LayerCaches = sharedCaches): Promise<Buffer> {
  const sharp = await loadSharp();
  const [base, parts] = await Promise.all([caches.base.getOrMake(hash(layers.base), () => opaqueRaster(layers.base)), partSprites(layers, caches.parts)]);
  const pixels = Buffer.from(base.pixels);
  for (const { part, sprite } of parts) drawSprite(pixels, base.width, base.height, sprite, part.box.x, part.box.y);
  return sharp(pixels, { raw: { width: base.width, height: base.height, channels: 3 } }).png(RASTER_PNG_OPTIONS).toBuffer();
}
