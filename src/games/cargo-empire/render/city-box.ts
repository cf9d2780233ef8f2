import { group, NEUTRAL, polygon, rect, text } from '../../../render/primitives.ts';
import { tileSide, type CityInfo } from '../rules/world.ts';
import type { CityState, Colour, DemandSpace } from '../state.ts';
import { CITY_FILL, CITY_LETTER, pieceColour } from './colours.ts';
import { LABELS } from './labels.ts';
import { CITY_H, CITY_W } from './map-layout.ts';
import { anchor, cube, demandSlot, post } from './pieces.ts';
import { fitText } from './text-fit.ts';

const HEADER = 24;
const BODY = 46;
const POST_SPACES = 4;

export interface CityBoxInput {
  info: CityInfo;
  city: CityState;
  /** Top-left corner. */
  x: number;
  y: number;
  highlight: boolean;
  /** Families variant: colours whose crest tile lies here. */
  crests: readonly Colour[];
  /** Solo/bot: the bot's origin marker is here. */
  botOrigin: boolean;
}

/**
 * One city as its printed space: a header in the city colour (number, name, colour letter, port anchor), the tile
 * (production cubes left, upper and lower demand spaces right, level in between) and the trading post spaces below.
 */
export function cityBox(input: CityBoxInput): string {
  const { info, city, x, y } = input;
  const parts: string[] = [];
  if (input.highlight) parts.push(boxHighlight(x, y));
  parts.push(rect(x, y, CITY_W, CITY_H, { fill: '#FFFFFF', stroke: NEUTRAL.ink, strokeWidth: info.port ? 2.5 : 1.5, rx: 6 }));
  parts.push(rect(x, y, CITY_W, HEADER, { fill: CITY_FILL[info.colour], stroke: NEUTRAL.ink, strokeWidth: 1.5, rx: 6 }));
  parts.push(rect(x + 1, y + HEADER - 6, CITY_W - 2, 5, { fill: CITY_FILL[info.colour] }));
  parts.push(rect(x + 4, y + 4, 15, HEADER - 8, { fill: '#FFFFFF', stroke: NEUTRAL.ink, strokeWidth: 0.8, rx: 3 }));
  parts.push(text(x + 11.5, y + HEADER / 2, CITY_LETTER[info.colour], { size: 11, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
  const nameRoom = CITY_W - 24 - (info.port ? 22 : 4);
  parts.push(text(x + 23, y + HEADER / 2, fitText(`${info.number} ${info.name}`, nameRoom, 14), { size: 14, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
  if (info.port) parts.push(anchor(x + CITY_W - 13, y + HEADER / 2, 17));
  parts.push(city.tile === null || city.level === 3 ? levelThree(x, y) : tile(city, x, y));
  parts.push(postSpaces(city.posts, x, y + HEADER + BODY));
  // Crest badges hang above the box, in the gap between map rows, so they never cover the name or the anchor.
  input.crests.forEach((c, i) => parts.push(crestBadge(x + CITY_W - 12 - i * 22, y - 13, c)));
  // Inside the box, right of the post spaces: a badge on the edge would cover the routes leaving the city.
  if (input.botOrigin) parts.push(botTag(x + CITY_W - 40, y + CITY_H - 22));
  return group(parts);
}

function tile(city: CityState, x: number, y: number): string {
  const side = tileSide(city.tile!, city.level === 2 ? 2 : 1);
  const top = y + HEADER;
  const parts: string[] = [];
  side.production.forEach((colour, i) => {
    parts.push(cube(x + 20 + i * 30, top + BODY / 2, 24, colour, (city.production[i] ?? null) !== null));
  });
  parts.push(text(x + 88, top + BODY / 2, LABELS.level(city.level), { size: 14, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
  (['upper', 'lower'] as const satisfies readonly DemandSpace[]).forEach((space, i) => {
    const cx = x + CITY_W - 22;
    const cy = top + 12 + i * 23;
    const owner = city.demand[space];
    parts.push(owner === null ? demandSlot(cx, cy, 10, side[space]) : post(cx, cy, 10.5, owner));
  });
  parts.push(rect(x + 112, top + 1, 1, BODY - 2, { fill: NEUTRAL.gridLine }));
  return group(parts);
}

function levelThree(x: number, y: number): string {
  return text(x + CITY_W / 2, y + HEADER + BODY / 2, LABELS.levelThree, { size: 12, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.mutedInk });
}

function postSpaces(posts: readonly Colour[], x: number, top: number): string {
  const parts = [rect(x + 4, top, CITY_W - 8, 1, { fill: NEUTRAL.gridLine })];
  const count = Math.max(POST_SPACES, posts.length);
  const step = Math.min(24, (CITY_W - 16) / count);
  for (let i = 0; i < count; i++) {
    const cx = x + 16 + i * step;
    const owner = posts[i];
    parts.push(
      owner === undefined
        ? rect(cx - 7, top + 5, 14, 14, { fill: NEUTRAL.board, stroke: NEUTRAL.gridLine, strokeWidth: 1, rx: 7 })
        : post(cx, top + 12, 9, owner),
    );
  }
  return group(parts);
}

function boxHighlight(x: number, y: number): string {
  const pad = 6;
  const frame = { fill: 'none', rx: 10 } as const;
  return group([
    rect(x - pad, y - pad, CITY_W + 2 * pad, CITY_H + 2 * pad, { ...frame, stroke: '#FFFFFF', strokeWidth: 8 }),
    rect(x - pad, y - pad, CITY_W + 2 * pad, CITY_H + 2 * pad, { ...frame, stroke: NEUTRAL.highlight, strokeWidth: 4, strokeDasharray: '10 6' }),
  ]);
}

function crestBadge(cx: number, cy: number, colour: Colour): string {
  const c = pieceColour(colour);
  const r = 10;
  const shield = [
    { x: cx - r, y: cy - r },
    { x: cx + r, y: cy - r },
    { x: cx + r, y: cy + r * 0.3 },
    { x: cx, y: cy + r * 1.2 },
    { x: cx - r, y: cy + r * 0.3 },
  ];
  return group([
    polygon(shield, { fill: c.fill, stroke: NEUTRAL.ink, strokeWidth: 1.5 }),
    text(cx, cy - 1, c.letter, { size: 11, weight: 'bold', anchor: 'middle', valign: 'middle', fill: c.text }),
  ]);
}

export function botTag(x: number, y: number): string {
  return group([rect(x, y, 34, 18, { fill: NEUTRAL.ink, rx: 4 }), text(x + 17, y + 9, LABELS.botTag, { size: 11, weight: 'bold', anchor: 'middle', valign: 'middle', fill: '#FFFFFF' })]);
}
