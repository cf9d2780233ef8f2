import type { Seat } from '../../../engine/types.ts';
import type { EeMove } from '../moves.ts';
import type { EeState } from '../state.ts';
import { activationMoves } from './activation.ts';
import { type Ctx, nameOf, say } from './context.ts';
import { claimMoves, highestChoices, recover, refineMax, resolveHighest, rollMoves, takeGenerateToken } from './generate.ts';
import { legalPlacements } from './locations.ts';
import { autoResolveHead } from './tasks.ts';

/** EE-4 turn structure, EE-11.3 trigger timing, EE-15.2 the final turns. */

/** EE-4.2 / EE-4.3 / ER-1 the turn types open to the player now. */
export function startMoves(s: EeState, seat: Seat): EeMove[] {
  const p = s.players[seat]!;
  const placements = legalPlacements(s, seat).map((x): EeMove => ({ t: 'place', ...x }));
  const mustGenerate = p.workersOnMat === 0;
  const mustWork = p.lastTurn === 'generate' && !mustGenerate;
  if (mustWork) return placements.length > 0 ? placements : [{ t: 'pass' }];
  return [...placements, { t: 'generate' }];
}

/** EE-11.3 triggers resolve between actions: after the location action, an activation, or a whole Generate turn. */
function betweenActions(s: EeState): boolean {
  const t = s.turn;
  return (t.kind === 'work' && t.stage === 'activate') || (t.kind === 'generate' && t.stage === 'done') || t.kind === 'start';
}

/** EE-4.5 / EE-15.2 the next player, or the end of the game after the last final turn. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.turnNo++;
  s.turn = { kind: 'start' };
  if (s.end !== null) {
    if (s.end.finalTurns === null) {
      const n = s.players.length;
      s.end.finalTurns = Array.from({ length: n }, (_, i) => (s.end!.triggeredBy + 1 + i) % n);
    }
    const next = s.end.finalTurns.shift();
    if (next === undefined) {
      s.phase = 'over';
      say(ctx, 'game-over', {}, 'The game is over (EE-15.2.1): final scoring.');
      return;
    }
    s.current = next;
    say(ctx, 'final-turn', { seat: next }, `Final turn for ${nameOf(ctx, next)}.`);
    return;
  }
  s.current = (s.current + 1) % s.players.length;
}

/**
 * Runs everything that needs no decision: queued tasks, triggered Global Impacts, and the automatic steps of the
 * turn (recover, skipped claim/refine/roll, pollution, end of a Work turn with nothing left to activate).
 */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.phase !== 'play') return;
    if (s.tasks.length > 0) {
      if (autoResolveHead(ctx)) continue;
      return;
    }
    if (s.triggers > 0 && betweenActions(s)) {
      s.triggers--;
      s.tasks.push({ k: 'global-impact', seat: s.current });
      continue;
    }
    const t = s.turn;
    const seat = s.current;
    if (t.kind === 'start') return;
    if (t.kind === 'work') {
      if (t.stage === 'action') {
        t.stage = 'activate';
        continue;
      }
      // EE-7.7: the Work turn ends by itself when nothing can be activated.
      if (activationMoves(s, seat).length > 0) return;
      endTurn(ctx);
      continue;
    }
    switch (t.stage) {
      case 'claim':
        if (t.mayClaim && claimMoves(s, seat).length > 1) return;
        recover(ctx, seat);
        continue;
      case 'refine':
        if (refineMax(s, seat) > 0) return;
        t.stage = 'roll';
        continue;
      case 'roll':
        if (rollMoves(s, seat).length > 1) return;
        t.stage = 'highest';
        t.rolled = [];
        continue;
      case 'highest':
        takeGenerateToken(ctx);
        if (highestChoices(s).length > 0) return;
        resolveHighest(ctx, seat, null);
        continue;
      case 'pollution':
      case 'done':
        endTurn(ctx);
        continue;
    }
  }
  throw new RangeError('Energy Empire: the turn flow did not settle');
}
