import type { EeState } from '../state.ts';
import { finalScores, soloGoals } from './scoring.ts';

/**
 * GameModule.statistics, averaged by the playout report: in a finished solo game (EE-16), 1 or 0 for each
 * first-edition goal and for all three together, so `npm run playout -- energy-empire --players 1` states the share
 * of games that meet them. Other games have none.
 */
export function eeStatistics(s: EeState): Record<string, number> {
  if (s.phase !== 'over' || s.players.length !== 1) return {};
  const score = finalScores(s)[0]!;
  const goals = soloGoals(s, score);
  return {
    'solo won': goals.un && goals.agendas && goals.total ? 1 : 0,
    'solo UN goal': goals.un ? 1 : 0,
    'solo agenda goal': goals.agendas ? 1 : 0,
    'solo 100 VP goal': goals.total ? 1 : 0,
    'solo UN space': s.players[0]!.un,
    'solo agenda VP': score.breakdown.agendas,
  };
}
