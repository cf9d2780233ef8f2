/**
 * Vitest global setup (vitest.config.ts): tests write only to temporary folders (os.tmpdir()). The run fails when it
 * leaves something new in the checkout where git does not see it: a new top-level entry, or anything new under the
 * git-ignored output folders (out/sandbox/… from a sandbox run without --out, data/ from a store without a folder).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
/** Git-ignored folders a run could write into unseen (see .gitignore). */
const WATCHED = ['out', 'data', '.tmp'];

function entries(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** The top-level entries and every file under the watched folders. */
function checkoutSnapshot(): Set<string> {
  // A JSON report asked for with --outputFile is git-ignored and the run's own.
  const top = readdirSync(ROOT).filter((name) => !/^\.vitest-report.*\.json$/.test(name));
  return new Set([...top, ...WATCHED.flatMap((d) => entries(join(ROOT, d)))]);
}

export default function setup(): () => void {
  const before = checkoutSnapshot();
  return () => {
    const left = [...checkoutSnapshot()].filter((p) => !before.has(p)).sort();
    if (left.length > 0) {
      // Vitest ignores errors thrown at teardown: say it and fail the run's exit code.
      console.error(`\nTests left ${left.length} new file(s) in the checkout (tests write only to os.tmpdir()): ${left.slice(0, 10).join(', ')}${left.length > 10 ? ', …' : ''}`);
      process.exitCode = 1;
    }
  };
}
