// The compact turn card made for a phone: whose turn and what they must decide, the last move in words,
// a crop of the map around it, the scores; or, at the end, the winner and the ranking. Pure SVG building.
import { graphemes, textEm } from './glyphs.ts';
import { fitName } from './names.ts';
import { NEUTRAL } from './palette.ts';
import { group, rect, svgDocument, text } from './svg.ts';

/** Width of the card in pixels. Discord shows an image at about 390 pt on a phone held upright. */
export const CARD_WIDTH = 800;
/** The width a phone gives an image at fit-to-width, in points. */
export const PHONE_WIDTH_PT = 390;
/** Discord's own message text on a phone, in points. */
export const DISCORD_TEXT_PT = 16;
/** Smallest text on the card (and in its map crop), in card pixels: 34 px × 390/800 = 16.6 pt. */
export const CARD_MIN_TEXT = 34;
const TITLE_SIZE = 44;
const PAD = 24;
const LINE = 1.3;
const MAP_HEIGHT = 440;
/** A window grows up to this height to hold every place of a move before the places are split over two windows. */
const MAX_MAP_HEIGHT = 700;
/** At most this many windows (one per group of places far apart, e.g. a transport's origin and destination). */
const MAX_WINDOWS = 2;
const WINDOW_GAP = 12;
const MAX_DECISIONS = 4;
/** Players ranked on the final card with their categories in words; beyond it, categories are numbers under one legend. */
const MAX_NAMED_CATEGORIES = 4;

export interface CardDecision {
  name: string;
  prompt: string;
}

export interface CardScore {
  /** The seat, when the line is a seated player's (a bot has none). */
  seat?: number;
  name: string;
  /** Already in words, e.g. "54 VP". */
  score: string;
  /** A swatch colour for the player, when the game has one. */
  colour?: string;
}

/** A game's map, and the region of it around the last move that the card shows. */
export interface CardMap {
  /** A standalone SVG document of the map only, without scaling transforms (translations only). */
  svg: string;
  /** The region to show, in the map document's coordinates. */
  focus: MapBox;
  /**
   * Every place the last move names (origin and destination, hexes built on or leeched from), each with its label, in
   * the map document's coordinates. The card shows all of them whole: one window grown to hold them, or one window
   * per group when they lie too far apart. Without it, the focus is the one place.
   */
  places?: MapBox[];
  /**
   * The same document with only what can show in `window` (map document coordinates): the card shows a small
   * window at a large zoom, and rasterising the whole map to show a corner of it costs several times more.
   */
  crop?(window: MapBox): string;
}

export interface MapBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The card's own words, in the table's language (English by default). */
export interface CardLabels {
  toAct: string;
  lastMove: string;
  noMoveYet: string;
  scores: string;
  ranking: string;
  /** On a final card with many players: "{names}", the score categories in the order of each row's numbers. */
  categories: string;
  /** "{n}" is replaced by the number of further decisions. */
  more: string;
  /** "{game}" is replaced by the game's title. */
  gameOver: string;
  /** "{names}" and "{total}" are replaced. */
  winner: string;
  sharedWin: string;
}

export const ENGLISH_CARD_LABELS: CardLabels = {
  toAct: 'To act',
  lastMove: 'Last move',
  noMoveYet: 'none yet',
  scores: 'Scores',
  ranking: 'Ranking',
  categories: 'Each row: {names}',
  more: 'and {n} more',
  gameOver: '{game}: game over',
  winner: 'Winner: {names} with {total} points',
  sharedWin: 'Shared win: {names} with {total} points',
};

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all));
}

export interface TurnCardData {
  labels?: CardLabels;
  title: string;
  status: string;
  toAct: CardDecision[];
  lastMove?: string;
  map?: CardMap | null;
  /** Every seat's line (all are shown, whatever the player count). */
  scores?: CardScore[];
  /** One line under the scores that holds for all of them (e.g. what they leave out), said once rather than on every row. */
  scoresNote?: string;
  /** Lines shown when there are no scores (the game's status details). */
  details?: string[];
}

export interface ResultCardData {
  labels?: CardLabels;
  title: string;
  ranking: { rank: number; name: string; total: number; breakdown: [string, number][]; colour?: string }[];
  summary?: string;
  lastMove?: string;
}

export interface CardLayout {
  svg: string;
  /** The map's zoom on the card (card px per map px); null without a map. */
  mapZoom: number | null;
  /** The map's smallest text size in its own pixels; null without a map or text. */
  mapMinText: number | null;
  /** The parts of the map the card shows, one per window, in the map's own coordinates; empty without a map. */
  mapShown: MapBox[];
}

/**
 * Width of a grapheme cluster in em, by its first character: CJK and full-width forms take a whole em, others about
 * half (on the safe side); joiners and bidi isolates nothing.
 */
function charEm(cluster: string, bold: boolean): number {
  const code = cluster.codePointAt(0) ?? 0;
  if (code === 0x200d || (code >= 0x2066 && code <= 0x2069)) return 0;
  const wide = (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60) || (code >= 0xffe0 && code <= 0xffe6) || code >= 0x1f000;
  return wide ? 1 : bold ? 0.61 : 0.56;
}

/**
 * Greedy word wrap by an estimate of Noto Sans widths (0.56 em a character, 0.61 em bold, 1 em for CJK and emoji);
 * a word longer than a line is cut between grapheme clusters. At most maxLines lines, the last one ending with '…' if cut.
 */
export function wrapText(content: string, width: number, size: number, opts: { bold?: boolean; maxLines?: number } = {}): string[] {
  const bold = opts.bold ?? false;
  const room = width / size; // in em
  const measure = (t: string) => graphemes(t).reduce((sum, ch) => sum + charEm(ch, bold), 0);
  const pieces: string[] = [];
  for (const word of content.split(/\s+/).filter((w) => w !== '')) {
    let piece = '';
    for (const ch of graphemes(word)) {
      if (piece !== '' && measure(piece + ch) > room) {
        pieces.push(piece);
        piece = '';
      }
      piece += ch;
    }
    if (piece !== '') pieces.push(piece);
  }
  const lines: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current === '') current = piece;
    else if (measure(`${current} ${piece}`) <= room) current += ` ${piece}`;
    else {
      lines.push(current);
      current = piece;
    }
  }
  if (current !== '') lines.push(current);
  const max = opts.maxLines ?? Infinity;
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1]!;
  while (last.length > 0 && measure(`${last}…`) > room) last = graphemes(last).slice(0, -1).join('');
  kept[max - 1] = `${last}…`;
  return kept;
}

/** Every font-size in an SVG document, in its own units. */
export function fontSizes(svg: string): number[] {
  return [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
}

class Column {
  readonly parts: string[] = [];
  y = 0;
  constructor(readonly width: number) {}

  lines(lines: readonly string[], size: number, opts: { bold?: boolean; fill?: string; x?: number } = {}): void {
    for (const l of lines) {
      this.y += size * LINE;
      this.parts.push(text(opts.x ?? PAD, this.y - size * 0.3, l, { size, weight: opts.bold ? 'bold' : 'normal', fill: opts.fill ?? NEUTRAL.ink }));
    }
  }

  paragraph(content: string, size: number, opts: { bold?: boolean; fill?: string; maxLines?: number; indent?: number } = {}): void {
    const indent = opts.indent ?? 0;
    this.lines(wrapText(content, this.width - 2 * PAD - indent, size, opts), size, { ...opts, x: PAD + indent });
  }

  heading(label: string): void {
    this.y += 14;
    this.lines([label], CARD_MIN_TEXT, { bold: true, fill: NEUTRAL.mutedInk });
  }

  band(height: number, fill: string): void {
    this.parts.push(rect(0, this.y, this.width, height, { fill }));
  }
}

/** The smallest box holding all of `boxes`. */
export function unionBox(boxes: readonly MapBox[]): MapBox {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, width: Math.max(...boxes.map((b) => b.x + b.width)) - x, height: Math.max(...boxes.map((b) => b.y + b.height)) - y };
}

/**
 * The places in groups that each fit one window of `w` × `maxH` map pixels, in reading order (a greedy pass along the
 * line from the first place to the farthest one); at most MAX_WINDOWS groups, the last one taking the rest.
 */
function placeGroups(places: readonly MapBox[], w: number, maxH: number): MapBox[][] {
  const fits = (boxes: readonly MapBox[]) => {
    const u = unionBox(boxes);
    return u.width <= w && u.height <= maxH;
  };
  if (fits(places)) return [[...places]];
  const first = places[0]!;
  const distance = (b: MapBox) => Math.hypot(b.x - first.x, b.y - first.y);
  const ordered = [...places].sort((a, b) => distance(a) - distance(b));
  const groups: MapBox[][] = [];
  for (const box of ordered) {
    const current = groups.at(-1);
    if (current && (fits([...current, box]) || groups.length === MAX_WINDOWS)) current.push(box);
    else groups.push([box]);
  }
  return groups;
}

/**
 * The map document, shown through windows of the card: zoomed so its smallest text is as large as the card's. One
 * window holds every place of the move (growing taller to do so); places too far apart get a window each.
 */
function mapWindows(map: CardMap, y: number): { svg: string; zoom: number; minText: number | null; height: number; shown: MapBox[] } {
  const sizes = fontSizes(map.svg);
  const minText = sizes.length > 0 ? Math.min(...sizes) : null;
  const inner = CARD_WIDTH - 2 * PAD;
  // As much of the map as fits while its smallest label stays as large as the card's text.
  const zoom = minText === null ? inner / map.focus.width : CARD_MIN_TEXT / minText;
  const w = inner / zoom;
  const places = map.places && map.places.length > 0 ? map.places : [map.focus];
  const groups = placeGroups(places, w, MAX_MAP_HEIGHT / zoom);
  // A map shorter than a window (a player's panel) gets a window of its own height.
  const docH = Number(/<svg\b[^>]*?\sheight="([\d.]+)"/.exec(map.svg)?.[1] ?? Infinity);
  const parts: string[] = [];
  const shown: MapBox[] = [];
  let top = y;
  for (const group of groups) {
    const box = unionBox(group);
    const height = Math.min(MAX_MAP_HEIGHT, Math.ceil(docH * zoom), Math.max(groups.length > 1 ? MAP_HEIGHT * 0.7 : MAP_HEIGHT, Math.ceil(box.height * zoom) + 24));
    const win = mapWindow(map, box, zoom, top, height);
    parts.push(win.svg);
    shown.push(win.shown);
    top += height + WINDOW_GAP;
  }
  return { svg: parts.join(''), zoom, minText, height: top - WINDOW_GAP - y, shown };
}

/** One window of `height` card pixels at `zoom`, centred on `focus` and kept inside the map where the map is large enough. */
function mapWindow(map: CardMap, focus: MapBox, zoom: number, y: number, height: number): { svg: string; shown: MapBox } {
  const inner = CARD_WIDTH - 2 * PAD;
  const w = inner / zoom;
  const h = height / zoom;
  const size = /<svg\b[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"/.exec(map.svg);
  const docW = size ? Number(size[1]) : Infinity;
  const docH = size ? Number(size[2]) : Infinity;
  const within = (start: number, span: number, total: number) => (span >= total ? (total - span) / 2 : Math.min(Math.max(start, 0), total - span));
  const left = within(focus.x + focus.width / 2 - w / 2, w, docW);
  const top = within(focus.y + focus.height / 2 - h / 2, h, docH);
  const viewBox = `${left.toFixed(2)} ${top.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)}`;
  const shown = map.crop?.({ x: left, y: top, width: w, height: h }) ?? map.svg;
  // The map's own root element, re-sized into the window (nested <svg> clips to its viewport).
  const nested = shown.replace(/^<svg\b[^>]*>/, (root) => {
    const kept = root.replace(/\s(width|height|viewBox|x|y|preserveAspectRatio)="[^"]*"/g, '').slice(0, -1);
    return `${kept} x="${PAD}" y="${y}" width="${inner}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">`;
  });
  return { svg: nested + rect(PAD, y, inner, height, { fill: 'none', stroke: NEUTRAL.gridLine, strokeWidth: 2 }), shown: { x: left, y: top, width: w, height: h } };
}

function scoreRows(col: Column, scores: readonly CardScore[]): void {
  // Every seat, one line each; from seven players the lines sit closer.
  const spacing = scores.length > 6 ? 1.18 : LINE;
  for (const s of scores) {
    const size = CARD_MIN_TEXT;
    col.y += size * spacing;
    const baseline = col.y - size * 0.3;
    const swatch = s.colour ? rect(PAD, baseline - size * 0.75, size * 0.8, size * 0.8, { fill: s.colour, stroke: NEUTRAL.ink, strokeWidth: 2, rx: 4 }) : '';
    const nameX = PAD + (s.colour ? size * 1.1 : 0);
    // The name gets what the score (bold, at the right) leaves, and at least 200 px.
    const scoreWidth = Math.max(200, textEm(s.score, true) * size * 0.85 + 16);
    const name = fitName(s.name, { width: col.width - PAD - nameX - scoreWidth, size });
    col.parts.push(swatch, text(nameX, baseline, name, { size }), text(col.width - PAD, baseline, s.score, { size, weight: 'bold', anchor: 'end' }));
  }
}

/** The phone card for a turn post. */
export function renderTurnCard(data: TurnCardData): CardLayout {
  const L = data.labels ?? ENGLISH_CARD_LABELS;
  const col = new Column(CARD_WIDTH);
  const headerTop = col.y;
  const header = new Column(CARD_WIDTH);
  header.lines([data.title], TITLE_SIZE, { bold: true, fill: '#FFFFFF' });
  header.paragraph(data.status, CARD_MIN_TEXT, { fill: '#FFFFFF', maxLines: 2 });
  col.band(header.y + 16, NEUTRAL.ink);
  col.parts.push(...header.parts);
  col.y = headerTop + header.y + 16;

  if (data.toAct.length > 0) {
    col.heading(L.toAct);
    for (const d of data.toAct.slice(0, MAX_DECISIONS)) {
      col.lines([fitName(d.name, { width: CARD_WIDTH - 2 * PAD, size: CARD_MIN_TEXT, bold: true })], CARD_MIN_TEXT, { bold: true });
      col.paragraph(d.prompt, CARD_MIN_TEXT, { maxLines: 2, indent: 20 });
    }
    if (data.toAct.length > MAX_DECISIONS) col.paragraph(fill(L.more, { n: data.toAct.length - MAX_DECISIONS }), CARD_MIN_TEXT, { fill: NEUTRAL.mutedInk });
  }
  col.heading(L.lastMove);
  col.paragraph(data.lastMove ?? L.noMoveYet, CARD_MIN_TEXT, { maxLines: 3 });

  let mapZoom: number | null = null;
  let mapMinText: number | null = null;
  let mapShown: MapBox[] = [];
  if (data.map) {
    col.y += 16;
    const win = mapWindows(data.map, col.y);
    col.parts.push(win.svg);
    mapZoom = win.zoom;
    mapMinText = win.minText;
    mapShown = win.shown;
    col.y += win.height;
  }
  if (data.scores && data.scores.length > 0) {
    col.heading(L.scores);
    scoreRows(col, data.scores);
    if (data.scoresNote) col.paragraph(data.scoresNote, CARD_MIN_TEXT, { maxLines: 2, fill: NEUTRAL.mutedInk });
  } else if (data.details && data.details.length > 0) {
    col.y += 8;
    for (const d of data.details.slice(0, 3)) col.paragraph(d, CARD_MIN_TEXT, { maxLines: 3, fill: NEUTRAL.mutedInk });
  }
  col.y += PAD;
  const svg = svgDocument({ width: CARD_WIDTH, height: Math.ceil(col.y), background: NEUTRAL.background }, group(col.parts));
  return { svg, mapZoom, mapMinText, mapShown };
}

/** The phone card for the final post: a winner banner, then every player's rank, total and score categories. */
export function renderResultCard(data: ResultCardData): CardLayout {
  const L = data.labels ?? ENGLISH_CARD_LABELS;
  const col = new Column(CARD_WIDTH);
  const header = new Column(CARD_WIDTH);
  header.lines(wrapText(fill(L.gameOver, { game: data.title }), CARD_WIDTH - 2 * PAD, TITLE_SIZE, { bold: true, maxLines: 2 }), TITLE_SIZE, { bold: true, fill: '#FFFFFF' });
  col.band(header.y + 16, NEUTRAL.ink);
  col.parts.push(...header.parts);
  col.y = header.y + 16;

  const winners = data.ranking.filter((r) => r.rank === 1);
  const banner = new Column(CARD_WIDTH);
  banner.y = col.y + 6;
  const names = winners.map((w) => fitName(w.name, { width: CARD_WIDTH - 2 * PAD, size: TITLE_SIZE, bold: true })).join(', ');
  banner.paragraph(fill(winners.length > 1 ? L.sharedWin : L.winner, { names, total: winners[0]?.total ?? 0 }), TITLE_SIZE, { bold: true, maxLines: 3 });
  col.band(banner.y - col.y + 20, '#F2C14E');
  col.parts.push(...banner.parts);
  col.y = banner.y + 20;

  col.heading(L.ranking);
  // With many players the category names are said once, and each row gives only its numbers in that order, so an
  // 8-player card stays about one phone screen tall.
  const compact = data.ranking.length > MAX_NAMED_CATEGORIES;
  const legend = data.ranking[0]?.breakdown.map(([k]) => k) ?? [];
  if (compact && legend.length > 0) col.paragraph(fill(L.categories, { names: legend.join(' · ') }), CARD_MIN_TEXT, { fill: NEUTRAL.mutedInk, maxLines: 3 });
  for (const r of data.ranking) {
    const size = CARD_MIN_TEXT + 4;
    col.y += size * LINE;
    const baseline = col.y - size * 0.3;
    const swatchX = PAD + 56;
    if (r.colour) col.parts.push(rect(swatchX, baseline - size * 0.75, size * 0.8, size * 0.8, { fill: r.colour, stroke: NEUTRAL.ink, strokeWidth: 2, rx: 4 }));
    const nameX = swatchX + (r.colour ? size * 1.1 : 0);
    const name = fitName(r.name, { width: CARD_WIDTH - PAD - nameX - 160, size, bold: true });
    col.parts.push(
      text(PAD, baseline, `${r.rank}.`, { size, weight: 'bold' }),
      text(nameX, baseline, name, { size, weight: 'bold' }),
      text(CARD_WIDTH - PAD, baseline, String(r.total), { size, weight: 'bold', anchor: 'end' }),
    );
    const categories = r.breakdown.map(([k, v]) => (compact ? String(v) : `${k} ${v}`)).join(' · ');
    if (categories) col.paragraph(categories, CARD_MIN_TEXT, { indent: 56, fill: NEUTRAL.mutedInk });
    col.y += 6;
  }
  if (data.summary) {
    col.y += 8;
    col.paragraph(data.summary, CARD_MIN_TEXT, { maxLines: 4, fill: NEUTRAL.mutedInk });
  }
  if (data.lastMove) {
    col.heading(L.lastMove);
    col.paragraph(data.lastMove, CARD_MIN_TEXT, { maxLines: 3 });
  }
  col.y += PAD;
  return { svg: svgDocument({ width: CARD_WIDTH, height: Math.ceil(col.y), background: NEUTRAL.background }, group(col.parts)), mapZoom: null, mapMinText: null, mapShown: [] };
}
