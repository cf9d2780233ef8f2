import { fitName, group, NEUTRAL, rect, table, text, type NameFit, type TableColumn } from '../../../render/primitives.ts';
import { pieceColour } from './colours.ts';
import { LABELS } from './labels.ts';
import { fitText } from './text-fit.ts';
import type { BoardView } from './view-data.ts';

const BANNER_H = 60;
const ROW_H = 40;
const GOLD = '#F2C14E';

export function finalPanelHeight(view: BoardView): number {
  if (!view.final) return 0;
  return 12 + BANNER_H + 10 + (view.final.length + 1) * ROW_H + (view.bot?.lastMove ? 34 : 0);
}

function nameOf(entry: NonNullable<BoardView['final']>[number], seatNames: readonly string[], fit: NameFit): string {
  if (entry.kind === 'bot') return /\bbot\b/i.test(entry.name) ? entry.name : `${entry.name} (${LABELS.botTag})`;
  return fitName((entry.seat !== null ? seatNames[entry.seat] : undefined) ?? entry.name, fit);
}

/**
 * At the end (CE-12): a winner banner, then every participant, the bot ranked with the others, with its
 * rank, total and the VP of each category; then the bot's last move.
 */
export function renderFinalPanel(view: BoardView, seatNames: readonly string[], x: number, y: number, width: number): string {
  const final = view.final;
  if (!final) return '';
  const winner = final[0]!;
  const parts: string[] = [
    rect(x, y + 12, width, BANNER_H, { fill: GOLD, rx: 6 }),
    text(x + 18, y + 12 + BANNER_H / 2, fitText(LABELS.winner(nameOf(winner, seatNames, { width: 420, size: 30, bold: true }), winner.total), width - 36, 30), { size: 30, weight: 'bold', valign: 'middle', fill: NEUTRAL.ink }),
  ];
  const categories = Object.keys(winner.breakdown);
  const nameW = 420;
  const catW = (width - nameW - 120) / categories.length;
  const columns: TableColumn[] = [
    { header: LABELS.finalColumns.participant, width: nameW },
    { header: LABELS.finalColumns.total, width: 120, align: 'middle' },
    ...categories.map((c) => ({ header: c, width: catW, align: 'middle' as const })),
  ];
  const rows = final.map((f) => ({
    cells: [`${f.rank}. ${nameOf(f, seatNames, { width: nameW - 100, size: 20, bold: f.rank === 1 })}`, String(f.total), ...categories.map((c) => String(f.breakdown[c as keyof typeof f.breakdown] ?? 0))],
    colour: pieceColour(f.colour),
    bold: f.rank === 1,
  }));
  const tableTop = y + 12 + BANNER_H + 10;
  parts.push(table({ x, y: tableTop, columns, rows, rowHeight: ROW_H, size: 20 }));
  if (view.bot?.lastMove) {
    parts.push(text(x, tableTop + (final.length + 1) * ROW_H + 22, fitText(LABELS.botLastMove(view.bot.lastMove), width, 18), { size: 18, valign: 'middle', fill: NEUTRAL.ink }));
  }
  return group(parts);
}
