import type { BoardDetail, BoardImageContext } from '../../entry.ts';
import { hexCenter } from '../../../render/primitives.ts';
import { layoutMap } from './map-layout.ts';
import { factionOfSeat, type TmPublicView } from './public-view.ts';
import { MAP_BOX } from './render-board.ts';

const BUILDING_NAMES: Readonly<Record<string, string>> = { D: 'Dwelling', TP: 'Trading house', TE: 'Temple', SH: 'Stronghold', SA: 'Sanctuary' };
/** TM-2.1.7: what a building counts for in leech offers (TM-8.2) and towns (TM-10.1). */
const POWER_VALUE: Readonly<Record<string, number>> = { D: 1, TP: 2, TE: 2, SH: 3, SA: 3 };

/** What is on each hex of the map, for the web page: terrain, building and its owner, town, bridges (TM-16: all public). */
export function boardDetails(view: TmPublicView, ctx: BoardImageContext): BoardDetail[] {
  const layout = layoutMap(view.map, MAP_BOX);
  const { size } = layout.grid;
  const terrain = view.terrain as Record<string, string | undefined>;
  const towns = new Set([...view.towns, ...view.riverTowns]);
  const details: BoardDetail[] = [];
  for (const cell of layout.cells) {
    const c = hexCenter(layout.grid, cell.row, cell.col);
    const lines: string[] = [];
    const kind = cell.river ? 'River' : capital(terrain[cell.id] ?? 'unknown');
    const piece = view.buildings[cell.id];
    if (piece) {
      const faction = factionOfSeat(view, piece.seat);
      const owner = `${faction?.name ?? `Seat ${piece.seat + 1}`} (${ctx.seatNames[piece.seat] ?? `Seat ${piece.seat + 1}`})`;
      lines.push(`${BUILDING_NAMES[piece.type] ?? piece.type} of ${owner}`);
      const power = POWER_VALUE[piece.type];
      if (power !== undefined) lines.push(`Power value ${power} for leech offers and towns (TM-2.1.7).`);
    } else {
      lines.push(cell.river ? 'River: no building; shipping crosses it (TM-9.2).' : 'Empty');
    }
    if (towns.has(cell.id)) lines.push('Part of a town (TM-10).');
    const bridges = view.bridges.filter((b) => b.a === cell.id || b.b === cell.id).map((b) => `Bridge to ${b.a === cell.id ? b.b : b.a} (${factionOfSeat(view, b.seat)?.name ?? `seat ${b.seat + 1}`})`);
    lines.push(...bridges);
    details.push({ x: c.x - size * 0.8, y: c.y - size * 0.8, width: size * 1.6, height: size * 1.6, shape: 'circle', title: `${cell.id} · ${kind}`, lines });
  }
  return details;
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
