import type { Seat } from '../../../engine/types.ts';
import type { Activation, Step } from '../data/index.ts';
import type { EeMove } from '../moves.ts';
import type { EeState, OwnedStructure, PlayerState, Tokens } from '../state.ts';
import { type Ctx, nameOf, say } from './context.ts';
import { canRun } from './effects.ts';
import { locationData, nationData, structureData } from './lookup.ts';
import { canAdvanceUn } from './united-nations.ts';

/** EE-7 activating structures and the nation card in step 2 of a Work turn. */

/** EE-7.2 / ER-23 a structure is available: no token (single), or one token from an earlier Work turn (double). */
export function isAvailable(p: PlayerState, st: OwnedStructure): boolean {
  const activation = structureData(st.card).activation;
  if (st.uses === 0) return true;
  return activation === 'double' && st.uses === 1 && st.lastWorkTurn < p.workTurns;
}

/** EE-2.7.2 the token combinations an activation type accepts, limited to what is on the mat. */
export function tokenOptions(p: PlayerState, activation: Activation): Tokens[] {
  const all: Tokens[] =
    activation === 'single2'
      ? [
          { workers: 2, energy: 0 },
          { workers: 1, energy: 1 },
          { workers: 0, energy: 2 },
        ]
      : [
          { workers: 1, energy: 0 },
          { workers: 0, energy: 1 },
        ];
  return all.filter((t) => t.workers <= p.workersOnMat && t.energy <= p.energyOnMat);
}

/** The effect of the nation card (EE-7.5): pay the printed cost, advance 1 UN space. */
function nationSteps(p: PlayerState): Step[] {
  return [{ spend: nationData(p.nation!).unCost }, { un: 1 }];
}

/** EE-7.1 the activations possible now (structures of the location's type, plus the nation card). */
export function activationMoves(s: EeState, seat: Seat): EeMove[] {
  const p = s.players[seat]!;
  if (s.turn.kind !== 'work') return [];
  const type = locationData(s.turn.location).type;
  const out: EeMove[] = [];
  for (const st of p.structures) {
    const data = structureData(st.card);
    if (data.type !== type || !isAvailable(p, st) || !canRun(s, seat, data.effect)) continue;
    for (const t of tokenOptions(p, data.activation)) out.push({ t: 'activate', target: st.uid, ...t });
  }
  const nation = p.nation ? nationData(p.nation) : null;
  // ER-13: the nation activation is illegal when the UN advance is impossible.
  if (nation && p.nationTokens.workers + p.nationTokens.energy === 0 && canAdvanceUn(s, seat) && canRun(s, seat, nationSteps(p))) {
    for (const t of tokenOptions(p, nation.activation)) out.push({ t: 'activate', target: 'nation', ...t });
  }
  return out;
}

/** EE-7.3 move the tokens onto the card, then run its effect (spends first, EE-2.11). */
export function activate(ctx: Ctx, seat: Seat, move: Extract<EeMove, { t: 'activate' }>): void {
  const p = ctx.s.players[seat]!;
  p.workersOnMat -= move.workers;
  p.energyOnMat -= move.energy;
  const tokens = move.workers === 2 ? '2 workers' : move.energy === 2 ? '2 energy' : move.workers && move.energy ? 'a worker and an energy' : move.workers ? 'a worker' : 'an energy';
  if (move.target === 'nation') {
    p.nationTokens = { workers: move.workers, energy: move.energy };
    say(ctx, 'activate', { seat, target: 'nation', nation: p.nation, workers: move.workers, energy: move.energy }, `${nameOf(ctx, seat)} activates the nation card (${nationData(p.nation!).name}) with ${tokens}.`);
    ctx.s.tasks.push({ k: 'steps', seat, steps: nationSteps(p) });
    return;
  }
  const st = p.structures.find((x) => x.uid === move.target)!;
  st.tokens = { workers: st.tokens.workers + move.workers, energy: st.tokens.energy + move.energy };
  st.uses++;
  st.lastWorkTurn = p.workTurns;
  const data = structureData(st.card);
  say(ctx, 'activate', { seat, target: st.uid, card: st.card, workers: move.workers, energy: move.energy }, `${nameOf(ctx, seat)} activates ${data.name} with ${tokens}.`);
  ctx.s.tasks.push({ k: 'steps', seat, steps: structuredClone(data.effect) });
}
