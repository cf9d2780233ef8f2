/**
 * Issue 28: player names in every script Discord users write in, emoji included, drawn in every picture that shows
 * them (turn card, result card, the four games' boards, the hand image, the statistics chart) with no tofu box.
 * "No tofu" is checked two ways: every character of every text run is in some bundled font's cmap (read from the TTF
 * files here, not from the generated table), and, by pixels, no character of the names draws as the box librsvg
 * draws for a missing glyph.
 */
import { describe, expect, it } from 'vitest';
import { advancedCivilizationEntry } from '../../src/games/advanced-civilization/entry.ts';
import { viewFor } from '../../src/games/advanced-civilization/view.ts';
import { cargoEmpireEntry } from '../../src/games/cargo-empire/entry.ts';
import { energyEmpireEntry } from '../../src/games/energy-empire/entry.ts';
import type { BoardImageContext, AnyGameEntry } from '../../src/games/entry.ts';
import { terraMysticaEntry } from '../../src/games/terra-mystica/entry.ts';
import { barChart } from '../../src/render/bar-chart.ts';
import { graphemes } from '../../src/render/glyphs.ts';
import { fitName, isolate } from '../../src/render/names.ts';
import { svgToPng } from '../../src/render/png.ts';
import { svgDocument, text } from '../../src/render/svg.ts';
import { boardPng, cardLayout, type CardText } from '../../src/tables/images.ts';
import { playedState as acPlayed } from '../games/advanced-civilization/render/states.ts';
import { playedState as cePlayed } from '../games/cargo-empire/render/states.ts';
import { newGame as eeNewGame } from '../games/energy-empire/helpers.ts';
import { midGame as tmMidGame } from '../games/terra-mystica/render/fixtures.ts';
import { differentPixels, renderGrey, type GreyImage } from './pixels.ts';
import { ALL_NAMES, SCRIPT_NAMES, textContents, undrawable } from './script-names.ts';

/** The names in groups of `seats`, the last group topped up from the start: every name sits at some table. */
function tables(seats: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ALL_NAMES.length; i += seats) out.push(Array.from({ length: seats }, (_, k) => ALL_NAMES[(i + k) % ALL_NAMES.length]!));
  return out;
}

/** The first grapheme clusters of a name: what must show of it however short its room is. */
function start(name: string): string {
  return graphemes(name).slice(0, 2).join('');
}

function expectDrawable(svg: string, label: string): void {
  const missing = textContents(svg).flatMap((t) => undrawable(t).map((ch) => `${t} (U+${ch.codePointAt(0)!.toString(16)})`));
  expect(missing, label).toEqual([]);
}

function expectNamesShown(svg: string, names: readonly string[], label: string): void {
  const texts = textContents(svg).join('\n');
  for (const name of names) expect(texts.includes(start(name)), `${label}: ${name}`).toBe(true);
}

interface Game {
  entry: AnyGameEntry;
  state: unknown;
  seats: number;
  ctx: BoardImageContext;
}

function games(): Game[] {
  const ac = acPlayed(8, 40);
  const ce = cePlayed(5, 45);
  const tm = tmMidGame();
  return [
    { entry: advancedCivilizationEntry, state: ac.state, seats: 8, ctx: ac.ctx },
    { entry: cargoEmpireEntry, state: ce.state, seats: 5, ctx: ce.ctx },
    { entry: energyEmpireEntry, state: eeNewGame(5, 'every-script'), seats: 5, ctx: { seatNames: [] } },
    { entry: terraMysticaEntry, state: tm.state, seats: 4, ctx: { seatNames: [], lastMove: tm.lastMove, lastSeat: tm.lastSeat } },
  ];
}

/** Every SVG text of a board, whether drawn as one document or as a base and overlay parts. */
function boardSvg(entry: AnyGameEntry, view: unknown, ctx: BoardImageContext): string {
  if (!entry.renderBoardLayers) return entry.renderBoard(view, ctx);
  const layers = entry.renderBoardLayers(view, ctx);
  return [layers.base, ...layers.overlay.map((p) => p.svg)].join('');
}

function cardWords(names: readonly string[]): CardText {
  return {
    status: `Waiting for ${names.join(', ')}`,
    toAct: names.slice(0, 4).map((name) => ({ name, prompt: `Choose where to build (${name})` })),
    lastMove: `${names[0]} builds a city; ${names[1]} gains 3 VP`,
  };
}

describe('player names in every script, in every picture (issue 28)', () => {
  const all = games();

  for (const game of all) {
    const id = game.entry.module.id;
    it(`${id}: the board and the turn card draw every script's name, none with a character no bundled font has`, async () => {
      const view = game.entry.module.view(game.state, null);
      for (const names of tables(game.seats)) {
        const ctx = { ...game.ctx, seatNames: names };
        const board = boardSvg(game.entry, view, ctx);
        expectDrawable(board, `${id} board`);
        expectNamesShown(board, names, `${id} board`);
        const card = cardLayout(game.entry, game.state, ctx, cardWords(names)).svg;
        expectDrawable(card, `${id} card`);
        expectNamesShown(card, names.slice(0, 4), `${id} card`);
      }
      // And it rasterises: one board and one card through the production path.
      const ctx = { ...game.ctx, seatNames: tables(game.seats)[0]! };
      expect((await boardPng(game.entry, view, ctx)).length).toBeGreaterThan(1000);
      expect((await svgToPng(cardLayout(game.entry, game.state, ctx, cardWords(ctx.seatNames)).svg)).length).toBeGreaterThan(1000);
    });
  }

  it('the result card ranks all fourteen names, each drawn', async () => {
    const game = all[0]!;
    const ranking = ALL_NAMES.map((name, i) => ({ rank: i + 1, name, total: 100 - i, breakdown: [['cities', 3] as [string, number]] }));
    const words: CardText = { status: '', toAct: [], result: { ranking, seats: ALL_NAMES.map(() => undefined), summary: `${SCRIPT_NAMES.arabic} wins` } };
    const svg = cardLayout(game.entry, game.state, { seatNames: [...ALL_NAMES] }, words).svg;
    expectDrawable(svg, 'result card');
    expectNamesShown(svg, ALL_NAMES, 'result card');
    expect((await svgToPng(svg)).length).toBeGreaterThan(1000);
  });

  it('the Advanced Civilization hand image draws its owner in every script', async () => {
    const { state, ctx } = acPlayed(3, 20);
    for (const name of [...ALL_NAMES, 'Ann \u{E000}']) {
      const svg = advancedCivilizationEntry.renderPrivate!(viewFor(state, 0), 0, { ...ctx, seatNames: [name, 'B', 'C'] })!;
      expectDrawable(svg, `hand of ${name}`);
      expectNamesShown(svg, [name], 'hand');
    }
    const svg = advancedCivilizationEntry.renderPrivate!(viewFor(state, 0), 0, { ...ctx, seatNames: [SCRIPT_NAMES.emojiOnly!, 'B', 'C'] })!;
    expect((await svgToPng(svg)).length).toBeGreaterThan(1000);
  });

  it('the statistics chart labels a bar with each name, cut to its column', async () => {
    const svg = barChart({ title: 'Wins', bars: ALL_NAMES.map((label, i) => ({ label, value: 14 - i })) });
    expectDrawable(svg, 'chart');
    expectNamesShown(svg, ALL_NAMES, 'chart');
    expect(textContents(svg)).toContain(fitName(SCRIPT_NAMES.long!, { width: 248, size: 20 }));
    expect((await svgToPng(svg)).length).toBeGreaterThan(1000);
  });
});

/** A picture of each text on its own, 96 px, on a grid; `cells` of them. */
async function grid(items: readonly string[], bold = false): Promise<{ image: GreyImage; cells: { left: number; top: number }[] }> {
  const cell = 160;
  const cols = 12;
  const rows = Math.ceil(items.length / cols);
  const cells = items.map((_, i) => ({ left: (i % cols) * cell, top: Math.floor(i / cols) * cell }));
  const parts = items.map((item, i) => text(cells[i]!.left + 20, cells[i]!.top + 115, item, { size: 96, weight: bold ? 'bold' : 'normal' }));
  return { image: await renderGrey(svgDocument({ width: cols * cell, height: rows * cell, background: '#FFFFFF' }, parts)), cells };
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function inkBox(image: GreyImage, left: number, top: number, size: number): Box | null {
  let box: Box | null = null;
  for (let y = top; y < top + size; y++) {
    for (let x = left; x < left + size; x++) {
      if ((image.pixels[y * image.width + x] ?? 255) >= 128) continue;
      box = box ? { left: Math.min(box.left, x), right: Math.max(box.right, x), top: Math.min(box.top, y), bottom: Math.max(box.bottom, y) } : { left: x, right: x, top: y, bottom: y };
    }
  }
  return box;
}

/** The hex box librsvg draws for a missing glyph: a frame whose four sides are inked nearly all along. */
function looksLikeTofu(image: GreyImage, box: Box): boolean {
  const dark = (x: number, y: number) => (image.pixels[y * image.width + x] ?? 255) < 128;
  const side = (from: number, to: number, at: (i: number) => boolean) => {
    let n = 0;
    for (let i = from; i <= to; i++) if (at(i)) n++;
    return n / (to - from + 1);
  };
  const near = (line: (d: number) => (i: number) => boolean, from: number, to: number) => Math.max(side(from, to, line(0)), side(from, to, line(1)), side(from, to, line(2)));
  const top = near((d) => (x) => dark(x, box.top + d), box.left, box.right);
  const bottom = near((d) => (x) => dark(x, box.bottom - d), box.left, box.right);
  const left = near((d) => (y) => dark(box.left + d, y), box.top, box.bottom);
  const right = near((d) => (y) => dark(box.right - d, y), box.top, box.bottom);
  // A one-stroke glyph (l, I, ー) is inked all round its thin box too; a tofu box is at least half as wide as it is tall.
  const wide = box.right - box.left > 0.5 * (box.bottom - box.top);
  return wide && Math.min(top, bottom, left, right) > 0.9;
}

describe('no tofu box, by pixels', () => {
  it('the tofu detector flags the boxes librsvg draws for characters no bundled font has (BMP and astral)', async () => {
    // Drawn straight into an SVG, skipping text(): this is what a missing glyph looks like.
    const missing = ['\u{E000}', '\u{E123}', '\u{F0000}', '\u{10FFFD}'];
    const doc = svgDocument({ width: 700, height: 160, background: '#FFFFFF' }, missing.map((ch, i) => `<text x="${20 + i * 160}" y="115" font-size="96">${ch}</text>`));
    const image = await renderGrey(doc);
    for (let i = 0; i < missing.length; i++) {
      const box = inkBox(image, i * 160, 0, 160);
      expect(box, `U+${missing[i]!.codePointAt(0)!.toString(16)}`).not.toBeNull();
      expect(looksLikeTofu(image, box!), `U+${missing[i]!.codePointAt(0)!.toString(16)}`).toBe(true);
    }
  });

  it('every grapheme cluster of every name draws as a real glyph, regular and bold; what no font has draws as the neutral mark', async () => {
    const clusters = [...new Set(ALL_NAMES.flatMap((name) => graphemes(name)).filter((g) => g.trim() !== ''))];
    for (const bold of [false, true]) {
      const { image, cells } = await grid([...clusters, 'Ann \u{E000}'], bold);
      clusters.forEach((cluster, i) => {
        const box = inkBox(image, cells[i]!.left, cells[i]!.top, 160);
        expect(box, cluster).not.toBeNull();
        expect(looksLikeTofu(image, box!), `${cluster} ${bold ? 'bold' : ''}`).toBe(false);
      });
      const marked = inkBox(image, cells[clusters.length]!.left, cells[clusters.length]!.top, 160)!;
      expect(looksLikeTofu(image, marked)).toBe(false);
    }
  });
});

describe('right-to-left names inside left-to-right lines, by pixels', () => {
  const line = (content: string) => svgDocument({ width: 700, height: 80, background: '#FFFFFF' }, text(10, 55, content, { size: 40 }));

  /** Pixels that differ in the columns from 0 to `right`. */
  function differenceLeftOf(a: GreyImage, b: GreyImage, right: number): number {
    let n = 0;
    for (let y = 0; y < a.height; y++) for (let x = 0; x <= right; x++) if (Math.abs((a.pixels[y * a.width + x] ?? 0) - (b.pixels[y * b.width + x] ?? 0)) > 32) n++;
    return n;
  }

  it('an isolated name ending in a digit is drawn first and whole, its score after it (without isolation the score is pulled into it)', async () => {
    for (const name of ['דני 2', 'محمد 7']) {
      const alone = await renderGrey(line(isolate(name)));
      const right = inkBox(alone, 0, 0, 700)!.right;
      const isolated = await renderGrey(line(`${fitName(name, { width: 400, size: 40 })}: 54 VP`));
      const bare = await renderGrey(line(`${name}: 54 VP`));
      expect(differenceLeftOf(isolated, alone, right), name).toBe(0);
      expect(differenceLeftOf(bare, alone, right), name).toBeGreaterThan(100);
      expect(differentPixels(isolated, bare), name).toBeGreaterThan(100);
    }
  });

  it('a line whose only letters are the name stays a left-to-right line: "1. " is drawn at the left, the name after it', async () => {
    const prefix = await renderGrey(line('1. '));
    const right = inkBox(prefix, 0, 0, 700)!.right;
    for (const name of [SCRIPT_NAMES.hebrew!, SCRIPT_NAMES.arabic!]) {
      const numbered = await renderGrey(line(`1. ${fitName(name, { width: 400, size: 40 })}`));
      expect(differenceLeftOf(numbered, prefix, right + 2), name).toBe(0);
    }
  });

  it('a cut name stays within its room at its size, in every script', async () => {
    for (const name of ALL_NAMES) {
      for (const bold of [false, true]) {
        const fitted = fitName(`${name} ${name} ${name}`, { width: 300, size: 34, bold });
        const image = await renderGrey(svgDocument({ width: 700, height: 80, background: '#FFFFFF' }, text(10, 55, fitted, { size: 34, weight: bold ? 'bold' : 'normal' })));
        const box = inkBox(image, 0, 0, 700)!;
        expect(box.right - 10, `${name}${bold ? ' bold' : ''}`).toBeLessThanOrEqual(300);
      }
    }
  });
});
