import { describeProblem, parseDataSet, type DataSet } from '../engine/data-pack.ts';
import type { AnyGameData } from '../engine/types.ts';
import { bindDataSet } from '../games/bind-data.ts';
import type { AnyGameEntry, GameCatalog } from '../games/entry.ts';
import type { Store, TableRecord } from '../store/port.ts';

/** A table whose data set cannot be found or no longer passes its game's checks: it is not played on other data. */
export class DataSetUnavailableError extends Error {}

/**
 * The component data sets of this process (issue 22): the one each game's new tables start with (the operator's
 * replacement files, or the shipped data), and every set a loaded table recorded, rebuilt from the store when needed.
 */
export class DataSets {
  private readonly inUse = new Map<string, DataSet<unknown>>();
  private readonly known = new Map<string, DataSet<unknown>>();

  /** `chosen`: the sets read from DATA_PACK_DIR, by game id; every other game uses its shipped set. */
  constructor(
    private readonly games: GameCatalog,
    chosen: ReadonlyMap<string, DataSet<unknown>> = new Map(),
  ) {
    for (const [gameId, entry] of games) {
      const data = entry.module.data;
      if (!data) continue;
      const set = chosen.get(gameId) ?? (data.builtIn as DataSet<unknown>);
      this.inUse.set(gameId, set);
      this.known.set(set.id, set);
      this.known.set(data.builtIn.id, data.builtIn as DataSet<unknown>);
    }
  }

  /** Makes each game's chosen set the one its rules read outside any table (help, lobbies, tests of the process). */
  activate(): void {
    for (const [gameId, set] of this.inUse) (this.games.get(gameId)!.module.data as AnyGameData).use(set as DataSet<Record<string, unknown>>);
  }

  /** The set a new table of the game starts with; null for a game without replaceable data. */
  forNewTables(gameId: string): DataSet<unknown> | null {
    return this.inUse.get(gameId) ?? null;
  }

  /**
   * The set a table plays with: the one it recorded; a lobby's is the one it would start with now, and a table from
   * before data packs has the shipped set.
   */
  async forTable(store: Store, table: Pick<TableRecord, 'id' | 'gameId' | 'dataSetId' | 'status'>): Promise<DataSet<unknown> | null> {
    const data = this.games.get(table.gameId)?.module.data;
    if (!data) return null;
    if (table.dataSetId === null) return table.status === 'lobby' ? this.forNewTables(table.gameId) : (data.builtIn as DataSet<unknown>);
    const known = this.known.get(table.dataSetId);
    if (known) return known;
    const stored = await store.getDataSet(table.dataSetId);
    if (!stored) throw new DataSetUnavailableError(`Table ${table.id} started with data set ${table.dataSetId}, which this database does not hold`);
    const set = parseDataSet(data.spec, stored.files, stored.source);
    if (Array.isArray(set)) throw new DataSetUnavailableError(`Table ${table.id}'s data set ${table.dataSetId} no longer passes the game's checks: ${set.map(describeProblem).join('; ')}`);
    if (set.id !== table.dataSetId) throw new DataSetUnavailableError(`Table ${table.id}'s data set ${table.dataSetId} is stored with other content (${set.id})`);
    this.known.set(set.id, set);
    return set;
  }

  /** The entry as the table sees it: its rules, views and drawings run with the table's own set. */
  async entryForTable(store: Store, entry: AnyGameEntry, table: Pick<TableRecord, 'id' | 'gameId' | 'dataSetId' | 'status'>): Promise<AnyGameEntry> {
    const set = await this.forTable(store, table);
    if (!set || set === entry.module.data?.current()) return entry;
    return bindDataSet(entry, set);
  }

  /** Stores the set a table starts with, so the table can be replayed with it after the data folder changes. */
  async record(store: Store, gameId: string): Promise<string | null> {
    const set = this.forNewTables(gameId);
    if (!set) return null;
    await store.saveDataSet({ id: set.id, gameId, source: set.source, files: set.raw });
    return set.id;
  }
}
