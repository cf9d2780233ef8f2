import type { GameEntry } from '../entry.ts';
import { NATION_NAMES } from './data/nations.ts';
import { advancedCivilization } from './index.ts';
import { AC_INFO_COMMANDS } from './render/info.ts';
import { boardDetails } from './render/board-details.ts';
import { renderAcBoard, renderAcBoardLayers } from './render/board.ts';
import { renderAcPrivate } from './render/private-hand.ts';
import { AC_SANDBOX_SCRIPT } from './sandbox-script.ts';
import { TURN_CARD_SCORES_NOTE, turnCardMap, turnCardScores } from './render/turn-card.ts';
import type { AcState } from './state.ts';
import type { AcPublicView, AcSeatView } from './view.ts';

/**
 * Advanced Civilization at the table: the rules module, its board image from the public view, the phone card's map
 * crop and provisional scores, and each seat's hand as a private picture drawn only from that seat's own view.
 */
export const advancedCivilizationEntry: GameEntry<AcPublicView, AcPublicView | AcSeatView, AcState> = {
  module: advancedCivilization,
  renderBoard: renderAcBoard,
  renderBoardLayers: renderAcBoardLayers,
  renderPrivate: renderAcPrivate,
  turnCardMap,
  turnCardScores,
  turnCardScoresNote: TURN_CARD_SCORES_NOTE,
  infoCommands: AC_INFO_COMMANDS,
  boardDetails,
  sandboxScript: AC_SANDBOX_SCRIPT,
  // The nation each seat chose (15), as statistics group them.
  factions: { term: 'nation', of: (state, seat) => {
    const nation = state.players[seat]?.nation;
    return nation ? NATION_NAMES[nation] : null;
  } },
};
