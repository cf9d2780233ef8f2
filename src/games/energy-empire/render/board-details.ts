import type { BoardDetail, BoardImageContext } from '../../entry.ts';
import { locationData, structureData } from '../rules/lookup.ts';
import type { EePublicView } from '../view.ts';
import { boardLayout } from './board.ts';
import { locationFrame } from './locations.ts';
import { slotFrame } from './markets.ts';
import { RESOURCE_LABELS, seatName } from './view-data.ts';

/**
 * What is on each location and market card of the board, for the web page, from the public view: a location's cost,
 * worker stacks and Global Impact pieces (EE-2.2, EE-5, EE-6); a card's cost, VP and effect (EE-2.7, EE-12). Agendas
 * held face down are never in it.
 */
export function boardDetails(view: EePublicView, ctx: BoardImageContext): BoardDetail[] {
  const { topY, marketsY, margin, width } = boardLayout(view, ctx.seatNames);
  const details: BoardDetail[] = [];
  for (const loc of view.locations) {
    const frame = locationFrame(view, loc.id, margin, topY);
    if (!frame) continue;
    const data = locationData(loc.id);
    const lines = [`${capital(loc.type)} location (EE-2.2)${data.cost ? ` · costs ${amounts(data.cost)}` : ''}`];
    if (loc.stacks.length === 0) lines.push('No workers yet');
    loc.stacks.forEach((st, i) => lines.push(`${i + 1}. ${st.owner === 'neutral' ? 'neutral worker' : who(view, st.owner, ctx)}${st.energy > 0 ? `, +${st.energy} energy` : ''}${st.height > 1 ? `, stack of ${st.height}` : ''}`));
    const pieces = Object.entries(loc.pieces).filter(([, n]) => (n ?? 0) > 0);
    if (pieces.length > 0) lines.push(`Global Impact bonus (EE-6.12): ${pieces.map(([r, n]) => `${n} ${label(r)}`).join(', ')}`);
    details.push({ ...frame, title: loc.name, lines });
  }
  view.markets.forEach((market, m) => {
    market.slots.forEach((slot, s) => {
      if (!slot) return;
      const card = structureData(slot.card);
      const lines = [
        `${capital(market.type)} structure, position ${s + 1} (EE-12) · ${slot.vp} VP`,
        `Costs $${slot.cost.money} or ${slot.cost.resource} ${label(market.resource)}`,
        `Activation: ${card.activation}`,
        `Effect: ${card.effect.map((e) => JSON.stringify(e).replace(/["{}]/g, '').replace(/:/g, ' ')).join('; ') || '—'}`,
      ];
      if (card.onAcquire.length > 0) lines.push(`When bought: ${card.onAcquire.map((e) => JSON.stringify(e).replace(/["{}]/g, '').replace(/:/g, ' ')).join('; ')}`);
      if (card.placeholder) lines.push('Provisional card data.');
      details.push({ ...slotFrame(m, s, margin, marketsY, width - 2 * margin), title: `${slot.name} (${market.type} market, ${s + 1})`, lines });
    });
  });
  return details;
}

function who(view: EePublicView, seat: number, ctx: BoardImageContext): string {
  return seatName(view, seat, ctx.seatNames);
}

function amounts(cost: Readonly<Record<string, number | undefined>>): string {
  return Object.entries(cost).map(([r, n]) => `${n} ${label(r)}`).join(' + ');
}

function label(resource: string): string {
  return RESOURCE_LABELS[resource as keyof typeof RESOURCE_LABELS] ?? resource;
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
