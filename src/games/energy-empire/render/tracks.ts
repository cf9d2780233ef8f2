import { NEUTRAL, group, line, rect, text, token } from '../../../render/primitives.ts';
import { eeBoard, eeUnTrack } from '../data/index.ts';
import type { EePublicView } from '../view.ts';
import { fit } from './text-fit.ts';
import { DIE_LABELS, agendaName, seatColour } from './view-data.ts';

export const TRACKS_WIDTH = 470;
const MODIFIER_LABELS: Record<string, string> = { oilBuyPriceDelta: 'oil buy price' };
const SIZE = { head: 22, body: 18 };

function heading(x: number, y: number, label: string): string {
  return text(x, y, label, { size: SIZE.head, weight: 'bold', fill: NEUTRAL.ink });
}

/** Global Impact track (EE-11): tokens left per space and the oil price printed under each; the prices now. */
function giTrack(view: EePublicView, x: number, y: number): string {
  const cell = 74;
  const parts = [heading(x, y + 20, 'Global Impact track'), text(x + TRACKS_WIDTH, y + 20, `oil: buy $${view.track.oilBuyPrice} · sell $${view.track.oilPrice}`, { size: SIZE.body, anchor: 'end', weight: 'bold', fill: NEUTRAL.ink })];
  view.track.tokens.forEach((n, i) => {
    const cx = x + i * (cell + 4);
    const empty = n === 0;
    parts.push(rect(cx, y + 32, cell, 58, { fill: empty ? '#FFFFFF' : '#5B5B5B', stroke: NEUTRAL.gridLine, strokeWidth: 1.5, rx: 6 }));
    parts.push(text(cx + cell / 2, y + 61, empty ? '0' : `${n}`, { size: SIZE.body, anchor: 'middle', valign: 'middle', weight: 'bold', fill: empty ? NEUTRAL.mutedInk : '#FFFFFF' }));
    parts.push(text(cx + cell / 2, y + 112, `$${eeBoard().globalImpactTrack.oilPriceBySpace[i] ?? eeBoard().globalImpactTrack.oilPriceWhenEmpty}`, { size: 16, anchor: 'middle', fill: NEUTRAL.ink }));
  });
  return group(parts);
}

/** The Global Impact card row: face-down cards by era, face-up and discarded cards by name. */
function giCards(view: EePublicView, x: number, y: number): string {
  const parts = [heading(x, y + 20, 'Global Impact cards')];
  view.globalImpacts.forEach((g, i) => {
    const ty = y + 48 + i * 27;
    const label = g.card === null ? `${g.era} era, face down` : g.status === 'up' ? `IN FORCE: ${g.card.name} (${g.card.rowScoring}, ${g.card.marketReset} reset)` : `done: ${g.card.name}`;
    parts.push(text(x, ty, `${g.position}.`, { size: SIZE.body, weight: 'bold', fill: NEUTRAL.ink }));
    parts.push(text(x + 28, ty, fit(label, TRACKS_WIDTH - 28, 17, 1)[0]!, { size: 17, fill: g.status === 'discarded' ? NEUTRAL.mutedInk : NEUTRAL.ink, weight: g.status === 'up' ? 'bold' : 'normal' }));
  });
  const mods = view.modifiers.map((m) => `${MODIFIER_LABELS[m.kind] ?? m.kind} ${m.value > 0 ? '+' : ''}${m.value}`);
  if (mods.length > 0) parts.push(text(x, y + 48 + 6 * 27, `In force: ${mods.join(', ')}`, { size: 16, fill: NEUTRAL.ink }));
  return group(parts);
}

/** The UN track (EE-8): its VP per space and each player's marker. */
function unTrack(view: EePublicView, x: number, y: number): string {
  const cell = 45;
  const parts = [heading(x, y + 20, 'United Nations track')];
  eeUnTrack().vp.forEach((vp, i) => {
    const cx = x + i * (cell + 2);
    parts.push(rect(cx, y + 30, cell, 34, { fill: '#DCE6F0', stroke: NEUTRAL.gridLine, strokeWidth: 1, rx: 4 }));
    parts.push(text(cx + cell / 2, y + 47, `${vp}`, { size: 17, anchor: 'middle', valign: 'middle', weight: 'bold', fill: NEUTRAL.ink }));
    view.players
      .filter((p) => Math.min(p.un, eeUnTrack().vp.length - 1) === i)
      .forEach((p, k) => parts.push(token({ cx: cx + cell / 2, cy: y + 84 + k * 26, r: 12, colour: seatColour(p.seat), patterned: true })));
  });
  parts.push(text(x + TRACKS_WIDTH, y + 20, `leader +${eeUnTrack().leaderBonus} VP`, { size: 16, anchor: 'end', fill: NEUTRAL.mutedInk }));
  return group(parts);
}

export function unTrackHeight(view: EePublicView): number {
  const crowd = Math.max(1, ...eeUnTrack().vp.map((_, i) => view.players.filter((p) => Math.min(p.un, eeUnTrack().vp.length - 1) === i).length));
  return 84 + crowd * 26;
}

/** Face-up agendas (public by nature), the agenda deck and the dice supply. */
function agendasAndDice(view: EePublicView, x: number, y: number): string {
  const shown = view.agendaDisplay.map((a) => (a === null ? '(empty)' : agendaName(a)));
  const supply = Object.entries(view.diceSupply).map(([d, n]) => `${DIE_LABELS[d as keyof typeof DIE_LABELS]} ${n}`);
  return group([
    heading(x, y + 20, 'Agenda display'),
    text(x, y + 46, shown.join(' · '), { size: SIZE.body, fill: NEUTRAL.ink }),
    text(x, y + 70, `agenda deck: ${view.agendaDeck}`, { size: 16, fill: NEUTRAL.mutedInk }),
    heading(x, y + 104, 'Dice supply'),
    text(x, y + 130, supply.slice(0, 3).join(' · '), { size: SIZE.body, fill: NEUTRAL.ink }),
    text(x, y + 154, supply.slice(3).join(' · '), { size: SIZE.body, fill: NEUTRAL.ink }),
  ]);
}

/** The right-hand column: track with oil prices, Global Impact cards, UN track, agendas on display, dice supply. */
export function renderTracks(view: EePublicView, x: number, y: number): { svg: string; height: number } {
  const cardsTop = y + 126;
  const unTop = cardsTop + 48 + 6 * 27 + 10;
  const agendaTop = unTop + unTrackHeight(view) + 8;
  return {
    svg: group([giTrack(view, x, y), giCards(view, x, cardsTop), unTrack(view, x, unTop), agendasAndDice(view, x, agendaTop), line(x - 12, y, x - 12, agendaTop + 160, { stroke: NEUTRAL.gridLine, strokeWidth: 1 })]),
    height: agendaTop + 166 - y,
  };
}
