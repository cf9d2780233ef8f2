/**
 * Phases 10 (trade, 28) and 11 (calamities, 29-30): issue 11 fills them in. For now trade has no offers and every
 * calamity held at the end of trade is taken out of its hand unresolved, announced (29.4: never carried over), and
 * returned at 31.8 like a resolved one (29.7) so the stacks cycle.
 */
import type { GameEvent } from '../../../engine/types.ts';
import { CALAMITIES, isCalamity } from '../data/cards.ts';
import type { AcState } from '../state.ts';
import { astOrder, player, seatName } from './units.ts';

export function tradePhase(s: AcState, events: GameEvent[]): void {
  s.phase = 'trade';
  events.push({ text: 'Trade (28): not played in this version.' });
}

export function calamityPhase(s: AcState, events: GameEvent[]): void {
  s.phase = 'calamities';
  for (const seat of astOrder(s)) {
    const p = player(s, seat);
    const held = p.hand.filter(isCalamity);
    if (held.length === 0) continue;
    p.hand = p.hand.filter((c) => !isCalamity(c));
    s.spentCalamities.push(...held);
    for (const c of held) delete s.calamityTraders[c];
    events.push({ text: `${seatName(s, seat)} held ${held.map((c) => CALAMITIES[c]!.name).join(', ')}: no effect in this version (calamities arrive with issue 11).` });
  }
}
