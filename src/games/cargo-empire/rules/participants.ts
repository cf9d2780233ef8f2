/**
 * Participants (CE-0.2, CE-14, CE-16): the humans and the bot of a game, found by index or seat, and the player
 * count that sets the component numbers (CE-S3, spec §3.2).
 */
import { playerCountsData } from '../data/pack.ts';
import type { CeState, Participant } from '../state.ts';

/** Effective player count (CE-0.2): humans plus the bot; vassals never count. */
export function effectivePlayers(s: CeState): 2 | 3 | 4 | 5 {
  return Math.min(5, Math.max(2, s.players.length)) as 2 | 3 | 4 | 5;
}

export function config(s: CeState) {
  return playerCountsData().byEffectivePlayers[effectivePlayers(s)];
}

export function participant(s: CeState, p: number): Participant {
  const x = s.players[p];
  if (!x) throw new Error(`no participant ${p}`);
  return x;
}

export function participantOfSeat(s: CeState, seat: number): number {
  return s.players.findIndex((x) => x.kind === 'human' && x.seat === seat);
}

export function botIndex(s: CeState): number {
  return s.players.findIndex((x) => x.kind === 'bot');
}

export function activeParticipant(s: CeState): number {
  return s.order[s.turn % s.order.length]!;
}

export function nameOf(s: CeState, p: number): string {
  return participant(s, p).name;
}
