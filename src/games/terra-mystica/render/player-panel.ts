import { NEUTRAL, group, rect, text, token, type TextStyle } from '../../../render/primitives.ts';
import { factionSwatch } from './faction-swatch.ts';
import { formatIncome, regularIncome } from './income.ts';
import type { TmFactionView, TmPublicView } from './public-view.ts';
import { BONUS_TEXT, FAVOR_TEXT } from './tile-text.ts';

export const PLAYER_ROW_HEIGHT = 64;
const HEADER_HEIGHT = 30;
const LINE1 = 22;
const LINE2 = 46;

/** Column left edges, relative to the panel. */
const COL = { swatch: 0, name: 56, vp: 310, resources: 400, levels: 600, bonus: 770, income: 920, favors: 1130 } as const;

export function playerPanelHeight(seats: number): number {
  return HEADER_HEIGHT + seats * PLAYER_ROW_HEIGHT;
}

function clip(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** Favor tiles then town tiles, wrapped greedily onto two lines of at most `perLine` characters. */
function tileLines(f: TmFactionView, perLine: number): [string, string] {
  const items = [...f.favors.map((id) => FAVOR_TEXT[id]), ...f.towns];
  const lines: [string[], string[]] = [[], []];
  let line = 0;
  for (const item of items) {
    const current = lines[line === 0 ? 0 : 1];
    if (line === 0 && [...current, item].join(' · ').length > perLine) line = 1;
    lines[line === 0 ? 0 : 1].push(item);
  }
  return [lines[0].join(' · ') || '—', lines[1].join(' · ')];
}

function statusOf(view: TmPublicView, f: TmFactionView | undefined, seat: number): string {
  if (!f) return 'choosing a faction';
  if (f.dropped) return 'left the game';
  if (view.phase === 'over') return '';
  if (view.active === seat) return 'to act';
  if (f.passed) return 'passed';
  return '';
}

/**
 * One row per seat (TM-2): faction and player, VP, coins / workers / priests, power bowls I/II/III,
 * shipping and digging levels, keys and towns, bonus card, regular income, favor tiles.
 */
export function playerPanel(view: TmPublicView, seatNames: readonly string[], x: number, y: number, width: number, lastSeat: number | undefined): string {
  const seats = Math.max(seatNames.length, ...view.factions.map((f) => f.seat + 1));
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
    parts.push(at(COL.name, LINE2, clip(name, 22) + (tags ? `  (${tags})` : ''), { size: 16 }));
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
    // About 8.3 px per character at 16 px: the column is 430 px wide.
    const [tiles1, tiles2] = tileLines(f, 50);
    parts.push(at(COL.favors, LINE1, tiles1, { size: 16 }));
    parts.push(at(COL.favors, LINE2, tiles2, { size: 16 }));
  }
  parts.push(rect(x, y, width, HEADER_HEIGHT + seats * PLAYER_ROW_HEIGHT, { fill: 'none', stroke: NEUTRAL.ink, strokeWidth: 1 }));
  return group(parts);
}
