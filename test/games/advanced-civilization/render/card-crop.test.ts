import { describe, expect, it } from 'vitest';
import { clipToBox } from '../../../../src/games/advanced-civilization/render/clip.ts';
import { FLOOD_PATTERN_ID } from '../../../../src/games/advanced-civilization/render/flood.ts';
import { turnCardMap } from '../../../../src/games/advanced-civilization/render/turn-card.ts';
import { publicView } from '../../../../src/games/advanced-civilization/view.ts';
import { renderTurnCard, type CardMap, type MapBox } from '../../../../src/render/turn-card.ts';
import { differentPixels, renderGrey } from '../../../render/pixels.ts';
import { playedState } from './states.ts';

const card = (map: CardMap) => renderTurnCard({ title: 'Advanced Civilization', status: 'Movement', toAct: [], lastMove: 'Egypt moves', map }).svg;
const areasIn = (svg: string) => svg.match(/data-area=/g)?.length ?? 0;

describe('Advanced Civilization phone card: the map drawn only where the card window shows it (issue 13, speed)', () => {
  // 8 players late (a crop), 3 players; early on (no area named) the card shows the mover's panel instead.
  const withArea = (players: number, counts: number[]) => counts.map((n) => playedState(players, n)).find((snap) => turnCardMap(publicView(snap.state), snap.ctx).crop)!;
  const cases = [withArea(8, Array.from({ length: 30 }, (_, i) => 400 + 10 * i)), withArea(3, [150, 160, 170, 185, 200, 230])];

  it.each(cases.map((s) => [s.label, s] as const))('%s: the card looks the same as one drawn from the whole map', async (_label, snap) => {
    const map = turnCardMap(publicView(snap.state), snap.ctx);
    expect(map.crop).toBeDefined();
    const cropped = card(map);
    const whole = card({ svg: map.svg, focus: map.focus, places: map.places });
    expect(areasIn(cropped)).toBeLessThan(areasIn(whole) / 4);
    const [a, b] = await Promise.all([renderGrey(cropped), renderGrey(whole)]);
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    // Anti-aliasing where the waves' path and the pattern's tiles meet differs a little; nothing else may.
    expect(differentPixels(a, b)).toBeLessThan(a.pixels.length * 0.002);
  });

  it('every label and piece placed inside a window is in that window\'s crop, wherever the window is', () => {
    const snap = withArea(8, Array.from({ length: 30 }, (_, i) => 1500 + 10 * i));
    const map = turnCardMap(publicView(snap.state), snap.ctx);
    const [docW, docH] = [1600, Number(/height="([\d.]+)"/.exec(map.svg)![1])];
    // Each label row and piece with the positions it is drawn at (x of every span or shape, y of its row).
    const placed = [...map.svg.matchAll(/<text[^>]*>.*?<\/text>|<g data-piece="[^"]*">.*?<\/g>/g)].map((m) => {
      // A ship is a polygon: its first corner stands for it.
      const corner = /points="([-\d.]+),([-\d.]+)/.exec(m[0]);
      const xs = corner ? [Number(corner[1])] : [...m[0].matchAll(/\sx="([-\d.]+)"/g)].map((x) => Number(x[1]));
      const y = Number(corner ? corner[2] : /\sy="([-\d.]+)"/.exec(m[0])![1]);
      return { element: m[0], xs, y };
    });
    expect(placed.length).toBeGreaterThan(200);
    let checked = 0;
    for (let y = 0; y < docH; y += 90) {
      for (let x = 0; x < docW; x += 150) {
        const window = { x, y, width: 170, height: 100 };
        const crop = map.crop!(window);
        for (const p of placed) {
          const inside = p.y >= y && p.y <= y + 100 && p.xs.some((px) => px >= x && px <= x + 170);
          if (!inside) continue;
          checked++;
          expect(crop, `${p.element} in window ${x},${y}`).toContain(p.element);
        }
      }
    }
    expect(checked).toBeGreaterThan(placed.length);
  });

  it('a crop over flood plains draws their waves as clipped paths, not with the pattern (slow at a fractional zoom)', () => {
    // Late 8-player positions until one whose card window shows flood plains (the whole map draws them with the pattern).
    const maps = [400, 250, 550, 700, 850, 1000, 1200, 405, 555, 705, 855, 1005, 1205].map((moves) => playedState(8, moves)).map((snap) => turnCardMap(publicView(snap.state), snap.ctx)).filter((m) => m.crop);
    const crops = maps.map(card);
    for (const cropped of crops) expect(cropped).not.toContain(`url(#${FLOOD_PATTERN_ID})`);
    const overFlood = crops.findIndex((cropped) => cropped.includes('clip-path="url(#flood-main-'));
    expect(overFlood).toBeGreaterThanOrEqual(0);
    expect(maps[overFlood]!.svg).toContain(`url(#${FLOOD_PATTERN_ID})`);
  });
});

describe('Advanced Civilization phone card: what the last move names is in the card (issue 23)', () => {
  const inside = (box: MapBox, shown: readonly MapBox[]) => shown.some((w) => box.x >= w.x - 0.5 && box.y >= w.y - 0.5 && box.x + box.width <= w.x + w.width + 0.5 && box.y + box.height <= w.y + w.height + 0.5);

  it('a movement shows its origin and its destination whole, labels and pieces included', () => {
    const moves = [60, 90, 120, 300, 400, 500, 650].map((n) => playedState(8, n)).filter((s) => /^move [a-z-]+>[a-z-]+/.test(s.ctx.lastMove ?? ''));
    expect(moves.length).toBeGreaterThan(0);
    for (const snap of moves) {
      const map = turnCardMap(publicView(snap.state), snap.ctx);
      const [from, to] = /^move ([a-z-]+)>([a-z-]+)/.exec(snap.ctx.lastMove!)!.slice(1);
      expect(map.places!.length, snap.ctx.lastMove).toBeGreaterThanOrEqual(from === to ? 1 : 2);
      const layout = renderTurnCard({ title: 'Advanced Civilization', status: 'Movement', toAct: [], lastMove: snap.ctx.lastMove, map });
      for (const place of map.places!) expect(inside(place, layout.mapShown), `${snap.ctx.lastMove}: ${JSON.stringify(place)}`).toBe(true);
    }
  });

  it('a move that names no area (a hidden answer, done) shows the mover\'s panel, not a part of the map', () => {
    const snap = [20, 30, 45, 128].map((n) => playedState(8, n)).find((s) => !/[a-z]+-?[a-z]*>/.test(s.ctx.lastMove ?? '') && s.ctx.lastSeat !== undefined && !/^(start|move|cities|pillage)/.test(s.ctx.lastMove ?? ''))!;
    expect(snap).toBeDefined();
    const map = turnCardMap(publicView(snap.state), snap.ctx);
    expect(map.crop).toBeUndefined();
    expect(map.svg).not.toContain('data-area=');
    const plain = map.svg.replace(/&apos;/g, "'").replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
    expect(plain).toContain(`(${snap.ctx.seatNames[snap.ctx.lastSeat!]})`);
    expect(plain).toMatch(/Treasury \d+/);
  });
});

describe('clipToBox', () => {
  const box = { x: 0, y: 0, width: 10, height: 10 };
  it('keeps a polygon inside the box as it is', () => {
    const inside = [{ x: 1, y: 1 }, { x: 9, y: 1 }, { x: 5, y: 9 }];
    expect(clipToBox(inside, box)).toEqual(inside);
  });
  it('cuts a polygon that crosses the box to the box', () => {
    const square = [{ x: -5, y: -5 }, { x: 5, y: -5 }, { x: 5, y: 5 }, { x: -5, y: 5 }];
    const cut = clipToBox(square, box);
    expect(cut.every((p) => p.x >= 0 && p.x <= 10 && p.y >= 0 && p.y <= 10)).toBe(true);
    expect(new Set(cut.map((p) => `${p.x},${p.y}`))).toEqual(new Set(['0,0', '5,0', '5,5', '0,5']));
  });
  it('leaves nothing of a polygon outside the box', () => {
    expect(clipToBox([{ x: 20, y: 20 }, { x: 30, y: 20 }, { x: 25, y: 30 }], box)).toEqual([]);
  });
});
