/** Issue 20, long suite: the Discord leak audit over longer games of every game. */
import { describe, expect, it } from 'vitest';
import { auditOnDiscord } from './support/leak-audit-discord.ts';
import { leakProfiles } from '../support/leak-audit/profiles.ts';

const MOVES: Record<string, number> = { 'terra-mystica': 150, 'cargo-empire': 200, 'energy-empire': 200, 'advanced-civilization': 300 };

describe('leak audit on Discord, long games (issue 20)', () => {
  for (const profile of leakProfiles) {
    it(`${profile.entry.module.id}: no message, autocomplete list or log line names another seat's secret (CE-9, EE-3.10, AC H)`, async () => {
      const r = await auditOnDiscord(profile, 'discord-long', MOVES[profile.entry.module.id]!);
      console.log(`${profile.entry.module.id} on Discord: ${r.moves} moves, ${r.checks} checks`);
      expect(r.leaks).toEqual([]);
    }, 1_800_000);
  }
});
