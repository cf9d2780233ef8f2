/**
 * Issue 20: the leak audit of all four games through the real discord.js client and the fake Discord. Every channel
 * post, ephemeral reply and DM (text, components, pictures and their alt text), every autocomplete list and every log
 * line is checked against what each seat keeps secret at that moment: CE-9 goals, EE-3.10 agendas, AC H hands and
 * hidden answers, and in every game the moves whose public form hides a choice. Terra Mystica has no hidden
 * information; its game runs the same paths. Longer games: leak-audit.long.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { auditOnDiscord } from './support/leak-audit-discord.ts';
import { advancedCivilizationProfile, cargoEmpireProfile, energyEmpireProfile, terraMysticaProfile, type LeakProfile } from '../support/leak-audit/profiles.ts';

async function audit(profile: LeakProfile, moves: number, hidden: boolean): Promise<void> {
  const r = await auditOnDiscord(profile, 'discord-audit', moves);
  console.log(`${profile.entry.module.id} on Discord: ${r.moves} moves (${r.hiddenMoves} hidden, ${r.undos} undone), ${r.texts} texts, ${r.checks} checks, ${r.logLines} log lines`);
  expect(r.leaks).toEqual([]);
  expect(r.moves).toBeGreaterThan(moves / 2);
  expect(r.texts).toBeGreaterThan(moves);
  if (hidden) {
    expect(r.hiddenMoves).toBeGreaterThan(0);
    expect(r.undos).toBeGreaterThan(0);
    expect(r.checks).toBeGreaterThan(100);
  }
}

describe('leak audit on Discord (issue 20)', () => {
  it('TM the message paths of a Terra Mystica table', () => audit(terraMysticaProfile, 20, false), 300_000);
  it('CE-9 no goal card reaches another seat on Discord', () => audit(cargoEmpireProfile, 30, true), 300_000);
  it('EE-3.10 no secret agenda reaches another seat on Discord', () => audit(energyEmpireProfile, 30, true), 300_000);
  it('H 27.3 no hand card or hidden answer reaches another seat on Discord', () => audit(advancedCivilizationProfile, 120, true), 300_000);
});
