import { NEUTRAL, group, rect, text } from '../../../render/primitives.ts';
import type { EePublicView } from '../view.ts';
import { RESOURCE_LABELS, TYPE_COLOURS } from './view-data.ts';
import { fit } from './text-fit.ts';

const SLOT_W = 144;
const SLOT_H = 96;
export const MARKETS_HEIGHT = 40 + SLOT_H + 30;

/** The three structure markets (EE-12): each slot's card, VP and its two prices; deck and discard counts. */
/** Where renderMarkets at (x, y, width) draws slot `slot` of market `market`. */
export function slotFrame(market: number, slot: number, x: number, y: number, width: number): { x: number; y: number; width: number; height: number } {
  const marketW = (width - 2 * 16) / 3;
  return { x: x + market * (marketW + 16) + slot * (SLOT_W + 4), y: y + 36, width: SLOT_W, height: SLOT_H };
}

export function renderMarkets(view: EePublicView, x: number, y: number, width: number): string {
  const marketW = (width - 2 * 16) / 3;
  const parts: string[] = [];
  view.markets.forEach((m, i) => {
    const mx = x + i * (marketW + 16);
    const res = RESOURCE_LABELS[m.resource];
    parts.push(text(mx, y + 24, `${m.type[0]!.toUpperCase()}${m.type.slice(1)} market`, { size: 22, weight: 'bold', fill: NEUTRAL.ink }));
    parts.push(text(mx + marketW, y + 24, `deck ${m.deck} · discard ${m.discard}`, { size: 16, anchor: 'end', fill: NEUTRAL.mutedInk }));
    m.slots.forEach((slot, s) => {
      const sx = mx + s * (SLOT_W + 4);
      parts.push(rect(sx, y + 36, SLOT_W, SLOT_H, { fill: slot ? TYPE_COLOURS[m.type] : '#FFFFFF', stroke: NEUTRAL.gridLine, strokeWidth: 1.5, rx: 6 }));
      parts.push(text(sx + 8, y + 58, `${s + 1}`, { size: 18, weight: 'bold', fill: NEUTRAL.mutedInk }));
      if (!slot) {
        parts.push(text(sx + SLOT_W / 2, y + 36 + SLOT_H / 2, 'empty', { size: 17, anchor: 'middle', valign: 'middle', fill: NEUTRAL.mutedInk }));
        return;
      }
      parts.push(text(sx + SLOT_W - 8, y + 58, `${slot.vp} VP`, { size: 17, anchor: 'end', weight: 'bold', fill: NEUTRAL.ink }));
      fit(slot.name, SLOT_W - 12, 17, 2).forEach((l, k) => parts.push(text(sx + 6, y + 82 + k * 20, l, { size: 17, fill: NEUTRAL.ink })));
      parts.push(text(sx + 6, y + 36 + SLOT_H + 22, `$${slot.cost.money} or ${slot.cost.resource} ${res}`, { size: 17, fill: NEUTRAL.ink }));
    });
  });
  return group(parts);
}
