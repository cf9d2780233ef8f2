import { describe, expect, it } from 'vitest';
import { drawSprite, toSprite } from '../../src/render/blend.ts';

/** A 3x2 RGBA raster: opaque red, clear, half-transparent blue; opaque green, opaque green, clear. */
const PART = { width: 3, height: 2, channels: 4 as const, pixels: Uint8Array.from([255, 0, 0, 255, 9, 9, 9, 0, 0, 0, 255, 128, 0, 255, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0]) };

const grey = (width: number, height: number) => new Uint8Array(width * height * 3).fill(100);
const at = (out: Uint8Array, width: number, x: number, y: number) => [...out.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];

describe('sprites drawn over RGB pictures (src/render/blend.ts)', () => {
  it('keep opaque pixels in runs along rows and translucent ones alone, leaving clear ones out', () => {
    const sprite = toSprite(PART);
    expect([...sprite.runs]).toEqual([0, 1, 3, 2]);
    expect([...sprite.soft]).toEqual([2]);
  });

  it('copy opaque pixels, blend translucent ones exactly rounded, and leave clear ones alone', () => {
    const out = grey(4, 3);
    drawSprite(out, 4, 3, toSprite(PART), 1, 1);
    expect(at(out, 4, 1, 1)).toEqual([255, 0, 0]);
    expect(at(out, 4, 2, 1)).toEqual([100, 100, 100]);
    // 0 * 128/255 + 100 * 127/255 = 49.8; 255 * 128/255 + 100 * 127/255 = 177.8.
    expect(at(out, 4, 3, 1)).toEqual([50, 50, 178]);
    expect(at(out, 4, 1, 2)).toEqual([0, 255, 0]);
    expect(at(out, 4, 0, 0)).toEqual([100, 100, 100]);
  });

  it('cut a sprite at every edge of the picture', () => {
    const out = grey(2, 1);
    drawSprite(out, 2, 1, toSprite(PART), -1, -1);
    // Only the sprite's second row, from its second pixel, falls in the picture.
    expect(at(out, 2, 0, 0)).toEqual([0, 255, 0]);
    expect(at(out, 2, 1, 0)).toEqual([100, 100, 100]);
    const before = grey(2, 1);
    drawSprite(before, 2, 1, toSprite(PART), 2, 0);
    drawSprite(before, 2, 1, toSprite(PART), 0, 1);
    expect([...before]).toEqual([...grey(2, 1)]);
  });
});
