import { describe, expect, it } from 'vitest';
import { svgToPng } from '../../../../src/render/png.ts';
import { mapPack } from '../../../../src/games/cargo-empire/data/pack.ts';
import { cargoEmpireEntry } from '../../../../src/games/cargo-empire/entry.ts';
import { viewFor } from '../../../../src/games/cargo-empire/view.ts';
import { playedState, pngSize, svgTexts } from './states.ts';

describe('Cargo Empire board image on the Dior map', () => {
  it('CE-17.1 draws every Dior city, the 6 express spaces with their tiles, and says the map is provisional', async () => {
    const snap = playedState(3, 60, { map: 'dior' }, 'dior-board');
    snap.state.express = { x1: 'car', x2: null, x3: 'loco', x4: 'ship', x5: null, x6: 'car' };
    const view = viewFor(snap.state, null);
    expect(view.express).toEqual(snap.state.express);
    const svg = cargoEmpireEntry.renderBoard(view, snap.ctx);
    const texts = svgTexts(svg);
    for (const city of mapPack('dior').cities) expect(texts).toContain(`${city.number} ${city.name}`);
    for (const id of ['X1', 'X2', 'X3', 'X4', 'X5', 'X6']) expect(texts).toContain(id);
    expect(texts.filter((t) => t === 'car')).not.toHaveLength(0);
    expect(texts.filter((t) => t === 'C')).toHaveLength(2 + 1); // two car tiles and the key's sample tile
    expect(texts.filter((t) => t === 'L')).toHaveLength(1);
    expect(texts.filter((t) => t === 'S')).toHaveLength(1);
    expect(texts.join(' ')).toMatch(/Dior map: provisional/);
    const { width } = pngSize(await svgToPng(svg));
    expect(width).toBeLessThanOrEqual(1600);
  });
});
