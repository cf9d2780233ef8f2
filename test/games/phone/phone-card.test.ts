/**
 * The phone card of each hosted game, measured as a phone shows it: an image fit to about 390 pt wide.
 * The smallest text height there is the font size times the scale (390 / image width), times the map
 * crop's zoom for text inside the map. The full board is measured the same way for comparison.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.ts';
import { CARD_WIDTH, DISCORD_TEXT_PT, PHONE_WIDTH_PT, fontSizes } from '../../../src/render/turn-card.ts';
import { cardLayout } from '../../../src/tables/images.ts';
import { midGame } from '../../support/mid-game.ts';

const names = ['Alice', 'Bob', 'Carol'];

function widthOf(svg: string): number {
  return Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)![1]);
}

/** Smallest text height in points at fit-to-width on a phone. */
function smallestPt(svg: string, inner?: { zoom: number; minText: number }): number {
  // The card's own text: every map window (a nested <svg> document each) taken out.
  let own = svg;
  for (let start = own.indexOf('<svg', 1); start >= 0; start = own.indexOf('<svg', 1)) own = own.slice(0, start) + own.slice(own.indexOf('</svg>', start) + 6);
  const px = Math.min(...fontSizes(own), inner ? inner.minText * inner.zoom : Infinity);
  return (px * PHONE_WIDTH_PT) / widthOf(svg);
}

describe.each([
  ['terra-mystica', 40, />\d+ VP/],
  ['cargo-empire', 30, />\d+ VP/],
  // Advanced Civilization: the provisional score 35.1 without the hidden trade cards (said once under the scores).
  ['advanced-civilization', 60, />\d+</],
])('%s phone card', (id, moves, scorePattern) => {
  const entry = games.get(id)!;

  it('has no text smaller than Discord\'s own at 390 pt, where the full board falls far below it', () => {
    const { state, ctx, words } = midGame(entry, moves, names);
    const card = cardLayout(entry, state, ctx, words);
    expect(widthOf(card.svg)).toBe(CARD_WIDTH);
    expect(card.mapZoom).not.toBeNull();
    const cardPt = smallestPt(card.svg, { zoom: card.mapZoom!, minText: card.mapMinText! });
    const boardPt = smallestPt(entry.renderBoard(entry.module.view(state, null), ctx));
    console.log(`${id}: smallest text at ${PHONE_WIDTH_PT} pt wide: full board ${boardPt.toFixed(1)} pt, phone card ${cardPt.toFixed(1)} pt`);
    expect(cardPt).toBeGreaterThanOrEqual(DISCORD_TEXT_PT);
    expect(boardPt).toBeLessThan(DISCORD_TEXT_PT);
  });

  it('says whose turn it is and what they must decide, the last move in words, and crops the map around it', () => {
    const { state, ctx, words } = midGame(entry, moves, names);
    const card = cardLayout(entry, state, ctx, words);
    const plain = card.svg.replace(/&apos;/g, "'").replace(/&amp;/g, '&');
    for (const d of words.toAct) expect(plain).toContain(d.name);
    const firstWords = words.toAct[0]!.prompt.split(' ').slice(0, 2).join(' ');
    expect(plain).toContain(firstWords);
    expect(plain).toContain(words.lastMove!.split(' ').slice(0, 3).join(' '));
    expect(card.mapZoom!).toBeGreaterThan(1.5); // a crop, not the whole map shrunk
    // The scores: one line per player with the game's own figure.
    for (const name of names) expect(plain).toMatch(new RegExp(`>(${name}|[A-Za-z ]+ \\(${name}\\))<`));
    expect(plain).toMatch(scorePattern);
  });
});

describe('advanced-civilization phone card at 8 players', () => {
  const entry = games.get('advanced-civilization')!;
  const eight = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];

  it('35.1 lists every seat\'s provisional score, and says once that trade cards are left out', () => {
    const { state, ctx, words } = midGame(entry, 40, eight);
    const plain = cardLayout(entry, state, ctx, words).svg.replace(/&apos;/g, "'").replace(/&amp;/g, '&');
    for (const name of eight) expect(plain).toMatch(new RegExp(`>[A-Za-z ]+ \\(${name}\\)<`));
    expect(plain.match(/trade cards/g)).toHaveLength(1);
  });
});
