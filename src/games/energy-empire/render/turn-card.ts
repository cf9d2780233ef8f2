import { patternDefs, svgDocument } from '../../../render/primitives.ts';
import type { BoardImageContext, CardMap, CardScore } from '../../entry.ts';
import { lastMoveMarks, turnStepsText } from './last-move.ts';
import { LOCATIONS_HEIGHT, LOCATIONS_WIDTH, locationFrame, renderLocations } from './locations.ts';
import { playerPanelMap } from '../../../render/player-panel-card.ts';
import type { EePlayerView, EePublicView } from '../view.ts';
import { RESOURCE_LABELS, nationName, seatColour, seatName } from './view-data.ts';

const PAD = 8;
const AROUND = { x: 70, y: 50 };

/** The 13 locations as the card's map, zoomed on the location of the last placement or of the Work turn under way (the whole board otherwise). */
export function turnCardMap(view: EePublicView, ctx: BoardImageContext): CardMap {
  const marks = lastMoveMarks(ctx.lastMove);
  const width = LOCATIONS_WIDTH + 2 * PAD;
  const height = LOCATIONS_HEIGHT + 2 * PAD;
  const svg = svgDocument({ width, height, background: '#FFFFFF', defs: patternDefs() }, renderLocations(view, PAD, PAD, marks.location));
  // After the placement, the rest of that Work turn (activations, market purchases) still happens there.
  const working = /^work:([^:]+):/.exec(view.stage)?.[1] ?? null;
  const focusOn = marks.location ?? working;
  const frame = focusOn === null ? null : locationFrame(view, focusOn, PAD, PAD);
  if (!frame) {
    // A move at no location (a Generate turn, a choice, a purchase after the turn): the mover's panel instead.
    const mover = ctx.lastSeat === undefined ? undefined : view.players[ctx.lastSeat];
    return mover ? moverPanel(view, mover, ctx) : { svg, focus: { x: 0, y: 0, width, height } };
  }
  // The location with a margin of its neighbours, kept inside the map.
  const w = frame.width + 2 * AROUND.x;
  const h = frame.height + 2 * AROUND.y;
  const x = Math.min(Math.max(0, frame.x - AROUND.x), width - w);
  const y = Math.min(Math.max(0, frame.y - AROUND.y), height - h);
  // The location itself, its name and every stack on it, is always shown whole.
  const place = { x: frame.x - 4, y: frame.y - 4, width: frame.width + 8, height: frame.height + 8 };
  return { svg, focus: { x, y, width: w, height: h }, places: [place] };
}

/** The mover's holdings as the board's player panel shows them, in the card's text size. */
function moverPanel(view: EePublicView, p: EePlayerView, ctx: BoardImageContext): CardMap {
  const res = (Object.keys(RESOURCE_LABELS) as (keyof typeof RESOURCE_LABELS)[]).map((r) => (r === 'money' ? `$${p.resources.money}` : `${RESOURCE_LABELS[r]} ${p.resources[r]}`));
  return playerPanelMap({
    name: `${seatName(view, p.seat, ctx.seatNames)}${p.nation ? ` · ${nationName(p.nation)}` : ''}`,
    colour: seatColour(p.seat).fill,
    lines: [`${p.vp} VP · UN ${p.un}`, res.slice(0, 3).join(' · '), res.slice(3).join(' · '), `Workers ${p.workers.onMat}/${p.workers.owned} · energy ${p.energy.onMat} (${p.energy.inPlay} out)`, `Structures: ${p.structures.map((st) => st.name).join(', ') || 'none'}`],
  });
}

/** Each player in seat order with the VP scored so far (agendas, structures and the rest count at the end, EE-15). */
export function turnCardScores(view: EePublicView, ctx: BoardImageContext): CardScore[] {
  return view.players.map((p) => ({ seat: p.seat, name: seatName(view, p.seat, ctx.seatNames), score: `${p.vp} VP · UN ${p.un}`, colour: seatColour(p.seat).fill }));
}

/**
 * The whole turn the last move belongs to, every step of it in public notation (a placement or Generate, purchases,
 * trades, activations, answers, the end; turnStepsText), when it has more than one; null otherwise: the last move's own words then
 * (also when the last move was not a step of that turn, such as another seat's answer or a discard).
 */
export function turnCardLastMove(view: EePublicView, ctx: BoardImageContext): string | null {
  const turn = view.lastTurn;
  const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
  if (!turn || turn.seat !== ctx.lastSeat || !same(turn.steps.at(-1), ctx.lastMove) || turn.steps.length < 2) return null;
  return turnStepsText(turn.steps);
}
