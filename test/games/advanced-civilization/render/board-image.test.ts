import { describe, expect, it } from 'vitest';
import { svgToPng } from '../../../../src/render/png.ts';
import { civCards } from '../../../../src/games/advanced-civilization/data/cards.ts';
import { calamityList, commodityList } from '../../../../src/games/advanced-civilization/data/cards.ts';
import { mapGeometry } from '../../../../src/games/advanced-civilization/data/map-geometry.ts';
import { NATION_COLOURS, ownerColour } from '../../../../src/games/advanced-civilization/render/colours.ts';
import { renderAcBoard, renderAcRegion } from '../../../../src/games/advanced-civilization/render/board.ts';
import { changedAreas } from '../../../../src/games/advanced-civilization/render/changes.ts';
import { wholeLabel } from '../../../../src/games/advanced-civilization/render/map.ts';
import { MAP_REGIONS } from '../../../../src/games/advanced-civilization/render/regions.ts';
import type { Owner } from '../../../../src/games/advanced-civilization/state.ts';
import { publicView, viewFor } from '../../../../src/games/advanced-civilization/view.ts';
import { playedState, pngSize, svgTexts } from './states.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const two = playedState(2, 150);
const eight = playedState(8, 1400);
const cases = [two, eight];

describe('Advanced Civilization board image (issue 13)', () => {
  it('the sample games are under way: tokens, cities and ships on the board', () => {
    for (const snap of cases) {
      const areas = Object.values(publicView(snap.state).areas);
      expect(areas.some((a) => Object.keys(a.tokens).length > 0), snap.label).toBe(true);
      expect(snap.state.phase).not.toBe('over');
    }
    const all = Object.values(publicView(eight.state).areas);
    expect(all.some((a) => a.city)).toBe(true);
    expect(all.some((a) => Object.keys(a.ships).length > 0)).toBe(true);
  });

  it.each(cases.map((c) => [c.label, c] as const))('%s: PNG at most 1600 px wide and under 2 MB; every area in play drawn (16)', async (_label, snap) => {
    const view = publicView(snap.state);
    const svg = renderAcBoard(view, snap.ctx, snap.previous);
    const png = await svgToPng(svg);
    expect(png.length).toBeLessThan(MAX_BYTES);
    const { width, height } = pngSize(png);
    expect(width).toBeLessThanOrEqual(1600);
    expect(height).toBeGreaterThan(1000);
    const westernDrawn = Object.keys(mapGeometry().areas).some((id) => mapGeometry().areas[id]!.board === 'western' && !view.outOfPlay.includes(id));
    const inPlay = Object.keys(mapGeometry().areas).filter((id) => !view.outOfPlay.includes(id));
    expect(inPlay.length).toBeGreaterThan(snap.state.players.length >= 7 ? 150 : 60);
    for (const id of inPlay) expect(svg, id).toContain(`data-area="${id}"`);
    // Out-of-play areas are drawn grey where they fall inside the picture, never with pieces.
    for (const id of view.outOfPlay) expect(view.areas[id]).toBeUndefined();
    // 7-8 players use the Western Extension (16); 2 players do not.
    expect(westernDrawn).toBe(snap.state.players.length >= 7);
  });

  it.each(cases.map((c) => [c.label, c] as const))("%s: every area's tokens show as the owner's letter and count, cities and ships too", (_label, snap) => {
    const view = publicView(snap.state);
    const svg = renderAcBoard(view, snap.ctx);
    const texts = svgTexts(svg);
    let checked = 0;
    for (const area of Object.values(view.areas)) {
      for (const [owner, n] of Object.entries(area.tokens)) {
        expect(svg).toContain(`data-piece="tokens-${owner}-${n}"`);
        expect(texts).toContain(`${ownerColour(owner as Owner).letter}${n}`);
        checked++;
      }
      if (area.city) expect(svg).toContain(`data-piece="city-${area.city}-1"`);
      for (const [owner, n] of Object.entries(area.ships)) expect(svg).toContain(`data-piece="ships-${owner}-${n}"`);
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('nation letters are distinct, so colour is never the only cue', () => {
    const letters = Object.values(NATION_COLOURS).map((c) => c.letter);
    expect(new Set(letters).size).toBe(9);
  });

  it('shows each player public holdings: treasury, stock, trade-card count, civilization cards, A.S.T. and census', () => {
    const view = publicView(eight.state);
    const texts = svgTexts(renderAcBoard(view, eight.ctx));
    const joined = texts.join('\n');
    expect(texts).toContain('Treasury');
    expect(texts).toContain('Trade cards');
    expect(texts).toContain('Census');
    expect(joined).toContain('A.S.T.');
    for (const p of view.players) expect(joined).toContain(String(p.handSize));
    const buyer = view.players.find((p) => p.civilizationCards.length > 0);
    expect(buyer).toBeDefined();
  });

  it('escapes seat names', () => {
    const svg = renderAcBoard(publicView(eight.state), eight.ctx);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Ann &lt;script&gt;');
    expect(svg).toContain('Dmitri &lt;/text&gt;');
  });

  it('purity (spec H): a seat view draws exactly the public picture, and no trade card in any hand is named', () => {
    for (const snap of cases) {
      const pub = renderAcBoard(publicView(snap.state), snap.ctx, snap.previous);
      for (let seat = 0; seat < snap.state.players.length; seat++) {
        expect(renderAcBoard(viewFor(snap.state, seat), snap.ctx, snap.previous)).toBe(pub);
        expect(renderAcRegion(viewFor(snap.state, seat), 'greece', snap.ctx)).toBe(renderAcRegion(publicView(snap.state), 'greece', snap.ctx));
      }
      const held = new Set(snap.state.players.flatMap((p) => p.hand));
      expect(held.size).toBeGreaterThan(0);
      const names = [...commodityList(), ...calamityList()].filter((c) => held.has(c.id)).map((c) => c.name);
      // Civilization card names are public (spec H) and may contain a commodity's name (Cloth Making): left out here.
      const civNames = Object.values(civCards()).map((c) => c.name);
      const joined = civNames.reduce((text, name) => text.split(name).join(''), svgTexts(pub).join('\n'));
      for (const name of names) expect(joined, name).not.toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it('highlights the areas the last phase changed (with the earlier view) or the last move named', () => {
    const view = publicView(eight.state);
    const changed = changedAreas(view, eight.ctx, eight.previous);
    for (const id of changed) expect(JSON.stringify(view.areas[id] ?? null)).not.toBe(JSON.stringify(eight.previous.areas[id] ?? null));
    expect(changed.size).toBeGreaterThan(0);
    expect([...changedAreas(view, { seatNames: [], lastMove: 'move thrace>dacia 2; done' })].sort()).toEqual(['dacia', 'thrace']);
    expect(changedAreas(view, { seatNames: [] }).size).toBe(0);
    const svg = renderAcBoard(view, eight.ctx, eight.previous);
    const outlined = new Set([...svg.matchAll(/data-changed="([^"]+)"/g)].map((m) => m[1]));
    // With 8 players both boards are drawn: every changed area is outlined, and nothing else.
    expect([...outlined].sort()).toEqual([...changed].sort());
  });
});

describe('region detail images (/civ board region:)', () => {
  it.each(MAP_REGIONS.map((r) => [r.id] as const))('%s: at most 1600 px wide, under 2 MB, shows its areas and pieces', async (id) => {
    const region = MAP_REGIONS.find((r) => r.id === id)!;
    const view = publicView(eight.state);
    const svg = renderAcRegion(view, id, eight.ctx, eight.previous);
    const png = await svgToPng(svg);
    expect(png.length).toBeLessThan(MAX_BYTES);
    expect(pngSize(png).width).toBeLessThanOrEqual(1600);
    expect(svgTexts(svg).join('\n')).toContain(region.name);
    const inside = Object.entries(mapGeometry().areas).filter(([, g]) => g.board === region.board && g.anchor[0] >= region.box[0] && g.anchor[0] <= region.box[2] && g.anchor[1] >= region.box[1] && g.anchor[1] <= region.box[3]);
    expect(inside.length).toBeGreaterThan(5);
    for (const [areaId] of inside) {
      expect(svg).toContain(`data-area="${areaId}"`);
      for (const [owner, n] of Object.entries(view.areas[areaId]?.tokens ?? {})) expect(svg).toContain(`data-piece="tokens-${owner}-${n}"`);
    }
  });

  it('an unknown region is a clear error listing the known ones', () => {
    expect(() => renderAcRegion(publicView(two.state), 'atlantis', two.ctx)).toThrow(/Unknown map region "atlantis"\. Regions: italy, balkans, greece/);
  });
});

describe('Advanced Civilization region close-ups: labels at the edges (issue 23)', () => {
  const frame = { x: 0, y: 50, width: 1000, height: 600 };
  const label = (x: number, y: number) => ({ svg: '<text>Danube</text>', box: { x, y, width: 80, height: 20 } });

  it('a label inside the frame stays as it is', () => {
    expect(wholeLabel(label(100, 100), frame)).toEqual(label(100, 100));
  });

  it('a label the edge would cut is moved just inside, when a small shift does it', () => {
    const moved = wholeLabel(label(950, 640), frame)!;
    expect(moved.box).toEqual({ x: 920, y: 630, width: 80, height: 20 });
    expect(moved.svg).toBe('<g transform="translate(-30.0 -10.0)"><text>Danube</text></g>');
  });

  it('a label mostly outside the frame is left out rather than drawn half', () => {
    expect(wholeLabel(label(-60, 100), frame)).toBeUndefined();
    expect(wholeLabel(label(100, 40), frame)?.box.y).toBe(50);
    expect(wholeLabel(label(100, 30), frame)).toBeUndefined();
  });
});
