import type { CeView } from './view.ts';
import type { GameModule } from '../../engine/types.ts';
import { CE_AI } from './ai/index.ts';
import { applyMove } from './rules/apply.ts';
import { CE_COMMANDS } from './commands.ts';
import { CE_DATA } from './data/pack.ts';
import { CE_HELP } from './help.ts';
import { participantOfSeat } from './rules/participants.ts';
import { legalMoves } from './legal.ts';
import { formatMove, parseMove, publicNotation } from './notation.ts';
import { ceOptionsSchema, describeCeOptions, type CeOptions } from './options.ts';
import { pendingDecisions } from './pending.ts';
import { finalResult } from './rules/scoring.ts';
import { setupGame } from './rules/setup.ts';
import { privateSummary, statusLine } from './render/summary.ts';
import { suggest } from './commands.ts';
import { viewFor } from './view.ts';
import { PLAYER_COLOURS } from './rules/world.ts';
import type { CeMove } from './moves.ts';
import type { CeState } from './state.ts';

export type { CeMove } from './moves.ts';
export type { CeState } from './state.ts';
export type { CeOptions } from './options.ts';

export const cargoEmpire: GameModule<CeState, CeMove, CeOptions, CeView> = {
  id: 'cargo-empire',
  title: 'Cargo Empire',
  minPlayers: 1,
  maxPlayers: 5,
  engineVersion: 1,
  options: ceOptionsSchema,
  describeOptions: describeCeOptions,
  lobbyPicks: [
    {
      key: 'colour',
      label: 'Colour (the family with the families variant)',
      choices: PLAYER_COLOURS.map((c) => ({ value: c, label: c })),
      unique: true,
      required: false,
    },
  ],
  setup: (options, seats, seed) => setupGame(ceOptionsSchema.parse(options), seats, seed),
  pending: pendingDecisions,
  legal: (s, seat) => {
    const p = participantOfSeat(s, seat);
    return p < 0 ? [] : legalMoves(s, p);
  },
  suggest,
  parse: (text) => parseMove(text),
  format: formatMove,
  publicNotation: (notation) => publicNotation(notation),
  apply: applyMove,
  view: viewFor,
  privateSummary,
  statusLine,
  result: finalResult,
  ai: CE_AI,
  commands: CE_COMMANDS,
  help: CE_HELP,
  data: CE_DATA,
};
