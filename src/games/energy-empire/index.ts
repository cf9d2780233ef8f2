import type { EePublicView, EeSeatView } from './view.ts';
import type { GameModule } from '../../engine/types.ts';
import { EE_AI } from './ai/index.ts';
import { EE_COMMANDS } from './commands.ts';
import { EE_DATA } from './data/index.ts';
import { EE_HELP } from './help.ts';
import type { EeMove } from './moves.ts';
import { formatMove, parseMove, publicNotation } from './notation.ts';
import { describeEeOptions, eeOptionsSchema, type EeOptions } from './options.ts';
import { anyTimeMoves, legalMoves } from './legal.ts';
import { pendingDecisions } from './pending.ts';
import { applyMove } from './rules/apply.ts';
import { fail } from './rules/fail.ts';
import { gameResult } from './rules/scoring.ts';
import { setupGame } from './rules/setup.ts';
import { suggest } from './commands.ts';
import { eeStatistics } from './rules/solo-statistics.ts';
import type { EeState } from './state.ts';
import { privateSummary, statusDetails, statusLine } from './render/summary.ts';
import { viewFor } from './view.ts';

export type { EeMove } from './moves.ts';
export type { EeOptions } from './options.ts';
export type { EeState } from './state.ts';
export type { EePublicView, EeSeatView } from './view.ts';

export const energyEmpire: GameModule<EeState, EeMove, EeOptions, EePublicView | EeSeatView> = {
  id: 'energy-empire',
  title: 'Manhattan Project: Energy Empire',
  minPlayers: 1,
  maxPlayers: 5,
  engineVersion: 1,
  options: eeOptionsSchema,
  describeOptions: describeEeOptions,
  checkSetup: (options, seats) =>
    seats.length === 1 && !eeOptionsSchema.parse(options).firstEditionSolo ? fail('solo-off', 'Solo play needs the first-edition solo rules option (EE-16).') : null,
  setup: (options, seats, seed) => setupGame(eeOptionsSchema.parse(options), seats, seed),
  pending: pendingDecisions,
  legal: legalMoves,
  anyTimeMoves,
  suggest,
  parse: (text) => parseMove(text),
  format: formatMove,
  publicNotation: (notation) => publicNotation(notation),
  apply: applyMove,
  view: viewFor,
  privateSummary,
  statusLine,
  statusDetails,
  result: gameResult,
  // Trades may go on without end (EE-6.8): random play closes them often enough for games to finish.
  randomPlayWeights: { 'trade done': 4 },
  ai: EE_AI,
  statistics: eeStatistics,
  commands: EE_COMMANDS,
  help: EE_HELP,
  // Issue 22: the cards, dice and numbers are a data pack an operator may replace (data/pack/, README "Component data").
  data: EE_DATA,
};
