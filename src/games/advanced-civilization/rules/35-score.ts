/** 35: the final score (35.1 A-E, Mining on the best set) and the winner (35.2). */
import type { AcState } from '../state.ts';
import { bestMining, setValue } from './28-sets.ts';
import { civFaceValue } from './33-ast.ts';
import { citiesOf, player } from './units.ts';

export function scoreBreakdown(s: AcState, seat: number): Record<string, number> {
  const p = player(s, seat);
  const mining = p.civ.includes('mining') ? bestMining(p.hand) : null;
  return {
    'civilization cards': civFaceValue(p.civ),
    'trade cards': setValue(p.hand, mining),
    treasury: p.treasury,
    'A.S.T.': 100 * p.ast,
    cities: 50 * citiesOf(s, p.nation!).length,
  };
}

export function finalScores(s: AcState): { seat: number; total: number; breakdown: Record<string, number> }[] {
  return s.players.map((p) => {
    const breakdown = scoreBreakdown(s, p.seat);
    return { seat: p.seat, total: Object.values(breakdown).reduce((a, b) => a + b, 0), breakdown };
  });
}
