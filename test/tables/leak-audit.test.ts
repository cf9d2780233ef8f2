/**
 * Issue 20: the leak audit of all four games through the table service. A seeded game of each takes every message
 * path (turn posts and DMs, views, board, status, log and log file, history, /game mine, autocomplete, refusals, undo
 * requests of hidden moves and their votes, deadlines and reminders, autopilot and a seat taken over, resigning), and
 * no text any reader gets names what another seat keeps secret (TM-none, CE-9, EE-3.10, AC H). The long suite plays
 * longer games (leak-audit.long.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { auditGame } from '../support/leak-audit/driver.ts';
import { advancedCivilizationProfile, cargoEmpireProfile, energyEmpireProfile, terraMysticaProfile, type LeakProfile } from '../support/leak-audit/profiles.ts';

const PATHS = ['move: typed', 'view', 'mine', 'board', 'status', 'log', 'log-file', 'history', 'autocomplete', 'refused: not your turn', 'refused: malformed', 'refused: stale undo', 'deadline', 'reminder', 'kick: autopilot', 'take seat'];

async function audit(profile: LeakProfile, moves: number, hidden: boolean): Promise<void> {
  const result = await auditGame(profile, { seed: 'audit-1', moves });
  console.log(`${profile.entry.module.id}: ${result.moves} moves (${result.hiddenMoves} hidden), ${result.texts} texts, ${result.checks} checks, paths ${JSON.stringify(result.paths)}`);
  expect(result.leaks).toEqual([]);
  expect(result.moves).toBeGreaterThan(moves / 2);
  for (const path of PATHS) expect(result.paths[path] ?? 0, `path ${path} was taken`).toBeGreaterThan(0);
  if (hidden) {
    // The controls: secrets existed, hidden moves were undone, and a seat's own view shows its secret.
    expect(result.sawSecrets).toBe(true);
    expect(result.hiddenMoves).toBeGreaterThan(0);
    expect(result.paths.undo ?? 0).toBeGreaterThan(0);
    expect(result.ownViewShowedSecret).toBe(true);
    expect(result.checks).toBeGreaterThan(1000);
  }
}

describe('leak audit through the table service (issue 20)', () => {
  it('TM every message path of a Terra Mystica game (no hidden information: the paths run without error)', () => audit(terraMysticaProfile, 40, false), 300_000);
  it('CE-9 no goal card or face-down city of one seat reaches another, on any message path', () => audit(cargoEmpireProfile, 60, true), 300_000);
  it('EE-3.10 ER-16 no secret agenda reaches another seat, on any message path', () => audit(energyEmpireProfile, 60, true), 300_000);
  it('H 27.3 no trade card in hand or hidden answer reaches another seat, on any message path', () => audit(advancedCivilizationProfile, 100, true), 300_000);
});
