import { NEUTRAL, fitName, group, rect, text, token, type TextStyle } from '../../../render/primitives.ts';
import { factionSwatch } from './faction-swatch.ts';
import { formatIncome, regularIncome } from './income.ts';
import type { TmFactionView, TmPublicView } from './public-view.ts';
import { fitItems } from './text-fit.ts';
import { BONUS_TEXT, FAVOR_TEXT } from './tile-text.ts';

export const PLAYER_ROW_HEIGHT = 64;
const HEADER_HEIGHT = 30;
const LINE1 = 22;
const LINE2 = 46;

/** Column left edges, relative to the panel. */
const COL = { swatch: 0, name: 56, vp: 310, resources: 400, levels: 600, bonus: 770, income: 920, favors: 1130 } as const;

/** Seats at the table, including those still choosing a faction. */
function seatCount(view: TmPublicView, seatNames: readonly string[]): number {
  return Math.max(seatNames.length, ...view.factions.map((f) => f.seat + 1));
}

export function playerPanelHeight(view: TmPublicView, seatNames: readonly string[]): number {
  return HEADER_HEIGHT + seatCount(view, seatNames) * PLAYER_ROW_HEIGHT;
}

/** Favor tiles then town tiles on two lines, in the largest font that fits (a player can hold a dozen tiles by the end). */
function tileLines(f: TmFactionView, width: number): { lines: string[]; size: number } {
  const items = [...f.favors.map((id) => FAVOR_TEXT[id]), ...f.towns];
  if (items.length === 0) return { lines: ['—'], size: 16 };
  return fitItems(items, width, 2, [16, 14, 12, 11]);
}

/** The seat choosing a faction now: the active one, or in turn order the first seat without a faction (TM-3.2). */
function chooser(view: TmPublicView): number | undefined {
  if (view.active !== null) return view.active;
  if (view.phase !== 'factions') return undefined;
  const taken = new Set(view.factions.map((f) => f.seat));
  for (let seat = 0; ; seat++) if (!taken.has(seat)) return seat;
}

function statusOf(view: TmPublicView, f: TmFactionView | undefined, seat: number): string {
  // Factions are chosen one seat at a time: only the seat at its turn is choosing, the others wait.
  if (!f) return chooser(view) === seat ? 'choosing a faction' : 'waits to choose a faction';
  if (f.dropped) return 'left the game';
  // The final ranking has its own panel with a winner banner; here only the winner is named.
  if (view.phase === 'over') return 1 + view.factions.filter((o) => o.VP > f.VP).length === 1 ? 'winner' : '';
  const offer = view.leechOffers.some((l) => l.to === seat) ? 'power offer open' : '';
  const turn = view.active === seat ? 'to act' : f.passed ? 'passed' : '';
  return [turn, offer].filter((t) => t !== '').join(', ');
}

/**
 * One row per seat (TM-2): faction and player, VP, coins / workers / priests, power bowls I/II/III,
 * shipping and digging levels, keys and towns, bonus card, regular income, favor tiles.
 */
export function playerPanel(view: TmPublicView, seatNames: readonly string[], x: number, y: number, width: number, lastSeat: number | undefined): string {
  const seats = seatCount(view, seatNames);
  const parts: string[] = [rect(x, y, width, HEADER_HEIGHT, { fill: NEUTRAL.ink })];
  const head: TextStyle = { size: 15, weight: 'bold', valign: 'middle', fill: '#FFFFFF' };
  const headers: Array<[number, string]> = [
    [COL.name, 'Faction / player'], [COL.vp, 'VP'], [COL.resources, 'Resources · power'], [COL.levels, 'Levels · keys'],
    [COL.bonus, 'Bonus card'], [COL.income, 'Income · buildings'], [COL.favors, 'Favor and town tiles'],
  ];
  for (const [cx, label] of headers) parts.push(text(x + cx + 4, y + HEADER_HEIGHT / 2, label, head));

  for (let seat = 0; seat < seats; seat++) {
    const top = y + HEADER_HEIGHT + seat * PLAYER_ROW_HEIGHT;
    const f = view.factions.find((v) => v.seat === seat);
    const name = seatNames[seat] ?? f?.player ?? `Seat ${seat + 1}`;
    const active = view.active === seat && view.phase !== 'over';
    parts.push(rect(x, top, width, PLAYER_ROW_HEIGHT, { fill: active ? '#FFF4C2' : seat % 2 === 0 ? NEUTRAL.background : NEUTRAL.board }));
    if (active) parts.push(rect(x, top, 8, PLAYER_ROW_HEIGHT, { fill: NEUTRAL.ink }));
    const at = (col: number, line: number, value: string, style?: TextStyle): string =>
      text(x + col + 4, top + line, value, { size: 18, valign: 'middle', fill: NEUTRAL.ink, ...style });

    const status = statusOf(view, f, seat);
    const lastTag = lastSeat === seat ? 'last move' : '';
    const tags = [status, lastTag].filter((t) => t !== '').join(' · ');
    parts.push(at(COL.name, LINE1, f ? f.name : '—', { size: 21, weight: 'bold' }));
    parts.push(at(COL.name, LINE2, fitName(name, { width: 260, size: 16 }) + (tags ? `  (${tags})` : ''), { size: 16 }));
    if (!f) continue;
    parts.push(token({ cx: x + COL.swatch + 32, cy: top + PLAYER_ROW_HEIGHT / 2, r: 22, colour: factionSwatch(f) }));
    parts.push(text(x + COL.vp + 40, top + PLAYER_ROW_HEIGHT / 2, String(f.VP), { size: 30, weight: 'bold', anchor: 'middle', valign: 'middle', fill: NEUTRAL.ink }));
    parts.push(at(COL.resources, LINE1, `${f.C} C   ${f.W} W   ${f.P} P`, { weight: 'bold' }));
    parts.push(at(COL.resources, LINE2, `Power ${f.power[0]} / ${f.power[1]} / ${f.power[2]}`));
    parts.push(at(COL.levels, LINE1, `Ship ${f.shipping}  Dig ${f.digging}`));
    parts.push(at(COL.levels, LINE2, `Keys ${f.keys}  Towns ${f.towns.length}`, { size: 16 }));
    parts.push(at(COL.bonus, LINE1, f.bonus ?? '—', { weight: 'bold' }));
    parts.push(at(COL.bonus, LINE2, f.bonus ? BONUS_TEXT[f.bonus].join(', ') : '', { size: 14 }));
    parts.push(at(COL.income, LINE1, `+ ${formatIncome(regularIncome(f))}`, { weight: 'bold' }));
    const b = f.built;
    parts.push(at(COL.income, LINE2, `D${b.D} TP${b.TP} TE${b.TE} SH${b.SH} SA${b.SA}`, { size: 16 }));
    const tiles = tileLines(f, width - COL.favors - 12);
    tiles.lines.forEach((lineText, k) => parts.push(at(COL.favors, k === 0 ? LINE1 : LINE2, lineText, { size: tiles.size })));
  }
  parts.push(rect(x, y, width, HEADER_HEIGHT + seats * PLAYER_ROW_HEIGHT, { fill: 'none', stroke: NEUTRAL.ink, strokeWidth: 1 }));
  return group(parts);
}
