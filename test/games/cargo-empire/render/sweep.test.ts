import { describe, expect, it } from 'vitest';
import { cargoEmpireEntry } from '../../../../src/games/cargo-empire/entry.ts';
import type { CeOptions } from '../../../../src/games/cargo-empire/options.ts';
import { viewFor } from '../../../../src/games/cargo-empire/view.ts';
import { humanSeats, playedState } from './states.ts';

const VARIANTS: [number, Partial<CeOptions>][] = [
  [1, {}],
  [2, { mode: 'vassals' }],
  [2, { mode: 'bot', families: true }],
  [3, { track: 'advanced' }],
  [4, { families: true, unlimitedCubes: true }],
  [5, { track: 'advanced', families: true }],
];

describe('Cargo Empire images over many random states (spec §9)', () => {
  it.each(VARIANTS.map(([n, o]) => [`${n}p ${JSON.stringify(o)}`, n, o] as const))('%s: every stage draws, and the board never depends on a seat view', (_label, players, options) => {
    for (const moves of [0, 12, 40, 90, 160, 3000]) {
      const snap = playedState(players, moves, options, `sweep-${players}-${JSON.stringify(options)}`);
      const publicSvg = cargoEmpireEntry.renderBoard(viewFor(snap.state, null), snap.ctx);
      expect(publicSvg.startsWith('<svg')).toBe(true);
      for (const seat of humanSeats(snap.state)) {
        expect(cargoEmpireEntry.renderBoard(viewFor(snap.state, seat), snap.ctx)).toBe(publicSvg);
        expect(cargoEmpireEntry.renderPrivate!(viewFor(snap.state, seat), seat, snap.ctx)).toContain('Your hand');
      }
    }
  });
});
