import { describe, expect, it } from 'vitest';
import { svgToPng, warmUpRenderer } from '../../src/render/png.ts';
import { SAMPLE_BOARD_HEIGHT, SAMPLE_BOARD_WIDTH, renderSampleBoard } from '../../src/render/sample-board.ts';
import { loadSharp } from '../../src/render/sharp-loader.ts';

const TWO_MB = 2 * 1024 * 1024;

describe('svgToPng on the 1600x1100 sample board', () => {
  const svg = renderSampleBoard();

  it('is a full board: a 13x9 hex map, 100+ labels, 50 pieces', () => {
    expect(SAMPLE_BOARD_WIDTH).toBe(1600);
    expect(SAMPLE_BOARD_HEIGHT).toBe(1100);
    expect((svg.match(/<text/g) ?? []).length).toBeGreaterThanOrEqual(200);
    expect((svg.match(/<polygon/g) ?? []).length).toBeGreaterThanOrEqual(113);
    expect(svg).toContain('&lt;script&gt;&amp;&quot;&apos;');
    expect(svg).not.toContain('<script>');
    expect(renderSampleBoard()).toBe(svg);
  });

  it('renders a plain PNG well under 2 MB', async () => {
    const sharp = await loadSharp();
    const png = await svgToPng(svg);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(1600);
    expect(meta.height).toBe(1100);
    expect(png.length).toBeLessThan(TWO_MB / 4);
  });

  it('renders a smaller palette PNG on request', async () => {
    const sharp = await loadSharp();
    const plain = await svgToPng(svg);
    const palette = await svgToPng(svg, { palette: true });
    const meta = await sharp(palette).metadata();
    expect(meta.isPalette).toBe(true);
    expect(meta.width).toBe(1600);
    expect(palette.length).toBeLessThan(plain.length * 0.6);
  });

  it('rejects a document that is not SVG', async () => {
    await expect(svgToPng('<svg><unclosed></svg>')).rejects.toThrow();
  });
});

describe('warmUpRenderer', () => {
  it('renders once without error', async () => {
    await expect(warmUpRenderer()).resolves.toBeUndefined();
  });
});
