import { svgToPng } from '../../src/render/png.ts';
import { loadSharp } from '../../src/render/sharp-loader.ts';

export interface GreyImage {
  readonly width: number;
  readonly height: number;
  readonly pixels: Buffer;
}

/** Renders through the production path (svgToPng), then decodes to one grey byte per pixel. */
export async function renderGrey(svg: string): Promise<GreyImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(await svgToPng(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

export interface Ink {
  readonly count: number;
  readonly left: number;
  readonly right: number;
}

/** Dark pixels (below mid-grey) and their horizontal extent. */
export function ink(image: GreyImage): Ink {
  let count = 0;
  let left = Infinity;
  let right = -Infinity;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if ((image.pixels[y * image.width + x] ?? 255) < 128) {
        count++;
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return { count, left, right };
}

export function differentPixels(a: GreyImage, b: GreyImage): number {
  let n = 0;
  for (let i = 0; i < a.pixels.length; i++) if (Math.abs((a.pixels[i] ?? 0) - (b.pixels[i] ?? 0)) > 32) n++;
  return n;
}
