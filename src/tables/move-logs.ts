/**
 * A table's whole move log (taken-back moves included) as of one table version, kept in this process.
 *
 * Reading 3,700 moves through the store costs several times more than the replay the checkpoints leave (bench:
 * history_*), so history readers take the log from here. The version is the log's identity: the log changes only in
 * store.commit(), which always bumps the version, so the log read at version V is the log at V in every process. A
 * log is kept only when the table was still at V after it was read (versions only grow, so nothing was committed in
 * between); a reader holding a newer version than the one kept simply reads again.
 */
import type { MoveRecord, Store, TableRecord } from '../store/port.ts';

/** Memory for all kept logs (notation characters); the least recently read go first. */
export const MOVE_LOGS_MAX_CHARS = 8 * 1024 * 1024;

interface KeptLog {
  version: number;
  moves: readonly Readonly<MoveRecord>[];
  chars: number;
}

export class MoveLogCache {
  /** Map order is recency order. */
  private readonly logs = new Map<string, KeptLog>();

  constructor(readonly maxChars: number = MOVE_LOGS_MAX_CHARS) {}

  /** The table's log at `table.version`, taken-back moves included, in seq order. Frozen: it is shared. */
  async logOf(store: Store, table: Pick<TableRecord, 'id' | 'version'>): Promise<readonly Readonly<MoveRecord>[]> {
    const kept = this.logs.get(table.id);
    if (kept?.version === table.version) {
      this.logs.delete(table.id);
      this.logs.set(table.id, kept);
      return kept.moves;
    }
    const moves = Object.freeze((await store.listMoves(table.id, { includeUndone: true })).map((m) => Object.freeze(m)));
    const after = await store.getTable(table.id);
    if (after?.version === table.version) this.keep(table.id, { version: table.version, moves, chars: moves.reduce((n, m) => n + m.notation.length + 64, 0) });
    return moves;
  }

  /** The versions kept, by table (for tests). */
  keptVersion(tableId: string): number | undefined {
    return this.logs.get(tableId)?.version;
  }

  private keep(tableId: string, log: KeptLog): void {
    this.logs.delete(tableId);
    this.logs.set(tableId, log);
    let chars = 0;
    for (const kept of this.logs.values()) chars += kept.chars;
    for (const [id, kept] of this.logs) {
      if (chars <= this.maxChars) return;
      if (id === tableId) continue;
      this.logs.delete(id);
      chars -= kept.chars;
    }
  }
}
