/**
 * npm run tm:replay -- FILE...  (directories are expanded to their *.txt files)
 * Replays snellman ledger files through the Terra Mystica engine; one line per file, then "N/M games exact".
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { replayLedger } from '../src/games/terra-mystica/snellman/replay.ts';

function expand(paths: string[]): string[] {
  return paths.flatMap((p) =>
    statSync(p).isDirectory()
      ? readdirSync(p)
          .filter((f) => f.endsWith('.txt'))
          .sort()
          .map((f) => join(p, f))
      : [p],
  );
}

const files = expand(process.argv.slice(2));
if (files.length === 0) {
  console.error('usage: npm run tm:replay -- FILE... (snellman ledger .txt files or folders)');
  process.exit(2);
}
let exact = 0;
for (const file of files) {
  let line: string;
  try {
    const r = replayLedger(readFileSync(file, 'utf8'));
    if (r.exact) {
      exact++;
      line = 'OK';
    } else {
      const m = r.mismatch;
      line = m ? `line ${m.line} ${m.faction}: ${m.commands} -- ${m.detail}` : 'mismatch';
    }
  } catch (e) {
    line = `error: ${(e as Error).stack ?? String(e)}`;
  }
  console.log(`${basename(file)}: ${line}`);
}
console.log(`${exact}/${files.length} games exact`);
process.exit(exact === files.length ? 0 : 1);
