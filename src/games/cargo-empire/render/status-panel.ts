import { fitName, group, NEUTRAL, text } from '../../../render/primitives.ts';
import { cityTilesData } from '../data/pack.ts';
import { cityCard } from './cards.ts';
import { LABELS } from './labels.ts';
import { cube } from './pieces.ts';
import { fitText } from './text-fit.ts';
import { displayName, type BoardView } from './view-data.ts';

/** Who must act, the cube supply and the deck sizes, drawn in the empty sea north of Dublin. */
export function renderStatus(view: BoardView, seatNames: readonly string[], x: number, y: number, width: number): string {
  const waiting = view.players.filter((p) => p.seat !== null && view.waitingFor.includes(p.seat)).map((p) => fitName(displayName(p, seatNames), { width: 220, size: 22, bold: true }));
  const headline = view.phase === 'over' ? LABELS.gameOver : LABELS.waitingFor(waiting.join(', ') || '—');
  const parts = [text(x, y + 14, fitText(headline, width, 22), { size: 22, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink })];
  parts.push(text(x, y + 52, LABELS.supply, { size: 15, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
  cityTilesData().cargoColours.forEach((c, i) => {
    const left = x + 110 + i * 70;
    parts.push(cube(left, y + 52, 22, c, true), text(left + 16, y + 52, String(view.supply[c]), { size: 16, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
  });
  const decks = LABELS.decks(view.cityDeckSize, view.goalDeckSize) + (view.bot ? ` · ${LABELS.bot(view.bot.deckSize)}` : '');
  parts.push(text(x, y + 84, decks, { size: 15, valign: 'middle', fill: NEUTRAL.ink }));
  if (view.provisionalMap) parts.push(text(x, y + 112, LABELS.provisionalMap[view.map], { size: 13, italic: true, valign: 'middle', fill: NEUTRAL.mutedInk }));
  return group(parts);
}

const CARD_W = 104;
const CARD_H = 72;
const CARD_GAP = 8;

/** The face-up city display (CE-S4); the bot's destination marker, if any, sits under its slot. */
export function renderDisplay(view: BoardView, right: number, y: number): string {
  const count = view.display.length;
  const left = right - count * (CARD_W + CARD_GAP) + CARD_GAP;
  const parts = [text(left, y + 10, LABELS.display, { size: 15, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink })];
  view.display.forEach((card, i) => {
    const cx = left + i * (CARD_W + CARD_GAP);
    parts.push(cityCard(cx, y + 24, CARD_W, CARD_H, card, 14));
    if (view.bot && view.bot.destSlot === i) {
      parts.push(text(cx + CARD_W / 2, y + 24 + CARD_H + 12, LABELS.botTag, { size: 12, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
    }
  });
  return group(parts);
}
