/** Everything beside the map: title, legend, the A.S.T. with census, and each player's public holdings. */
import { NEUTRAL, group, line, rect, text, titleBar } from '../../../render/primitives.ts';
import type { BoardImageContext } from '../../entry.ts';
import { AST } from '../data/ast.ts';
import { CIV_CARDS } from '../data/cards.ts';
import { NATIONS, NATION_NAMES, type NationId } from '../data/nations.ts';
import type { Phase } from '../state.ts';
import type { AcPlayerView, AcPublicView } from '../view.ts';
import { MAP_INK } from './colours.ts';
import { drawPiece } from './pieces.ts';
import { textWidth } from './text-size.ts';

const PHASE_NAMES: Record<Phase, string> = {
  nation: 'Choose nations',
  start: 'Start areas',
  tax: '1 Tax collection',
  revolt: '1 Tax revolt',
  growth: '2 Population expansion',
  ships: '4 Ship construction',
  move: '5 Movement',
  pillage: '7 Pillage',
  cities: '7 City construction',
  support: '8 City support',
  'trade-cards': '9 Trade card acquisition',
  trade: '10 Trade',
  calamities: '11 Calamities',
  civ: '12 Civilization cards',
  'hand-limit': '12 Hand limit',
  over: 'Game over',
};

function seatName(p: AcPlayerView, ctx: BoardImageContext): string {
  return ctx.seatNames[p.seat] ?? p.name;
}

export function header(view: AcPublicView, ctx: BoardImageContext, width: number, height: number): string {
  const waiting = view.waitingFor.map((s) => ctx.seatNames[s] ?? `seat ${s + 1}`);
  const status = view.phase === 'over' ? (view.endReason ?? 'Game over') : waiting.length > 0 ? `Waiting for ${waiting.length > 3 ? `${waiting.length} players` : waiting.join(', ')}` : '';
  return titleBar({ width, height, title: `Advanced Civilization · Turn ${view.turn} · ${PHASE_NAMES[view.phase]}`, subtitle: status });
}

/** Nations in play with their letters, and what each mark on the map means. */
export function legendRow(view: AcPublicView, x: number, y: number, width: number, h: number): string {
  const parts: string[] = [rect(x, y, width, h * 2.6, { fill: NEUTRAL.panel })];
  const size = h * 0.62;
  let cx = x + 10;
  const cy = y + h * 0.7;
  for (const p of view.players) {
    if (!p.nation) continue;
    parts.push(drawPiece({ kind: 'tokens', owner: p.nation, count: 0 }, cx, cy, h));
    const label = NATION_NAMES[p.nation];
    parts.push(text(cx + h * 1.2, cy, label, { size, valign: 'middle', fill: NEUTRAL.ink }));
    cx += h * 1.2 + textWidth(label, size) + h * 0.8;
  }
  const cy2 = y + h * 1.85;
  let kx = x + 10;
  const item = (mark: string, label: string, w: number) => {
    parts.push(mark);
    parts.push(text(kx + w + 6, cy2, label, { size, valign: 'middle', fill: NEUTRAL.ink }));
    kx += w + 6 + textWidth(label, size) + h;
  };
  item(drawPiece({ kind: 'tokens', owner: 'italy', count: 3 }, kx, cy2, h), 'tokens (I3 = 3 of Italy)', h * 1.5);
  item(drawPiece({ kind: 'city', owner: 'italy', count: 1 }, kx, cy2, h), 'city', h);
  item(drawPiece({ kind: 'ships', owner: 'italy', count: 2 }, kx, cy2, h), 'ships', h * 1.9);
  item(rect(kx, cy2 - h * 0.3, h * 0.6, h * 0.6, { fill: '#1A1A1A' }) + rect(kx + h * 0.8, cy2 - h * 0.3, h * 0.6, h * 0.6, { fill: '#FFFFFF', stroke: '#1A1A1A' }), 'city site (white: floods)', h * 1.4);
  item(rect(kx, cy2 - h * 0.4, h * 1.2, h * 0.8, { fill: `url(#ac-flood)`, stroke: MAP_INK.border }), 'flood plain', h * 1.2);
  item(`<polygon points="${kx},${cy2 + h * 0.35} ${kx + h * 0.4},${cy2 - h * 0.35} ${kx + h * 0.8},${cy2 + h * 0.35}" fill="${MAP_INK.volcano}"/>`, 'volcano', h * 0.8);
  item(rect(kx, cy2 - h * 0.4, h * 1.2, h * 0.8, { fill: 'none', stroke: '#000', strokeWidth: 2, strokeDasharray: '5 3' }), 'changed in the last phase', h * 1.2);
  return group(parts);
}

function epochOf(nation: NationId, position: number): number {
  const starts = AST.tracksByNation[nation]?.epochStart ?? {};
  let epoch = 0;
  AST.epochs.forEach((e, i) => {
    const s = starts[e.id];
    if (s !== undefined && position >= s) epoch = i;
  });
  return epoch;
}

const EPOCH_SHADES = ['#E7E2D6', '#D9C9A3', '#C9AE7A', '#A9B7C4', '#8AA0B6'];

/** The A.S.T.: one row per nation in play, squares shaded by epoch, the marker on the nation's square; census beside it. */
export function astPanel(view: AcPublicView, x: number, y: number, width: number, rowH: number): { svg: string; height: number } {
  const players = view.players.filter((p) => p.nation).sort((a, b) => NATIONS.indexOf(a.nation!) - NATIONS.indexOf(b.nation!));
  const size = rowH * 0.55;
  const nameW = rowH * 4.2;
  const censusW = rowH * 3.2;
  const cells = AST.finishPosition + 1;
  const cellW = (width - nameW - censusW) / cells;
  const parts: string[] = [text(x, y + rowH * 0.5, 'A.S.T. (epochs shaded)', { size, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink })];
  for (let c = 0; c < cells; c++) parts.push(text(x + nameW + (c + 0.5) * cellW, y + rowH * 0.5, c === 0 ? 'start' : String(c), { size: size * 0.8, anchor: 'middle', valign: 'middle', fill: NEUTRAL.mutedInk }));
  parts.push(text(x + width - censusW / 2, y + rowH * 0.5, 'Census', { size, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
  players.forEach((p, i) => {
    const nation = p.nation!;
    const top = y + rowH * (i + 1);
    const cy = top + rowH / 2;
    parts.push(drawPiece({ kind: 'tokens', owner: nation, count: 0 }, x, cy, rowH * 0.75));
    parts.push(text(x + rowH, cy, NATION_NAMES[nation], { size, valign: 'middle', fill: NEUTRAL.ink }));
    for (let c = 0; c < cells; c++) {
      parts.push(rect(x + nameW + c * cellW, top + 1, cellW - 1, rowH - 2, { fill: EPOCH_SHADES[epochOf(nation, c)] }));
    }
    const mx = x + nameW + Math.min(p.ast, cells - 1) * cellW;
    parts.push(drawPiece({ kind: 'city', owner: nation, count: 1 }, mx + (cellW - rowH * 0.8) / 2, cy, rowH * 0.8));
    parts.push(text(x + width - censusW / 2, cy, String(p.census), { size: size * 1.1, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
  });
  const height = rowH * (players.length + 1);
  parts.push(line(x, y + height + 2, x + width, y + height + 2, { stroke: NEUTRAL.gridLine }));
  return { svg: group(parts), height: height + 6 };
}

/** Civilization card names, shortened to fit: "Drama and Poetry" stays whole when room allows. */
function civList(p: AcPlayerView): string {
  if (p.civilizationCards.length === 0) return 'no civilization cards';
  return p.civilizationCards.map((id) => CIV_CARDS[id]?.name ?? id).join(', ');
}

function wrap(content: string, size: number, width: number): string[] {
  const words = content.split(' ');
  const lines: string[] = [];
  let current = '';
  for (const w of words) {
    const next = current ? `${current} ${w}` : w;
    if (current && textWidth(next, size) > width) {
      lines.push(current);
      current = w;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** Each player's public holdings: treasury, stock, cities, ships, trade-card count, civilization cards and their value. */
export function playersPanel(view: AcPublicView, ctx: BoardImageContext, x: number, y: number, width: number, rowH: number): { svg: string; height: number } {
  const size = rowH * 0.5;
  const cols: { header: string; w: number; value: (p: AcPlayerView) => string }[] = [
    { header: 'Treasury', w: 1.0, value: (p) => String(p.treasury) },
    { header: 'Stock', w: 0.8, value: (p) => String(p.stock) },
    { header: 'Cities', w: 0.8, value: (p) => `${p.citiesOnBoard}/${p.citiesOnBoard + p.citiesInStock}` },
    { header: 'Ships left', w: 1.0, value: (p) => String(p.shipsInStock) },
    { header: 'Trade cards', w: 1.2, value: (p) => String(p.handSize) },
    { header: 'Civ. value', w: 1.0, value: (p) => String(p.civilizationValue) },
  ];
  const nameW = width * 0.3;
  const unit = (width - nameW) / cols.reduce((s, c) => s + c.w, 0);
  const parts: string[] = [rect(x, y, width, rowH, { fill: NEUTRAL.ink }), text(x + 8, y + rowH / 2, 'Player', { size, weight: 'bold', valign: 'middle', fill: '#FFFFFF' })];
  let cx = x + nameW;
  for (const c of cols) {
    parts.push(text(cx + (c.w * unit) / 2, y + rowH / 2, c.header, { size: size * 0.9, weight: 'bold', anchor: 'middle', valign: 'middle', fill: '#FFFFFF' }));
    cx += c.w * unit;
  }
  let top = y + rowH;
  const civSize = size * 0.85;
  view.players.forEach((p, i) => {
    const civLines = wrap(civList(p), civSize, width - rowH - 16);
    const blockH = rowH + civLines.length * civSize * 1.3 + 4;
    const highlighted = ctx.lastSeat === p.seat;
    parts.push(rect(x, top, width, blockH, { fill: i % 2 === 0 ? NEUTRAL.background : NEUTRAL.board }));
    if (highlighted) parts.push(rect(x + 1, top + 1, width - 2, blockH - 2, { fill: 'none', stroke: '#000', strokeWidth: 2, strokeDasharray: '6 4' }));
    const cy = top + rowH / 2;
    if (p.nation) parts.push(drawPiece({ kind: 'city', owner: p.nation, count: 1 }, x + 6, cy, rowH * 0.7));
    const who = `${seatName(p, ctx)}${p.nation ? ` (${NATION_NAMES[p.nation]})` : ''}${view.waitingFor.includes(p.seat) ? ' · to act' : ''}`;
    parts.push(text(x + rowH * 0.7 + 12, cy, who, { size, weight: highlighted ? 'bold' : 'normal', valign: 'middle', fill: NEUTRAL.ink }));
    cx = x + nameW;
    for (const c of cols) {
      parts.push(text(cx + (c.w * unit) / 2, cy, c.value(p), { size, anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
      cx += c.w * unit;
    }
    civLines.forEach((l, k) => parts.push(text(x + rowH * 0.7 + 12, top + rowH + k * civSize * 1.3 + civSize * 0.55, l, { size: civSize, valign: 'middle', fill: NEUTRAL.mutedInk })));
    top += blockH;
  });
  parts.push(rect(x, y, width, top - y, { fill: 'none', stroke: NEUTRAL.ink, strokeWidth: 1 }));
  return { svg: group(parts), height: top - y };
}

/** Cards left in the nine trade stacks (public). */
export function stacksLine(view: AcPublicView, x: number, y: number, size: number): string {
  const counts = view.stackSizes.slice(1).map((n, i) => `${i + 1}: ${n}`).join('   ');
  return text(x, y, `Trade stacks (cards left)   ${counts}`, { size, valign: 'middle', fill: NEUTRAL.ink });
}
