/** The option space the liveness tests play (test/support/option-space.ts), read from each game's options schema. */
import { describe, expect, it } from 'vitest';
import { advancedCivilization } from '../../src/games/advanced-civilization/index.ts';
import { cargoEmpire } from '../../src/games/cargo-empire/index.ts';
import { energyEmpire } from '../../src/games/energy-empire/index.ts';
import { terraMystica } from '../../src/games/terra-mystica/index.ts';
import { accepted, coveringRows, optionAxes, type Row } from '../support/option-space.ts';

const pairsOf = (rows: readonly Row[]) =>
  new Set(
    rows.flatMap((r) => {
      const values = [...Object.entries(r.options).map(([k, v]) => `${k}=${String(v)}`), `players=${r.players}`];
      return values.flatMap((a, i) => values.slice(i + 1).map((b) => `${a}|${b}`));
    }),
  );

describe('table option space', () => {
  it('EE-16 booleans both ways and every player count; solo without the first-edition rules is left out', () => {
    const axes = optionAxes(energyEmpire);
    expect(axes.map((a) => [a.key, a.values])).toEqual([
      ['leaderRequiresMove', [false, true]],
      ['hideClaimedAgendas', [false, true]],
      ['firstEditionSolo', [false, true]],
      ['players', [1, 2, 3, 4, 5]],
    ]);
    const all = coveringRows(energyEmpire, axes, 'all');
    expect(all).toHaveLength(36);
    expect(all.some((r) => r.players === 1 && r.options.firstEditionSolo === false)).toBe(false);
  });

  it('CE-15 CE-16 small integer ranges and optional options are listed; combinations setup refuses are not accepted', () => {
    const startSeat = optionAxes(cargoEmpire).find((a) => a.key === 'startSeat')!;
    expect(startSeat.values).toEqual([undefined, 1, 2, 3, 4, 5]);
    expect(accepted(cargoEmpire, { options: { mode: 'vassals' }, players: 3 })).toBe(false);
    expect(accepted(cargoEmpire, { options: { mode: 'bot' }, players: 4 })).toBe(false);
    expect(accepted(cargoEmpire, { options: { mode: 'vassals' }, players: 2 })).toBe(true);
  });

  it('TM-15 an option the schema cannot list must be given samples, so no option drops out unnoticed', () => {
    expect(() => optionAxes(terraMystica)).toThrow(/scoringTiles/);
    expect(() => optionAxes(terraMystica, { scoringTiles: [undefined], bonusCards: [undefined], nonsense: [1] })).toThrow(/nonsense/);
  });

  it('16.5 / 4.61: the 5-player Western Extension layouts are option values; "east" is accepted only with 5 players and the extension', () => {
    const layout = optionAxes(advancedCivilization, { map: ['candidate'], turnLimit: [30], finishPosition: [16] }).find((a) => a.key === 'fivePlayerLayout')!;
    expect(layout.values).toEqual(['west', 'east']);
    expect(accepted(advancedCivilization, { options: { westernExtension: true, fivePlayerLayout: 'east' }, players: 5 })).toBe(true);
    expect(accepted(advancedCivilization, { options: { westernExtension: true, fivePlayerLayout: 'west' }, players: 5 })).toBe(true);
    expect(accepted(advancedCivilization, { options: { westernExtension: false, fivePlayerLayout: 'east' }, players: 5 })).toBe(false);
    expect(accepted(advancedCivilization, { options: { westernExtension: true, fivePlayerLayout: 'east' }, players: 6 })).toBe(false);
    const each = coveringRows(advancedCivilization, optionAxes(advancedCivilization, { map: ['candidate'], turnLimit: [30], finishPosition: [16] }), 'each');
    expect(each.some((r) => r.options.fivePlayerLayout === 'east' && r.players === 5 && r.options.westernExtension === true)).toBe(true);
  });

  it('EE-16 the pairwise set holds every pair of values that some accepted combination holds, in fewer games', () => {
    const axes = optionAxes(energyEmpire);
    const all = coveringRows(energyEmpire, axes, 'all');
    const pairs = coveringRows(energyEmpire, axes, 'pairs');
    expect(pairs.length).toBeLessThan(all.length);
    expect(pairsOf(pairs)).toEqual(pairsOf(all));
  });
});
