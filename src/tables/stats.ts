import type { GameResult } from '../engine/types.ts';
import { barChart, type Bar } from '../render/bar-chart.ts';
import type { FinishedTable, RatingEventRecord } from '../store/port.ts';
import { dataSetsOf, gameStateOf, isComputer, type TableServiceDeps } from './context.ts';
import { msg, type MessageId } from './messages.ts';
import { leaderboardChart, leaderboardLines, playerRatingLine, ratingEvents, ratingHistoryChart } from './leaderboard.ts';
import { errorReply, replyOnly, type Outcome } from './outcome.ts';

export interface StatsRequest {
  guildId: string | null;
  gameId?: string;
  /** Only this player's results (and only the tables where they sat). */
  player?: { userId: string; name: string };
}

export interface Tally {
  games: number;
  wins: number;
  /** Sum of final scores, for the average. */
  score: number;
}

export interface GameSummary {
  gameId: string;
  title: string;
  finished: number;
  averageMoves: number;
  /** From opening the table to the last move, in days. */
  averageDays: number;
  /** Issue 25: finished games in which a computer player held a seat (never rated). */
  withComputers: number;
  /** Games won by a person, and by a computer player (a first place shared by both counts for each). */
  humanWins: number;
  computerWins: number;
}

export interface FactionSummary {
  gameId: string;
  title: string;
  term: 'faction' | 'nation';
  groups: Map<string, Tally>;
}

export interface ServerStats {
  tables: number;
  games: GameSummary[];
  /** People by user id (computer players never: they are `computers`); the name is the one at their latest table. */
  players: Map<string, { name: string; tally: Tally }>;
  /** Issue 25: every computer player's seat together, counted as the AI, never mixed into a person's line. */
  computers: Tally;
  /** The selected player's results per game (only with a player). */
  playerGames: Map<string, Tally>;
  /** Factions and nations of people's seats. */
  factions: FactionSummary[];
}

const MAX_PLAYERS_LISTED = 15;
/** Leaderboard rows per game: more when one game is asked for. */
const LEADERBOARD_ONE_GAME = 15;
const LEADERBOARD_EACH_GAME = 5;
const DAY_MS = 86_400_000;

function emptyTally(): Tally {
  return { games: 0, wins: 0, score: 0 };
}

function add(tally: Tally, won: boolean, score: number): void {
  tally.games++;
  if (won) tally.wins++;
  tally.score += score;
}

function average(total: number, count: number): string {
  return count === 0 ? '0' : (Math.round((total / count) * 10) / 10).toString();
}

/**
 * Statistics of one server from its finished tables (aborted ones are not games that ended): per game the
 * number finished and their average length, per player the wins (rank 1, shared places included) and the
 * average final score, and per faction or nation for the games whose entry says which one each seat played.
 * People and computer players are counted apart (issue 25): per game the games with computer seats and the wins
 * of people and of computers; the computer seats' results go to one line of their own (`computers`), never into a
 * person's line or a faction's.
 */
export async function computeStats(deps: TableServiceDeps, guildId: string, gameId?: string, userId?: string): Promise<ServerStats> {
  const all = await deps.store.listFinishedTables(guildId, gameId ? { gameId } : {});
  const finished = all.filter((f) => deps.games.has(f.table.gameId) && (!userId || f.seats.some((s) => s.userId === userId)));
  const stats: ServerStats = { tables: finished.length, games: [], players: new Map(), computers: emptyTally(), playerGames: new Map(), factions: [] };
  const byGame = new Map<string, FinishedTable[]>();
  for (const f of finished) byGame.set(f.table.gameId, [...(byGame.get(f.table.gameId) ?? []), f]);
  for (const [id, tables] of byGame) {
    const entry = deps.games.get(id)!;
    const moves = tables.reduce((sum, f) => sum + f.moveCount, 0);
    const days = tables.reduce((sum, f) => sum + (f.table.updatedAt.getTime() - f.table.createdAt.getTime()) / DAY_MS, 0);
    const summary: GameSummary = { gameId: id, title: entry.module.title, finished: tables.length, averageMoves: moves / tables.length, averageDays: days / tables.length, withComputers: 0, humanWins: 0, computerWins: 0 };
    stats.games.push(summary);
    const factions = entry.factions ? { gameId: id, title: entry.module.title, term: entry.factions.term, groups: new Map<string, Tally>() } : null;
    for (const f of tables) {
      const result = f.table.result as GameResult | null;
      if (!result) continue;
      const state = factions ? await gameStateOf(deps.store, f.table, await dataSetsOf(deps).entryForTable(deps.store, entry, f.table), f.seats) : null;
      if (f.seats.some(isComputer)) summary.withComputers++;
      const winners = result.scores.filter((line) => line.rank === 1).map((line) => f.seats.find((s) => s.seat === line.seat));
      if (winners.some((s) => s && !isComputer(s))) summary.humanWins++;
      if (winners.some((s) => s && isComputer(s))) summary.computerWins++;
      for (const line of result.scores) {
        const seat = f.seats.find((s) => s.seat === line.seat);
        if (!seat || seat.userId.startsWith('vacant:')) continue;
        const won = line.rank === 1;
        if (isComputer(seat)) {
          add(stats.computers, won, line.total);
          continue;
        }
        const player = stats.players.get(seat.userId) ?? { name: seat.displayName, tally: emptyTally() };
        player.name = seat.displayName;
        add(player.tally, won, line.total);
        stats.players.set(seat.userId, player);
        if (seat.userId === userId) {
          const mine = stats.playerGames.get(id) ?? emptyTally();
          add(mine, won, line.total);
          stats.playerGames.set(id, mine);
        }
        const faction = factions && (!userId || seat.userId === userId) ? entry.factions!.of(state, line.seat) : null;
        if (factions && faction) {
          const tally = factions.groups.get(faction) ?? emptyTally();
          add(tally, won, line.total);
          factions.groups.set(faction, tally);
        }
      }
    }
    if (factions && factions.groups.size > 0) stats.factions.push(factions);
  }
  stats.games.sort((a, b) => b.finished - a.finished || a.title.localeCompare(b.title));
  return stats;
}

function byResults(a: Tally, b: Tally): number {
  return b.wins - a.wins || b.score / b.games - a.score / a.games || b.games - a.games;
}

function tallyLine(id: MessageId, name: string, tally: Tally, rank?: number): string {
  return msg(id, { rank: rank ?? '', user: name, name, wins: tally.wins, games: tally.games, score: average(tally.score, tally.games) });
}

/**
 * `/game stats [game:] [player:]`: the numbers as text with each game's rating leaderboard (or the player's
 * ratings), and a chart: wins per player, or the player's rating history (their average score per game when
 * none of their games was rated).
 */
export async function serverStats(deps: TableServiceDeps, req: StatsRequest): Promise<Outcome> {
  if (!req.guildId) return errorReply(msg('stats.noGuild'));
  const game = req.gameId ? deps.games.get(req.gameId) : undefined;
  if (req.gameId && !game) return errorReply(msg('table.unknownGame', { game: req.gameId, games: [...deps.games.keys()].join(', ') }));
  const stats = await computeStats(deps, req.guildId, req.gameId, req.player?.userId);
  if (stats.tables === 0) {
    const title = game?.module.title;
    if (req.player) return replyOnly({ kind: 'info', text: title ? msg('stats.noPlayerGamesOf', { user: req.player.name, game: title }) : msg('stats.noPlayerGames', { user: req.player.name }) });
    return replyOnly({ kind: 'info', text: title ? msg('stats.noneOf', { game: title }) : msg('stats.none') });
  }
  const lines = [req.player ? msg('stats.headerPlayer', { user: req.player.name, count: stats.tables }) : msg('stats.header', { count: stats.tables })];
  for (const g of stats.games) {
    lines.push(msg('stats.game', { game: g.title, count: g.finished, moves: average(g.averageMoves, 1), days: average(g.averageDays, 1) }));
    if (g.withComputers > 0) lines.push(msg('stats.gameComputers', { people: g.finished - g.withComputers, computers: g.withComputers, humanWins: g.humanWins, computerWins: g.computerWins }));
  }
  let bars: Bar[];
  let chartTitle: string;
  if (req.player) {
    const own = stats.players.get(req.player.userId);
    if (own) lines.push(tallyLine('stats.playerTotal', req.player.name, own.tally));
    const withComputers = stats.games.reduce((n, g) => n + g.withComputers, 0);
    if (withComputers > 0) lines.push(msg('stats.playerComputers', { computers: withComputers }));
    for (const g of stats.games) {
      const tally = stats.playerGames.get(g.gameId);
      if (tally) lines.push(tallyLine('stats.groupLine', g.title, tally));
    }
    bars = stats.games.flatMap((g) => {
      const tally = stats.playerGames.get(g.gameId);
      return tally ? [{ label: g.title, value: tally.score / tally.games, valueLabel: average(tally.score, tally.games) }] : [];
    });
    chartTitle = msg('stats.chartScore', { user: req.player.name });
  } else {
    const ranked = [...stats.players.values()].sort((a, b) => byResults(a.tally, b.tally));
    lines.push(msg('stats.playersHeading'));
    ranked.slice(0, MAX_PLAYERS_LISTED).forEach((p, index) => lines.push(tallyLine('stats.playerLine', p.name, p.tally, index + 1)));
    if (ranked.length > MAX_PLAYERS_LISTED) lines.push(msg('stats.more', { more: ranked.length - MAX_PLAYERS_LISTED }));
    if (stats.computers.games > 0) lines.push(tallyLine('stats.computerLine', msg('stats.computerName'), stats.computers));
    bars = ranked.slice(0, MAX_PLAYERS_LISTED).map((p) => ({ label: p.name, value: p.tally.wins }));
    if (stats.computers.games > 0) bars.push({ label: msg('stats.computerName'), value: stats.computers.wins });
    chartTitle = msg('stats.chartWins');
  }
  // Ratings: the leaderboard of each game (or the player's rating in each), and the player's rating history.
  const rated: { title: string; events: RatingEventRecord[] }[] = [];
  for (const g of stats.games) rated.push({ title: g.title, events: await ratingEvents(deps, req.guildId, g.gameId) });
  for (const g of rated) {
    if (req.player) {
      const line = playerRatingLine(g.title, g.events, req.player.userId);
      if (line) lines.push(line);
    } else {
      lines.push(...leaderboardLines(g.title, g.events, req.gameId ? LEADERBOARD_ONE_GAME : LEADERBOARD_EACH_GAME));
    }
  }
  for (const f of stats.factions) {
    lines.push(msg(f.term === 'nation' ? 'stats.nationsHeading' : 'stats.factionsHeading', { game: f.title }));
    const groups = [...f.groups.entries()].sort((a, b) => byResults(a[1], b[1]));
    for (const [name, tally] of groups) lines.push(tallyLine('stats.groupLine', name, tally));
  }
  // One game asked for: its leaderboard image; a player: their rating history; else (or nobody rated) the bar chart.
  const ratingImage = req.player ? await ratingHistoryChart(deps.images, req.player, rated) : req.gameId && rated[0] ? await leaderboardChart(deps.images, rated[0].title, rated[0].events, LEADERBOARD_ONE_GAME) : undefined;
  const image = ratingImage ?? (await deps.images.chart?.(barChart({ title: chartTitle, subtitle: msg('stats.chartSubtitle', { count: stats.tables }), bars }), 'server-stats.png'));
  return replyOnly({ kind: 'info', text: lines.join('\n'), image });
}
