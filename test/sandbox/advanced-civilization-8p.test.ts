/**
 * Issue 13: `npm run sandbox -- advanced-civilization --players 8` with nothing piped in plays the scripted game through
 * the table service on embedded PGlite and writes every image. Here with 4 players and 8 turns (about 190 moves); the
 * 8-player game runs in advanced-civilization-8p.long.test.ts.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { scriptedGameSuite } from './ac-scripted-suite.ts';
import { openTemplateStore } from '../support/db.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ac-prompt-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

// Seed chosen so that four players show a trade and a calamity by turn 8 (no calamity lies among a stack's first N cards, 15.2).
describe('the scripted Advanced Civilization game in the sandbox, 4 players and 8 turns', () => {
  scriptedGameSuite(4, 'd', 8, ['--options', 'turn-limit=8']);
});

describe('Advanced Civilization at the sandbox prompt', () => {
  it('piped lines are played as typed (no scripted game); :area and :board <region> answer like /civ area and /civ board', async () => {
    const lines: string[] = [];
    const err: string[] = [];
    const input = Readable.from(['1: nation egypt', ':area thebes', ':board greece', ':board atlantis', ':view 1', ':nope'].map((l) => `${l}\n`));
    const code = await runSandboxCli(['advanced-civilization', '--players', '2', '--seed', 'ac-prompt', '--out', join(dir, 'prompt')], games, (l) => lines.push(...l.split('\n')), (l) => err.push(l), { input, tempRoot: dir, openStore: openTemplateStore });
    const text = lines.join('\n');
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(text).not.toContain('No moves piped in');
    expect(text).toContain('Thebes');
    expect(text).toContain('Greece and the Aegean.');
    expect(text).toContain('✗ There is no region "atlantis". Regions: italy, balkans, greece');
    expect(text).toMatch(/^ {2}\[private, to Player 1\] \[image\] .*-player-1-advanced-civilization-private\.png$/m);
    expect(text).toContain('Unknown command ":nope". Commands: :view :status :log :board :undo :agree :decline :help :quit; this game\'s: :area <name> :board <region>');
    expect((await readdir(join(dir, 'prompt'))).some((f) => f.endsWith('-advanced-civilization-board-greece.png'))).toBe(true);
    expect(text).toContain('The game is not over yet.');
  });
});
