import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** <repo root>/../shared/rules/terra-mystica/oracle, or TM_ORACLE_DIR. The recorded games are not in the repository. */
export const ORACLE_DIR = process.env.TM_ORACLE_DIR
  ? resolve(process.env.TM_ORACLE_DIR)
  : resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/rules/terra-mystica/oracle');

export const ORACLE_PRESENT = existsSync(ORACLE_DIR);

export function oracleFile(name: string): string {
  const season = Number(/S(\d+)/.exec(name)?.[1] ?? 0);
  return join(ORACLE_DIR, season >= 67 ? 'league-s67-69' : 'league-s64-66', name);
}
