import { patternDefs, svgDocument } from '../../../render/primitives.ts';
import type { BoardImageContext, CardMap, CardScore } from '../../entry.ts';
import { lastMoveMarks } from './last-move.ts';
import { LOCATIONS_HEIGHT, LOCATIONS_WIDTH, locationFrame, renderLocations } from './locations.ts';
import { asEeView, seatColour, seatName } from './view-data.ts';

const PAD = 8;
const AROUND = { x: 70, y: 50 };

/** The 13 locations as the card's map, zoomed on the location of the last placement or of the Work turn under way (the whole board otherwise). */
export function turnCardMap(publicView: unknown, ctx: BoardImageContext): CardMap {
  const view = asEeView(publicView);
  const marks = lastMoveMarks(ctx.lastMove);
  const width = LOCATIONS_WIDTH + 2 * PAD;
  const height = LOCATIONS_HEIGHT + 2 * PAD;
  const svg = svgDocument({ width, height, background: '#FFFFFF', defs: patternDefs() }, renderLocations(view, PAD, PAD, marks.location));
  // After the placement, the rest of that Work turn (activations, market purchases) still happens there.
  const working = /^work:([^:]+):/.exec(view.stage)?.[1] ?? null;
  const focusOn = marks.location ?? working;
  const frame = focusOn === null ? null : locationFrame(view, focusOn, PAD, PAD);
  if (!frame) return { svg, focus: { x: 0, y: 0, width, height } };
  // The location with a margin of its neighbours, kept inside the map.
  const w = frame.width + 2 * AROUND.x;
  const h = frame.height + 2 * AROUND.y;
  const x = Math.min(Math.max(0, frame.x - AROUND.x), width - w);
  const y = Math.min(Math.max(0, frame.y - AROUND.y), height - h);
  return { svg, focus: { x, y, width: w, height: h } };
}

/** Each player in seat order with the VP scored so far (agendas, structures and the rest count at the end, EE-15). */
export function turnCardScores(publicView: unknown, ctx: BoardImageContext): CardScore[] {
  const view = asEeView(publicView);
  return view.players.map((p) => ({ seat: p.seat, name: seatName(view, p.seat, ctx.seatNames), score: `${p.vp} VP · UN ${p.un}`, colour: seatColour(p.seat).fill }));
}
