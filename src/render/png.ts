import { loadSharp } from './sharp-loader.ts';

export interface PngOptions {
  /**
   * Quantise to a 256-colour palette PNG: about 40% of the bytes for about twice
   * the time. For the full-size board on request, or a board that would
   * otherwise come close to the 2 MB budget; the turn post uses the default.
   */
  readonly palette?: boolean;
}

// Measured on the 2-core machine, 1600x1100 sample board, median of 15 after warm-up
// (noisy; ranges over runs): rasterising alone ~45-50 ms.
//   plain, zlib level 6 (sharp's default)   59-70 ms, 273 KB
//   plain, zlib level 3                     49-57 ms, 297 KB   <- default
//   plain, zlib level 1                        52 ms, 381 KB
//   palette, effort 7, dithered (default)     208 ms, 104 KB
//   palette, effort 1, no dithering       100-112 ms, 103 KB   <- palette: true
// Boards are flat colours, so dithering adds noise and time without a gain.
const PLAIN = { compressionLevel: 3, adaptiveFiltering: false } as const;
/**
 * For pictures put together from rasters (layers.ts), where encoding is most of the time left: the 8-player Advanced
 * Civilization board (1600x2055 RGB), median of 21: level 3 14.8 ms, 674 KB; level 2 13.2 ms, 699 KB; level 1 9.7 ms,
 * 759 KB.
 */
export const RASTER_PNG_OPTIONS = { compressionLevel: 1, adaptiveFiltering: false } as const;
const PALETTE = { palette: true, effort: 1, dither: 0, compressionLevel: 6 } as const;

export async function svgToPng(svg: string, opts?: PngOptions): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg))
    .png(opts?.palette ? PALETTE : PLAIN)
    .toBuffer();
}

/**
 * The first render in a process builds fontconfig's cache and loads the fonts
 * (about 150 ms here); call this at start-up so the first board post does not pay it.
 */
export async function warmUpRenderer(): Promise<void> {
  await svgToPng(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="24"><text x="2" y="18" font-family="Noto Sans" font-size="16">Aa<tspan font-weight="bold">1</tspan></text></svg>',
  );
}
