import { describe, expect, it } from 'vitest';
import { boardOf } from '../../../../src/games/terra-mystica/board.ts';
import { MAP_IDS, MAPS } from '../../../../src/games/terra-mystica/data/maps.ts';
import { terraMystica } from '../../../../src/games/terra-mystica/index.ts';
import { tmOptionsSchema } from '../../../../src/games/terra-mystica/options.ts';
import { renderBoard } from '../../../../src/games/terra-mystica/render/render-board.ts';
import { svgToPng } from '../../../../src/render/png.ts';
import { SEAT_NAMES, factionsPicked } from './fixtures.ts';

function texts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
}

describe('Terra Mystica board image during setup and on every map', () => {
  it('TM-3.6 draws the table before any faction is chosen', async () => {
    const s = terraMystica.setup(tmOptionsSchema.parse({}), SEAT_NAMES.map((name) => ({ name })), 'render-test');
    const svg = renderBoard(terraMystica.view(s, null), { seatNames: SEAT_NAMES });
    expect(texts(svg).filter((t) => t === 'choosing a faction' || t.includes('choosing a faction'))).toHaveLength(SEAT_NAMES.length);
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
