/**
 * 30.31 Famine: the victim loses 10 unit points (K6), then may name others (never the trader) for up to 20 points,
 * at most 8 each (K7, D-20); each named player chooses his units (K8). Pottery (30.312, 32.211): every holder hit
 * may show Grain cards (K5), each cancelling 4 points.
 */
import type { AcState } from '../../state.ts';
import { astOrder, hasCiv, player, seatName } from '../units.ts';
import { answerOf, applyLossAnswers, askPrimaryLoss, askSecondaryLosses, fullPool, lossAsk, namedEvent, pointsToName, primaryLossAnswered, sharesBySeat, type Handler } from './common.ts';
import type { LossSpec } from './types.ts';

export function grainHeld(hand: readonly string[]): number {
  return hand.filter((c) => c === 'grain').length;
}

/** 30.312 / 32.211: shown Grain stays in hand but cannot pay for civilization cards this turn (rules/31-civ-cards.ts). */
function showGrain(s: AcState, seat: number, n: number): void {
  const p = player(s, seat);
  p.grainShown = (p.grainShown ?? 0) + n;
}

export const famine: Handler = (s, run, st, answers, events) => {
  const why = 'Famine, 30.31';
  const m = run.memo;
  const v = st.victim;
  const potteryGrain = (x: number) => (hasCiv(s, x, 'pottery') ? grainHeld(player(s, x).hand) : 0);
  for (;;) {
    switch (run.stage) {
      case 'start':
        run.stage = 'loss';
        if (potteryGrain(v) > 0) {
          run.stage = 'grain';
          return { kind: 'grain', k: 'K5', max: { [v]: potteryGrain(v) }, enough: { [v]: Math.min(potteryGrain(v), 3) }, text: `${why}2 Pottery: show Grain cards, each cancels 4 of your 10 points` };
        }
        continue;
      case 'grain':
        m.grain = answerOf(answers, v, 'grain')?.count ?? 0;
        showGrain(s, v, m.grain);
        if (m.grain > 0) events.push({ kind: 'grain-shown', data: { seat: v, grain: m.grain }, text: `${seatName(s, v)} shows ${m.grain} Grain with Pottery (30.312).` });
        run.stage = 'loss';
        continue;
      case 'loss': {
        const ask = askPrimaryLoss(run, lossAsk('K6', { [v]: { target: Math.max(0, 10 - 4 * (m.grain ?? 0)), pool: fullPool(s, v) } }, `${why}1: choose units worth the unit points you lose`));
        if (!ask) continue;
        return ask;
      }
      case 'lost':
        primaryLossAnswered(s, run, answers, why, events);
        continue;
      case 'assign':
        return pointsToName(s, run, st, 8, 20, `${why}1: you may name other players to lose up to 20 unit points in total, at most 8 each`);
      case 'assigned': {
        const named = sharesBySeat(s, answerOf(answers, v, 'assign')?.shares ?? []);
        m.assigned = Object.fromEntries([...named].map(([x, n]) => [x, Number(n)]));
        if (named.size === 0) return 'done';
        events.push(namedEvent(s, v, named, '30.311'));
        const max: Record<number, number> = {};
        const enough: Record<number, number> = {};
        for (const x of named.keys()) {
          if (potteryGrain(x) > 0) {
            max[x] = potteryGrain(x);
            enough[x] = Math.min(potteryGrain(x), Math.ceil(m.assigned[x]! / 4));
          }
        }
        run.stage = 'secondary';
        if (Object.keys(max).length === 0) continue;
        run.stage = 'secondary-grain';
        return { kind: 'grain', k: 'K5', max, enough, text: `${why}2 Pottery: show Grain cards, each cancels 4 of the points assigned to you` };
      }
      case 'secondary-grain':
        m.secondaryGrain = {};
        for (const x of Object.keys(m.assigned ?? {}).map(Number)) {
          m.secondaryGrain[x] = answerOf(answers, x, 'grain')?.count ?? 0;
          showGrain(s, x, m.secondaryGrain[x]);
          if (m.secondaryGrain[x] > 0) events.push({ kind: 'grain-shown', data: { seat: x, grain: m.secondaryGrain[x] }, text: `${seatName(s, x)} shows ${m.secondaryGrain[x]} Grain with Pottery (30.312).` });
        }
        run.stage = 'secondary';
        continue;
      case 'secondary': {
        const specs: Record<number, LossSpec> = {};
        for (const x of astOrder(s)) {
          const a = m.assigned?.[x];
          if (a !== undefined) specs[x] = { target: Math.max(0, a - 4 * (m.secondaryGrain?.[x] ?? 0)), pool: fullPool(s, x) };
        }
        return askSecondaryLosses(run, lossAsk('K8', specs, `${why}1: you were named; choose units worth the points assigned to you`));
      }
      default:
        applyLossAnswers(s, run.ask, answers, why, events);
        return 'done';
    }
  }
};

