import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameCatalog } from '../games/entry.ts';
import { ImageCache } from '../render/cache.ts';
import { openStore } from '../store/open.ts';
import { renderedImages } from '../tables/images.ts';
import { parseOptionPairs } from '../discord/option-pairs.ts';
import { intFlag, parseArgs } from './args.ts';
import { runInteractive } from './interactive.ts';
import { Sandbox, SANDBOX_CHANNEL } from './sandbox.ts';
import { parseScript, runScript } from './script.ts';

const usage = 'Usage: npm run sandbox -- <game> --players N [--seed S] [--script FILE] [--out DIR] [--options "k=v ..."] [--data DIR]';

/**
 * `npm run sandbox`: a local table on the embedded database (a fresh temporary PGlite folder unless
 * --data is given), every seat played from this terminal or from a script, board images in --out.
 */
export async function runSandboxCli(argv: readonly string[], games: GameCatalog, print: (line: string) => void, printError: (line: string) => void): Promise<number> {
  const fail = (message: string) => {
    printError(`${message}\n${usage}`);
    return 2;
  };
  const args = parseArgs(argv, ['players', 'seed', 'script', 'out', 'options', 'data']);
  if (typeof args === 'string') return fail(args);
  const gameId = args.positional[0];
  const entry = gameId ? games.get(gameId) : undefined;
  if (!entry) return fail(`Unknown game "${gameId ?? ''}". Available: ${[...games.keys()].join(', ') || 'none yet'}`);
  const players = intFlag(args.values, 'players', entry.module.minPlayers, entry.module.minPlayers, entry.module.maxPlayers);
  if (typeof players === 'string') return fail(players);
  const options = parseOptionPairs(args.values.options ?? '');
  if (typeof options === 'string') return fail(options);
  const script = args.values.script ? parseScript(await readFile(args.values.script, 'utf8')) : undefined;
  if (typeof script === 'string') return fail(script);

  const tempDir = args.values.data ? undefined : await mkdtemp(join(tmpdir(), 'sandbox-'));
  const store = await openStore({ dataDir: args.values.data ?? tempDir! });
  try {
    const sandbox = new Sandbox({ games, store, images: renderedImages(new ImageCache(64 * 1024 * 1024)), gameId: entry.module.id, players, seed: args.values.seed ?? `sandbox-${Date.now()}`, options, out: args.values.out, print });
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
      await runInteractive(sandbox, print);
    }
    const table = await store.getActiveTable(SANDBOX_CHANNEL);
    if (table === null) print('The game is over.');
    else print(`The game is not over yet: ${(await sandbox.service.status({ channelId: SANDBOX_CHANNEL })).reply?.text ?? ''}`);
    return 0;
  } finally {
    await store.close();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

