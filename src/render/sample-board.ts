// A representative 1600x1100 board for benchmarks and tests: a 13x9 hex map with
// coordinates on the edges and a label in every hex, 50 lettered pieces, a score
// track, a player table, a legend and a title bar. Deterministic; pure.
import { coordinateLabels, coordinateLabelsSvg, fitHexGrid, hexCenter, hexHighlight, hexPolygon, rowLetter } from './hex.ts';
import { NEUTRAL, PLAYER_COLOURS, patternDefs, playerColour } from './palette.ts';
import { group, svgDocument, text } from './svg.ts';
import { legend, table, titleBar, token, track } from './widgets.ts';
import type { TokenShape } from './widgets.ts';

export const SAMPLE_BOARD_WIDTH = 1600;
export const SAMPLE_BOARD_HEIGHT = 1100;

const ROWS = 9;
const COLS = 13;
const TERRAIN = ['#D9C27A', '#8FB573', '#6F9BC4', '#B9A089', '#C9C9C9', '#E3A66F', '#9C8AB8'];
const PLAYERS = 5;

/** Small deterministic hash so the sample looks varied but never changes. */
function mix(a: number, b: number): number {
  let h = Math.imul(a + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x27d4eb2f);
  return (h ^ (h >>> 13)) >>> 0;
}

export function renderSampleBoard(): string {
  const grid = fitHexGrid({ x: 50, y: 80, width: 1100, height: 780 }, ROWS, COLS, 'odd');
  const cols = (row: number): number => (row % 2 === 1 ? COLS - 1 : COLS);
  const parts: string[] = [titleBar({ width: SAMPLE_BOARD_WIDTH, title: 'Sample board — round 3 of 6', subtitle: 'Your turn: Ærøskøbing & <Bob> "the" O’Brien' })];

  const hexes: string[] = [];
  const hexLabels: string[] = [];
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < cols(row); col++) {
      const terrain = TERRAIN[mix(row, col) % TERRAIN.length] ?? NEUTRAL.board;
      hexes.push(hexPolygon(grid, row, col, { fill: terrain, stroke: NEUTRAL.gridLine, strokeWidth: 1.5 }));
      const c = hexCenter(grid, row, col);
      hexLabels.push(text(c.x, c.y - grid.size * 0.62, `${rowLetter(row)}${col + 1}`, { size: 13, anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
    }
  }
  parts.push(group(hexes), hexHighlight(grid, 4, 6), group(hexLabels));
  parts.push(coordinateLabelsSvg(coordinateLabels(grid, ROWS, cols), { size: 18, fill: NEUTRAL.ink }));

  const shapes: TokenShape[] = ['circle', 'square', 'hexagon', 'diamond', 'triangle'];
  const pieces: string[] = [];
  for (let i = 0; i < 50; i++) {
    const row = mix(i, 1) % ROWS;
    const col = mix(i, 2) % cols(row);
    const c = hexCenter(grid, row, col);
    pieces.push(
      token({
        cx: c.x + ((i % 3) - 1) * grid.size * 0.42,
        cy: c.y + grid.size * 0.15,
        r: grid.size * 0.26,
        colour: playerColour(i % PLAYERS),
        shape: shapes[Math.floor(i / PLAYERS) % shapes.length],
        patterned: true,
        highlight: i === 49,
      }),
    );
  }
  parts.push(group(pieces));

  const names = ['Ærøskøbing', '<script>&"\'', 'Zoë', 'Łukasz', 'Ñandú'];
  parts.push(
    table({
      x: 1190,
      y: 90,
      columns: [
        { header: 'Player', width: 180 },
        { header: 'VP', width: 50, align: 'end' },
        { header: 'Coins', width: 60, align: 'end' },
        { header: 'Workers', width: 80, align: 'end' },
      ],
      rows: names.map((name, i) => ({ cells: [name, String(20 + mix(i, 3) % 60), String(mix(i, 4) % 15), String(mix(i, 5) % 9)], colour: playerColour(i), bold: i === 0 })),
    }),
  );
  parts.push(
    legend({
      x: 1190,
      y: 300,
      items: PLAYER_COLOURS.slice(0, PLAYERS).map((colour, i) => ({ colour, label: `${colour.name} — ${names[i] ?? ''}` })),
      patterned: true,
      rowHeight: 34,
    }),
  );
  parts.push(text(1190, 500, 'Last move: build on E7 · −1 worker, −2 coins', { size: 16, fill: NEUTRAL.ink }));

  parts.push(
    track({
      x: 50,
      y: 900,
      first: 0,
      count: 60,
      perRow: 30,
      cellWidth: 50,
      cellHeight: 50,
      emphasiseEvery: 5,
      snake: true,
      markers: names.map((_, i) => ({ space: [12, 12, 31, 47, 12][i] ?? 0, colour: playerColour(i) })),
    }),
  );

  return svgDocument({ width: SAMPLE_BOARD_WIDTH, height: SAMPLE_BOARD_HEIGHT, background: NEUTRAL.background, defs: patternDefs() }, parts);
}
