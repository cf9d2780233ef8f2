// Player colours that stay apart for colour-blind players: the Okabe-Ito set
// (Okabe & Ito, "Color Universal Design"), each doubled by a letter and a fill
// pattern so no information rests on hue alone. Pure; no sharp.

export type PatternName = 'solid' | 'stripes' | 'dots' | 'crosshatch' | 'horizontal' | 'vertical' | 'checks';

export interface PlayerColour {
  readonly id: string;
  /** Plain English name, for legends and alt text. */
  readonly name: string;
  readonly fill: string;
  /** Black or white, whichever reads better on `fill`. */
  readonly text: string;
  /** Shown on tokens and in legends; distinct per colour. */
  readonly letter: string;
  readonly pattern: PatternName;
}

const BASE = [
  { id: 'blue', name: 'Blue', fill: '#0072B2', letter: 'B', pattern: 'solid' },
  { id: 'orange', name: 'Orange', fill: '#E69F00', letter: 'O', pattern: 'stripes' },
  { id: 'green', name: 'Green', fill: '#009E73', letter: 'G', pattern: 'dots' },
  { id: 'purple', name: 'Purple', fill: '#CC79A7', letter: 'P', pattern: 'crosshatch' },
  { id: 'yellow', name: 'Yellow', fill: '#F0E442', letter: 'Y', pattern: 'horizontal' },
  { id: 'red', name: 'Red', fill: '#D55E00', letter: 'R', pattern: 'vertical' },
  { id: 'sky', name: 'Sky blue', fill: '#56B4E9', letter: 'S', pattern: 'checks' },
] as const;

export const PLAYER_COLOURS: readonly PlayerColour[] = BASE.map((c) => ({ ...c, text: readableTextColour(c.fill) }));

export const MAX_PLAYER_COLOURS = PLAYER_COLOURS.length;

/** The colour of seat `index` (0-based). */
export function playerColour(index: number): PlayerColour {
  const colour = PLAYER_COLOURS[index];
  if (colour === undefined) throw new RangeError(`No player colour for seat ${index}; there are ${MAX_PLAYER_COLOURS}`);
  return colour;
}

/** Neutral colours for boards, labels and highlights. */
export const NEUTRAL = {
  background: '#FFFFFF',
  board: '#F4F1EA',
  ink: '#1A1A1A',
  mutedInk: '#555555',
  gridLine: '#8A8577',
  highlight: '#000000',
  panel: '#E9E4D8',
} as const;

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** Parses '#rgb' or '#rrggbb'. */
export function parseHexColour(colour: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  const digits = m?.[1];
  if (digits === undefined) throw new RangeError(`Expected a colour like #1a2b3c, got ${JSON.stringify(colour)}`);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(colour: string): number {
  const { r, g, b } = parseHexColour(colour);
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white text, whichever has the higher contrast on `background`. */
export function readableTextColour(background: string): '#000000' | '#FFFFFF' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

export function patternId(colour: PlayerColour): string {
  return `pattern-${colour.id}`;
}

const TILE = 8;

function patternMarks(pattern: PatternName, ink: string): string {
  const stroke = `stroke="${ink}" stroke-width="1.6" stroke-opacity="0.55"`;
  switch (pattern) {
    case 'solid':
      return '';
    case 'stripes':
      return `<path d="M0,${TILE} L${TILE},0 M-2,2 L2,-2 M${TILE - 2},${TILE + 2} L${TILE + 2},${TILE - 2}" ${stroke}/>`;
    case 'dots':
      return `<circle cx="${TILE / 2}" cy="${TILE / 2}" r="1.6" fill="${ink}" fill-opacity="0.55"/>`;
    case 'crosshatch':
      return `<path d="M0,0 L${TILE},${TILE} M0,${TILE} L${TILE},0" ${stroke}/>`;
    case 'horizontal':
      return `<path d="M0,${TILE / 2} L${TILE},${TILE / 2}" ${stroke}/>`;
    case 'vertical':
      return `<path d="M${TILE / 2},0 L${TILE / 2},${TILE}" ${stroke}/>`;
    case 'checks':
      return `<rect x="0" y="0" width="${TILE / 2}" height="${TILE / 2}" fill="${ink}" fill-opacity="0.35"/><rect x="${TILE / 2}" y="${TILE / 2}" width="${TILE / 2}" height="${TILE / 2}" fill="${ink}" fill-opacity="0.35"/>`;
  }
}

/**
 * <pattern> definitions for the given colours (all of them by default): put the
 * result in the document's defs, then paint a shape with `patternFill(colour)`.
 * Each pattern carries its base colour, so one fill draws colour and marks.
 */
export function patternDefs(colours: readonly PlayerColour[] = PLAYER_COLOURS): string {
  return colours
    .map(
      (c) =>
        `<pattern id="${patternId(c)}" patternUnits="userSpaceOnUse" width="${TILE}" height="${TILE}">` +
        `<rect width="${TILE}" height="${TILE}" fill="${c.fill}"/>${patternMarks(c.pattern, c.text)}</pattern>`,
    )
    .join('');
}

/** A fill value drawing the colour with its pattern; needs `patternDefs` in the document. */
export function patternFill(colour: PlayerColour): string {
  return colour.pattern === 'solid' ? colour.fill : `url(#${patternId(colour)})`;
}
