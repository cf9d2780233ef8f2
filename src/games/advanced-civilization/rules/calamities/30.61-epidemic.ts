/**
 * 30.61 Epidemic: the victim loses 16 unit points (Medicine 8, Roadbuilding +5; 30.613-30.615) keeping one token in
 * every area he takes from, a city counting 4 and leaving one token (30.612); he may name others (never the trader)
 * for up to 25 points, at most 10 each (K7); a named Medicine holder loses min(assigned, 5), Roadbuilding +5 (D-21).
 */
import type { AcState } from '../../state.ts';
import { astOrder, nationOf } from '../units.ts';
import { answerOf, applyLossAnswers, askPrimaryLoss, askSecondaryLosses, holds, lossAsk, namedEvent, pointsToName, primaryLossAnswered, sharesBySeat, type Handler } from './common.ts';
import { ownerPool } from './loss.ts';
import type { LossSpec, UnitPool } from './types.ts';

export function epidemicPool(s: AcState, seat: number): UnitPool {
  const pool = ownerPool(s, nationOf(s, seat), null, { keepOne: true, reduce: false });
  for (const c of Object.values(pool.cities)) c.destroy = 4;
  pool.cityLeavesToken = true;
  return pool;
}

export function epidemicPrimaryLoss(hasCard: (c: string) => boolean): number {
  return (hasCard('medicine') ? 8 : 16) + (hasCard('roadbuilding') ? 5 : 0);
}

export function epidemicSecondaryLoss(assigned: number, hasCard: (c: string) => boolean): number {
  return (hasCard('medicine') ? Math.min(assigned, 5) : assigned) + (hasCard('roadbuilding') ? 5 : 0);
}

export const epidemic: Handler = (s, run, st, answers, events) => {
  const why = 'Epidemic, 30.61';
  const v = st.victim;
  for (;;) {
    switch (run.stage) {
      case 'start': {
        const ask = askPrimaryLoss(run, lossAsk('K6', { [v]: { target: epidemicPrimaryLoss((c) => holds(s, v, c)), pool: epidemicPool(s, v) } }, `${why}1: choose units worth the unit points you lose (one token stays in each area; a city counts 4)`));
        if (!ask) continue;
        return ask;
      }
      case 'lost':
        primaryLossAnswered(s, run, answers, why, events);
        continue;
      case 'assign':
        return pointsToName(s, run, st, 10, 25, `${why}1: you may name other players (not the trader) to lose up to 25 unit points in total, at most 10 each`);
      case 'assigned': {
        const named = sharesBySeat(s, answerOf(answers, v, 'assign')?.shares ?? []);
        if (named.size === 0) return 'done';
        events.push(namedEvent(s, v, named, '30.611'));
        const specs: Record<number, LossSpec> = {};
        for (const x of astOrder(s)) {
          const a = named.get(x);
          if (a !== undefined) specs[x] = { target: epidemicSecondaryLoss(Number(a), (c) => holds(s, x, c)), pool: epidemicPool(s, x) };
        }
        return askSecondaryLosses(run, lossAsk('K8', specs, `${why}1: you were named; choose units worth the points assigned to you`));
      }
      default:
        applyLossAnswers(s, run.ask, answers, why, events);
        return 'done';
    }
  }
};
