import type { GameEntry } from '../entry.ts';
import { energyEmpire, type EeState } from './index.ts';
import { renderBoard } from './render/board.ts';
import { renderPrivate } from './render/private-agendas.ts';
import { turnCardMap, turnCardScores } from './render/turn-card.ts';
import { boardDetails } from './render/board-details.ts';
import { nationData } from './rules/lookup.ts';
import { EE_SANDBOX_SCRIPT } from './sandbox-script.ts';

export const energyEmpireEntry: GameEntry = {
  module: energyEmpire,
  renderBoard,
  renderPrivate,
  turnCardMap,
  turnCardScores,
  boardDetails,
  sandboxScript: EE_SANDBOX_SCRIPT,
  factions: {
    term: 'nation',
    of: (state, seat) => {
      const nation = (state as EeState).players[seat]?.nation ?? null;
      return nation === null ? null : nationData(nation).name;
    },
  },
};
