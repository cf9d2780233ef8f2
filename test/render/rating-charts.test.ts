/** The rating images: the leaderboard's skill-range bars and a player's rating history line. */
import { describe, expect, it } from 'vitest';
import { lineChart } from '../../src/render/line-chart.ts';
import { svgToPng } from '../../src/render/png.ts';
import { ratingChart } from '../../src/render/rating-chart.ts';

function numbers(svg: string, attr: string, tag: string): number[] {
  return [...svg.matchAll(new RegExp(`<${tag}[^>]* ${attr}="(-?[\\d.]+)"`, 'g'))].map((m) => Number(m[1]));
}

describe('leaderboard image', () => {
  const rows = [
    { label: 'Ann', mu: 30, sigma: 2, valueLabel: '24.0 · 9 games' },
    { label: 'Ben', mu: 25, sigma: 25 / 3, valueLabel: '0.0 · 1 games' },
    { label: 'Cat', mu: 18, sigma: 3, valueLabel: '9.0 · 4 games' },
  ];
  const svg = ratingChart({ title: 'High Card leaderboard', rows, z: 3 });

  it('has a numbered row per player with the value written out, and a scale with a zero line', () => {
    for (const [i, r] of rows.entries()) {
      expect(svg).toContain(`>${i + 1}. ${r.label}<`);
      expect(svg).toContain(`>${r.valueLabel}<`);
    }
    expect(svg).toContain('>0<');
    expect(svg).toContain('stroke-width="2"');
  });

  it('draws each bar over mu ± 3 sigma: a wider bar for a less certain player', () => {
    // The translucent range bars, one per row, in row order.
    const widths = [...svg.matchAll(/<rect[^>]* width="([\d.]+)"[^>]* fill-opacity="0.45"/g)].map((m) => Number(m[1]));
    expect(widths).toHaveLength(3);
    expect(widths[1]! / widths[0]!).toBeCloseTo(25 / 3 / 2, 1);
    expect(widths[2]! / widths[0]!).toBeCloseTo(3 / 2, 1);
  });

  it('is a real PNG of the asked width', async () => {
    const png = await svgToPng(svg);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1000);
  });
});

describe('rating history image', () => {
  it('plots one marker per game, higher values higher up, and a legend only for several games', () => {
    const one = lineChart({ title: 'Ann: rating history', xLabel: 'rated games', series: [{ label: 'High Card', values: [1, 3, 2] }] });
    const ys = numbers(one, 'cy', 'circle');
    expect(ys).toHaveLength(3);
    // SVG y grows downwards: the highest value (3) is drawn highest.
    expect(ys[1]!).toBeLessThan(ys[2]!);
    expect(ys[2]!).toBeLessThan(ys[0]!);
    expect(one).not.toContain('>High Card<');
    const two = lineChart({ title: 'Ann: rating history', xLabel: 'rated games', series: [{ label: 'High Card', values: [1, 3] }, { label: 'Terra Mystica', values: [-2] }] });
    expect(two).toContain('>High Card<');
    expect(two).toContain('>Terra Mystica<');
    expect(two).toContain('>-2<');
  });
});
