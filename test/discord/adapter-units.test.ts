import { describe, expect, it } from 'vitest';
import { buildCommands, perGameCommand } from '../../src/discord/commands.ts';
import { decodeCustomId, encodeAction, encodeSelect } from '../../src/discord/custom-ids.ts';
import { diffCommands } from '../../src/discord/deploy.ts';
import { localizeCommands } from '../../src/discord/localizations.ts';
import { parseOptionPairs } from '../../src/tables/option-pairs.ts';
import { clipContent, components, splitContent } from '../../src/discord/payloads.ts';
import { catalogOf } from '../../src/games/entry.ts';
import type { ActionButton, TableAction } from '../../src/tables/outcome.ts';
import { highCardEntry } from '../fixtures/games/high-card/index.ts';

const TABLE = '3f2c1a4e-7b8d-4c2e-9f10-123456789abc';

describe('custom ids', () => {
  const actions: TableAction[] = [
    { type: 'my-view' },
    { type: 'board' },
    { type: 'log' },
    { type: 'join' },
    { type: 'leave' },
    { type: 'start' },
    { type: 'undo' },
    { type: 'undo-vote', approve: true },
    { type: 'undo-vote', approve: false },
    { type: 'cancel' },
    { type: 'abort-confirm' },
    { type: 'resign-confirm' },
    { type: 'confirm-move', notation: 'upgrade F3 to SH' },
  ];

  it('round-trip every action with the table id and version, within 100 characters', () => {
    for (const action of actions) {
      const id = encodeAction(TABLE, 42, action);
      expect(id.length).toBeLessThanOrEqual(100);
      expect(decodeCustomId(id)).toEqual({ tableId: TABLE, version: 42, action });
    }
  });

  it('carry an option by notation, or by index when the notation is too long', () => {
    const short = decodeCustomId(encodeAction(TABLE, 7, { type: 'option', index: 1, notation: 'leech 2 from witches' }));
    expect(short?.action).toEqual({ type: 'option', index: -1, notation: 'leech 2 from witches' });
    const long = encodeAction(TABLE, 7, { type: 'option', index: 3, notation: 'x'.repeat(90) });
    expect(long.length).toBeLessThanOrEqual(100);
    expect(decodeCustomId(long)?.action).toEqual({ type: 'option', index: 3, notation: '' });
    expect(decodeCustomId(encodeSelect(TABLE, 7), '4')?.action).toEqual({ type: 'option', index: 4, notation: '' });
    expect(decodeCustomId(encodeSelect(TABLE, 7, 'pick'), 'red')?.action).toEqual({ type: 'pick', value: 'red' });
    expect(decodeCustomId(encodeSelect(TABLE, 7, 'pick'))).toBeNull();
  });

  it('reject anything malformed without throwing', () => {
    for (const bad of ['', 'x', 't|', 't|v', `t|zz|${TABLE}|1`, `t|v|${TABLE}|-1`, `t|v|${TABLE}|1.5`, `t|v|bad id!|1`, `t|oi|${TABLE}|1|-2`, `t|sel|${TABLE}|1`, '💥'.repeat(30)]) {
      expect(decodeCustomId(bad, 'nope')).toBeNull();
    }
  });
});

describe('table options typed as key=value pairs', () => {
  it('parse numbers, booleans and strings, with kebab-case keys in camelCase', () => {
    expect(parseOptionPairs('rounds=3 hand-size=2, quick=true; map=fjords')).toEqual({ rounds: 3, handSize: 2, quick: true, map: 'fjords' });
    expect(parseOptionPairs('  ')).toEqual({});
  });

  it('refuse text that is not pairs, and too many pairs, with what is allowed', () => {
    expect(parseOptionPairs('rounds 3')).toMatch(/key=value/);
    expect(parseOptionPairs(Array.from({ length: 30 }, (_, i) => `k${i}=1`).join(' '))).toMatch(/at most 20/);
    expect(parseOptionPairs('<script>=1')).toMatch(/key=value/);
  });
});

describe('message payloads', () => {
  const button = (i: number): ActionButton => ({ action: { type: 'option', index: i, notation: `play ${i}` }, label: `Play ${i}`, style: 'primary', tableId: TABLE, version: 1 });

  it('keep to Discord limits: 5 buttons a row, 5 rows, 2000 characters', () => {
    const rows = components(Array.from({ length: 40 }, (_, i) => button(i)));
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.components.length).toBeLessThanOrEqual(5);
    expect(clipContent('a'.repeat(5000))).toHaveLength(2000);
  });

  it('put a select menu in its own row with at most 25 options', () => {
    const rows = components([button(0)], { kind: 'option', placeholder: 'Choose', tableId: TABLE, version: 1, options: Array.from({ length: 40 }, (_, i) => ({ label: `o${i}`, value: String(i) })) });
    const json = rows[0]!.toJSON() as { components: { options: unknown[] }[] };
    expect(json.components[0]!.options).toHaveLength(25);
  });
});

describe('slash commands built from game data', () => {
  it('give /game, /move and one command per game with every subcommand', () => {
    const commands = buildCommands(catalogOf([highCardEntry]));
    expect(commands.map((c) => c.name)).toEqual(['game', 'move', 'hc']);
    const hc = perGameCommand(highCardEntry.module.commands);
    expect(hc.options?.map((o) => o.name)).toEqual(['help', ...highCardEntry.module.commands.subcommands.map((s) => s.name)]);
    const game = commands[0]!;
    expect(game.options?.map((o) => o.name)).toEqual(['new', 'join', 'leave', 'add-ai', 'remove-ai', 'start', 'status', 'board', 'view', 'mine', 'open', 'log', 'stats', 'undo', 'resign', 'abort', 'kick', 'settings', 'server', 'audit', 'help']);
  });

  it('report what a deployment adds, changes and removes', () => {
    const wanted = buildCommands(catalogOf([highCardEntry]));
    const current = [{ ...wanted[0]!, id: '1', version: '9' }, { name: 'old' }, { ...wanted[1]!, description: 'changed' }];
    const diff = diffCommands(current, wanted);
    expect(diff).toEqual({ added: ['hc'], removed: ['old'], changed: ['move'], unchanged: ['game'] });
  });
});

describe('long private texts', () => {
  it('are split at line breaks into parts of at most 2000 characters, losing nothing', () => {
    const lines = Array.from({ length: 120 }, (_, i) => `line ${i} ${'x'.repeat(30)}`);
    const parts = splitContent(lines.join('\n'));
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(2000);
    expect(parts.join('\n')).toBe(lines.join('\n'));
    expect(splitContent('short')).toEqual(['short']);
    expect(splitContent('y'.repeat(2500))[0]).toHaveLength(2000);
  });
});

describe('command localizations', () => {
  it('give Japanese descriptions to the platform commands, their subcommands and options', () => {
    const [game, move] = localizeCommands(buildCommands(catalogOf([highCardEntry])));
    expect(game!.description_localizations?.ja).toContain('卓');
    const newSub = game!.options!.find((o) => o.name === 'new') as { description_localizations?: Record<string, string>; options?: { name: string; description_localizations?: Record<string, string> }[] };
    expect(newSub.description_localizations?.ja).toBe('このチャンネルに卓を立てる');
    expect(newSub.options!.find((o) => o.name === 'options')!.description_localizations?.ja).toContain('key=value');
    expect(move!.description_localizations?.ja).toContain('記法');
    // Every Japanese description fits Discord's 100-character limit.
    const all = JSON.stringify(localizeCommands(buildCommands(catalogOf([highCardEntry]))));
    for (const m of all.matchAll(/"ja":"([^"]*)"/g)) expect(m[1]!.length).toBeLessThanOrEqual(100);
  });
});
