import { fitName, group, NEUTRAL, patternDefs, svgDocument, text, titleBar, token } from '../../../render/primitives.ts';
import type { BoardImageContext } from '../../entry.ts';
import { goalCards } from '../data/pack.ts';
import type { Transport } from '../state.ts';
import { cityCard, goalCard, transportCard } from './cards.ts';
import { PIECE_PATTERNS, pieceColour } from './colours.ts';
import { LABELS } from './labels.ts';
import { displayName, type BoardView } from './view-data.ts';

const WIDTH = 1040;
const MARGIN = 16;
const GAP = 10;
const GOAL_W = (WIDTH - 2 * MARGIN - 3 * GAP) / 4;
const GOAL_H = 176;
const CITY_W = 140;
const CITY_H = 72;
const TYPES: readonly Transport[] = ['car', 'loco', 'ship'];

/**
 * One seat's private picture, drawn only from view(state, seat): its transport cards, its hidden goal cards (and a
 * goal draw to choose from), its face-down setup city card and its personal cities. Null for a seat not at the table.
 */
export function renderPrivate(view: BoardView, seat: number, ctx: BoardImageContext): string | null {
  const me = view.players.find((p) => p.kind === 'human' && p.seat === seat);
  if (!me) return null;
  const parts: string[] = [titleBar({ width: WIDTH, height: 56, title: LABELS.privateTitle(fitName(displayName(me, ctx.seatNames), { width: 400, size: 25, bold: true })), subtitle: LABELS.privateSubtitle })];
  let y = 56 + 14;
  const colour = pieceColour(me.colour);
  parts.push(token({ cx: MARGIN + 13, cy: y + 13, r: 13, colour, patterned: true }));
  parts.push(text(MARGIN + 34, y + 13, LABELS.yourColour(colour.name), { size: 17, valign: 'middle', fill: NEUTRAL.ink }));
  if (me.vassal !== null) {
    const vassal = pieceColour(me.vassal);
    parts.push(token({ cx: MARGIN + 293, cy: y + 13, r: 13, colour: vassal, patterned: true }));
    parts.push(text(MARGIN + 314, y + 13, LABELS.yourVassal(vassal.name), { size: 17, valign: 'middle', fill: NEUTRAL.ink }));
  }
  y += 40;
  const heading = (content: string) => {
    parts.push(text(MARGIN, y + 10, content, { size: 18, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
    y += 30;
  };

  heading(LABELS.transportCards);
  TYPES.forEach((t, i) => parts.push(transportCard(MARGIN + i * (220 + GAP), y, 220, 86, t, me.hand[t])));
  y += 86 + 20;

  const goals = 'goals' in me && me.goals !== undefined ? me.goals : [];
  heading(LABELS.goalCards);
  y = goalRow(parts, goals, y);

  if ('goalChoice' in me && me.goalChoice !== undefined) {
    heading(LABELS.goalChoice);
    y = goalRow(parts, me.goalChoice, y);
  }

  if ('hiddenCity' in me && me.hiddenCity !== undefined) {
    heading(LABELS.hiddenCity);
    parts.push(cityCard(MARGIN, y, CITY_W, CITY_H, me.hiddenCity, 16));
    y += CITY_H + 20;
  }

  heading(LABELS.personalCities);
  y = cityRow(parts, me.cities, y);

  return svgDocument({ width: WIDTH, height: y + MARGIN, background: NEUTRAL.background, defs: patternDefs(PIECE_PATTERNS) }, group(parts));
}

function goalRow(parts: string[], ids: readonly number[], top: number): number {
  if (ids.length === 0) return noneLine(parts, top);
  let y = top;
  ids.forEach((id, i) => {
    const goal = goalCards().find((g) => g.id === id) ?? { id, name: '', text: '' };
    const col = i % 4;
    if (i > 0 && col === 0) y += GOAL_H + GAP;
    parts.push(goalCard(MARGIN + col * (GOAL_W + GAP), y, GOAL_W, GOAL_H, goal));
  });
  return y + GOAL_H + 20;
}

function cityRow(parts: string[], cards: readonly string[], top: number): number {
  if (cards.length === 0) return noneLine(parts, top);
  const perRow = Math.floor((WIDTH - 2 * MARGIN + GAP) / (CITY_W + GAP));
  let y = top;
  cards.forEach((card, i) => {
    const col = i % perRow;
    if (i > 0 && col === 0) y += CITY_H + GAP;
    parts.push(cityCard(MARGIN + col * (CITY_W + GAP), y, CITY_W, CITY_H, card, 16));
  });
  return y + CITY_H + 20;
}

function noneLine(parts: string[], top: number): number {
  parts.push(text(MARGIN, top + 10, LABELS.none, { size: 16, italic: true, valign: 'middle', fill: NEUTRAL.mutedInk }));
  return top + 36;
}
