import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayLedger } from '../../../src/games/terra-mystica/snellman/replay.ts';
import { ORACLE_DIR, ORACLE_PRESENT, oracleFile } from './oracle-dir.ts';

/** Recorded snellman games (TM-20) that replay with every ledger row's resources and every final VP equal. */
const EXACT = [
  '4pLeague_S64_D1L1_G1.txt',
  '4pLeague_S64_D1L1_G2.txt',
  '4pLeague_S64_D1L1_G3.txt',
  '4pLeague_S64_D1L1_G4.txt',
  '4pLeague_S64_D1L1_G5.txt',
  '4pLeague_S64_D1L1_G6.txt',
  '4pLeague_S64_D1L1_G7.txt',
  '4pLeague_S65_D1L1_G1.txt',
  '4pLeague_S65_D1L1_G2.txt',
  '4pLeague_S65_D1L1_G3.txt',
  '4pLeague_S65_D1L1_G4.txt',
  '4pLeague_S65_D1L1_G5.txt',
  '4pLeague_S65_D1L1_G6.txt',
  '4pLeague_S65_D1L1_G7.txt',
  '4pLeague_S66_D1L1_G1.txt',
  '4pLeague_S66_D1L1_G2.txt',
  '4pLeague_S66_D1L1_G3.txt',
  '4pLeague_S66_D1L1_G4.txt',
  '4pLeague_S66_D1L1_G5.txt',
  '4pLeague_S66_D1L1_G6.txt',
  '4pLeague_S66_D1L1_G7.txt',
  '4pLeague_S67_D1L1_G1.txt',
  '4pLeague_S67_D1L1_G2.txt',
  '4pLeague_S67_D1L1_G3.txt',
  '4pLeague_S67_D1L1_G4.txt',
  '4pLeague_S67_D1L1_G5.txt',
  '4pLeague_S67_D1L1_G6.txt',
  '4pLeague_S67_D1L1_G7.txt',
  '4pLeague_S68_D1L1_G1.txt',
  '4pLeague_S68_D1L1_G2.txt',
  '4pLeague_S68_D1L1_G3.txt',
  '4pLeague_S68_D1L1_G4.txt',
  '4pLeague_S68_D1L1_G5.txt',
  '4pLeague_S68_D1L1_G6.txt',
  '4pLeague_S68_D1L1_G7.txt',
  '4pLeague_S69_D1L1_G1.txt',
  '4pLeague_S69_D1L1_G2.txt',
  '4pLeague_S69_D1L1_G3.txt',
  '4pLeague_S69_D1L1_G4.txt',
  '4pLeague_S69_D1L1_G5.txt',
  '4pLeague_S69_D1L1_G6.txt',
  '4pLeague_S69_D1L1_G7.txt',
];

if (!ORACLE_PRESENT) {
  console.warn(`Terra Mystica oracle games not found at ${ORACLE_DIR} (set TM_ORACLE_DIR): oracle replay tests are skipped.`);
}

// The recorded games live outside the repository (shared/rules/terra-mystica/oracle); without them there is nothing to replay.
describe.skipIf(!ORACLE_PRESENT)('TM-20 recorded snellman games replay exactly', () => {
  it('TM-20.0 lists all 42 development games', () => {
    expect(EXACT).toHaveLength(42);
  });
  for (const name of EXACT) {
    it(`TM-20.3 ${name}: every row's resources and the final VP match`, () => {
      const report = replayLedger(readFileSync(oracleFile(name), 'utf8'));
      expect(report.mismatch).toBeNull();
      expect(report.exact).toBe(true);
      expect(report.rows).toBeGreaterThan(200);
      expect(report.finalVp).toEqual(report.expectedFinalVp);
    });
  }
  it('TM-20.3 manifests agree with the replayed final scores', () => {
    for (const sub of ['league-s64-66', 'league-s67-69']) {
      const manifest = JSON.parse(readFileSync(`${ORACLE_DIR}/${sub}/manifest.json`, 'utf8')) as {
        games: { log_file: string; expected_total_vp: Record<string, number> }[];
      };
      for (const g of manifest.games) {
        const report = replayLedger(readFileSync(`${ORACLE_DIR}/${sub}/${g.log_file}`, 'utf8'));
        const dropped = new Set(report.state?.factions.filter((f) => f.dropped).map((f) => f.id));
        const expected = Object.fromEntries(Object.entries(g.expected_total_vp).filter(([f]) => !dropped.has(f as never)));
        const actual = Object.fromEntries(Object.entries(report.finalVp).filter(([f]) => f in expected));
        expect(actual, g.log_file).toEqual(expected);
      }
    }
  });
});
