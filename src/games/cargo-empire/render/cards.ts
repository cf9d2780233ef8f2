import { group, NEUTRAL, rect, text, token } from '../../../render/primitives.ts';
import { BLANK, type Transport } from '../state.ts';
import { cityInfo, isCity } from '../rules/world.ts';
import { CITY_FILL, CITY_LETTER } from './colours.ts';
import { LABELS } from './labels.ts';
import { anchor, MARKER_SHAPE } from './pieces.ts';
import { fitText, wrapText } from './text-fit.ts';

/** A city card face up: the city colour band with its letter, the name, the number and the port anchor. */
export function cityCard(x: number, y: number, w: number, h: number, card: string, nameSize = 14): string {
  const frame = rect(x, y, w, h, { fill: '#FFFFFF', stroke: NEUTRAL.ink, strokeWidth: 1.5, rx: 6 });
  if (card === BLANK || !isCity(card)) {
    return group([frame, text(x + w / 2, y + h / 2, LABELS.blankCity, { size: nameSize, anchor: 'middle', valign: 'middle', fill: NEUTRAL.mutedInk })]);
  }
  const info = cityInfo(card);
  const band = Math.min(22, h * 0.4);
  return group([
    frame,
    rect(x + 1, y + 1, w - 2, band, { fill: CITY_FILL[info.colour], rx: 5 }),
    text(x + 6, y + 1 + band / 2, `${CITY_LETTER[info.colour]} ${info.number}`, { size: 12, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
    info.port ? anchor(x + w - 12, y + 1 + band / 2, Math.min(16, band - 4)) : '',
    text(x + w / 2, y + band + (h - band) / 2, fitText(info.name, w - 8, nameSize), { size: nameSize, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }),
  ]);
}

/** A goal card: its number, name and scoring text. */
export function goalCard(x: number, y: number, w: number, h: number, goal: { id: number; name: string; text: string }): string {
  const lines = wrapText(goal.text, w - 20, 14, 5, 0.47);
  return group([
    rect(x, y, w, h, { fill: '#F3ECFA', stroke: NEUTRAL.ink, strokeWidth: 1.5, rx: 8 }),
    rect(x + 1, y + 1, w - 2, 30, { fill: '#6B4C9A', rx: 7 }),
    text(x + 10, y + 16, LABELS.goal(goal.id), { size: 15, weight: 'bold', valign: 'middle', fill: '#FFFFFF' }),
    text(x + 10, y + 50, fitText(goal.name, w - 20, 16), { size: 16, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
    ...lines.map((l, i) => text(x + 10, y + 76 + i * 19, l, { size: 14, valign: 'middle', fill: NEUTRAL.ink })),
  ]);
}

/** A transport card with how many the player holds. */
export function transportCard(x: number, y: number, w: number, h: number, type: Transport, count: number): string {
  return group([
    rect(x, y, w, h, { fill: count > 0 ? '#FFFFFF' : NEUTRAL.board, stroke: NEUTRAL.ink, strokeWidth: 1.5, rx: 8 }),
    token({ cx: x + 26, cy: y + 28, r: 14, colour: { fill: '#DDDDDD', text: NEUTRAL.ink }, shape: MARKER_SHAPE[type], label: '' }),
    text(x + 48, y + 28, LABELS.cardNames[type], { size: 18, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
    text(x + 12, y + 58, LABELS.cardHelp[type], { size: 13, valign: 'middle', fill: NEUTRAL.mutedInk }),
    text(x + w - 14, y + h - 22, `× ${count}`, { size: 26, weight: 'bold', anchor: 'end', valign: 'middle', fill: count > 0 ? NEUTRAL.ink : NEUTRAL.mutedInk }),
  ]);
}
