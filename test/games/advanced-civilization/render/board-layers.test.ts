import { describe, expect, it } from 'vitest';
import { renderAcBoard, renderAcBoardLayers } from '../../../../src/games/advanced-civilization/render/board.ts';
import { publicView } from '../../../../src/games/advanced-civilization/view.ts';
import { layersToPng, newLayerCaches, type LayeredSvg } from '../../../../src/render/layers.ts';
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

const overlaySvg = (layers: LayeredSvg) => layers.overlay.map((p) => p.svg).join('');
const cities = (layers: LayeredSvg) => overlaySvg(layers).match(/data-piece="city-/g)?.length ?? 0;

describe('Advanced Civilization board as a cached base and an overlay (issue 13, speed)', () => {
  it.each([playedState(2, 150), playedState(8, 400), playedState(8, 1500)].map((s) => [s.label, s] as const))(
    '%s: the layered board looks the same as the board drawn in one piece',
    async (_label, snap) => {
      const view = publicView(snap.state);
      const [direct, layered] = await Promise.all([svgToPng(renderAcBoard(view, snap.ctx)).then(rgb), layersToPng(renderAcBoardLayers(view, snap.ctx), newLayerCaches(64 << 20, 16 << 20)).then(rgb)]);
      expect([layered.width, layered.height]).toEqual([direct.width, direct.height]);
      let different = 0;
      for (let i = 0; i < direct.pixels.length; i++) if (Math.abs(direct.pixels[i]! - layered.pixels[i]!) > 32) different++;
      // Labels a change outline crosses are drawn again over it through a mask, whose anti-aliased edge differs a little.
      expect(different).toBeLessThan(direct.pixels.length * 0.0001);
    },
  );

  it('the base holds the map and no pieces or panels; the overlay no area outline', () => {
    const snap = playedState(8, 400);
    const layers = renderAcBoardLayers(publicView(snap.state), snap.ctx);
    const { base } = layers;
    const overlay = overlaySvg(layers);
    expect(base).toContain('data-area=');
    // Only the legend's three sample pieces.
    expect(base.match(/data-piece=/g)).toHaveLength(3);
    expect(base).not.toContain('Census');
    expect(overlay).not.toContain('data-area=');
    expect(overlay).toContain('data-piece=');
    expect(overlay).toContain('Census');
  });

  it('the base stays as it was while the board keeps its size, cities built and lost included (one raster serves them)', () => {
    const start = playedState(8, 300);
    const rng = seedRng('board-layers');
    let state = start.state;
    let previous = renderAcBoardLayers(publicView(state), start.ctx);
    const height = (svg: string) => /height="(\d+)"/.exec(svg)?.[1];
    let sameSize = 0;
    let cityChanges = 0;
    for (let i = 0; i < 150 && game.result(state) === null; i++) {
      const decisions = game.pending(state);
      const seat = decisions[randomInt(rng, decisions.length)]!.seat;
      const played = playNotation(game, state, seat, pickWeighted(rng, game.legal(state, seat), game.randomPlayWeights));
      if (isRuleError(played)) throw new Error(played.message);
      state = played.state as AcState;
      const layers = renderAcBoardLayers(publicView(state), { seatNames: start.ctx.seatNames, lastMove: played.notation, lastSeat: seat });
      if (height(layers.base) === height(previous.base)) {
        sameSize++;
        expect(layers.base).toBe(previous.base);
        if (cities(layers) !== cities(previous)) cityChanges++;
      }
      previous = layers;
    }
    expect(sameSize).toBeGreaterThan(140);
    expect(cityChanges).toBeGreaterThan(0);
  });

  it('a move rasterises again only the overlay parts it changed (8 players: dozens of parts, a few new)', async () => {
    const start = playedState(8, 400);
    const caches = newLayerCaches(64 << 20, 32 << 20);
    const first = renderAcBoardLayers(publicView(start.state), start.ctx);
    await layersToPng(first, caches);
    const partsBefore = caches.parts.size;
    const rng = seedRng('board-layers-parts');
    const seat = game.pending(start.state)[0]!.seat;
    const played = playNotation(game, start.state, seat, pickWeighted(rng, game.legal(start.state, seat), game.randomPlayWeights));
    if (isRuleError(played)) throw new Error(played.message);
    const next = renderAcBoardLayers(publicView(played.state as AcState), { seatNames: start.ctx.seatNames, lastMove: played.notation, lastSeat: seat });
    await layersToPng(next, caches);
    expect(next.overlay.length).toBeGreaterThan(50);
    expect(caches.parts.size - partsBefore).toBeGreaterThan(0);
    expect(caches.parts.size - partsBefore).toBeLessThan(15);
  });
});
