/**
 * A seat's own hand as a picture for /game view (issue 13), drawn only from view(state, seat): its trade cards grouped
 * by commodity with face and set values (28.51), the calamities it holds (29), its civilization cards with their face
 * value (14.2) and the credits they give toward the cards it lacks (31.5), and its treasury and stock. Large text, at
 * most 1000 px wide, so it reads on a phone.
 */
import { NEUTRAL, fitName, group, rect, svgDocument, text, titleBar, token } from '../../../render/primitives.ts';
import type { BoardImageContext } from '../../entry.ts';
import { calamities, civCards, civIds, commodities } from '../data/cards.ts';
import { NATION_NAMES } from '../data/nations.ts';
import { countCards } from '../rules/28-sets.ts';
import type { AcPlayerView, AcPublicView, AcSeatView } from '../view.ts';
import { NATION_COLOURS } from './colours.ts';
import { textWidth } from './text-size.ts';

const WIDTH = 1000;
const MARGIN = 24;
const ROW = 46;
const SIZE = 26;
const HEADING = 30;

interface Row {
  /** Left-hand words; `chip` draws a small square with this face value before them. */
  label: string;
  value?: string;
  chip?: string;
  chipFill?: string;
  muted?: boolean;
  bold?: boolean;
}

interface Section {
  title: string;
  rows: Row[];
}

/** The seat's own view (a public view or another seat's gives no picture). */
function isSeatView(v: AcPublicView | AcSeatView, seat: number): v is AcSeatView {
  return 'hand' in v && v.seat === seat && Array.isArray(v.hand);
}

/** 28.51: each commodity held, in stack order, with its face value and the set's value (face value × cards²). */
export function commodityRows(hand: readonly string[]): { rows: Row[]; total: number } {
  const held = [...countCards(hand)].filter(([id]) => commodities()[id]).sort(([a], [b]) => commodities()[a]!.stack - commodities()[b]!.stack || a.localeCompare(b));
  let total = 0;
  const rows = held.map(([id, n]) => {
    const c = commodities()[id]!;
    const value = c.value * n * n;
    total += value;
    return { chip: String(c.value), label: `${c.name} × ${n}${n < c.count ? ` (set of ${c.count})` : ' (full set)'}`, value: `${c.value} × ${n}² = ${value}` };
  });
  return { rows, total };
}

/** 29: calamities in the hand, in resolution order; whether each may be traded on (28.3, 29.3). */
export function calamityRows(hand: readonly string[]): Row[] {
  return hand
    .filter((id) => calamities()[id])
    .sort((a, b) => calamities()[a]!.order - calamities()[b]!.order)
    .map((id) => {
      const c = calamities()[id]!;
      return { chip: String(c.stack), chipFill: '#C0392B', label: c.name, value: c.tradable ? 'tradable' : 'not tradable' };
    });
}

/** 31.5: credit toward each card not owned, from the cards owned; with what it would cost after the credit. */
export function creditRows(owned: readonly string[]): Row[] {
  const credit = (target: string) => owned.reduce((n, c) => n + (civCards()[c]?.creditsGiven[target] ?? 0), 0);
  return civIds().filter((id) => !owned.includes(id))
    .map((id) => ({ id, credit: credit(id) }))
    .filter((x) => x.credit > 0)
    .sort((a, b) => b.credit - a.credit || civCards()[a.id]!.cost - civCards()[b.id]!.cost)
    .map(({ id, credit }) => {
      const card = civCards()[id]!;
      return { label: `${card.name}: credit ${credit}`, value: `costs ${Math.max(0, card.cost - credit)} of ${card.cost}` };
    });
}

function sections(view: AcSeatView, me: AcPlayerView): Section[] {
  const commodities = commodityRows(view.hand);
  const tradeRows = commodities.rows.length > 0 ? [...commodities.rows, { label: 'All sets together', value: String(commodities.total), bold: true }] : [{ label: 'No commodity cards', muted: true }];
  const calamities = calamityRows(view.hand);
  const owned = me.civilizationCards;
  const credits = creditRows(owned);
  return [
    { title: `Trade cards (${view.hand.length})`, rows: tradeRows },
    { title: 'Calamities you hold', rows: calamities.length > 0 ? calamities : [{ label: 'None', muted: true }] },
    {
      title: `Civilization cards (${owned.length}, face value ${me.civilizationValue})`,
      rows: owned.length > 0 ? owned.map((id) => ({ label: civCards()[id]?.name ?? id, value: `${civCards()[id]?.cost ?? 0}` })) : [{ label: 'None yet', muted: true }],
    },
    { title: 'Credits toward cards you lack', rows: credits.length > 0 ? credits : [{ label: 'None yet', muted: true }] },
  ];
}

function drawRow(row: Row, y: number): string {
  const cy = y + ROW / 2;
  const parts: string[] = [];
  let x = MARGIN;
  if (row.chip !== undefined) {
    const fill = row.chipFill ?? '#F2C94C';
    parts.push(rect(x, cy - 17, 34, 34, { fill, stroke: NEUTRAL.ink, rx: 5 }));
    parts.push(text(x + 17, cy, row.chip, { size: 22, weight: 'bold', anchor: 'middle', valign: 'middle', fill: row.chipFill ? '#FFFFFF' : NEUTRAL.ink }));
    x += 48;
  }
  const fill = row.muted ? NEUTRAL.mutedInk : NEUTRAL.ink;
  parts.push(text(x, cy, row.label, { size: SIZE, weight: row.bold ? 'bold' : 'normal', italic: row.muted, valign: 'middle', fill }));
  if (row.value !== undefined) parts.push(text(WIDTH - MARGIN, cy, row.value, { size: SIZE, weight: row.bold ? 'bold' : 'normal', anchor: 'end', valign: 'middle', fill }));
  return group(parts);
}

/**
 * The seat's private picture, or null when `seatView` is not that seat's own view (a public view, another seat's).
 * Nothing of another seat is read: their hand is not in the view, and only the seat's own public line is used.
 */
export function renderAcPrivate(seatView: AcPublicView | AcSeatView, seat: number, ctx: BoardImageContext): string | null {
  if (!isSeatView(seatView, seat)) return null;
  const me = seatView.players.find((p) => p.seat === seat);
  if (!me) return null;
  const name = fitName(ctx.seatNames[seat] ?? me.name, { width: WIDTH * 0.45, size: 76 * 0.34 });
  const nation = me.nation ? NATION_NAMES[me.nation] : 'no nation yet';
  const parts: string[] = [titleBar({ width: WIDTH, height: 76, title: `Your hand · ${nation}`, subtitle: `${name} · only you see this` })];
  if (me.nation) parts.push(token({ cx: MARGIN + textWidth(`Your hand · ${nation}`, 76 * 0.45, true) + 40, cy: 38, r: 18, colour: NATION_COLOURS[me.nation] }));
  let y = 76 + 16;
  const stats = `Treasury ${me.treasury} · stock ${me.stock} · cities in stock ${me.citiesInStock} · ships in stock ${me.shipsInStock}`;
  parts.push(rect(0, y - 6, WIDTH, ROW + 12, { fill: NEUTRAL.panel }));
  parts.push(text(MARGIN, y + ROW / 2, stats, { size: SIZE, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
  y += ROW + 22;
  for (const section of sections(seatView, me)) {
    parts.push(text(MARGIN, y + HEADING / 2, section.title, { size: HEADING, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
    y += HEADING + 14;
    for (const row of section.rows) {
      parts.push(drawRow(row, y));
      y += ROW;
    }
    y += 18;
  }
  parts.push(text(MARGIN, y + 14, `Turn ${seatView.turn}. Your cards are hidden from the other players (27.3).`, { size: 20, italic: true, valign: 'middle', fill: NEUTRAL.mutedInk }));
  y += 44;
  return svgDocument({ width: WIDTH, height: y, background: NEUTRAL.background }, parts);
}
