/** The engine's data-pack contract (issue 22): checked files, content-hash ids, the set in use per call, frozen data. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataSetId, gameData, parseDataSet, perDataSet, withDataSet, type DataPackSpec } from '../../src/engine/data-pack.ts';

type Data = { 'cards.json': { id: string; cost: number }[]; 'rules.json': { handLimit: number } };
const spec: DataPackSpec<Data> = {
  files: {
    'cards.json': { schema: z.array(z.object({ id: z.string(), cost: z.number().int().min(0) }).strict()), provisional: 'invented costs' },
    'rules.json': { schema: z.object({ handLimit: z.number().int().min(1) }).strict() },
  },
  builtIn: { 'cards.json': [{ id: 'a', cost: 1 }], 'rules.json': { handLimit: 5 } },
  problems: (d) => (d['cards.json'].length > d['rules.json'].handLimit ? ['more cards than the hand limit'] : []),
};

describe('data packs in the engine (issue 22)', () => {
  it('the id is a hash of the content alone: key order and source do not change it, a value does', () => {
    const a = dataSetId({ 'rules.json': { handLimit: 5 }, 'cards.json': [{ cost: 1, id: 'a' }] });
    expect(a).toBe(dataSetId({ 'cards.json': [{ id: 'a', cost: 1 }], 'rules.json': { handLimit: 5 } }));
    expect(a).not.toBe(dataSetId({ 'cards.json': [{ id: 'a', cost: 2 }], 'rules.json': { handLimit: 5 } }));
    expect(a).toMatch(/^ds-[0-9a-f]{16}$/);
  });

  it('refuses with file, field path and reason: a bad value, a missing file, an unknown file, a problem across files', () => {
    const problems = parseDataSet(spec, { 'cards.json': [{ id: 'a', cost: -1 }], 'extra.json': {} }, 'test');
    expect(problems).toEqual([
      { file: 'cards.json', field: '[0].cost', reason: expect.stringMatching(/>=0/) },
      { file: 'rules.json', field: '', reason: 'the file is missing' },
      { file: 'extra.json', field: '', reason: expect.stringContaining('not a file of this game') },
    ]);
    const across = parseDataSet(spec, { 'cards.json': [{ id: 'a', cost: 1 }, { id: 'b', cost: 1 }], 'rules.json': { handLimit: 1 } }, 'test');
    expect(across).toEqual([{ file: '(across files)', field: '', reason: 'more cards than the hand limit' }]);
  });

  it('a provisional note holds while the file is the shipped one; the data is frozen', () => {
    const data = gameData(spec);
    expect(data.builtIn.provisional).toEqual(['cards.json: invented costs']);
    const replaced = parseDataSet(spec, { ...data.builtIn.raw, 'cards.json': [{ id: 'a', cost: 3 }] }, 'folder');
    expect(Array.isArray(replaced) ? null : replaced.provisional).toEqual([]);
    expect(() => {
      (data.builtIn.data['rules.json'] as { handLimit: number }).handLimit = 9;
    }).toThrow(TypeError);
  });

  it('withDataSet runs with a set and puts the previous back, also after a throw; derived values are kept per set', () => {
    const data = gameData(spec);
    const other = parseDataSet(spec, { ...data.builtIn.raw, 'rules.json': { handLimit: 7 } }, 'folder');
    if (Array.isArray(other)) throw new Error('unsound');
    let builds = 0;
    const limitTwice = perDataSet(data, (d) => (builds++, d['rules.json'].handLimit * 2));
    expect(limitTwice()).toBe(10);
    expect(withDataSet(data, other, () => limitTwice())).toBe(14);
    expect(() => withDataSet(data, other, () => {
      throw new Error('boom');
    })).toThrow('boom');
    expect(data.current()).toBe(data.builtIn);
    expect(limitTwice()).toBe(10);
    expect(withDataSet(data, other, () => limitTwice())).toBe(14);
    expect(builds).toBe(2);
  });
});
