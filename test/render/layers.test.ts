import { describe, expect, it } from 'vitest';
import { BoundedCache, layersToPng, newLayerCaches } from '../../src/render/layers.ts';
import { svgToPng } from '../../src/render/png.ts';
import { loadSharp } from '../../src/render/sharp-loader.ts';
import { overlayPart, type OverlayPart } from '../../src/render/svg.ts';

const W = 320;
const H = 200;
const doc = (body: string, background?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="Noto Sans">${background ? `<rect width="${W}" height="${H}" fill="${background}"/>` : ''}${body}</svg>`;
const BASE = '<circle cx="100" cy="100" r="80" fill="#9CC3D9" stroke="#333" stroke-width="3"/><text x="20" y="40" font-size="18">Base name</text>';
// Opaque shapes at fractional positions, anti-aliased edges, a half-transparent fill over another part, text, and a
// part running over the picture's right edge: every kind of overlay pixel.
const CHIP = '<rect x="60.3" y="60.6" width="120" height="50" rx="12" fill="#D55E00" stroke="#000" stroke-width="2"/>';
const DISC = '<circle cx="200" cy="120" r="40" fill="#0072B2" fill-opacity="0.5"/>';
const LABEL = '<text x="70.5" y="92.25" font-size="20" font-weight="bold" fill="#FFF">I3</text>';
const EDGE = '<rect x="290" y="10" width="60" height="20" fill="#009E73"/>';
const PARTS: OverlayPart[] = [
  overlayPart(CHIP, [60.3, 60.6, 180.3, 110.6], 1),
  overlayPart(DISC, [160, 80, 240, 160], 1),
  overlayPart(LABEL, [70, 70, 100, 100]),
  overlayPart(EDGE, [290, 10, 350, 30]),
];

async function rgb(png: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(png).removeAlpha().raw().toBuffer();
}

function worstDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
  return worst;
}

const pixel = (pixels: Buffer, x: number, y: number) => [...pixels.subarray((y * W + x) * 3, (y * W + x) * 3 + 3)];

describe('layered pictures (src/render/layers.ts)', () => {
  it('draw what one document with the overlay parts after the base draws, to within rounding', async () => {
    const layered = await rgb(await layersToPng({ base: doc(BASE, '#FFFFFF'), overlay: PARTS }, newLayerCaches(1 << 20, 1 << 20)));
    const direct = await rgb(await svgToPng(doc(BASE + CHIP + DISC + LABEL + EDGE, '#FFFFFF')));
    expect(worstDifference(layered, direct)).toBeLessThanOrEqual(3);
    // The parts did land: the orange chip, and the green bar up to the right edge.
    expect(pixel(layered, 150, 85)).toEqual([0xd5, 0x5e, 0x00]);
    expect(pixel(layered, W - 1, 20)).toEqual([0x00, 0x9e, 0x73]);
  });

  it('cut a part at its box: nothing is drawn outside it', async () => {
    const part = overlayPart(CHIP, [100, 70, 140, 100]);
    const layered = await rgb(await layersToPng({ base: doc('', '#FFFFFF'), overlay: [part] }, newLayerCaches(1 << 20, 1 << 20)));
    expect(pixel(layered, 120, 85)).toEqual([0xd5, 0x5e, 0x00]);
    expect(pixel(layered, 80, 85)).toEqual([0xff, 0xff, 0xff]);
    expect(pixel(layered, 150, 85)).toEqual([0xff, 0xff, 0xff]);
  });

  it('let parts refer to the overlay definitions (a clip path)', async () => {
    const defs = '<clipPath id="left"><rect x="0" y="0" width="120" height="200"/></clipPath>';
    const part = overlayPart(`<g clip-path="url(#left)">${CHIP}</g>`, [60, 60, 182, 112]);
    const layered = await rgb(await layersToPng({ base: doc('', '#FFFFFF'), overlay: [part], overlayDefs: defs }, newLayerCaches(1 << 20, 1 << 20)));
    expect(pixel(layered, 100, 85)).toEqual([0xd5, 0x5e, 0x00]);
    expect(pixel(layered, 150, 85)).toEqual([0xff, 0xff, 0xff]);
  });

  it('rasterise each part once while its SVG and box stay the same: a second picture with one part changed adds one raster', async () => {
    const caches = newLayerCaches(1 << 20, 1 << 20);
    await layersToPng({ base: doc(BASE, '#FFFFFF'), overlay: PARTS }, caches);
    expect([caches.base.size, caches.parts.size]).toEqual([1, PARTS.length]);
    const moved = [PARTS[0]!, overlayPart(DISC.replace('cx="200"', 'cx="210"'), [170, 80, 250, 160], 1), PARTS[2]!, PARTS[3]!];
    const layered = await rgb(await layersToPng({ base: doc(BASE, '#FFFFFF'), overlay: moved }, caches));
    expect([caches.base.size, caches.parts.size]).toEqual([1, PARTS.length + 1]);
    const direct = await rgb(await svgToPng(doc(BASE + CHIP + DISC.replace('cx="200"', 'cx="210"') + LABEL + EDGE, '#FFFFFF')));
    expect(worstDifference(layered, direct)).toBeLessThanOrEqual(3);
  });

  it('draw every part even when the cache is too small to keep them', async () => {
    const layered = await rgb(await layersToPng({ base: doc(BASE, '#FFFFFF'), overlay: PARTS }, newLayerCaches(1 << 20, 64)));
    expect(pixel(layered, 150, 85)).toEqual([0xd5, 0x5e, 0x00]);
  });

  it('draw more parts than one atlas holds (wide parts, one to a shelf, over 8192 px together)', async () => {
    const squares = Array.from({ length: 210 }, (_, i) => ({ x: 10 + (i % 30) * 10, y: 10 + Math.floor(i / 30) * 25 }));
    const svgOf = (q: { x: number; y: number }) => `<rect x="${q.x}" y="${q.y}" width="4" height="4" fill="#D55E00"/>`;
    const parts = squares.map((q) => overlayPart(svgOf(q), [-700, q.y - 10, 330, q.y + 30]));
    const layered = await rgb(await layersToPng({ base: doc('', '#FFFFFF'), overlay: parts }, newLayerCaches(1 << 20, 16 << 20)));
    const direct = await rgb(await svgToPng(doc(squares.map(svgOf).join(''), '#FFFFFF')));
    expect(worstDifference(layered, direct)).toBe(0);
    expect(pixel(layered, squares[209]!.x + 1, squares[209]!.y + 1)).toEqual([0xd5, 0x5e, 0x00]);
  });

  it('keep values by key, least recently used first out, and no more bytes than allowed', async () => {
    let makes = 0;
    const cache = new BoundedCache<Buffer>(2 * W * H * 3, (b) => b.length);
    const make = async () => {
      makes++;
      return Buffer.alloc(W * H * 3);
    };
    await Promise.all([cache.getOrMake('a', make), cache.getOrMake('a', make)]);
    await cache.getOrMake('a', make);
    expect(makes).toBe(1);
    await cache.getOrMake('b', make);
    await cache.getOrMake('c', make);
    expect(cache.size).toBe(2);
    await cache.getOrMake('a', make);
    expect(makes).toBe(4);
    cache.keep('huge', Buffer.alloc(3 * W * H * 3));
    expect(cache.get('huge')).toBeUndefined();
  });
});
