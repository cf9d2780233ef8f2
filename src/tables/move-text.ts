import type { Seat } from '../engine/types.ts';
import type { LoadedTable } from './context.ts';

declare const shownBrand: unique symbol;

/**
 * A move's text as one reader may see it. Catalogue messages that quote a move take only this type (see
 * MessageParams), so no message path can quote a logged move's raw notation, which may hold a hidden choice
 * (an Energy Empire agenda, a trade offer's cards), by accident: it has to go through {@link moveAsSeenBy}.
 */
export type ShownMove = string & { readonly [shownBrand]: true };

/** Who reads a message: one seat (an ephemeral reply, a DM) or everyone (channel posts, images, the log). */
export type Reader = Seat | 'everyone';

export interface QuotedMove {
  notation: string;
  seat: Seat;
}

/** True once the table is over: the log, history and messages then show every move in full. */
export function tableIsOver(loaded: Pick<LoadedTable, 'table'>): boolean {
  return loaded.table.status === 'finished' || loaded.table.status === 'aborted';
}

/**
 * The one way to put a move into words for a reader: the mover sees their own move in full, everyone else sees the
 * game's public form of it (GameModule.publicNotation) until the game is over.
 */
export function moveAsSeenBy(loaded: Pick<LoadedTable, 'table' | 'game'>, move: QuotedMove, reader: Reader): ShownMove {
  const full = reader === move.seat || tableIsOver(loaded) || !loaded.game.publicNotation;
  return (full ? move.notation : loaded.game.publicNotation!(move.notation, move.seat)) as ShownMove;
}
