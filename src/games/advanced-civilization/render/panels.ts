/** Everything beside the map: title, legend, the A.S.T. with census, and each player's public holdings. */
import { NEUTRAL, circle, fitName, group, line, overlayPart, polygon, rect, text, titleBar, type NameFit, type OverlayPart } from '../../../render/primitives.ts';
import type { BoardImageContext } from '../../entry.ts';
import { ast } from '../data/ast.ts';
import { civCards } from '../data/cards.ts';
import { NATIONS, NATION_NAMES, type NationId } from '../data/nations.ts';
import type { Phase } from '../state.ts';
import type { AcPlayerView, AcPublicView } from '../view.ts';
import { MAP_INK } from './colours.ts';
import { FLOOD_PATTERN_ID } from './flood.ts';
import { drawPiece } from './pieces.ts';
import { textRow, type Span } from './text-row.ts';
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

function seatName(p: AcPlayerView, ctx: BoardImageContext, fit: NameFit): string {
  return fitName(ctx.seatNames[p.seat] ?? p.name, fit);
}

/** Title bar: `title` (the game, or a region's name), turn and phase; who is to act at the right. */
export function header(view: AcPublicView, ctx: BoardImageContext, width: number, height: number, title = 'Advanced Civilization'): string {
  const waiting = view.waitingFor.map((s) => fitName(ctx.seatNames[s] ?? `seat ${s + 1}`, { width: width * 0.2, size: height * 0.34 }));
  const status = view.phase === 'over' ? (view.endReason ?? 'Game over') : waiting.length > 0 ? `Waiting for ${waiting.length > 3 ? `${waiting.length} players` : waiting.join(', ')}` : '';
  return titleBar({ width, height, title: `${title} · Turn ${view.turn} · ${PHASE_NAMES[view.phase]}`, subtitle: status });
}

/** What each mark on the map means; items flow onto more lines as needed. */
export function legendPanel(view: AcPublicView, x: number, y: number, width: number, h: number): { svg: string; height: number } {
  const size = h * 0.62;
  // Nation letters are keyed by the A.S.T. panel (chip and name per row), so the legend explains only the marks.
  const keys: { w: number; draw: (kx: number, cy: number) => string; label: string }[] = [
    { w: h * 1.5, draw: (kx, cy) => drawPiece({ kind: 'tokens', owner: 'italy', count: 3 }, kx, cy, h), label: 'tokens (I3 = 3 of Italy)' },
    { w: h, draw: (kx, cy) => drawPiece({ kind: 'city', owner: 'italy', count: 1 }, kx, cy, h), label: 'city' },
    { w: h * 1.9, draw: (kx, cy) => drawPiece({ kind: 'ships', owner: 'italy', count: 2 }, kx, cy, h), label: 'ships' },
    { w: h * 0.8, draw: (kx, cy) => circle(kx + h * 0.4, cy, h * 0.4, { fill: '#FFFFFF', stroke: NEUTRAL.ink }) + text(kx + h * 0.4, cy, '3', { size: size, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }), label: 'population limit' },
    { w: h * 1.4, draw: (kx, cy) => rect(kx, cy - h * 0.3, h * 0.6, h * 0.6, { fill: '#1A1A1A' }) + rect(kx + h * 0.8, cy - h * 0.3, h * 0.6, h * 0.6, { fill: '#FFFFFF', stroke: '#1A1A1A' }), label: 'city site (white: floods)' },
    { w: h * 1.2, draw: (kx, cy) => rect(kx, cy - h * 0.4, h * 1.2, h * 0.8, { fill: `url(#${FLOOD_PATTERN_ID})`, stroke: MAP_INK.border }), label: 'flood plain' },
    { w: h * 0.8, draw: (kx, cy) => polygon([{ x: kx, y: cy + h * 0.35 }, { x: kx + h * 0.4, y: cy - h * 0.35 }, { x: kx + h * 0.8, y: cy + h * 0.35 }], { fill: MAP_INK.volcano }), label: 'volcano' },
    { w: h * 1.2, draw: (kx, cy) => rect(kx, cy - h * 0.4, h * 1.2, h * 0.8, { fill: 'none', stroke: '#000', strokeWidth: 3 }), label: 'changed in the last phase' },
  ];
  const parts: string[] = [];
  let line = 0;
  let kx = x + 10;
  const place = (list: typeof keys) => {
    for (const item of list) {
      const w = item.w + 6 + textWidth(item.label, size);
      if (kx + w > x + width - 6 && kx > x + 10) {
        line++;
        kx = x + 10;
      }
      const cy = y + h * (0.7 + line * 1.15);
      parts.push(item.draw(kx, cy));
      parts.push(text(kx + item.w + 6, cy, item.label, { size, valign: 'middle', fill: NEUTRAL.ink }));
      kx += w + h * 0.8;
    }
  };
  place(keys);
  const height = h * (1.4 + line * 1.15);
  return { svg: rect(x, y, width, height, { fill: NEUTRAL.panel }) + group(parts), height };
}

function epochOf(nation: NationId, position: number): number {
  const starts = ast().tracksByNation[nation]?.epochStart ?? {};
  let epoch = 0;
  ast().epochs.forEach((e, i) => {
    const s = starts[e.id];
    if (s !== undefined && position >= s) epoch = i;
  });
  return epoch;
}

const EPOCH_SHADES = ['#E7E2D6', '#D9C9A3', '#C9AE7A', '#A9B7C4', '#8AA0B6'];

/**
 * The A.S.T.: one row per nation in play, squares shaded by epoch, the marker on the nation's square; census beside it.
 * One part per row: a move changes one nation's census or position at a time.
 */
export function astPanel(view: AcPublicView, x: number, y: number, width: number, rowH: number): { parts: OverlayPart[]; height: number } {
  const players = view.players.filter((p) => p.nation).sort((a, b) => NATIONS.indexOf(a.nation!) - NATIONS.indexOf(b.nation!));
  const size = rowH * 0.55;
  const nameW = rowH * 4.2;
  const censusW = rowH * 3.2;
  const cells = ast().finishPosition + 1;
  const cellW = (width - nameW - censusW) / cells;
  const row = (top: number, svg: string) => overlayPart(svg, [x, top, x + width, top + rowH], 2);
  const heading: Span[] = [{ x, content: 'A.S.T. (epochs shaded)', weight: 'bold' }];
  for (let c = 0; c < cells; c++) heading.push({ x: x + nameW + (c + 0.5) * cellW, content: String(c), anchor: 'middle', size: size * 0.8, fill: NEUTRAL.mutedInk });
  heading.push({ x: x + width - censusW / 2, content: 'Census', anchor: 'middle', weight: 'bold' });
  const parts: OverlayPart[] = [row(y, textRow(y + rowH * 0.5, size, NEUTRAL.ink, heading))];
  players.forEach((p, i) => {
    const nation = p.nation!;
    const top = y + rowH * (i + 1);
    const cy = top + rowH / 2;
    const svg: string[] = [drawPiece({ kind: 'tokens', owner: nation, count: 0 }, x, cy, rowH * 0.75)];
    for (let c = 0; c < cells; c++) {
      svg.push(rect(x + nameW + c * cellW, top + 1, cellW - 1, rowH - 2, { fill: EPOCH_SHADES[epochOf(nation, c)] }));
    }
    const mx = x + nameW + Math.min(p.ast, cells - 1) * cellW;
    svg.push(drawPiece({ kind: 'city', owner: nation, count: 1 }, mx + (cellW - rowH * 0.8) / 2, cy, rowH * 0.8));
    svg.push(textRow(cy, size, NEUTRAL.ink, [{ x: x + rowH, content: NATION_NAMES[nation] }, { x: x + width - censusW / 2, content: String(p.census), anchor: 'middle', weight: 'bold', size: size * 1.1 }]));
    parts.push(row(top, group(svg)));
  });
  const height = rowH * (players.length + 1);
  parts.push(overlayPart(line(x, y + height + 2, x + width, y + height + 2, { stroke: NEUTRAL.gridLine }), [x, y + height + 2, x + width, y + height + 2], 2));
  return { parts, height: height + 6 };
}

/** Civilization card names, shortened to fit: "Drama and Poetry" stays whole when room allows. */
export function civList(p: AcPlayerView): string {
  if (p.civilizationCards.length === 0) return 'Civ. cards: none';
  return p.civilizationCards.map((id) => civCards()[id]?.name ?? id).join(', ');
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

/** Each player's public holdings: treasury, stock, cities, ships, trade-card count, civilization cards and their value; one part per player. */
export function playersPanel(view: AcPublicView, ctx: BoardImageContext, x: number, y: number, width: number, rowH: number): { parts: OverlayPart[]; height: number } {
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
  const centres: number[] = [];
  let cx = x + nameW;
  for (const c of cols) {
    centres.push(cx + (c.w * unit) / 2);
    cx += c.w * unit;
  }
  const block = (top: number, height: number, svg: string) => overlayPart(svg, [x, top, x + width, top + height], 1);
  const heading: Span[] = [{ x: x + 8, content: 'Player' }, ...cols.map((c, i) => ({ x: centres[i]!, content: c.header, anchor: 'middle' as const, size: size * 0.9 }))];
  const parts: OverlayPart[] = [block(y, rowH, rect(x, y, width, rowH, { fill: NEUTRAL.ink }) + textRow(y + rowH / 2, size, '#FFFFFF', heading, 'bold'))];
  let top = y + rowH;
  const civSize = size * 0.85;
  view.players.forEach((p, i) => {
    const civLines = wrap(civList(p), civSize, width - rowH - 16);
    const blockH = rowH + civLines.length * civSize * 1.3 + 4;
    const highlighted = ctx.lastSeat === p.seat;
    const svg: string[] = [rect(x, top, width, blockH, { fill: i % 2 === 0 ? NEUTRAL.background : NEUTRAL.board })];
    if (highlighted) svg.push(rect(x + 1, top + 1, width - 2, blockH - 2, { fill: 'none', stroke: '#000', strokeWidth: 2.5 }));
    const cy = top + rowH / 2;
    if (p.nation) svg.push(drawPiece({ kind: 'city', owner: p.nation, count: 1 }, x + 6, cy, rowH * 0.7));
    const rest = `${p.nation ? ` (${NATION_NAMES[p.nation]})` : ''}${view.waitingFor.includes(p.seat) ? ' · to act' : ''}`;
    const who = `${seatName(p, ctx, { width: nameW - rowH * 0.7 - 16 - textWidth(rest, size, highlighted), size, bold: highlighted })}${rest}`;
    const cells: Span[] = [{ x: x + rowH * 0.7 + 12, content: who, weight: highlighted ? 'bold' : 'normal' }, ...cols.map((c, k) => ({ x: centres[k]!, content: c.value(p), anchor: 'middle' as const }))];
    svg.push(textRow(cy, size, NEUTRAL.ink, cells));
    civLines.forEach((l, k) => svg.push(text(x + rowH * 0.7 + 12, top + rowH + k * civSize * 1.3 + civSize * 0.55, l, { size: civSize, valign: 'middle', fill: NEUTRAL.mutedInk })));
    parts.push(block(top, blockH, group(svg)));
    top += blockH;
  });
  parts.push(overlayPart(rect(x, y, width, top - y, { fill: 'none', stroke: NEUTRAL.ink, strokeWidth: 1 }), [x, y, x + width, top], 2));
  return { parts, height: top - y };
}

/** Cards left in the nine trade stacks (public), on one line of `width`. */
export function stacksLine(view: AcPublicView, x: number, y: number, width: number, size: number): OverlayPart {
  const counts = view.stackSizes.slice(1).map((n, i) => `${i + 1}: ${n}`).join('   ');
  return overlayPart(text(x, y, `Trade stacks (cards left)   ${counts}`, { size, valign: 'middle', fill: NEUTRAL.ink }), [x, y - size, x + width, y + size], 2);
}
