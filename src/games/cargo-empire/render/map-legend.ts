import { group, line, NEUTRAL, rect, text } from '../../../render/primitives.ts';
import { cityTilesData } from '../data/pack.ts';
import { CITY_FILL, CITY_LETTER, type CityColour } from './colours.ts';
import { LABELS } from './labels.ts';
import { botTag } from './city-box.ts';
import { anchor, cube, demandSlot, post } from './pieces.ts';

const WIDTH = 262;
const ROW = 26;
const SIZE = 13;
const CITY_COLOURS: readonly CityColour[] = ['red', 'blue', 'yellow', 'green'];

/** The map's key, drawn in the empty sea west of Paris (sized to stay clear of the Paris-Madrid route). */
export function mapLegend(x: number, y: number): string {
  const rows: string[] = [];
  const label = (i: number, dx: number, content: string) => text(x + dx, y + ROW * (i + 0.5) + 4, content, { size: SIZE, valign: 'middle', fill: NEUTRAL.ink });
  const mid = (i: number) => y + ROW * (i + 0.5) + 4;
  rows.push(text(x + 8, mid(0), LABELS.legendTitle, { size: 15, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
  rows.push(
    line(x + 8, mid(1), x + 50, mid(1), { stroke: '#4A4A4A', strokeWidth: 8 }),
    line(x + 8, mid(1), x + 50, mid(1), { stroke: '#FFFFFF', strokeWidth: 3, strokeDasharray: '7 7' }),
    label(1, 58, LABELS.landRoute),
  );
  rows.push(anchor(x + 29, mid(2), 18), label(2, 58, LABELS.port));
  rows.push(cube(x + 18, mid(3), 18, 'orange', true), cube(x + 40, mid(3), 18, 'orange', false), label(3, 58, LABELS.production));
  rows.push(demandSlot(x + 18, mid(4), 9, 'white'), post(x + 40, mid(4), 9, 'blue'), label(4, 58, LABELS.demand));
  rows.push(
    ...[0, 1, 2].map((i) => rect(x + 10 + i * 15, mid(5) - 6, 12, 12, { fill: NEUTRAL.board, stroke: NEUTRAL.gridLine, strokeWidth: 1, rx: 6 })),
    label(5, 58, LABELS.postSpaces),
  );
  rows.push(text(x + 8, mid(6), LABELS.cargoColours, { size: SIZE, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
  cityTilesData().cargoColours.forEach((c, i) => {
    rows.push(cube(x + 58 + i * 52, mid(6), 16, c, true), text(x + 69 + i * 52, mid(6), c, { size: 10, valign: 'middle', fill: NEUTRAL.ink }));
  });
  rows.push(text(x + 8, mid(7), LABELS.cityColours, { size: SIZE, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
  CITY_COLOURS.forEach((c, i) => {
    const left = x + 96 + i * 40;
    rows.push(
      rect(left, mid(7) - 9, 35, 18, { fill: CITY_FILL[c], stroke: NEUTRAL.ink, strokeWidth: 1, rx: 3 }),
      text(left + 17.5, mid(7), CITY_LETTER[c], { size: 12, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }),
    );
  });
  rows.push(botTag(x + 12, mid(8) - 9), label(8, 58, LABELS.botOrigin));
  const height = ROW * 9 + 8;
  return group([rect(x, y, WIDTH, height, { fill: '#FFFFFF', fillOpacity: 0.85, stroke: NEUTRAL.gridLine, strokeWidth: 1, rx: 6 }), ...rows]);
}
