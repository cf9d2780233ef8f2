import { NEUTRAL, fitName, group, rect, text, token } from '../../../render/primitives.ts';
import { factionSwatch } from './faction-swatch.ts';
import type { TmPublicView } from './public-view.ts';

const BANNER_HEIGHT = 64;
const HEADER_HEIGHT = 32;
const ROW_HEIGHT = 48;
const GOLD = '#F2C14E';

interface Ranked {
  seat: number;
  rank: number;
  name: string;
  total: number;
  breakdown: Record<string, number>;
}

/** Factions by final VP; equal totals share the rank (TM-13), as in the game result. */
export function finalRanking(view: TmPublicView, seatNames: readonly string[]): Ranked[] {
  const rows = view.factions.map((f) => ({
    seat: f.seat,
    rank: 1 + view.factions.filter((o) => o.VP > f.VP).length,
    name: `${f.name} (${fitName(seatNames[f.seat] ?? f.player, { width: 170, size: 22, bold: true })})`,
    total: f.VP,
    breakdown: view.finalScores?.find((s) => s.seat === f.seat)?.breakdown ?? {},
  }));
  return rows.sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}

export function finalPanelHeight(view: TmPublicView): number {
  return view.phase === 'over' && view.finalScores ? BANNER_HEIGHT + 10 + HEADER_HEIGHT + view.factions.length * ROW_HEIGHT : 0;
}

/**
 * At the end of the game: a winner banner, then every faction's rank and total with each final-scoring
 * category (the VP from play, each cult track, the largest network, resources) in its own column.
 */
export function finalPanel(view: TmPublicView, seatNames: readonly string[], x: number, y: number, width: number): string {
  if (finalPanelHeight(view) === 0) return '';
  const ranked = finalRanking(view, seatNames);
  const winners = ranked.filter((r) => r.rank === 1);
  const parts: string[] = [
    rect(x, y, width, BANNER_HEIGHT, { fill: GOLD, rx: 6 }),
    text(x + 20, y + BANNER_HEIGHT / 2, `${winners.length > 1 ? 'Shared win' : 'Winner'}: ${winners.map((w) => w.name).join(' and ')} with ${winners[0]!.total} VP`, {
      size: 32,
      weight: 'bold',
      valign: 'middle',
      fill: NEUTRAL.ink,
    }),
  ];
  const categories = [...new Set(ranked.flatMap((r) => Object.keys(r.breakdown)))];
  const top = y + BANNER_HEIGHT + 10;
  const nameW = 430;
  const colW = Math.min(130, (width - nameW - 120) / Math.max(1, categories.length));
  const headers: [number, string][] = [[20, 'Rank'], [100, 'Faction (player)'], [nameW, 'Total'], ...categories.map((c, i): [number, string] => [nameW + 120 + i * colW, c])];
  parts.push(rect(x, top, width, HEADER_HEIGHT, { fill: NEUTRAL.ink }));
  for (const [cx, label] of headers) parts.push(text(x + cx, top + HEADER_HEIGHT / 2, label, { size: 18, weight: 'bold', valign: 'middle', fill: '#FFFFFF' }));
  ranked.forEach((r, i) => {
    const rowTop = top + HEADER_HEIGHT + i * ROW_HEIGHT;
    const mid = rowTop + ROW_HEIGHT / 2;
    const f = view.factions.find((v) => v.seat === r.seat)!;
    parts.push(rect(x, rowTop, width, ROW_HEIGHT, { fill: r.rank === 1 ? '#FFF4C2' : i % 2 === 0 ? NEUTRAL.background : NEUTRAL.board }));
    parts.push(text(x + 20, mid, `${r.rank}.`, { size: 24, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
    parts.push(token({ cx: x + 80, cy: mid, r: 16, colour: factionSwatch(f) }));
    parts.push(text(x + 104, mid, r.name, { size: 22, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
    parts.push(text(x + nameW, mid, String(r.total), { size: 26, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }));
    categories.forEach((c, j) => parts.push(text(x + nameW + 120 + j * colW, mid, String(r.breakdown[c] ?? 0), { size: 22, valign: 'middle', fill: NEUTRAL.ink })));
  });
  return group(parts);
}
