import { describe, expect, it } from 'vitest';
import { buildCommands } from '../../src/discord/commands.ts';
import { parseQuietHours, timeZoneChoices } from '../../src/tables/player-time.ts';
import { catalogOf } from '../../src/games/entry.ts';
import { highCardEntry } from '../fixtures/games/high-card/index.ts';

describe('/game settings quiet-hours', () => {
  it('parse "22-7" and its usual spellings, wrapping past midnight', () => {
    expect(parseQuietHours('22-7')).toEqual({ start: 22, end: 7 });
    expect(parseQuietHours(' 22 - 07 ')).toEqual({ start: 22, end: 7 });
    expect(parseQuietHours('22:00-07:00')).toEqual({ start: 22, end: 7 });
    expect(parseQuietHours('0–6')).toEqual({ start: 0, end: 6 });
    expect(parseQuietHours('13-14')).toEqual({ start: 13, end: 14 });
  });

  it('"off" clears them', () => {
    for (const text of ['off', 'OFF', ' none ']) expect(parseQuietHours(text)).toBeNull();
  });

  it('refuse anything else with an example of what is allowed', () => {
    for (const text of ['', '22', '22-', '24-7', '7-7', '22-7-8', '10pm-7am', '22:30-7', '-1-5', 'x'.repeat(20)]) {
      const result = parseQuietHours(text);
      expect(typeof result, text).toBe('string');
      expect(result as string).toContain('"22-7"');
    }
  });
});

describe('/game settings time-zone', () => {
  const at = new Date('2026-01-10T12:00:00Z');

  it('suggest common zones matching what was typed, with the time there now', () => {
    const paris = timeZoneChoices('paris', at);
    expect(paris).toEqual([{ name: 'Europe/Paris (13:00)', value: 'Europe/Paris' }]);
    expect(timeZoneChoices('america/', at).map((c) => c.value)).toContain('America/New_York');
    expect(timeZoneChoices('new york', at).map((c) => c.value)).toEqual(['America/New_York']);
    const all = timeZoneChoices('', at);
    expect(all.length).toBeGreaterThan(10);
    expect(all.length).toBeLessThanOrEqual(25);
  });

  it('offer any valid IANA name typed in full, canonically spelled, and nothing for an unknown one', () => {
    expect(timeZoneChoices('australia/adelaide', at)).toEqual([{ name: 'Australia/Adelaide (22:30)', value: 'Australia/Adelaide' }]);
    expect(timeZoneChoices('Asia/Kolkata', at)).toEqual([{ name: 'Asia/Kolkata (17:30)', value: 'Asia/Kolkata' }]);
    expect(timeZoneChoices('Mars/Olympus', at)).toEqual([]);
  });

  it('are options of /game settings, with vacation-days from 0 to 60', () => {
    const game = buildCommands(catalogOf([highCardEntry])).find((c) => c.name === 'game')!;
    const settings = (game.options ?? []).find((o) => o.name === 'settings') as { options?: { name: string; autocomplete?: boolean; min_value?: number; max_value?: number }[] };
    const byName = new Map((settings.options ?? []).map((o) => [o.name, o]));
    expect(byName.get('time-zone')?.autocomplete).toBe(true);
    expect(byName.has('quiet-hours')).toBe(true);
    expect(byName.get('vacation-days')).toMatchObject({ min_value: 0, max_value: 60 });
  });
});
