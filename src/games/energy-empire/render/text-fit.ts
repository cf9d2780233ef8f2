import { clusterCount, firstClusters } from '../../../render/primitives.ts';

/** Rough width of text in Noto Sans (average glyph ~0.52 em): enough to wrap labels on a known box. */
export function textWidth(content: string, size: number): number {
  return clusterCount(content) * size * 0.52;
}

/** Wraps words into at most `maxLines` lines of `width`; the last line is cut with an ellipsis. */
export function fit(content: string, width: number, size: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of content.split(/\s+/)) {
    const next = current === '' ? word : `${current} ${word}`;
    if (textWidth(next, size) <= width || current === '') current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  const room = Math.max(1, Math.floor(width / (size * 0.52)) - 1);
  kept[maxLines - 1] = `${firstClusters(last, room)}…`;
  return kept;
}
