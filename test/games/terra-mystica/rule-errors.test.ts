import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { terraMystica } from '../../../src/games/terra-mystica/index.ts';
import { edit, fac, scenario } from './helpers.ts';

const base = () =>
  edit(
    scenario({ factions: ['engineers', 'darklings', 'nomads', 'witches'], dwellings: [['E7', 'C5'], ['E5', 'G5'], ['F3', 'D3', 'G4'], ['F4', 'E9']] }),
    (x) => Object.assign(fac(x, 0), { W: 10, C: 20 }),
  );

describe('TM-20.3 rule errors are returned values', () => {
  it('TM-20.3 a move refused part-way (its first command went through) leaves the caller state untouched', () => {
    const s = base();
    const before = structuredClone(s);
    const parsed = terraMystica.parse('convert 1W to 1C. upgrade E7 to SA', 0, s);
    if (isRuleError(parsed)) throw new Error(parsed.message);
    const r = terraMystica.apply(s, 0, parsed);
    expect(isRuleError(r)).toBe(true);
    expect(r).toMatchObject({ code: 'tm.bad-upgrade' });
    expect(s).toEqual(before);
  });

  it('TM-20.3 a refusal deep inside a command (paying a cost) comes back as the rule error, state untouched', () => {
    const s = edit(base(), (x) => Object.assign(fac(x, 0), { W: 0, C: 0 }));
    const before = structuredClone(s);
    const parsed = terraMystica.parse('upgrade E7 to TP', 0, s);
    if (isRuleError(parsed)) throw new Error(parsed.message);
    expect(terraMystica.apply(s, 0, parsed)).toMatchObject({ code: 'tm.cannot-afford' });
    expect(s).toEqual(before);
  });

  it('TM-20.3 listing the legal moves (which tries every candidate) changes nothing', () => {
    const s = base();
    const before = structuredClone(s);
    const legal = terraMystica.legal(s, 0);
    expect(legal.length).toBeGreaterThan(10);
    expect(s).toEqual(before);
  });
});
