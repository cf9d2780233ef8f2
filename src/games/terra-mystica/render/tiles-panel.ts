import { POWER_ACTIONS, POWER_ACTION_IDS } from '../data/tiles.ts';
import { NEUTRAL, circle, group, line, rect, text } from '../../../render/primitives.ts';
import type { TmPublicView } from './public-view.ts';
import { BONUS_TEXT, scoringText } from './tile-text.ts';

const COIN = '#E6B422';

function heading(x: number, y: number, label: string): string {
  return text(x, y + 14, label, { size: 22, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink });
}

/** The six round scoring tiles (TM-12); the current round is framed, finished rounds are greyed. */
export function scoringRow(view: TmPublicView, x: number, y: number, width: number): string {
  const gap = 8;
  const w = (width - 5 * gap) / 6;
  const h = 100;
  const parts = [heading(x, y, 'Round scoring')];
  view.scoring.forEach((id, i) => {
    const round = i + 1;
    const tx = x + i * (w + gap);
    const ty = y + 34;
    const current = round === view.round && view.phase !== 'over';
    const done = round < view.round || view.phase === 'over';
    const t = scoringText(id);
    parts.push(rect(tx, ty, w, h, { fill: done ? '#DDDDDD' : current ? '#FFF4C2' : NEUTRAL.background, stroke: NEUTRAL.ink, strokeWidth: current ? 4 : 1, rx: 6 }));
    // The round and the tile's id, as the status text names it ("Round 4 (SCORE6: TP >> 3)"); the current round has
    // the thick border and the yellow fill.
    parts.push(text(tx + 6, ty + 8, `R${round} · ${id}`, { size: 14, weight: 'bold', valign: 'top', fill: done ? NEUTRAL.mutedInk : NEUTRAL.ink }));
    const ink = done ? NEUTRAL.mutedInk : NEUTRAL.ink;
    parts.push(text(tx + w / 2, ty + 44, t.event, { size: 19, weight: 'bold', anchor: 'middle', valign: 'middle', fill: ink }));
    parts.push(text(tx + w / 2, ty + 68, `${t.per}:`, { size: 15, anchor: 'middle', valign: 'middle', fill: ink }));
    parts.push(text(tx + w / 2, ty + 86, t.reward, { size: 15, anchor: 'middle', valign: 'middle', fill: ink }));
  });
  return group(parts);
}

/** Bonus cards still in the pool, with the coins that piled up on them. */
export function bonusRow(view: TmPublicView, x: number, y: number, width: number): string {
  const cards = view.bonusCards;
  const gap = 8;
  const w = Math.min(120, (width - (Math.max(cards.length, 1) - 1) * gap) / Math.max(cards.length, 1));
  const h = 96;
  const parts = [heading(x, y, 'Bonus cards available')];
  cards.forEach((card, i) => {
    const cx = x + i * (w + gap);
    const cy = y + 34;
    parts.push(rect(cx, cy, w, h, { fill: '#EEF3E6', stroke: NEUTRAL.ink, strokeWidth: 1, rx: 6 }));
    parts.push(text(cx + w / 2, cy + 16, card.id, { size: 16, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
    (BONUS_TEXT[card.id] ?? []).forEach((lineText, k) => {
      // Noto Sans averages about 0.55 em per character: shrink long lines to the card.
      const size = Math.min(16, (w - 8) / (lineText.length * 0.55));
      parts.push(text(cx + w / 2, cy + 40 + k * 20, lineText, { size, anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
    });
    if (card.coins > 0) {
      parts.push(circle(cx + w / 2, cy + h - 14, 11, { fill: COIN, stroke: NEUTRAL.ink, strokeWidth: 1 }));
      parts.push(text(cx + w / 2, cy + h - 14, `${card.coins}`, { size: 14, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
    }
  });
  if (cards.length === 0) parts.push(text(x, y + 70, 'none left', { size: 16, valign: 'middle', fill: NEUTRAL.mutedInk }));
  return group(parts);
}

const POWER_ACTION_TEXT: Record<string, string> = {
  bridge: 'bridge',
  priest: '1P',
  workers: '2W',
  coins: '7C',
  spade1: '1 spade',
  spade2: '2 spades',
};

/** The six board power actions (TM-2.5); those used this round are crossed out. */
export function powerActionRow(view: TmPublicView, x: number, y: number, width: number): string {
  const gap = 8;
  const w = (width - 5 * gap) / 6;
  const h = 54;
  const parts = [heading(x, y, 'Power actions (crossed out: used this round)')];
  POWER_ACTION_IDS.forEach((id, i) => {
    const ax = x + i * (w + gap);
    const ay = y + 34;
    const used = view.blockedActions.includes(id);
    const a = POWER_ACTIONS[id];
    parts.push(rect(ax, ay, w, h, { fill: used ? '#CCCCCC' : '#E8DDF2', stroke: NEUTRAL.ink, strokeWidth: 1, rx: 8 }));
    const ink = used ? NEUTRAL.mutedInk : NEUTRAL.ink;
    parts.push(text(ax + w / 2, ay + 17, POWER_ACTION_TEXT[a.effect] ?? a.effect, { size: 17, weight: 'bold', anchor: 'middle', valign: 'middle', fill: ink }));
    parts.push(text(ax + w / 2, ay + 39, `${id} · ${a.cost}PW`, { size: 14, anchor: 'middle', valign: 'middle', fill: ink }));
    if (used) {
      parts.push(line(ax + 6, ay + 6, ax + w - 6, ay + h - 6, { stroke: NEUTRAL.ink, strokeWidth: 3 }));
      parts.push(line(ax + 6, ay + h - 6, ax + w - 6, ay + 6, { stroke: NEUTRAL.ink, strokeWidth: 3 }));
    }
  });
  return group(parts);
}

export const TILE_ROW_HEIGHT = 34 + 100;
export const POWER_ROW_HEIGHT = 34 + 54;
