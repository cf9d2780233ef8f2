import { clusterCount, firstClusters } from '../../../render/primitives.ts';

// Text measuring without fonts: Noto Sans bold averages about 0.56 em per character and regular prose about 0.5,
// which is close enough to truncate or wrap labels before they run into their neighbours.
const EM_PER_CHAR = 0.56;

export function textWidth(content: string, size: number, emPerChar = EM_PER_CHAR): number {
  return clusterCount(content) * size * emPerChar;
}

/** Cuts `content` with an ellipsis so it fits in `maxWidth` at `size`. */
export function fitText(content: string, maxWidth: number, size: number, emPerChar = EM_PER_CHAR): string {
  const max = Math.floor(maxWidth / (size * emPerChar));
  if (clusterCount(content) <= max) return content;
  return `${firstClusters(content, Math.max(1, max - 1)).trimEnd()}…`;
}

/** Greedy word wrap into at most `maxLines` lines; the last line ends with an ellipsis if text was left out. */
export function wrapText(content: string, maxWidth: number, size: number, maxLines: number, emPerChar = EM_PER_CHAR): string[] {
  const perLine = Math.max(1, Math.floor(maxWidth / (size * emPerChar)));
  const lines: string[] = [];
  let current = '';
  for (const word of content.split(/\s+/).filter((w) => w !== '')) {
    const next = current === '' ? word : `${current} ${word}`;
    if (next.length <= perLine) {
      current = next;
      continue;
    }
    if (current !== '') lines.push(current);
    current = word;
  }
  if (current !== '') lines.push(current);
  const fit = (l: string) => fitText(l, maxWidth, size, emPerChar);
  if (lines.length <= maxLines) return lines.map(fit);
  const kept = lines.slice(0, maxLines).map(fit);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = last.endsWith('…') ? last : fit(`${firstClusters(last, Math.max(1, perLine - 1))}…`);
  return kept;
}
