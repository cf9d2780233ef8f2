import type { Task } from '../state.ts';
import { type Ctx, say } from './context.ts';
import { unpollutedSpaces } from './environment.ts';
import { impactData } from './lookup.ts';
import { resetMarket } from './markets.ts';

/**
 * EE-11.4 resolve one trigger: discard the face-up card (its lasting effect ends), reveal the leftmost face-down
 * card, then (A) row scoring, (B) market reset, (C) the special effect as steps (returned as tasks, run in turn
 * order from the current player, EE-11.5).
 */
export function resolveGlobalImpact(ctx: Ctx): Task[] {
  const s = ctx.s;
  const up = s.giRow.find((g) => g.status === 'up');
  if (up) {
    up.status = 'discarded';
    s.modifiers = [];
  }
  const next = s.giRow.find((g) => g.status === 'down');
  if (!next) return [];
  next.status = 'up';
  s.reveals++;
  const card = impactData(next.card);
  say(ctx, 'global-impact', { position: s.giRow.indexOf(next) + 1, card: next.card }, `Global Impact revealed: ${card.name}.`);
  // (A) every player scores 1 VP per unpolluted space of the named row.
  const scores = s.players.map((p) => unpollutedSpaces(p, card.rowScoring).length);
  s.players.forEach((p, i) => (p.vp += scores[i]!));
  say(ctx, 'row-scoring', { row: card.rowScoring, vp: scores }, `(A) ${card.rowScoring} row scoring: ${s.players.map((p, i) => `${p.name} +${scores[i]}`).join(', ')}.`);
  // (B) reset the named market.
  resetMarket(ctx, card.marketReset);
  // (C) special effect, run for the current player's context.
  return card.special.length > 0 ? [{ k: 'steps', seat: s.current, steps: structuredClone(card.special), simultaneous: card.simultaneousSafe }] : [];
}
