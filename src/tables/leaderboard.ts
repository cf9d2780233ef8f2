/** The ratings part of `/game stats`: leaderboards per game, a player's ratings, and their rating history chart. */
import { lineChart } from '../render/line-chart.ts';
import { ratingChart } from '../render/rating-chart.ts';
import type { RatingEventRecord } from '../store/port.ts';
import type { TableServiceDeps } from './context.ts';
import type { TableImages } from './images.ts';
import { msg } from './messages.ts';
import type { Attachment } from './outcome.ts';
import { conservative, RATING_MODEL, type Skill } from './ratings-model.ts';
import { playerRatings, syncRatings, type PlayerRating } from './ratings.ts';

/** The trend is the change of the conservative rating over a player's last games. */
export const TREND_GAMES = 5;

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

function trend(history: readonly RatingEventRecord[]): string {
  if (history.length < 2) return msg('ratings.trendNew');
  const from = history[Math.max(0, history.length - TREND_GAMES)]!;
  const last = history.at(-1)!;
  const change = conservative(last) - conservative({ mu: from.muBefore, sigma: from.sigmaBefore });
  const shown = oneDecimal(Math.abs(change));
  if (shown === '0.0') return msg('ratings.trendFlat', { games: Math.min(TREND_GAMES, history.length) });
  return msg(change > 0 ? 'ratings.trendUp' : 'ratings.trendDown', { delta: shown, games: Math.min(TREND_GAMES, history.length) });
}

function skillParams(skill: Skill) {
  return { rating: oneDecimal(conservative(skill)), mu: oneDecimal(skill.mu), sigma: oneDecimal(skill.sigma) };
}

/** Best first: conservative rating, then more games, then name (a stable order for equal ratings). */
export function byRating(a: PlayerRating, b: PlayerRating): number {
  return conservative(b.skill) - conservative(a.skill) || b.games - a.games || a.name.localeCompare(b.name) || (a.userId < b.userId ? -1 : 1);
}

/** The stored events of one game on one server, brought up to date first (a crash after a finish loses nothing). */
export async function ratingEvents(deps: TableServiceDeps, guildId: string, gameId: string): Promise<RatingEventRecord[]> {
  try {
    await syncRatings(deps.store, guildId, gameId);
  } catch {
    // Another writer kept the ledger busy: show what is stored; the next update catches up.
  }
  return (await deps.store.getRatingLedger(guildId, gameId)).events;
}

/** Leaderboard lines of one game: its top `limit` players by conservative rating. */
export function leaderboardLines(title: string, events: readonly RatingEventRecord[], limit: number): string[] {
  const ranked = [...playerRatings(events).values()].sort(byRating);
  if (ranked.length === 0) return [msg('ratings.none', { game: title })];
  const lines = [msg('ratings.heading', { game: title })];
  ranked.slice(0, limit).forEach((p, index) => lines.push(msg('ratings.line', { rank: index + 1, user: p.name, games: p.games, trend: trend(p.history), ...skillParams(p.skill) })));
  if (ranked.length > limit) lines.push(msg('ratings.more', { more: ranked.length - limit }));
  return lines;
}

/** One player's rating in one game, or null when they have no rated game of it. */
export function playerRatingLine(title: string, events: readonly RatingEventRecord[], userId: string): string | null {
  const ranked = [...playerRatings(events).values()].sort(byRating);
  const index = ranked.findIndex((p) => p.userId === userId);
  if (index < 0) return null;
  const p = ranked[index]!;
  return msg('ratings.playerLine', { game: title, place: index + 1, of: ranked.length, games: p.games, trend: trend(p.history), ...skillParams(p.skill) });
}

/** A player's conservative rating after each rated game, one line per game; undefined when they have none. */
export async function ratingHistoryChart(images: TableImages, user: { userId: string; name: string }, games: readonly { title: string; events: readonly RatingEventRecord[] }[]): Promise<Attachment | undefined> {
  const series = games.flatMap((g) => {
    const mine = g.events.filter((e) => e.userId === user.userId);
    return mine.length > 0 ? [{ label: g.title, values: mine.map((e) => Math.round(conservative(e) * 10) / 10) }] : [];
  });
  if (series.length === 0) return undefined;
  const svg = lineChart({ title: msg('ratings.chartTitle', { user: user.name }), subtitle: msg('ratings.chartSubtitle'), xLabel: msg('ratings.chartAxis'), series });
  return images.chart?.(svg, 'rating-history.png');
}

/** The leaderboard of one game as an image (its top `limit` players); undefined when nobody is rated yet. */
export async function leaderboardChart(images: TableImages, title: string, events: readonly RatingEventRecord[], limit: number): Promise<Attachment | undefined> {
  const ranked = [...playerRatings(events).values()].sort(byRating).slice(0, limit);
  if (ranked.length === 0) return undefined;
  const rows = ranked.map((p) => ({ label: p.name, mu: p.skill.mu, sigma: p.skill.sigma, valueLabel: msg('ratings.chartValue', { rating: oneDecimal(conservative(p.skill)), games: p.games }) }));
  const svg = ratingChart({ title: msg('ratings.chartLeaderboard', { game: title }), subtitle: msg('ratings.chartLeaderboardSubtitle'), rows, z: RATING_MODEL.z });
  return images.chart?.(svg, 'leaderboard.png');
}
