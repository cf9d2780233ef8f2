import type { BoardDetail } from '../../entry.ts';
import { mapGeometry } from '../data/map-geometry.ts';
import type { AcPublicView } from '../view.ts';
import { boardLayout } from './board.ts';
import { project, type MapFrame } from './frame.ts';
import { describeArea } from './info.ts';

/**
 * Every area in play on the board, for the web page: its outline on the drawing and what /civ area says of it (who
 * is there, population limit, city site and city: public in full, H). Trade cards in hand are never in it.
 */
export function boardDetails(view: AcPublicView): BoardDetail[] {
  const layout = boardLayout(view);
  const out = new Set(view.outOfPlay);
  const frames: MapFrame[] = [layout.main, ...(layout.west ? [layout.west] : [])];
  const details: BoardDetail[] = [];
  for (const [id, g] of Object.entries(mapGeometry().areas)) {
    const frame = frames.find((f) => f.board === g.board);
    if (!frame || out.has(id)) continue;
    const anchor = project(frame, g.anchor);
    if (anchor.x < frame.x || anchor.x > frame.x + frame.width || anchor.y < frame.y || anchor.y > frame.y + frame.height) continue;
    // Kept inside the frame: a board cut to the part in play has the panels right under it.
    const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
    const points = g.path.map((p) => project(frame, p)).map((p) => [clamp(p.x, frame.x, frame.x + frame.width), clamp(p.y, frame.y, frame.y + frame.height)] as const);
    const described = describeArea(view, id);
    if ('error' in described) continue;
    const [title, ...lines] = described.text.replace(/\*\*|`/g, '').split('\n');
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    details.push({ x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y, points, title: title!, lines });
  }
  return details;
}
