import type { AnyGameModule } from '../engine/types.ts';
import { intFlag, parseArgs } from '../cli-args.ts';
import { playout } from './playout.ts';

const usage = 'Usage: npm run playout -- <game> --players N --games K [--seed S] [--ai 1,3|all [--others random|default]] [--options JSON] (table options, e.g. \'{"turnLimit":60}\')';

/** --options: a JSON object of table options, checked by the game's schema in playout (e.g. a longer time limit). */
function tableOptions(text: string | undefined): Record<string, unknown> | string {
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  return `--options must be a JSON object, got ${text}`;
}

export function runPlayoutCli(argv: readonly string[], engines: ReadonlyMap<string, AnyGameModule>, print: (line: string) => void, printError: (line: string) => void): number {
  const fail = (message: string) => {
    printError(`${message}\n${usage}`);
    return 2;
  };
  const args = parseArgs(argv, ['players', 'games', 'seed', 'json', 'options', 'ai', 'others']);
  if (typeof args === 'string') return fail(args);
  const gameId = args.positional[0];
  const game = gameId ? engines.get(gameId) : undefined;
  if (!game) return fail(`Unknown game "${gameId ?? ''}". Available: ${[...engines.keys()].join(', ') || 'none yet'}`);
  const players = intFlag(args.values, 'players', game.minPlayers, game.minPlayers, game.maxPlayers);
  const count = intFlag(args.values, 'games', 100, 1, 1_000_000);
  if (typeof players === 'string') return fail(players);
  if (typeof count === 'string') return fail(count);
  const options = tableOptions(args.values.options);
  if (typeof options === 'string') return fail(options);
  const checked = game.options.safeParse(options);
  if (!checked.success) return fail(`Bad --options for ${game.id}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  const aiSeats = parseAiSeats(args.values.ai, players);
  if (typeof aiSeats === 'string') return fail(aiSeats);
  if (aiSeats.size > 0 && !game.ai) return fail(`${game.title} has no computer player yet: --ai is not available for it.`);
  const others = args.values.others ?? 'random';
  if (others !== 'random' && others !== 'default') return fail(`--others is random (random legal moves) or default (the autopilot's default moves), got ${others}`);
  const report = playout(game, { players, games: count, seed: args.values.seed ?? 'playout', options, aiSeats, others });
  if (args.values.json === 'true') {
    print(JSON.stringify({ game: game.id, players, ...report, errors: report.errors.length }));
  } else {
    print(`${game.title}, ${players} players: ${report.completed}/${count} games completed, ${report.errors.length} errors`);
    print(`${report.moves} moves in ${(report.ms / 1000).toFixed(2)} s: ${Math.round(report.movesPerSecond)} moves/s, ${report.gamesPerSecond.toFixed(1)} games/s`);
    const averages = Object.entries(report.averages);
    if (averages.length > 0) print(`averages at the end: ${averages.map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`);
    const seatLines = report.seats.wins.map((w, i) => `seat ${i + 1}${aiSeats.has(i) ? ' (AI)' : ''}: ${w} wins, average ${report.seats.averageScore[i]!.toFixed(1)}`);
    print(seatLines.join('; '));
    for (const e of report.errors.slice(0, 10)) print(`  game ${e.game} (seed ${e.seed})${e.move !== undefined ? ` at move ${e.move + 1}` : ''}: ${e.message}`);
  }
  return report.errors.length === 0 ? 0 : 1;
}


/** --ai: which seats the computer plays, 1-based and comma-separated, or `all`. */
export function parseAiSeats(text: string | undefined, players: number): Set<number> | string {
  if (text === undefined) return new Set();
  if (text.trim() === 'all') return new Set(Array.from({ length: players }, (_, i) => i));
  const seats = text.split(',').map((x) => Number(x.trim()));
  const bad = seats.find((n) => !Number.isInteger(n) || n < 1 || n > players);
  if (bad !== undefined) return `--ai takes seats 1..${players} separated by commas, or all (got ${text})`;
  return new Set(seats.map((n) => n - 1));
}
