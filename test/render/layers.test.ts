import { describe, expect, it } from 'vitest';
import { BaseLayerCache, layersToPng } from '../../src/render/layers.ts';
import { svgToPng } from '../../src/render/png.ts';
import { loadSharp } from '../../src/render/sharp-loader.ts';

const W = 320;
const H = 200;
const doc = (body: string, background?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="Noto Sans">${background ? `<rect width="${W}" height="${H}" fill="${background}"/>` : ''}${body}</svg>`;
const BASE = '<circle cx="100" cy="100" r="80" fill="#9CC3D9" stroke="#333" stroke-width="3"/><text x="20" y="40" font-size="18">Base name</text>';
// Opaque shapes, anti-aliased edges, half-transparent fills and text: every kind of overlay pixel.
const OVERLAY = '<rect x="60" y="60" width="120" height="50" rx="12" fill="#D55E00" stroke="#000" stroke-width="2"/><circle cx="200" cy="120" r="40" fill="#0072B2" fill-opacity="0.5"/><text x="70" y="92" font-size="20" font-weight="bold" fill="#FFF">I3</text>';

async function rgb(png: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(png).removeAlpha().raw().toBuffer();
}

describe('layered pictures (src/render/layers.ts)', () => {
  it('draw what one document with the overlay after the base draws, to within rounding', async () => {
    const layered = await rgb(await layersToPng({ base: doc(BASE, '#FFFFFF'), overlay: doc(OVERLAY) }, new BaseLayerCache(1 << 20)));
    const direct = await rgb(await svgToPng(doc(BASE + OVERLAY, '#FFFFFF')));
    expect(layered.length).toBe(direct.length);
    let worst = 0;
    for (let i = 0; i < direct.length; i++) worst = Math.max(worst, Math.abs(layered[i]! - direct[i]!));
    expect(worst).toBeLessThanOrEqual(3);
    // The overlay did land: its orange chip is there.
    const centre = (85 * W + 150) * 3;
    expect([...layered.subarray(centre, centre + 3)]).toEqual([0xd5, 0x5e, 0x00]);
  });

  it('rasterise a base once while it stays the same, and keep no more bytes than allowed', async () => {
    let renders = 0;
    const cache = new BaseLayerCache(2 * W * H * 3);
    const render = async () => {
      renders++;
      return { pixels: Buffer.alloc(W * H * 3), width: W, height: H };
    };
    await Promise.all([cache.raster('a', render), cache.raster('a', render)]);
    await cache.raster('a', render);
    expect(renders).toBe(1);
    await cache.raster('b', render);
    await cache.raster('c', render);
    expect(cache.size).toBe(2);
    await cache.raster('a', render);
    expect(renders).toBe(4);
  });

  it('refuse an overlay of another size than its base', async () => {
    const other = `<svg xmlns="http://www.w3.org/2000/svg" width="${W + 1}" height="${H}"></svg>`;
    await expect(layersToPng({ base: doc(BASE, '#FFFFFF'), overlay: other }, new BaseLayerCache(1 << 20))).rejects.toThrow(/does not match/);
  });
});
