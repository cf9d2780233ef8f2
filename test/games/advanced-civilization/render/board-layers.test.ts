import { describe, expect, it } from 'vitest';
import { renderAcBoard, renderAcBoardLayers } from '../../../../src/games/advanced-civilization/render/board.ts';
import { publicView } from '../../../../src/games/advanced-civilization/view.ts';
import { BaseLayerCache, layersToPng } from '../../../../src/render/layers.ts';
import { svgToPng } from '../../../../src/render/png.ts';
import { loadSharp } from '../../../../src/render/sharp-loader.ts';
import { isRuleError } from '../../../../src/engine/errors.ts';
import { playNotation } from '../../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../../src/engine/rng.ts';
import { advancedCivilization as game } from '../../../../src/games/advanced-civilization/index.ts';
import type { AcState } from '../../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../../src/sandbox/playout.ts';
import { playedState } from './states.ts';

async function rgb(png: Buffer): Promise<{ pixels: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

const cities = (svg: string) => svg.match(/data-piece="city-/g)?.length ?? 0;

describe('Advanced Civilization board as a cached base and an overlay (issue 13, speed)', () => {
  it.each([playedState(2, 150), playedState(8, 400), playedState(8, 1500)].map((s) => [s.label, s] as const))(
    '%s: the layered board looks the same as the board drawn in one piece',
    async (_label, snap) => {
      const view = publicView(snap.state);
      const [direct, layered] = await Promise.all([svgToPng(renderAcBoard(view, snap.ctx)).then(rgb), layersToPng(renderAcBoardLayers(view, snap.ctx), new BaseLayerCache(64 << 20)).then(rgb)]);
      expect([layered.width, layered.height]).toEqual([direct.width, direct.height]);
      let different = 0;
      for (let i = 0; i < direct.pixels.length; i++) if (Math.abs(direct.pixels[i]! - layered.pixels[i]!) > 32) different++;
      // A changed area's label is drawn over its outline twice (base and overlay): its anti-aliased edges darken a little.
      expect(different).toBeLessThan(direct.pixels.length * 0.0005);
    },
  );

  it('the base holds the map and no pieces or panels; the overlay no area outline', () => {
    const snap = playedState(8, 400);
    const { base, overlay } = renderAcBoardLayers(publicView(snap.state), snap.ctx);
    expect(base).toContain('data-area=');
    // Only the legend's three sample pieces.
    expect(base.match(/data-piece=/g)).toHaveLength(3);
    expect(base).not.toContain('Census');
    expect(overlay).not.toContain('data-area=');
    expect(overlay).toContain('data-piece=');
    expect(overlay).toContain('Census');
  });

  it('moves that build or lose no city leave the base as it was (one raster serves them), and a new city changes it', () => {
    const start = playedState(8, 300);
    const rng = seedRng('board-layers');
    let state = start.state;
    let previous = renderAcBoardLayers(publicView(state), start.ctx);
    let unchanged = 0;
    let cityChanges = 0;
    for (let i = 0; i < 150 && game.result(state) === null; i++) {
      const decisions = game.pending(state);
      const seat = decisions[randomInt(rng, decisions.length)]!.seat;
      const played = playNotation(game, state, seat, pickWeighted(rng, game.legal(state, seat), game.randomPlayWeights));
      if (isRuleError(played)) throw new Error(played.message);
      state = played.state as AcState;
      const layers = renderAcBoardLayers(publicView(state), { seatNames: start.ctx.seatNames, lastMove: played.notation, lastSeat: seat });
      const sameCities = cities(layers.overlay) === cities(previous.overlay);
      if (sameCities && layers.base === previous.base) unchanged++;
      if (!sameCities) {
        cityChanges++;
        expect(layers.base).not.toBe(previous.base);
      }
      previous = layers;
    }
    expect(unchanged).toBeGreaterThan(75);
    expect(cityChanges).toBeGreaterThan(0);
  });
});
