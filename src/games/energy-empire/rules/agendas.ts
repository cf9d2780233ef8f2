import type { Seat } from '../../../engine/types.ts';
import { eeAgendas } from '../data/index.ts';
import type { EeState } from '../state.ts';
import { type Ctx, nameOf, say, sayPrivately } from './context.ts';
import { agendaData } from './lookup.ts';
import { metricValue } from './metrics.ts';

/** EE-14 government agendas. */

/** EE-2.9 / EE-14.5 value = min(cap, floor(metric / per) x vp), never above 5. */
export function agendaValue(s: EeState, seat: Seat, id: string): number {
  const a = agendaData(id);
  const raw = Math.floor(metricValue(s, seat, a.scoring.metric) / a.scoring.per) * a.scoring.vp;
  return Math.min(a.cap, eeAgendas().cap, raw);
}

/** EE-3.6 / ER-9 fill empty display positions from the deck (left empty when the deck is out). */
export function refillAgendaDisplay(ctx: Ctx): void {
  const s = ctx.s;
  s.agendaDisplay = s.agendaDisplay.map((id) => {
    if (id !== null) return id;
    const next = s.agendaDeck.shift() ?? null;
    if (next !== null) {
      s.reveals++;
      say(ctx, 'agenda-display', { agenda: next }, `New agenda on display: ${agendaData(next).name}.`);
    }
    return next;
  });
}

/** EE-14.4 discard an owned agenda: it leaves the game. Secret agendas stay secret. */
export function dropAgenda(ctx: Ctx, seat: Seat, id: string): void {
  const p = ctx.s.players[seat]!;
  const i = p.agendas.findIndex((a) => a.id === id);
  const [gone] = p.agendas.splice(i, 1);
  if (gone?.public) say(ctx, 'drop-agenda', { seat, agenda: id }, `${nameOf(ctx, seat)} discards the agenda ${agendaData(id).name}.`);
  else sayPrivately(ctx, seat, 'drop-agenda', { seat, agenda: null }, `${nameOf(ctx, seat)} discards a secret agenda.`, `You discarded ${agendaData(id).name}.`);
}

/** EE-8.1 take a face-up agenda (after discarding one when holding 5) and refill the display. */
export function claimAgenda(ctx: Ctx, seat: Seat, id: string, discard: string | null): void {
  const s = ctx.s;
  const p = s.players[seat]!;
  if (discard !== null) dropAgenda(ctx, seat, discard);
  s.agendaDisplay[s.agendaDisplay.indexOf(id)] = null;
  const hidden = s.options.hideClaimedAgendas;
  p.agendas.push({ id, public: !hidden });
  if (hidden) sayPrivately(ctx, seat, 'claim', { seat, agenda: null }, `${nameOf(ctx, seat)} claims an agenda from the display.`, `You claimed ${agendaData(id).name}.`);
  else say(ctx, 'claim', { seat, agenda: id }, `${nameOf(ctx, seat)} claims the agenda ${agendaData(id).name} (ER-16: claimed agendas are public).`);
  refillAgendaDisplay(ctx);
}
