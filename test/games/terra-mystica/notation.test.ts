import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { formatMove, parseMove } from '../../../src/games/terra-mystica/notation.ts';

const SAMPLES = [
  'build E7',
  'upgrade F3 to TP',
  'upgrade E6 to TE. +FAV11',
  'dig 1. build E6',
  'transform A7 to yellow',
  'transform F6',
  'send p to EARTH',
  'send p to WATER for 1',
  'action ACT6. transform E8 to red. build D7',
  'action BON1',
  'action FAV6. +WATER',
  'action ACTA. +2AIR',
  '+TW1',
  '+2TW5',
  '+TW5 for WATER',
  'burn 4',
  'convert 3PW to 1W',
  'convert 2VP to 2C',
  'advance ship',
  'advance dig',
  'bridge F4:G3',
  'connect r16',
  'pass BON5',
  'pass',
  'leech 2 from darklings',
  'decline 3 from engineers',
  'decline',
  '-SPADE',
  'setup witches',
  'nominate cultists',
  'bid nomads 4',
  'wait',
  'done',
];

describe('TM-20.3 snellman notation', () => {
  it.each(SAMPLES)('TM-20.3 "%s" parses and formats back to the same move', (text) => {
    const move = parseMove(text);
    expect(isRuleError(move)).toBe(false);
    if (isRuleError(move)) return;
    const again = parseMove(formatMove(move));
    expect(again).toEqual(move);
  });

  it('TM-20.3 recorded spellings are accepted: capitals, aliases and long forms', () => {
    for (const text of ['Leech 1 from witches', 'Pass BON4', 'Upgrade e9 to tp', 'Advance shipping', 'Advance digging', 'Send p to air for 1', 'Convert 1pw to 1c', 'transform E3 to grey', 'upgrade F3 to trading post']) {
      expect(isRuleError(parseMove(text)), text).toBe(false);
    }
  });

  it('TM-20.3 unknown commands, colours, factions and cards are notation errors', () => {
    for (const text of ['fly E7', 'transform E3 to pink', 'leech 1 from elves', 'pass BON11', 'upgrade F3 to castle', '', '...', 'build', 'send p to MOON']) {
      const r = parseMove(text);
      expect(isRuleError(r), text).toBe(true);
    }
  });
});

describe('replay of ledgers on maps the engine does not know', () => {
  it('TM-2.10 reports the unsupported map instead of replaying on another map', async () => {
    const { replayLedger } = await import('../../../src/games/terra-mystica/snellman/replay.ts');
    const report = replayLedger('map 0123456789abcdef\nPlayer 1: a\nPlayer 2: b\n');
    expect(report.exact).toBe(false);
    expect(report.mismatch?.detail).toContain('unsupported map 0123456789abcdef');
  });
});
