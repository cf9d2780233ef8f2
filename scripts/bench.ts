/**
 * `npm run bench [-- --json] [--strict]`: move latency through the table service (persistence + a fresh board
 * image), board render time, replay speed, history at move N and the table page's time to first byte, on PGlite and (with
 * DATABASE_URL) on Postgres.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import { catalogOf, type GameCatalog } from '../src/games/entry.ts';
import { games as installed } from '../src/games/registry.ts';
import { ImageCache } from '../src/render/cache.ts';
import { svgToPng, warmUpRenderer } from '../src/render/png.ts';
import { renderSampleBoard } from '../src/render/sample-board.ts';
import { openStore } from '../src/store/open.ts';
import type { Store } from '../src/store/port.ts';
import type { Actor } from '../src/tables/context.ts';
import { renderedImages } from '../src/tables/images.ts';
import { TableService } from '../src/tables/service.ts';
import { highCardEntry } from '../test/fixtures/games/high-card/index.ts';
import { benchAcBoard, benchAcReplay } from './bench-ac.ts';
import { benchHistory } from './bench-history.ts';
import { benchExitCode, budgetTable, overBudget } from './bench-budgets.ts';
import { benchCeDiorRender } from './bench-ce.ts';
import { benchEeRender } from './bench-ee.ts';
import { benchRatings } from './bench-ratings.ts';
import { benchTmReplay } from './bench-tm.ts';
import { benchAiDecisions } from './bench-ai.ts';
import { engines } from '../src/games/engines.ts';
import { benchWebPage } from './bench-web.ts';

const MOVES = 150;
const RENDERS = 25;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Plays random legal moves through the table service; each move persists and renders a fresh board. */
async function benchMoves(store: Store, games: GameCatalog, gameId: string, players: number): Promise<number[]> {
  const service = new TableService({ store, games, images: renderedImages(new ImageCache(64 * 1024 * 1024)) });
  const actors: Actor[] = Array.from({ length: players }, (_, i) => ({ userId: `bench-${i}`, name: `Bench ${i + 1}`, canManage: true }));
  const chooser = seedRng('bench');
  const timings: number[] = [];
  let tableNo = 0;
  const game = games.get(gameId)!.module;
  while (timings.length < MOVES) {
    const channelId = `bench-${gameId}-${Date.now()}-${tableNo++}`;
    await service.newTable(actors[0]!, { guildId: null, channelId, gameId, options: {} });
    for (const a of actors.slice(1)) await service.join(a, channelId);
    await service.start(actors[0]!, channelId, 'join');
    while (timings.length < MOVES) {
      const table = await store.getActiveTable(channelId);
      if (!table) break;
      const decisions = game.pending(table.snapshot);
      const decision = decisions[randomInt(chooser, decisions.length)]!;
      const legal = game.legal(table.snapshot, decision.seat);
      const move = legal[randomInt(chooser, legal.length)]!;
      const started = performance.now();
      const outcome = await service.move(actors[decision.seat]!, { channelId, text: move });
      timings.push(performance.now() - started);
      if (outcome.reply?.kind === 'error') throw new Error(`bench move refused: ${outcome.reply.text}`);
    }
  }
  return timings;
}

async function benchRender(): Promise<number[]> {
  const svg = renderSampleBoard();
  const timings: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const started = performance.now();
    await svgToPng(svg);
    timings.push(performance.now() - started);
  }
  return timings;
}

async function main(): Promise<number> {
  const json = process.argv.includes('--json');
  const strict = process.argv.includes('--strict');
  await warmUpRenderer();
  const games = catalogOf([highCardEntry, ...installed.values()]);
  const benchGame = installed.has('terra-mystica') ? 'terra-mystica' : 'high-card';
  const players = benchGame === 'high-card' ? 3 : 4;
  const figures: Record<string, number | string> = { machine: `${process.platform} ${process.arch}, ${(await import('node:os')).cpus().length} cores, node ${process.version}`, move_game: benchGame };

  const dir = await mkdtemp(join(tmpdir(), 'bench-'));
  const pglite = await openStore({ dataDir: join(dir, 'pglite') });
  try {
    const moves = await benchMoves(pglite, games, benchGame, players);
    figures.move_ms_p50 = round(percentile(moves, 50));
    figures.move_ms_p99 = round(percentile(moves, 99));
    if (games.has('energy-empire')) {
      // Energy Empire (issue 9): 3 players, each move persisted with a fresh turn card.
      const ee = await benchMoves(pglite, games, 'energy-empire', 3);
      figures.ee_move_ms_p50 = round(percentile(ee, 50));
      figures.ee_move_ms_p99 = round(percentile(ee, 99));
    }
    // Ratings (issue 26): the update after a table finishes, a full rebuild, /game stats with the leaderboard.
    const ratings = await benchRatings(pglite, games);
    figures.rating_update_ms_p50 = round(percentile(ratings.updates, 50));
    figures.rating_rebuild_ms = round(ratings.rebuildMs);
    figures.stats_leaderboard_ms_p50 = round(percentile(ratings.stats, 50));
    figures.rating_tables = `${ratings.tables} finished 4-player tables`;
  } finally {
    await pglite.close();
    await rm(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const schema = `bench_${process.pid}`;
    const pg = await openStore({ databaseUrl: process.env.DATABASE_URL, schema });
    try {
      const moves = await benchMoves(pg, games, benchGame, players);
      figures.postgres_move_ms_p50 = round(percentile(moves, 50));
      figures.postgres_move_ms_p99 = round(percentile(moves, 99));
    } finally {
      await pg.close();
      const { dropSchema, postgresTarget } = await import('../src/store/postgres.ts');
      await dropSchema(postgresTarget(process.env.DATABASE_URL, schema));
    }
  }
  if (installed.has('advanced-civilization')) {
    // Advanced Civilization at 8 players: the largest board image, drawn fresh after every move.
    const acDir = await mkdtemp(join(tmpdir(), 'bench-ac-'));
    const acStore = await openStore({ dataDir: join(acDir, 'pglite') });
    try {
      const moves = await benchMoves(acStore, games, 'advanced-civilization', 8);
      figures.ac8_move_ms_p50 = round(percentile(moves, 50));
      figures.ac8_move_ms_p99 = round(percentile(moves, 99));
    } finally {
      await acStore.close();
      await rm(acDir, { recursive: true, force: true });
    }
  }
  const renders = await benchRender();
  figures.render_ms_p50 = round(percentile(renders, 50));
  const eeRender = await benchEeRender();
  figures.ee_render_ms_p50 = round(percentile(eeRender.timings, 50));
  figures.ee_board_png = `${eeRender.width} px wide, ${Math.round(eeRender.bytes / 1024)} KB`;
  if (installed.has('advanced-civilization')) {
    const acBoard = await benchAcBoard();
    figures.ac8_board_ms_p50 = round(percentile(acBoard.timings, 50));
    figures.ac8_board_ms_p99 = round(percentile(acBoard.timings, 99));
    figures.ac8_board_png = `${acBoard.width} px wide, ${Math.round(acBoard.bytes / 1024)} KB`;
  }
  if (installed.has('cargo-empire')) {
    // Cargo Empire (issue 22): the Dior board image (its computer player is timed with the others' below).
    figures.ce_dior_render_ms_p50 = round(percentile(await benchCeDiorRender(), 50));
  }
  const tm = await benchTmReplay();
  if (tm !== null) figures.tm_replay_ms_p50 = round(tm);
  for (const [gameId, times] of Object.entries(benchAiDecisions(engines.values()))) {
    // cargo-empire-solo: ces_ai_decision_ms_*.
    const key = gameId.split('-').map((w) => w[0]).join('');
    figures[`${key}_ai_decision_ms_p50`] = round(percentile(times, 50));
    figures[`${key}_ai_decision_ms_p95`] = round(percentile(times, 95));
  }
  const ac = benchAcReplay();
  figures.ac_replay_ms_p50 = round(ac.ms);
  figures.ac_replay_game = `random 6-player game, ${ac.moves} moves`;
  if (installed.has('advanced-civilization')) {
    // The board at any past move (issue 24), on that same longest game: the table, its log and the position, before drawing.
    const history = await benchHistory();
    figures.history_first_replay_ms = round(history.replayMs);
    figures.history_cold_ms_p50 = round(percentile(history.coldMs, 50));
    figures.history_cold_ms_p95 = round(percentile(history.coldMs, 95));
    figures.history_at_move_ms_p50 = round(percentile(history.warmMs, 50));
    figures.history_at_move_ms_p95 = round(percentile(history.warmMs, 95));
    figures.history_status_ms_p50 = round(percentile(history.statusMs, 50));
    figures.history_game = `${history.moves} moves, checkpoints every ${history.every}, ${Math.round(history.checkpointChars / 1024)} KB`;
  }
  // The table page's time to first byte for a cached board, and for a past position (scripts/bench-web.ts).
  const web = await benchWebPage();
  figures.web_page_ttfb_ms_p50 = round(percentile(web.page, 50));
  figures.web_page_ttfb_ms_p99 = round(percentile(web.page, 99));
  figures.web_history_ttfb_ms_p50 = round(percentile(web.history, 50));
  figures.web_page = `4-player Terra Mystica after 80 moves, ${Math.round(web.bytes / 1024)} KB of HTML`;

  const over = overBudget(figures);
  if (json) console.log(JSON.stringify({ ...figures, over_budget: over }));
  else {
    console.log(`machine: ${figures.machine}; moves played in: ${benchGame} and energy-empire; AC replay: ${figures.ac_replay_game}; EE board: ${figures.ee_board_png}; AC 8-player board: ${figures.ac8_board_png ?? 'not installed'}; history: ${figures.history_game ?? 'not installed'}`);
    for (const line of budgetTable(figures)) console.log(line);
  }
  // --strict: a figure over its budget fails the run (for CI on a quiet machine).
  return benchExitCode(figures, strict);
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
