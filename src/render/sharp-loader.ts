import type { Sharp, SharpOptions } from 'sharp';
import { ensureFontConfig } from './fonts.ts';

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

/**
 * The one way to get sharp in this project. fontconfig must be configured before
 * sharp (and its bundled fontconfig) loads, so sharp is imported lazily here,
 * after ensureFontConfig(). Importing sharp anywhere else risks text drawn with
 * the host's fonts, or tofu boxes on a machine without any.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= (async () => {
    ensureFontConfig();
    const module = await import('sharp');
    return module.default;
  })();
  return loading;
}
