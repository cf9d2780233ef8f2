import type { GameEntry } from '../entry.ts';
import { FACTIONS } from './data/factions.ts';
import { terraMystica } from './index.ts';
import { renderBoard } from './render/render-board.ts';
import { TM_SANDBOX_SCRIPT } from './sandbox-script.ts';
import type { TmState } from './state.ts';
import type { TmPublicView } from './render/public-view.ts';
import { turnCardMap, turnCardScores } from './render/turn-card.ts';
import { boardDetails } from './render/board-details.ts';

/** Terra Mystica at the table: the rules module, its board and the phone card's map and scores. Nothing is private (TM-16), so no renderPrivate. */
export const terraMysticaEntry: GameEntry<TmPublicView, TmPublicView, TmState> = {
  module: terraMystica,
  renderBoard,
  turnCardMap,
  turnCardScores,
  boardDetails,
  sandboxScript: TM_SANDBOX_SCRIPT,
  // The faction each seat picked (TM-2), as statistics group them.
  factions: { term: 'faction', of: (state, seat) => {
    const faction = state.factions[seat];
    return faction ? FACTIONS[faction.id].name : null;
  } },
};
