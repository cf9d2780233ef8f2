/**
 * Keeping each server's ratings of each game in step with its finished tables. The ratings are the replay of
 * the finished tables in finish order (ratings-model.ts); what is stored is that replay's events. After a
 * table finishes, the new results are rated from the stored skills and appended; when the stored events are no
 * longer a prefix of the replay (a table finished out of order, a finished table was re-opened, rows were lost
 * in a restore), the whole ledger is rebuilt. Every write checks the ledger's version, so a rebuild racing with
 * a finishing game, or two games finishing at once, serialise: the loser reads again and recomputes.
 */
import type { FinishedResult, NewRatingEvent, RatingEventRecord, RatingLedger, RatingSummary, RatingWrite, Store, TableRecord } from '../store/port.ts';
import { byFinishOrder, finishTime, initialSkill, rateResult, ratedPlaces, replayRatings, type Skill } from './ratings-model.ts';

/** Writers that lose the version check this many times in a row give up; the next update catches up. */
const MAX_ATTEMPTS = 8;

function sameEvent(a: NewRatingEvent, b: NewRatingEvent): boolean {
  return (
    a.tableId === b.tableId &&
    a.userId === b.userId &&
    a.rank === b.rank &&
    a.players === b.players &&
    a.finishedAt.getTime() === b.finishedAt.getTime() &&
    a.mu === b.mu &&
    a.sigma === b.sigma &&
    a.muBefore === b.muBefore &&
    a.sigmaBefore === b.sigmaBefore
  );
}

/** Finish order of a table against a rated one (its finish time as rated, then table id). */
function afterRated(table: Pick<TableRecord, 'id' | 'finishedAt' | 'updatedAt'>, rated: { tableId: string; finishedAt: Date }): boolean {
  const diff = finishTime(table).getTime() - rated.finishedAt.getTime();
  return diff > 0 || (diff === 0 && table.id > rated.tableId);
}

/**
 * The incremental write: rate the finished tables the ledger lacks, from the skills it holds, reading only a
 * summary of the ledger and the new tables' results. Null when that is not possible (a rated table is no longer
 * finished or finished again later, or an unrated one finished before the last rated one): then only a full
 * replay gives the ratings in finish order.
 */
export async function incrementalWrite(store: Store, guildId: string, gameId: string, summary: RatingSummary): Promise<RatingWrite | null> {
  const keys = await store.listFinishedKeys(guildId, gameId);
  const byId = new Map(keys.map((k) => [k.id, k]));
  if (summary.tables.some((t) => !byId.has(t.tableId))) return null;
  const last = summary.tables.at(-1);
  if (last && finishTime(byId.get(last.tableId)!).getTime() !== last.finishedAt.getTime()) return null;
  const rated = new Set(summary.tables.map((t) => t.tableId));
  const freshIds = keys.filter((k) => !rated.has(k.id)).map((k) => k.id);
  if (freshIds.length === 0) return { keep: summary.events, append: [] };
  // Tables that are never rated (an AI seat, one person) stay unrated and are read again: there are few.
  const fresh = (await store.listFinishedResults(guildId, gameId, freshIds)).filter((f) => ratedPlaces(f) !== null).sort(byFinishOrder);
  if (last && fresh.some((f) => !afterRated(f.table, last))) return null;
  const players = [...new Set(fresh.flatMap((f) => ratedPlaces(f)!.map((p) => p.userId)))];
  const current = await store.latestSkills(guildId, gameId, players);
  const append: NewRatingEvent[] = [];
  for (const f of fresh) {
    const places = ratedPlaces(f)!;
    const before = places.map((p) => current.get(p.userId) ?? initialSkill());
    const after = rateResult(before, places.map((p) => p.rank));
    places.forEach((p, i) => {
      current.set(p.userId, after[i]!);
      append.push({ tableId: f.table.id, userId: p.userId, displayName: p.displayName, rank: p.rank, players: places.length, finishedAt: finishTime(f), muBefore: before[i]!.mu, sigmaBefore: before[i]!.sigma, mu: after[i]!.mu, sigma: after[i]!.sigma });
    });
  }
  return { keep: summary.events, append };
}

/** The full write: the replay of every finished table, keeping the stored events it starts with. */
export function rebuildWrite(ledger: RatingLedger, finished: readonly FinishedResult[]): RatingWrite {
  const replay = replayRatings(finished);
  let keep = 0;
  while (keep < ledger.events.length && keep < replay.length && sameEvent(ledger.events[keep]!, replay[keep]!)) keep++;
  return { keep, append: replay.slice(keep) };
}

export interface SyncResult {
  /** Events written (0 when the ledger was already up to date). */
  written: number;
  mode: 'unchanged' | 'incremental' | 'rebuild';
}

/**
 * Brings one server's ratings of one game up to date with its finished tables; `rebuild` replays them all
 * (an admin's request, say after restoring a backup). Safe to run at any time and from several processes.
 */
export async function syncRatings(store: Store, guildId: string, gameId: string, opts: { rebuild?: boolean } = {}): Promise<SyncResult> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (!opts.rebuild) {
      const summary = await store.getRatingSummary(guildId, gameId);
      const write = await incrementalWrite(store, guildId, gameId, summary);
      if (write) {
        if (write.append.length === 0) return { written: 0, mode: 'unchanged' };
        if (await store.writeRatings(guildId, gameId, summary.version, write)) return { written: write.append.length, mode: 'incremental' };
        continue;
      }
    }
    const ledger = await store.getRatingLedger(guildId, gameId);
    const write = rebuildWrite(ledger, await store.listFinishedResults(guildId, gameId));
    if (write.keep === ledger.events.length && write.append.length === 0) return { written: 0, mode: 'unchanged' };
    if (await store.writeRatings(guildId, gameId, ledger.version, write)) return { written: write.append.length, mode: 'rebuild' };
  }
  throw new Error(`Ratings of ${gameId} in ${guildId} kept changing under ${MAX_ATTEMPTS} attempts to write them`);
}

/**
 * Called after a commit that finished a table: rates it. A failure here must not fail the move that finished
 * the game (it is committed): the ratings are derived data, and the next update or /game stats catches up.
 */
export async function rateFinishedTable(store: Store, table: TableRecord): Promise<void> {
  if (table.status !== 'finished' || !table.guildId) return;
  try {
    await syncRatings(store, table.guildId, table.gameId);
  } catch {
    // Caught up by the next syncRatings of this server and game (see above).
  }
}

export interface PlayerRating {
  userId: string;
  /** The name at the player's latest rated table. */
  name: string;
  skill: Skill;
  games: number;
  /** The player's events in order, for trend and history. */
  history: RatingEventRecord[];
}

/** Each rated player's current rating, from the ledger's events. */
export function playerRatings(events: readonly RatingEventRecord[]): Map<string, PlayerRating> {
  const players = new Map<string, PlayerRating>();
  for (const e of events) {
    const p = players.get(e.userId) ?? { userId: e.userId, name: e.displayName, skill: initialSkill(), games: 0, history: [] };
    p.name = e.displayName;
    p.skill = { mu: e.mu, sigma: e.sigma };
    p.games++;
    p.history.push(e);
    players.set(e.userId, p);
  }
  return players;
}
