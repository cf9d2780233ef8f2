// Text measuring without fonts: Noto Sans averages about 0.55 em per character (bold a little more), which is
// close enough to truncate or wrap labels before they run into their neighbours.
const EM_PER_CHAR = 0.56;

export function textWidth(content: string, size: number): number {
  return content.length * size * EM_PER_CHAR;
}

/** Cuts `content` with an ellipsis so it fits in `maxWidth` at `size`. */
export function fitText(content: string, maxWidth: number, size: number): string {
  const max = Math.floor(maxWidth / (size * EM_PER_CHAR));
  if (content.length <= max) return content;
  return `${content.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

/** Greedy word wrap into at most `maxLines` lines; the last line is cut with an ellipsis if needed. */
export function wrapText(content: string, maxWidth: number, size: number, maxLines: number): string[] {
  const perLine = Math.max(1, Math.floor(maxWidth / (size * EM_PER_CHAR)));
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
  if (lines.length <= maxLines) return lines.map((l) => fitText(l, maxWidth, size));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitText(`${kept[maxLines - 1]} ${lines[maxLines]}`, maxWidth, size);
  if (!kept[maxLines - 1]!.endsWith('…')) kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}
