import type { Seat } from '../../../engine/types.ts';
import { eeUnTrack } from '../data/index.ts';
import type { EeState } from '../state.ts';
import { type Ctx, nameOf, say } from './context.ts';

/** EE-13 the United Nations track. */
export const unLast = (): number => eeUnTrack().vp.length - 1;

/** EE-13.2 the last space holds one marker; while it is taken, markers just before it cannot advance. */
export function canAdvanceUn(s: EeState, seat: Seat): boolean {
  const pos = s.players[seat]!.un;
  if (pos >= unLast()) return false;
  if (pos === unLast() - 1 && s.players.some((p, i) => i !== seat && p.un === unLast())) return false;
  return true;
}

export function advanceUn(ctx: Ctx, seat: Seat, n: number): void {
  let moved = 0;
  while (moved < n && canAdvanceUn(ctx.s, seat)) {
    ctx.s.players[seat]!.un++;
    moved++;
  }
  if (moved > 0) say(ctx, 'un-advance', { seat, steps: moved, space: ctx.s.players[seat]!.un }, `${nameOf(ctx, seat)} advances on the UN track to space ${ctx.s.players[seat]!.un} (${eeUnTrack().vp[ctx.s.players[seat]!.un]} VP).`);
}

/** EE-13.3 / ER-8 end-game UN points: the space's VP plus the share of the leader bonus. */
export function unScores(s: EeState): number[] {
  const positions = s.players.map((p) => p.un);
  const best = Math.max(...positions);
  const eligible = !s.options.leaderRequiresMove || best > 0;
  const leaders = positions.filter((x) => x === best).length;
  return positions.map((pos) => (eeUnTrack().vp[pos] ?? 0) + (eligible && pos === best ? Math.floor(eeUnTrack().leaderBonus / leaders) : 0));
}
