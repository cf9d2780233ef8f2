import { describe, expect, it } from 'vitest';
import { MAX_PLAYER_COLOURS, PLAYER_COLOURS, contrastRatio, parseHexColour, patternDefs, patternFill, playerColour, readableTextColour } from '../../src/render/palette.ts';

// Machado, Oliveira & Fernandes (2009) simulation matrices at full severity, applied in linear RGB.
const SIMULATIONS = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
} as const;

function linear(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function toLab([r, g, b]: readonly [number, number, number]): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function simulatedLab(hex: string, matrix: readonly (readonly number[])[]): [number, number, number] {
  const { r, g, b } = parseHexColour(hex);
  const v = [linear(r), linear(g), linear(b)];
  const out = matrix.map((row) => Math.min(1, Math.max(0, (row[0] ?? 0) * (v[0] ?? 0) + (row[1] ?? 0) * (v[1] ?? 0) + (row[2] ?? 0) * (v[2] ?? 0))));
  return toLab([out[0] ?? 0, out[1] ?? 0, out[2] ?? 0]);
}

describe('player palette', () => {
  it('has seven colours with distinct ids, letters, patterns and fills', () => {
    expect(MAX_PLAYER_COLOURS).toBe(7);
    for (const field of ['id', 'letter', 'pattern', 'fill'] as const) {
      expect(new Set(PLAYER_COLOURS.map((c) => c[field])).size).toBe(7);
    }
    for (const c of PLAYER_COLOURS) expect(c.letter).toMatch(/^[A-Z]$/);
  });

  it.each(Object.entries(SIMULATIONS))('keeps every pair of colours apart (CIE76 ΔE > 15) with %s vision', (_name, matrix) => {
    const labs = PLAYER_COLOURS.map((c) => simulatedLab(c.fill, matrix));
    for (let i = 0; i < labs.length; i++) {
      for (let j = i + 1; j < labs.length; j++) {
        const a = labs[i] ?? [0, 0, 0];
        const b = labs[j] ?? [0, 0, 0];
        const deltaE = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
        expect(deltaE, `${PLAYER_COLOURS[i]?.id} vs ${PLAYER_COLOURS[j]?.id}`).toBeGreaterThan(15);
      }
    }
  });

  it('gives each colour a letter colour meeting WCAG AA (4.5:1)', () => {
    for (const c of PLAYER_COLOURS) expect(contrastRatio(c.fill, c.text)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks a readable text colour for any background', () => {
    // Black or white always reaches at least sqrt(21) ≈ 4.58 against one of them.
    for (let r = 0; r < 256; r += 17) {
      for (let g = 0; g < 256; g += 17) {
        for (let b = 0; b < 256; b += 17) {
          const bg = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(bg, readableTextColour(bg))).toBeGreaterThanOrEqual(4.58);
        }
      }
    }
    expect(readableTextColour('#FFFFFF')).toBe('#000000');
    expect(readableTextColour('#000')).toBe('#FFFFFF');
    expect(readableTextColour('#F0E442')).toBe('#000000');
  });

  it('rejects colours it cannot parse and seats beyond the palette', () => {
    expect(() => parseHexColour('red')).toThrow(RangeError);
    expect(() => playerColour(7)).toThrow(RangeError);
    expect(playerColour(0).id).toBe('blue');
  });

  it('defines a pattern for every patterned colour', () => {
    const defs = patternDefs();
    for (const c of PLAYER_COLOURS) {
      const fill = patternFill(c);
      if (c.pattern === 'solid') expect(fill).toBe(c.fill);
      else expect(defs).toContain(`id="${fill.slice(5, -1)}"`);
    }
  });
});
