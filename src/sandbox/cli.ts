import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { GameCatalog, AnyGameEntry } from '../games/entry.ts';
import { openLocalTables, type LocalTables, type OpenStore } from '../app.ts';
import { checkOptions, optionNames } from '../tables/lobby.ts';
import { parseOptionPairs } from '../tables/option-pairs.ts';
import { intFlag, parseArgs } from '../cli-args.ts';
import { runInteractive, TerminalInput } from './interactive.ts';
import { parseAiSeats } from './playout-cli.ts';
import { Sandbox } from './sandbox.ts';
import { formatScript, parseScript, runScript, type ScriptLine } from './script.ts';
import { scriptedGame, type ScriptedGame } from './scripted-game.ts';

/** Where board images go without --out, relative to the working directory. */
export const DEFAULT_OUT_ROOT = join('out', 'sandbox');

export function sandboxUsage(games: GameCatalog): string {
  const lines = [
    'Usage: npm run sandbox -- <game> [--players N] [--seed S] [--script FILE] [--out DIR] [--options "key=value ..."] [--ai 2,3|all] [--data DIR] [--web PORT]',
    '  <game>       one of the game ids below',
    '  --players N  number of seats (default: the game\'s minimum)',
    '  --seed S     the table\'s random seed; the same seed and moves replay the same game (printed at the start)',
    '  --script F   play the moves in F, one "<seat>: <move>" a line (# comments); stops at the first illegal one',
    `  --out DIR    folder for the board images (default ${DEFAULT_OUT_ROOT}/<game>-<seed>)`,
    '  --options    table options as key=value pairs, as in /game new (e.g. "map=fjords"); listed below per game',
    '  --ai SEATS   seats played by the game\'s computer player (1-based, comma-separated, or all); they answer at once',
    '  --data DIR   keep the embedded database in DIR (default: a temporary folder, removed at the end)',
    '  --web PORT   serve the table\'s page at http://127.0.0.1:PORT while playing, and after the game until Ctrl-C',
    'Without --script, moves are read from the terminal or from standard input, one a line; type :help there.',
    'With nothing piped in (e.g. < /dev/null), a game marked "scripted" below plays a whole game of seeded legal moves to its',
    'final scores (100-250 moves; 850-950 for Advanced Civilization at 8 players, a few minutes), with the seats it names unless',
    '--players is given, printing each player\'s private lines labelled and writing a card per move, the final board and the script.',
    'Games:',
  ];
  for (const entry of games.values()) {
    const m = entry.module;
    const options = m.options instanceof z.ZodObject ? optionNames(m.options) : [];
    lines.push(`  ${m.id} (${m.title}, ${m.minPlayers}–${m.maxPlayers} players)${options.length ? `; options: ${options.join(', ')}` : ''}${entry.sandboxScript ? `; scripted (${entry.sandboxScript.players ?? m.minPlayers} players)` : ''}`);
  }
  return lines.join('\n');
}

export interface SandboxCliEnv {
  /** Moves typed or piped in (default: standard input). */
  input?: NodeJS.ReadableStream;
  /** Folder under which the default image folder is made (default: the working directory). */
  cwd?: string;
  /** Where the temporary data folder is made (default: the system's temporary folder). */
  tempRoot?: string;
  /** Tests: play only the scripted game's first N moves (with the commands between them); its whole script is still written. */
  scriptedMoves?: number;
  /** Tests: opens the store on the data folder (default openStore: a fresh PGlite there, migrated, a few seconds of CPU). */
  openStore?: OpenStore;
  /** Replacement component data (DATA_PACK_DIR/<game id>/<file>.json), checked like the bot's; default: the shipped data. */
  dataPackDir?: string;
  /** With --web: resolves when the page should stop being served after the game (default: Ctrl-C or SIGTERM). */
  webStop?: Promise<void>;
}

/**
 * `npm run sandbox`: a local table on the embedded database (a fresh temporary PGlite folder unless
 * --data is given), every seat played from this terminal or from a script, board images in a folder.
 */
export async function runSandboxCli(argv: readonly string[], games: GameCatalog, print: (line: string) => void, printError: (line: string) => void, env: SandboxCliEnv = {}): Promise<number> {
  const usage = sandboxUsage(games);
  const fail = (message: string) => {
    printError(`${message}\n${usage}`);
    return 2;
  };
  const args = parseArgs(argv, ['players', 'seed', 'script', 'out', 'options', 'data', 'ai', 'web'], ['help']);
  if (typeof args === 'string') return fail(args);
  if (args.values.help) {
    print(usage);
    return 0;
  }
  const gameId = args.positional[0];
  const entry = gameId ? games.get(gameId) : undefined;
  if (!entry) return fail(gameId ? `Unknown game "${gameId}". Available: ${[...games.keys()].join(', ') || 'none yet'}` : 'Which game? Name one of the ids below.');
  const players = intFlag(args.values, 'players', entry.module.minPlayers, entry.module.minPlayers, entry.module.maxPlayers);
  if (typeof players === 'string') return fail(players);
  const aiSeats = parseAiSeats(args.values.ai, players);
  if (typeof aiSeats === 'string') return fail(aiSeats);
  if (aiSeats.size > 0 && !entry.module.ai) return fail(`${entry.module.title} has no computer player yet: --ai is not available for it.`);
  const webPort = args.values.web === undefined ? undefined : intFlag(args.values, 'web', 0, 1, 65535);
  if (typeof webPort === 'string') return fail(webPort);
  const options = parseOptionPairs(args.values.options ?? '');
  if (typeof options === 'string') return fail(options);
  // Checked here, as the table will, so a bad option is a usage error before anything runs.
  const checked = checkOptions(entry.module, options);
  if (typeof checked === 'string') return fail(checked);
  let script: ScriptLine[] | undefined;
  if (args.values.script) {
    let text: string;
    try {
      text = await readFile(args.values.script, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      printError(`Cannot read the script file "${args.values.script}": ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (err as Error).message}.`);
      return 2;
    }
    const parsed = parseScript(text);
    if (typeof parsed === 'string') return fail(parsed);
    script = parsed;
  }
  const seed = args.values.seed ?? `sandbox-${Date.now().toString(36)}`;
  const out = args.values.out ?? join(env.cwd ?? '.', DEFAULT_OUT_ROOT, `${entry.module.id}-${seed}`);
  // Moves from the terminal or a pipe; with nothing piped in, a game that has one plays its scripted game.
  const terminal = script ? undefined : new TerminalInput(env.input ?? process.stdin);
  try {
    let scripted: ScriptedGame | undefined;
    let seats = players;
    // With computer players the game is watched as they play it, not scripted.
    if (terminal && !terminal.tty && entry.sandboxScript && aiSeats.size === 0 && !(await terminal.hasLines())) {
      seats = args.values.players === undefined ? (entry.sandboxScript.players ?? players) : players;
      const made = scriptedGame(entry.module, entry.sandboxScript, seats, seed, options);
      if (typeof made === 'string') return fail(made);
      scripted = made;
    }
    const table: TableRun = { entry, players: seats, seed, out, options: scripted?.options ?? options, optionsText: args.values.options, dataDir: args.values.data, aiSeats, webPort };
    return await playTable(table, games, { print, printError }, env, scripted ?? script ?? terminal!);
  } finally {
    terminal?.close();
  }
}

interface TableRun {
  entry: AnyGameEntry;
  players: number;
  seed: string;
  out: string;
  options: Record<string, unknown>;
  optionsText: string | undefined;
  dataDir: string | undefined;
  aiSeats: ReadonlySet<number>;
  webPort: number | undefined;
}

interface Printers {
  print: (line: string) => void;
  printError: (line: string) => void;
}

/** One table on the embedded database, played from a script, the scripted game or the terminal; returns the exit code. */
async function playTable(run: TableRun, games: GameCatalog, { print, printError }: Printers, env: SandboxCliEnv, moves: ScriptLine[] | ScriptedGame | TerminalInput): Promise<number> {
  const { entry, players, seed, out } = run;
  const tempDir = run.dataDir ? undefined : await mkdtemp(join(env.tempRoot ?? tmpdir(), 'sandbox-'));
  try {
    let tables: LocalTables;
    try {
      tables = await openLocalTables(run.dataDir ?? tempDir!, { games, newSeed: () => seed, imageCacheMb: 64, openStore: env.openStore, webPort: run.webPort, ...(env.dataPackDir ? { dataPackDir: env.dataPackDir } : {}) });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      printError(`Port ${run.webPort} is in use: choose another with --web PORT.`);
      return 1;
    }
    try {
      if (tables.webUrl) print(`Serving the table's page at ${tables.webUrl} (read-only; moves are made here).`);
      const sandbox = new Sandbox({ games, service: tables.service, aiSeats: run.aiSeats, gameId: entry.module.id, players, seed, options: run.options, out, print });
      print(`${entry.module.title}, ${players} players, seed ${seed}. Images (a card per turn; :board for the full board) go to ${out}`);
      let script: ScriptLine[] | undefined;
      if (moves instanceof TerminalInput || Array.isArray(moves)) {
        if (Array.isArray(moves)) script = moves;
        print(`Replay: npm run sandbox -- ${entry.module.id} --players ${players} --seed ${seed}${run.optionsText ? ` --options "${run.optionsText}"` : ''} --script FILE`);
      } else {
        script = env.scriptedMoves === undefined ? moves.lines : firstMoves(moves.lines, env.scriptedMoves);
        const file = join(out, 'script.txt');
        await mkdir(out, { recursive: true });
        await writeFile(file, `# ${entry.module.title}, ${players} players, seed ${seed}: scripted game (seeded random legal moves, playthrough ${moves.attempt + 1})\n${formatScript(moves.lines)}\n`);
        const shown = Object.entries(moves.statistics).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${v}`);
        print(`No moves piped in: a scripted game of ${moves.moves} seeded random legal moves (${shown.join(', ')}).${moves.missing.length > 0 ? ` Not shown in any playthrough tried: ${moves.missing.join(', ')}.` : ''}`);
        print(`Its script: ${file}. Replay: npm run sandbox -- ${entry.module.id} --players ${players} --seed ${seed} --options "${optionPairs(run.options)}" --script ${file}`);
      }
      const startError = await sandbox.start();
      if (startError) {
        printError(startError);
        return 1;
      }
      if (script) {
        const error = await runScript(sandbox, script);
        if (error) {
          printError(`Stopped: ${error}`);
          return 1;
        }
      } else {
        await runInteractive(sandbox, print, moves as TerminalInput);
      }
      if (await sandbox.finished()) print('The game is over.');
      else print(`The game is not over yet. ${await sandbox.statusText()}`);
      if (tables.webUrl) {
        print(`The page stays at ${tables.webUrl} until you press Ctrl-C.`);
        await (env.webStop ?? untilInterrupted());
      }
      return 0;
    } finally {
      await tables.close();
    }
  } finally {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

/** Resolves at the first Ctrl-C or SIGTERM. */
function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** Table options as the key=value pairs --options takes (turnLimit → turn-limit=10). */
function optionPairs(options: Record<string, unknown>): string {
  return Object.entries(options).map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}=${String(v)}`).join(' ');
}

/** The script's lines up to its Nth move and the commands that follow it. */
function firstMoves(lines: readonly ScriptLine[], n: number): ScriptLine[] {
  let seen = 0;
  const next = lines.findIndex((l) => 'seat' in l && seen++ === n);
  return next < 0 ? [...lines] : lines.slice(0, next);
}
