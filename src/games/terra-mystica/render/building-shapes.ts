import type { BuildingType } from '../data/tiles.ts';
import { circle, group, polygon, rect, text, type Point } from '../../../render/primitives.ts';

/**
 * One building on a hex. The faction colour is its home terrain colour, the same as the hex it stands on,
 * so every piece carries a white-and-black double outline and its type letters; size and shape grow
 * with the building (dwelling < trading post < temple < stronghold / sanctuary).
 */
export interface BuildingLook {
  readonly fill: string;
  readonly ink: string;
}

function outlined(shape: (style: { fill: string; stroke: string; strokeWidth: number }) => string, fill: string, unit: number): string {
  return shape({ fill: 'none', stroke: '#FFFFFF', strokeWidth: unit * 0.16 }) + shape({ fill, stroke: '#000000', strokeWidth: unit * 0.06 });
}

function house(c: Point, w: number, h: number): Point[] {
  const roof = h * 0.42;
  return [
    { x: c.x, y: c.y - h / 2 },
    { x: c.x + w / 2, y: c.y - h / 2 + roof },
    { x: c.x + w / 2, y: c.y + h / 2 },
    { x: c.x - w / 2, y: c.y + h / 2 },
    { x: c.x - w / 2, y: c.y - h / 2 + roof },
  ];
}

/** `unit` is the hex size (centre to corner). */
export function buildingSvg(type: BuildingType, c: Point, unit: number, look: BuildingLook): string {
  const u = unit;
  let body: string;
  let labelY = c.y;
  let size = u * 0.3;
  switch (type) {
    case 'D':
      body = outlined((s) => polygon(house(c, u * 0.56, u * 0.6), s), look.fill, u);
      labelY = c.y + u * 0.07;
      size = u * 0.32;
      break;
    case 'TP':
      body = outlined((s) => polygon(house(c, u * 0.8, u * 0.72), s), look.fill, u);
      labelY = c.y + u * 0.08;
      break;
    case 'TE':
      body = outlined((s) => circle(c.x, c.y, u * 0.4, s), look.fill, u);
      break;
    case 'SH':
      body = outlined((s) => rect(c.x - u * 0.46, c.y - u * 0.4, u * 0.92, u * 0.8, { ...s, rx: u * 0.06 }), look.fill, u);
      size = u * 0.34;
      break;
    case 'SA':
      body =
        outlined((s) => circle(c.x, c.y, u * 0.47, s), look.fill, u) +
        circle(c.x, c.y, u * 0.37, { fill: 'none', stroke: look.ink, strokeWidth: u * 0.04 });
      size = u * 0.3;
      break;
  }
  return group([body, text(c.x, labelY, type, { size, weight: 'bold', anchor: 'middle', valign: 'middle', fill: look.ink })]);
}

/** A special terrain structure (special-terrain option, TM-15.5): a diamond marked ST, in the owner's colour. */
export function specialTerrainSvg(c: Point, unit: number, look: BuildingLook): string {
  const r = unit * 0.46;
  const diamond = [
    { x: c.x, y: c.y - r },
    { x: c.x + r, y: c.y },
    { x: c.x, y: c.y + r },
    { x: c.x - r, y: c.y },
  ];
  return group([outlined((s) => polygon(diamond, s), look.fill, unit), text(c.x, c.y, 'ST', { size: unit * 0.28, weight: 'bold', anchor: 'middle', valign: 'middle', fill: look.ink })]);
}
