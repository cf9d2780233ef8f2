/**
 * Issue 20, long suite: the table-service leak audit over long games of every game (hundreds of moves, past setup into
 * the trade and calamity phases of Advanced Civilization, to the end where a game ends sooner), two seeds each.
 */
import { describe, expect, it } from 'vitest';
import { auditGame } from '../support/leak-audit/driver.ts';
import { leakProfiles } from '../support/leak-audit/profiles.ts';

const MOVES: Record<string, number> = { 'terra-mystica': 300, 'cargo-empire': 400, 'energy-empire': 400, 'advanced-civilization': 500 };

describe('leak audit, long games (issue 20)', () => {
  for (const profile of leakProfiles) {
    for (const seed of ['long-1', 'long-2']) {
      it(`${profile.entry.module.id} (${seed}): no text to any reader names another seat's secret (CE-9, EE-3.10, AC H)`, async () => {
        const result = await auditGame({ ...profile, players: Math.min(profile.entry.module.maxPlayers, profile.players + 1) }, { seed, moves: MOVES[profile.entry.module.id]! });
        console.log(`${profile.entry.module.id} ${seed}: ${result.moves} moves (${result.hiddenMoves} hidden), ${result.checks} checks`);
        expect(result.leaks).toEqual([]);
      }, 1_800_000);
    }
  }
});
