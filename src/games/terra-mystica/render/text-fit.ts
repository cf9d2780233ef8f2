import { clusterCount, firstClusters } from '../../../render/primitives.ts';

/** Noto Sans averages about 0.53 em per character in these labels (mixed letters, digits, spaces). */
export const AVERAGE_CHAR_EM = 0.53;

/** How many characters of `size` px text fit in `width` px. */
export function charsThatFit(width: number, size: number): number {
  return Math.floor(width / (size * AVERAGE_CHAR_EM));
}

/** Greedy wrap of `items` joined by " · " into lines of at most `perLine` characters. */
export function wrapItems(items: readonly string[], perLine: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const item of items) {
    const next = current === '' ? item : `${current} · ${item}`;
    if (current !== '' && next.length > perLine) {
      lines.push(current);
      current = item;
    } else current = next;
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** Items on at most `maxLines` lines of `width` px, in the largest of `sizes` that fits; the last size cuts off the rest. */
export function fitItems(items: readonly string[], width: number, maxLines: number, sizes: readonly number[]): { lines: string[]; size: number } {
  let lines: string[] = [];
  let size = sizes[0] ?? 16;
  for (const s of sizes) {
    size = s;
    lines = wrapItems(items, charsThatFit(width, s));
    if (lines.length <= maxLines) return { lines, size };
  }
  return { lines: [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1] ?? ''} …`], size };
}

/** Cuts `value` to `max` characters, ending with an ellipsis when cut. */
export function clip(value: string, max: number): string {
  return clusterCount(value) > max ? `${firstClusters(value, max - 1)}…` : value;
}
