import { describe, expect, it } from 'vitest';
import { playerColour } from '../../src/render/palette.ts';
import { svgDocument } from '../../src/render/svg.ts';
import { highlightRing, legend, table, titleBar, token, track, trackSpaceCenter } from '../../src/render/widgets.ts';
import type { TrackOptions } from '../../src/render/widgets.ts';
import { renderGrey } from './pixels.ts';

const texts = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');

describe('widgets', () => {
  it('labels a token with its colour letter in the readable text colour', () => {
    const blue = playerColour(0);
    const svg = token({ cx: 50, cy: 50, r: 20, colour: blue });
    expect(texts(svg)).toEqual(['B']);
    expect(svg).toContain(`fill="${blue.fill}"`);
    expect(svg).toContain(`fill="${blue.text}"`);
    expect(texts(token({ cx: 0, cy: 0, r: 5, colour: blue, label: '' }))).toEqual([]);
    expect(texts(token({ cx: 0, cy: 0, r: 5, colour: { fill: '#FFFFFF' }, label: 'x' }))).toEqual(['x']);
  });

  it('draws every token shape, patterned fills, and the last-move ring', () => {
    for (const shape of ['circle', 'square', 'hexagon', 'diamond', 'triangle'] as const) {
      expect(token({ cx: 0, cy: 0, r: 10, colour: playerColour(1), shape })).toMatch(/<(circle|rect|polygon) /);
    }
    expect(token({ cx: 0, cy: 0, r: 10, colour: playerColour(1), patterned: true })).toContain('url(#pattern-orange)');
    expect(token({ cx: 0, cy: 0, r: 10, colour: playerColour(0), highlight: true })).toContain(highlightRing(0, 0, 13));
  });

  it('numbers track spaces and places markers on their space, snaking on wrap', () => {
    const options: TrackOptions = { x: 0, y: 0, first: 0, count: 20, perRow: 10, cellWidth: 40, snake: true, markers: [{ space: 12, colour: playerColour(2) }] };
    const svg = track(options);
    expect(texts(svg).filter((t) => /^\d+$/.test(t))).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
    expect(trackSpaceCenter(options, 0)).toEqual({ x: 20, y: 20 });
    expect(trackSpaceCenter(options, 9)).toEqual({ x: 380, y: 20 });
    // Space 10 sits under space 9 when the track snakes back.
    expect(trackSpaceCenter(options, 10)).toEqual({ x: 380, y: 60 });
    expect(trackSpaceCenter({ ...options, snake: false }, 10)).toEqual({ x: 20, y: 60 });
    expect(texts(svg)).toContain('G');
  });

  it('spreads markers sharing a space so none hides another', () => {
    const colours = [0, 1, 2, 3].map(playerColour);
    const svg = track({ x: 0, y: 0, count: 5, cellWidth: 60, markers: colours.map((colour) => ({ space: 2, colour })) });
    const centres = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => `${m[1]},${m[2]}`);
    expect(new Set(centres).size).toBe(4);
    expect(texts(svg).filter((t) => /^[A-Z]$/.test(t)).sort()).toEqual(['B', 'G', 'O', 'P']);
  });

  it('builds a player table with escaped names and a swatch per player', () => {
    const svg = table({
      x: 0,
      y: 0,
      columns: [{ header: 'Player', width: 200 }, { header: 'VP', width: 60, align: 'end' }],
      rows: [
        { cells: [`<script>&"'`, '12'], colour: playerColour(0) },
        { cells: ['Zoë', '9'], colour: playerColour(1) },
      ],
    });
    expect(texts(svg)).toEqual(['Player', 'VP', 'B', '&lt;script&gt;&amp;&quot;&apos;', '12', 'O', 'Zoë', '9']);
    expect(svg).toContain('text-anchor="end"');
  });

  it('lists legend items with their letters', () => {
    const svg = legend({ x: 0, y: 0, items: [{ colour: playerColour(4), label: 'Yellow — Ann' }, { colour: playerColour(5), label: 'Red — Bo' }] });
    expect(texts(svg)).toEqual(['Y', 'Yellow — Ann', 'R', 'Red — Bo']);
  });

  it('draws a title bar with readable text', async () => {
    const svg = titleBar({ width: 400, title: 'Cargo Empire', subtitle: 'Round 2' });
    expect(texts(svg)).toEqual(['Cargo Empire', 'Round 2']);
    expect(svg).toContain('fill="#FFFFFF"');
    const image = await renderGrey(svgDocument({ width: 400, height: 56 }, svg));
    expect(image.pixels.filter((p) => p > 200).length).toBeGreaterThan(300);
  });
});
