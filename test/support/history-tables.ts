/** Tables for history tests: a started 3-player table, its loaded form, and random legal moves appended to its log. */
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { pickWeighted } from '../../src/sandbox/playout.ts';
import type { NewMove } from '../../src/store/port.ts';
import { loadTable, userAt, type LoadedTable, type TableServiceDeps } from '../../src/tables/context.ts';
import { TableService } from '../../src/tables/service.ts';
import { ann, ben, cat, ok } from './table-service.ts';

/** A started 3-player table of the game in `channelId`; returns its id. */
export async function startedTable(deps: TableServiceDeps, channelId: string, gameId: string): Promise<string> {
  const service = new TableService(deps);
  ok(await service.newTable(ann, { guildId: 'g', channelId, gameId, options: {} }));
  for (const p of [ben, cat]) ok(await service.join(p, channelId));
  ok(await service.start(ann, channelId, 'join'));
  return (await deps.store.getActiveTable(channelId))!.id;
}

export async function loadedTable(deps: TableServiceDeps, tableId: string): Promise<LoadedTable> {
  return loadTable(deps, (await deps.store.getTable(tableId))!);
}

/**
 * Appends up to `count` random legal moves (fewer if the game ends) straight to the table's log with the new snapshot:
 * no service, so no checkpoint is stored on the way.
 */
export async function appendRandomMoves(deps: TableServiceDeps, tableId: string, count: number, chooserSeed: string): Promise<void> {
  const table = await loadedTable(deps, tableId);
  const chooser = seedRng(chooserSeed);
  let state = table.state;
  const moves: NewMove[] = [];
  for (let i = 0; i < count && table.game.result(state) === null; i++) {
    const decisions = table.game.pending(state);
    const d = decisions[randomInt(chooser, decisions.length)]!;
    const played = playNotation(table.game, state, d.seat, pickWeighted(chooser, table.game.legal(state, d.seat), table.game.randomPlayWeights));
    if (isRuleError(played)) throw new Error(`legal() offered a refused move: ${played.message}`);
    moves.push({ seat: d.seat, userId: userAt(table.seats, d.seat)!.userId, notation: played.notation });
    state = played.state;
  }
  await deps.store.commit(tableId, table.table.version, { moves, table: { snapshot: state } });
}
