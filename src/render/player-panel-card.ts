// For the phone card when the last move names no place on the map (a pass, a hidden answer, a conversion): the acting
// player's panel in the card's own text size instead of an arbitrary part of the map. Pure SVG building.
import { NEUTRAL } from './palette.ts';
import { group, rect, svgDocument, text } from './svg.ts';
import { CARD_MIN_TEXT, CARD_WIDTH, wrapText, type CardMap } from './turn-card.ts';

const PAD = 24;
const LINE = 1.3;

export interface PlayerPanel {
  /** The player as the game names them, e.g. "Egypt (Ann)". */
  name: string;
  /** The player's swatch colour, when the game has one. */
  colour?: string;
  /** What the board's panel shows of them, a few short lines (resources, pieces, score). */
  lines: readonly string[];
}

/** The panel as the card's map: a document as wide as the card's window, its text as large as the card's. */
export function playerPanelMap(panel: PlayerPanel): CardMap {
  const width = CARD_WIDTH - 2 * PAD;
  const size = CARD_MIN_TEXT;
  const parts: string[] = [];
  let y = 16;
  const swatch = panel.colour ? size * 1.1 : 0;
  y += size * LINE;
  if (panel.colour) parts.push(rect(16, y - size * 1.05, size * 0.8, size * 0.8, { fill: panel.colour, stroke: NEUTRAL.ink, strokeWidth: 2, rx: 4 }));
  parts.push(text(16 + swatch, y - size * 0.3, wrapText(panel.name, width - 32 - swatch, size, { bold: true, maxLines: 1 })[0] ?? '', { size, weight: 'bold', fill: NEUTRAL.ink }));
  for (const line of panel.lines) {
    for (const l of wrapText(line, width - 32, size, { maxLines: 2 })) {
      y += size * LINE;
      parts.push(text(16, y - size * 0.3, l, { size, fill: NEUTRAL.ink }));
    }
  }
  const height = Math.ceil(y + 16);
  const svg = svgDocument({ width, height, background: NEUTRAL.board }, group(parts));
  return { svg, focus: { x: 0, y: 0, width, height } };
}
