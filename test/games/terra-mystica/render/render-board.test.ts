import { beforeAll, describe, expect, it } from 'vitest';
import { FACTIONS } from '../../../../src/games/terra-mystica/data/factions.ts';
import { TERRAINS } from '../../../../src/games/terra-mystica/data/terrain.ts';
import { boardOf } from '../../../../src/games/terra-mystica/rules/board.ts';
import { terraMysticaEntry } from '../../../../src/games/terra-mystica/entry.ts';
import { terraMystica, type TmState } from '../../../../src/games/terra-mystica/index.ts';
import { cultPanel } from '../../../../src/games/terra-mystica/render/cult-panel.ts';
import { regularIncome } from '../../../../src/games/terra-mystica/render/income.ts';
import { layoutMap } from '../../../../src/games/terra-mystica/render/map-layout.ts';
import { mapPanel } from '../../../../src/games/terra-mystica/render/map-panel.ts';
import type { TmPublicView } from '../../../../src/games/terra-mystica/render/public-view.ts';
import { MAP_BOX, renderBoard } from '../../../../src/games/terra-mystica/render/render-board.ts';
import { RIVER, TERRAIN_STYLES } from '../../../../src/games/terra-mystica/render/terrain-style.ts';
import { hexCenter, hexHighlight } from '../../../../src/render/primitives.ts';
import { svgToPng } from '../../../../src/render/png.ts';
import { loadSharp } from '../../../../src/render/sharp-loader.ts';
import { differentPixels, renderGrey, type GreyImage } from '../../../render/pixels.ts';
import { SEAT_NAMES, midGame, startOfGame, type Played } from './fixtures.ts';

const TWO_MB = 2 * 1024 * 1024;

function viewOf(state: TmState): TmPublicView {
  return terraMystica.view(state, null) as TmPublicView;
}

/** The text content of every <text> element, unescaped. */
function texts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    (m[1] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
  );
}

function grey(image: GreyImage, x: number, y: number): number {
  return image.pixels[Math.round(y) * image.width + Math.round(x)] ?? 255;
}

/** Pixels in the box whose grey level is far from `background`: glyphs really drawn there. */
function inkAround(image: GreyImage, cx: number, cy: number, halfWidth: number, halfHeight: number, background: number): number {
  let n = 0;
  for (let y = Math.round(cy - halfHeight); y <= cy + halfHeight; y++) {
    for (let x = Math.round(cx - halfWidth); x <= cx + halfWidth; x++) if (Math.abs(grey(image, x, y) - background) > 90) n++;
  }
  return n;
}

let start: TmState;
let mid: Played;

beforeAll(() => {
  start = startOfGame();
  mid = midGame();
});

describe('Terra Mystica board image: size and budget', () => {
  it('the entry pairs the rules module with renderBoard and has nothing private (TM-16)', () => {
    expect(terraMysticaEntry.module.id).toBe('terra-mystica');
    expect(terraMysticaEntry.renderBoard).toBe(renderBoard);
    expect(terraMysticaEntry.renderPrivate).toBeUndefined();
  });

  for (const [label, played] of [
    ['start of the game', () => ({ state: start, lastMove: undefined, lastSeat: undefined })],
    ['mid-game', () => mid],
  ] as const) {
    it(`${label}: PNG at most 1600 px wide and well under 2 MB`, async () => {
      const p = played();
      const t0 = performance.now();
      const svg = renderBoard(viewOf(p.state), { seatNames: SEAT_NAMES, lastMove: p.lastMove, lastSeat: p.lastSeat });
      const t1 = performance.now();
      const png = await svgToPng(svg);
      const t2 = performance.now();
      const meta = await (await loadSharp())(png).metadata();
      console.info(`TM board (${label}): svg ${(t1 - t0).toFixed(1)} ms, png ${(t2 - t1).toFixed(0)} ms, ${Math.round(png.length / 1024)} KiB, ${meta.width}x${meta.height}`);
      expect(meta.format).toBe('png');
      expect(meta.width).toBeLessThanOrEqual(1600);
      expect(meta.height).toBeLessThan(2400);
      expect(png.length).toBeLessThan(TWO_MB / 2);
    });
  }

  it('is deterministic', () => {
    const ctx = { seatNames: SEAT_NAMES, lastMove: mid.lastMove, lastSeat: mid.lastSeat };
    expect(renderBoard(viewOf(mid.state), ctx)).toBe(renderBoard(viewOf(mid.state), ctx));
  });
});

describe('Terra Mystica board image: text is really drawn', () => {
  it('TM-19 every land hex carries its snellman coordinate, and every row letter is on both edges', () => {
    const view = viewOf(mid.state);
    const drawn = texts(renderBoard(view, { seatNames: SEAT_NAMES }));
    for (const hex of boardOf(view.map).land) expect(drawn, hex).toContain(hex);
    // Row D's letters share their text with the dwellings' D, hence at least two.
    for (const row of 'ABCDEFGHI') expect(drawn.filter((t) => t === row).length, row).toBeGreaterThanOrEqual(2);
    // Column numbers above the first row (A1..A13) and below the last one.
    for (let col = 1; col <= 13; col++) expect(drawn).toContain(String(col));
  });

  it('TM-2.3 each faction name and each player name appears', () => {
    const drawn = texts(renderBoard(viewOf(mid.state), { seatNames: SEAT_NAMES }));
    for (const f of mid.state.factions) expect(drawn, f.id).toContain(FACTIONS[f.id].name);
    for (const name of SEAT_NAMES) expect(drawn.some((t) => t.startsWith(name)), name).toBe(true);
  });

  it('the PNG has ink at every row label on the edges and at every hex coordinate inside its hex', async () => {
    const view = viewOf(mid.state);
    const image = await renderGrey(renderBoard(view, { seatNames: SEAT_NAMES }));
    const layout = layoutMap(view.map, MAP_BOX);
    const s = layout.grid.size;
    for (let row = 0; row < layout.rows; row++) {
      const first = hexCenter(layout.grid, row, 0);
      // Row letters sit just outside the first hex of the row, on white.
      expect(inkAround(image, first.x - s * 0.87 - s * 0.2 - s * 0.15, first.y, s * 0.15, s * 0.2, 255), layout.rowName(row)).toBeGreaterThan(15);
    }
    for (const cell of layout.cells) {
      if (cell.river) continue;
      const c = hexCenter(layout.grid, cell.row, cell.col);
      // The hex's own colour, sampled on a flat spot; the label must stand out from it.
      const background = grey(image, c.x + s * 0.55, c.y + s * 0.3);
      expect(inkAround(image, c.x, c.y - s * 0.66, s * 0.28, s * 0.12, background), cell.id).toBeGreaterThan(15);
    }
  });
});

describe('Terra Mystica board image: terrain and pieces', () => {
  it('TM-2.2 the seven terrains have distinct colours and distinct codes; river hexes look different from lakes', () => {
    const styles = TERRAINS.map((t) => TERRAIN_STYLES[t]);
    expect(new Set(styles.map((x) => x.code)).size).toBe(7);
    expect(new Set(styles.map((x) => x.fill.toLowerCase())).size).toBe(7);
    expect(styles.map((x) => x.fill.toLowerCase())).not.toContain(RIVER.fill.toLowerCase());
    // Codes never read as building types.
    for (const code of styles.map((x) => x.code)) expect(['D', 'TP', 'TE', 'SH', 'SA', 'ST']).not.toContain(code);
  });

  it('TM-19 every terrain code is printed on the hexes of that terrain', () => {
    const view = viewOf(start);
    const drawn = texts(mapPanel(view, MAP_BOX, undefined).svg);
    const counts = new Map<string, number>();
    for (const t of Object.values(view.terrain)) if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const t of TERRAINS) expect(drawn.filter((x) => x === TERRAIN_STYLES[t].code).length, t).toBe(counts.get(t) ?? 0);
  });

  it('TM-6 buildings are drawn with their type letters', () => {
    const view = viewOf(mid.state);
    const drawn = texts(mapPanel(view, MAP_BOX, undefined).svg);
    const onMap = Object.values(view.buildings);
    for (const type of ['D', 'TP', 'TE'] as const) {
      // Row D's label on each edge is a 'D' too.
      const rowLabels = type === 'D' ? 2 : 0;
      expect(drawn.filter((t) => t === type).length, type).toBe(onMap.filter((b) => b.type === type).length + rowLabels);
    }
  });

  it('TM-11 each faction has a marker on all four cult tracks, plus one per priest on an action space', () => {
    const view = viewOf(mid.state);
    const drawn = texts(cultPanel(view, 0, 0));
    for (const f of view.factions) {
      const priests = Object.values(view.cultSpots).flat().filter((seat) => seat === f.seat).length;
      expect(drawn.filter((t) => t === TERRAIN_STYLES[f.home].code).length, f.faction).toBe(4 + priests);
    }
    expect(Object.values(view.cultSpots).flat().filter((x) => x !== null).length).toBe(1);
  });

  it('TM-5 the income shown is what the engine paid at the start of round 1', () => {
    const view = viewOf(start);
    for (const f of view.factions) {
      const income = regularIncome(f);
      const begin = FACTIONS[f.faction].start;
      expect({ C: f.C, W: f.W, P: f.P }, f.faction).toEqual({ C: begin.C + income.C, W: begin.W + income.W, P: begin.P + income.P });
    }
  });
});

describe('Terra Mystica board image: last move and names', () => {
  it('outlines every hex the last move names (bridge C2:E5) and writes the move', async () => {
    const view = viewOf(mid.state);
    const ctx = { seatNames: SEAT_NAMES, lastMove: mid.lastMove, lastSeat: mid.lastSeat };
    const svg = renderBoard(view, ctx);
    const layout = layoutMap(view.map, MAP_BOX);
    expect(mid.lastMove).toBe('action ACT1. bridge C2:E5');
    for (const hex of ['C2', 'E5']) {
      const cell = layout.byId.get(hex);
      expect(cell, hex).toBeDefined();
      if (cell) expect(svg).toContain(hexHighlight(layout.grid, cell.row, cell.col));
    }
    expect(texts(svg).some((t) => t.includes('action ACT1. bridge C2:E5') && t.includes('Darklings'))).toBe(true);

    const plain = await renderGrey(renderBoard(view, { seatNames: SEAT_NAMES }));
    const marked = await renderGrey(svg);
    expect(differentPixels(plain, marked)).toBeGreaterThan(1000);
  });

  it('escapes user names: markup in a name is text, never an element', async () => {
    const svg = renderBoard(viewOf(mid.state), { seatNames: SEAT_NAMES, lastMove: mid.lastMove, lastSeat: 1 });
    expect(svg).toContain('&lt;script&gt;&amp;&quot;&apos;');
    expect(svg).not.toContain('<script');
    expect((await svgToPng(svg)).length).toBeGreaterThan(0);
  });
});
