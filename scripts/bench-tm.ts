import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayLedger } from '../src/games/terra-mystica/snellman/replay.ts';

const RUNS = 30;

/** The recorded games live beside the checkout (never copied into it); TM_ORACLE_DIR overrides. */
function oracleDir(): string {
  return process.env.TM_ORACLE_DIR ?? fileURLToPath(new URL('../../shared/rules/terra-mystica/oracle', import.meta.url));
}

/**
 * Median time to replay one recorded 4-player Terra Mystica game (every row applied and checked),
 * or null when the recordings are not beside the checkout.
 */
export async function benchTmReplay(): Promise<number | null> {
  const dir = oracleDir();
  if (!existsSync(dir)) {
    console.warn(`tm_replay_ms_p50 skipped: no recorded games at ${dir}`);
    return null;
  }
  const league = readdirSync(dir).sort()[0];
  const file = league ? readdirSync(join(dir, league)).sort()[0] : undefined;
  if (!league || !file) return null;
  const text = readFileSync(join(dir, league, file), 'utf8');
  const timings: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    const report = replayLedger(text);
    const ms = performance.now() - started;
    if (!report.exact) throw new Error(`${file} no longer replays exactly`);
    if (i >= 3) timings.push(ms);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.floor(timings.length / 2)]!;
}
