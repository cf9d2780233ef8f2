import type { GameResult, ScoreLine } from '../../../engine/types.ts';
import { eeDice, eeEnvironment, eeSetup } from '../data/index.ts';
import type { EeState } from '../state.ts';
import { agendaValue } from './agendas.ts';
import { cleanColumns, unpollutedSpaces } from './environment.ts';
import { structureData } from './lookup.ts';
import { unLast, unScores } from './united-nations.ts';

/** EE-15.4 final scoring and EE-15.5 the tie-breaker; EE-16 the solo goals. */
export interface EeScore {
  seat: number;
  breakdown: { inGame: number; structures: number; dice: number; un: number; agendas: number; environment: number };
  total: number;
  tieBreaker: number;
}

export function finalScores(s: EeState): EeScore[] {
  const un = unScores(s);
  return s.players.map((p, seat) => {
    const breakdown = {
      inGame: p.vp,
      structures: p.structures.reduce((a, st) => a + structureData(st.card).vp, 0),
      dice: p.dice.length * eeDice().endGameVpPerDie,
      un: un[seat]!,
      agendas: p.agendas.reduce((a, ag) => a + agendaValue(s, seat, ag.id), 0),
      environment: unpollutedSpaces(p).length + cleanColumns(p).reduce((a, c) => a + (eeEnvironment().columnBonus[c - 1] ?? 0), 0),
    };
    const total = Object.values(breakdown).reduce((a, b) => a + b, 0);
    const tieBreaker = Math.floor(p.res.money / 2) + p.res.plastic + p.res.steel + p.res.science + p.res.oil;
    return { seat, breakdown, total, tieBreaker };
  });
}

/** EE-16 the first-edition solo goals: last UN space, 20 VP from agendas, 100 VP in all. */
export function soloGoals(s: EeState, score: EeScore): { un: boolean; agendas: boolean; total: boolean } {
  return { un: s.players[0]!.un >= unLast(), agendas: score.breakdown.agendas >= eeSetup().soloGoals.agendaVp, total: score.total >= eeSetup().soloGoals.totalVp };
}

export function gameResult(s: EeState): GameResult | null {
  if (s.phase !== 'over') return null;
  const scores = finalScores(s);
  // EE-15.5: most VP; ties broken by floor($/2) + plastic + steel + science + oil; then shared (ER-12).
  const better = (a: EeScore, b: EeScore) => b.total - a.total || b.tieBreaker - a.tieBreaker;
  const sorted = [...scores].sort((a, b) => better(a, b) || a.seat - b.seat);
  const lines: ScoreLine[] = sorted.map((x) => ({
    seat: x.seat,
    rank: 1 + scores.filter((o) => better(o, x) < 0).length,
    total: x.total,
    breakdown: { 'in game': x.breakdown.inGame, structures: x.breakdown.structures, 'energy dice': x.breakdown.dice, UN: x.breakdown.un, agendas: x.breakdown.agendas, environment: x.breakdown.environment },
  }));
  const tiedOnVp = scores.filter((x) => x.total === sorted[0]!.total).length > 1;
  let summary = tiedOnVp ? 'Tie on VP broken by floor($/2) + plastic + steel + science + oil (EE-15.5).' : undefined;
  if (s.players.length === 1) {
    const g = soloGoals(s, scores[0]!);
    const won = g.un && g.agendas && g.total;
    summary = `Solo (first-edition rules): ${won ? 'VICTORY' : 'defeat'}: last UN space ${g.un ? 'yes' : 'no'}, ${eeSetup().soloGoals.agendaVp}+ VP from agendas ${g.agendas ? 'yes' : 'no'}, ${eeSetup().soloGoals.totalVp}+ VP ${g.total ? 'yes' : 'no'}.`;
  }
  return summary ? { scores: lines, summary } : { scores: lines };
}
