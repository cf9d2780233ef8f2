import type { GameEntry } from '../entry.ts';
import { cargoEmpire } from './index.ts';
import type { CeState } from './state.ts';
import type { CeView } from './view.ts';
import { renderBoard } from './render/board.ts';
import { renderPrivate } from './render/private-hand.ts';
import { CE_SANDBOX_SCRIPT } from './sandbox-script.ts';
import { turnCardLastMove, turnCardMap, turnCardScores } from './render/turn-card.ts';
import { boardDetails } from './render/board-details.ts';

export const cargoEmpireEntry: GameEntry<CeView, CeView, CeState> = { module: cargoEmpire, renderBoard, renderPrivate, turnCardMap, turnCardScores, turnCardLastMove, boardDetails, sandboxScript: CE_SANDBOX_SCRIPT };
