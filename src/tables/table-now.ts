import type { Seat } from '../engine/types.ts';
import type { TableServiceDeps } from './context.ts';
import { activeTable } from './shared.ts';

/**
 * A running table as a local transport (the sandbox, where every seat sits at one keyboard) reads it between moves:
 * its id and version for actions, who must act, and a seat's legal moves. Only for transports that already show every
 * seat's private information to the same person; Discord never asks for it.
 */
export interface TableNow {
  id: string;
  version: number;
  /** Seats holding an open decision, in the order the game lists them. */
  waitingSeats: Seat[];
  legal(seat: Seat): string[];
}

/** The channel's table while it runs; null when there is none, it is still in the lobby, or it is over. */
export async function tableNow(deps: TableServiceDeps, channelId: string): Promise<TableNow | null> {
  const loaded = await activeTable(deps, channelId);
  if (!loaded || loaded.table.status !== 'active') return null;
  const { table, game, state } = loaded;
  return {
    id: table.id,
    version: table.version,
    waitingSeats: [...new Set(game.pending(state).map((d) => d.seat))],
    legal: (seat) => game.legal(state, seat),
  };
}
