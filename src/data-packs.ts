import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describeProblem, parseDataSet, type DataPackProblem, type DataSet } from './engine/data-pack.ts';
import type { GameCatalog } from './games/entry.ts';

/** What reading the operator's data folder gave: a data set per game that has replacement files, or every problem. */
export type DataPackFolder = { ok: true; sets: Map<string, DataSet<unknown>> } | { ok: false; problems: string[] };

/**
 * Reads `dir/<game id>/<file>.json` replacement files (issue 22). A game's files left out keep the shipped ones; a
 * game without a folder keeps its shipped set. Anything wrong (a folder that is no game, a file that is not JSON or not
 * one of the game's files, a value its schema refuses, an id another file lacks) is a problem naming the file, the field
 * and the reason, and the bot refuses to start on any problem rather than run a table on data it cannot trust.
 */
export function readDataPackFolder(dir: string, games: GameCatalog): DataPackFolder {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { ok: false, problems: [`DATA_PACK_DIR: ${dir} is not a folder`] };
  const problems: string[] = [];
  const sets = new Map<string, DataSet<unknown>>();
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const folder = join(dir, name);
    const data = games.get(name)?.module.data;
    if (!statSync(folder).isDirectory()) {
      problems.push(`${name}: expected a folder named after a game (${[...games.keys()].join(', ')})`);
      continue;
    }
    if (!data) {
      problems.push(`${name}/: ${games.has(name) ? 'this game has no replaceable data' : `not a game id (games: ${[...games.keys()].join(', ')})`}`);
      continue;
    }
    const replaced: Record<string, unknown> = {};
    const local: DataPackProblem[] = [];
    for (const file of readdirSync(folder).sort()) {
      if (file.startsWith('.')) continue;
      try {
        replaced[file] = JSON.parse(readFileSync(join(folder, file), 'utf8')) as unknown;
      } catch (err) {
        local.push({ file, field: '', reason: `not valid JSON (${(err as Error).message})` });
      }
    }
    const files = Object.keys(replaced);
    const set = parseDataSet(data.spec, { ...data.builtIn.raw, ...replaced }, `replacement files: ${files.join(', ') || 'none'}`);
    if (Array.isArray(set)) local.push(...set);
    if (local.length > 0) problems.push(...local.map((p) => `${name}/${describeProblem(p)}`));
    else if (!Array.isArray(set) && files.length > 0) sets.set(name, set);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, sets };
}
