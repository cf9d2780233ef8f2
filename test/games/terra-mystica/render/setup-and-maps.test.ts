import { describe, expect, it } from 'vitest';
import { boardOf } from '../../../../src/games/terra-mystica/rules/board.ts';
import { MAP_IDS, MAPS } from '../../../../src/games/terra-mystica/data/maps.ts';
import { terraMystica } from '../../../../src/games/terra-mystica/index.ts';
import { tmOptionsSchema } from '../../../../src/games/terra-mystica/options.ts';
import type { TmPublicView } from '../../../../src/games/terra-mystica/render/public-view.ts';
import { renderBoard } from '../../../../src/games/terra-mystica/render/render-board.ts';
import { svgToPng } from '../../../../src/render/png.ts';
import { SEAT_NAMES, factionsPicked, midGame } from './fixtures.ts';

/** Estimated right edge of each start-anchored label: Noto Sans is at least 0.5 em per character on average. */
function textExtents(svg: string): { content: string; right: number }[] {
  return [...svg.matchAll(/<text x="([\d.]+)"[^>]*font-size="([\d.]+)"(?![^>]*text-anchor)[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    content: m[3] ?? '',
    right: Number(m[1]) + (m[3] ?? '').replace(/&\w+;/g, '&').length * 0.5 * Number(m[2]),
  }));
}

function texts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
}

describe('Terra Mystica board image during setup and on every map', () => {
  it('TM-3.6 draws the table before any faction is chosen: only the seat at its turn is choosing, the others wait', async () => {
    const s = terraMystica.setup(tmOptionsSchema.parse({}), SEAT_NAMES.map((name) => ({ name })), 'render-test');
    const svg = renderBoard(terraMystica.view(s, null), { seatNames: SEAT_NAMES });
    expect(texts(svg).filter((t) => t.includes('choosing a faction'))).toEqual([`${SEAT_NAMES[0]}  (choosing a faction)`]);
    expect(texts(svg).filter((t) => t.includes('waits to choose a faction'))).toHaveLength(SEAT_NAMES.length - 1);
    expect(texts(svg)).toContain('Setup: choosing factions');
    expect((await svgToPng(svg)).length).toBeGreaterThan(0);
  });

  it('TM-2.3 five factions: all five rows and five markers per cult track', async () => {
    const factions = ['witches', 'halflings', 'mermaids', 'giants', 'dwarves'];
    const s = factionsPicked('base', factions);
    const svg = renderBoard(terraMystica.view(s, null), { seatNames: s.seatNames, lastMove: 'setup dwarves', lastSeat: 4 });
    for (const name of ['Witches', 'Halflings', 'Mermaids', 'Giants', 'Dwarves']) expect(texts(svg)).toContain(name);
    expect((await svgToPng(svg)).length).toBeGreaterThan(0);
  });

  for (const map of MAP_IDS) {
    it(`TM-19 ${map}: every land hex is labelled, rows are named from ${MAPS[map].firstRow}`, () => {
      const s = factionsPicked(map, ['auren', 'darklings']);
      const drawn = texts(renderBoard(terraMystica.view(s, null), { seatNames: s.seatNames }));
      for (const hex of boardOf(map).land) expect(drawn, hex).toContain(hex);
      const first = MAPS[map].firstRow.charCodeAt(0);
      for (let i = 0; i < MAPS[map].rows.length; i++) expect(drawn).toContain(String.fromCharCode(first + i));
    });
  }
});

describe('Terra Mystica board image: options and long input', () => {
  it('TM-15.5 special terrain structures are drawn (ST) and explained in the legend when the option is on', () => {
    const s = factionsPicked('base', ['auren', 'darklings']);
    const view = terraMystica.view(s, null) as TmPublicView;
    const withSpecial = { ...view, options: { ...view.options, specialTerrain: true }, specialTerrain: { A3: 0, r5: 1 } };
    const svg = renderBoard(withSpecial, { seatNames: s.seatNames });
    expect(texts(svg).filter((t) => t === 'ST')).toHaveLength(2);
    expect(texts(svg).some((t) => t.includes('ST special terrain'))).toBe(true);
    expect(texts(renderBoard(view, { seatNames: s.seatNames })).some((t) => t.includes('ST special terrain'))).toBe(false);
  });

  it('keeps every label inside the image, even a very long last move and a very long name', () => {
    const s = factionsPicked('base', ['auren', 'darklings']);
    const longName = 'N'.repeat(200);
    const move = Array.from({ length: 20 }, (_, i) => `convert 1W to 1C${i}`).join('. ');
    const svg = renderBoard(terraMystica.view(s, null), { seatNames: [longName, 'B'], lastMove: move, lastSeat: 0 });
    expect(svg).toContain('N'.repeat(20));
    const mid = midGame();
    const midSvg = renderBoard(terraMystica.view(mid.state, null), { seatNames: SEAT_NAMES, lastMove: mid.lastMove, lastSeat: mid.lastSeat });
    for (const board of [svg, midSvg]) {
      const labels = textExtents(board);
      expect(labels.length).toBeGreaterThan(80);
      for (const label of labels) expect(label.right, label.content.slice(0, 40)).toBeLessThanOrEqual(1600);
    }
  });
});
