/** Turn order adjustment (CE-S8, CE-10.2, CE-10.3) and its space bonuses (the bot takes none, CE-14.5). */
import type { GameEvent } from '../../../engine/types.ts';
import { playerCountsData } from '../data/pack.ts';
import { effectivePlayers, participant } from './participants.ts';
import { actor, say } from './events.ts';
import { position } from './track.ts';
import type { CeState, Transport } from '../state.ts';

/**
 * Turn order adjustment track (CE-S8, CE-10). `placed` lists participants by adjustment space (space 1 first);
 * each human takes the space's bonus (the bot takes none, CE-14.5). Space 4/5 "any card" bonuses become tasks.
 */
export function takeSpaceBonuses(s: CeState, placed: readonly number[], events: GameEvent[]): void {
  placed.forEach((p, i) => {
    const who = participant(s, p);
    const space = (i + 1) as 1 | 2 | 3 | 4 | 5;
    say(events, 'turn-order-space', { ...actor(who), space }, `${who.name} takes turn order space ${space}.`);
    if (who.kind === 'bot') return;
    const bonus = playerCountsData().turnOrderSpaceBonus[space];
    if (bonus === 'any') s.tasks.push({ t: 'any', p, advance: false });
    else if (bonus === 'any-and-advance') s.tasks.push({ t: 'any', p, advance: true });
    else {
      who.hand[bonus]++;
      say(events, 'gain-card', { ...actor(who), card: bonus }, `${who.name} gains a ${bonus} card.`);
    }
  });
}

/** CE-10.2: car, then loco, then ship comparisons; highest position wins, ties to the earlier in current order. */
export function maintenanceOrder(s: CeState): number[] {
  const pool = [...s.order];
  const placed: number[] = [];
  const comparisons = (['car', 'loco', 'ship'] as const).slice(0, Math.min(3, effectivePlayers(s) - 1));
  for (const type of comparisons) {
    const winner = bestOf(s, pool, type);
    placed.push(winner);
    pool.splice(pool.indexOf(winner), 1);
  }
  return [...placed, ...pool];
}

function bestOf(s: CeState, pool: readonly number[], type: Transport): number {
  let best = pool[0]!;
  for (const p of pool) {
    if (position(s.track, participant(s, p).markers[type]) > position(s.track, participant(s, best).markers[type])) best = p;
  }
  return best;
}
