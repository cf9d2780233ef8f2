import { describe, expect, it } from 'vitest';
import { countOptions, splitSelect, splitValues, sumCounts } from '../../../src/games/advanced-civilization/forms/fields.ts';
import { openTrade } from '../../../src/games/advanced-civilization/rules/28-trade.ts';
import { compose, encodeCounts, formsOf, limitProblems, playOk, type Values } from './form-helpers.ts';
import { testState } from './helpers.ts';

describe('form fields: counts that add up, long lists split (engine MoveForm limits)', () => {
  it('counts list x1..xn while they fit in 25 options, else powers of two whose sums reach every count', () => {
    const small = countOptions([{ key: 'salt', label: 'Salt', max: 3 }]);
    expect(small.map((o) => o.label)).toEqual(['Salt ×1', 'Salt ×2', 'Salt ×3']);
    const groups = ['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, label: key, max: 7 }));
    const big = countOptions(groups, 25, new Map([['c', 5]]));
    expect(big.length).toBe(15);
    expect(big.filter((o) => o.value.startsWith('a:')).map((o) => o.value)).toEqual(['a:1', 'a:2', 'a:4']);
    // A chosen count is preselected as its sum of steps.
    expect(big.filter((o) => o.default).map((o) => o.value)).toEqual(['c:1', 'c:4']);
    expect(sumCounts(['a:4', 'a:2', 'a:1', 'b:2'])).toEqual(new Map([['a', 7], ['b', 2]]));
  });

  it('lists beyond 25 options are split over selects name, name-2, ...; their values are read together', () => {
    const options = Array.from({ length: 60 }, (_, i) => ({ label: `area ${i}`, value: `a${i}` }));
    const fields = splitSelect('choice', 'Your choice', options, 4, true);
    expect(fields.map((f) => [f.name, f.options.length, f.min, f.max])).toEqual([
      ['choice', 25, 0, 1],
      ['choice-2', 25, 0, 1],
      ['choice-3', 10, 0, 1],
    ]);
    expect(splitValues({ choice: [], 'choice-3': ['a55'], other: ['x'] }, 'choice')).toEqual(['a55']);
  });

  it('D.3.4: with a hand of 30 cards the accept form stays within 25 options and can give any count of each card', () => {
    const s = testState(['africa', 'crete'], 'trade');
    const kinds = ['ochre', 'hides', 'iron', 'papyrus', 'salt', 'timber'];
    s.players[0]!.hand = kinds.flatMap((c) => Array<string>(5).fill(c));
    s.players[1]!.hand = ['grain', 'grain', 'oil', 'oil'];
    expect(openTrade(s, [])).toBe(true);
    const offered = playOk(s, 1, 'offer africa give grain 2, oil 2 guarantee grain 2 ask 9 ochre 1, salt 1');
    const accept = formsOf(offered, 0).find((f) => f.id === 'accept-1')!;
    expect(limitProblems(accept)).toEqual([]);
    const values: Values = {};
    expect(encodeCounts(accept, 'give', new Map([['ochre', 5], ['salt', 3], ['iron', 1]]), values)).toBe(true);
    expect(compose(offered, 0, 'accept-1', values)).toBe('accept 1 give iron 1, ochre 5, salt 3');
    for (const f of formsOf(offered, 0)) expect(limitProblems(f), f.id).toEqual([]);
  });
});
