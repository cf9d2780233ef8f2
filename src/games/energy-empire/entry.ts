import type { GameEntry } from '../entry.ts';
import { energyEmpire, type EePublicView, type EeSeatView, type EeState } from './index.ts';
import { renderBoard } from './render/board.ts';
import { renderPrivate } from './render/private-agendas.ts';
import { turnCardLastMove, turnCardMap, turnCardScores } from './render/turn-card.ts';
import { boardDetails } from './render/board-details.ts';
import { nationData } from './rules/lookup.ts';
import { EE_SANDBOX_SCRIPT } from './sandbox-script.ts';

export const energyEmpireEntry: GameEntry<EePublicView, EePublicView | EeSeatView, EeState> = {
  module: energyEmpire,
  renderBoard,
  renderPrivate,
  turnCardMap,
  turnCardLastMove,
  turnCardScores,
  boardDetails,
  sandboxScript: EE_SANDBOX_SCRIPT,
  factions: {
    term: 'nation',
    of: (state, seat) => {
      const nation = state.players[seat]?.nation ?? null;
      return nation === null ? null : nationData(nation).name;
    },
  },
};
