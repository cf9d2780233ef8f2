import { describe, expect, it } from 'vitest';
import { CARD_MIN_TEXT, CARD_WIDTH, DISCORD_TEXT_PT, PHONE_WIDTH_PT, fontSizes, renderResultCard, renderTurnCard, wrapText } from '../../src/render/turn-card.ts';
import { svgDocument, text } from '../../src/render/svg.ts';

/** The card's own text: the nested map document (its own <svg> element) taken out. */
function ownText(svg: string): number[] {
  const start = svg.indexOf('<svg', 1);
  if (start < 0) return fontSizes(svg);
  const end = svg.indexOf('</svg>', start) + '</svg>'.length;
  return fontSizes(svg.slice(0, start) + svg.slice(end));
}

const map = {
  svg: svgDocument({ width: 1000, height: 600 }, [text(100, 100, 'A1', { size: 12 }), text(500, 300, 'B7', { size: 17 })]),
  focus: { x: 400, y: 250, width: 300, height: 120 },
};

describe('phone turn card', () => {
  it('text on the card is at least as large as Discord\'s own at fit-to-width on a phone', () => {
    expect((CARD_MIN_TEXT * PHONE_WIDTH_PT) / CARD_WIDTH).toBeGreaterThanOrEqual(DISCORD_TEXT_PT);
    const card = renderTurnCard({ title: 'Game', status: 'Round 2, turn 3', toAct: [{ name: 'Ann', prompt: 'Take an action' }], lastMove: 'Ben built a dwelling on E7', details: ['Score: Ann 20, Ben 22'] });
    expect(Math.min(...ownText(card.svg))).toBeGreaterThanOrEqual(CARD_MIN_TEXT);
    expect(card.svg).toContain('Take an action');
    expect(card.svg).toContain('Ben built a dwelling on E7');
    expect(card.svg).toContain('Score: Ann 20, Ben 22');
    expect(card.mapZoom).toBeNull();
  });

  it('zooms the game\'s map crop until its smallest label is as large as the card\'s text', () => {
    const card = renderTurnCard({ title: 'Game', status: 's', toAct: [], map, scores: [{ name: 'Ann', score: '20 VP', colour: '#ff0000' }] });
    expect(card.mapMinText).toBe(12);
    expect(card.mapMinText! * card.mapZoom!).toBeGreaterThanOrEqual(CARD_MIN_TEXT);
    expect(card.svg).toContain('B7');
    expect(card.svg).toContain('20 VP');
    expect(Math.min(...ownText(card.svg))).toBeGreaterThanOrEqual(CARD_MIN_TEXT);
  });

  it('the result card names the winner and every player\'s rank, total and score categories', () => {
    const card = renderResultCard({
      title: 'Game',
      ranking: [
        { rank: 1, name: 'Ann', total: 80, breakdown: [['play', 30], ['network', 18]] },
        { rank: 2, name: 'Ben', total: 61, breakdown: [['play', 20], ['network', 9]] },
      ],
      summary: 'Ties share the rank.',
    });
    expect(card.svg).toContain('Winner: Ann with 80 points');
    expect(card.svg).toMatch(/play 20 · network 9/);
    expect(Math.min(...fontSizes(card.svg))).toBeGreaterThanOrEqual(CARD_MIN_TEXT);
    const shared = renderResultCard({ title: 'Game', ranking: [{ rank: 1, name: 'Ann', total: 5, breakdown: [] }, { rank: 1, name: 'Ben', total: 5, breakdown: [] }] });
    expect(shared.svg).toContain('Shared win: Ann, Ben');
  });

  /** A phone held upright (844 pt tall, e.g. iPhone 14) shows this many card pixels at fit-to-width. */
  const ONE_SCREEN_PX = (844 * CARD_WIDTH) / PHONE_WIDTH_PT;
  const eight = ['Africa (Ann)', 'Italy (Ben)', 'Illyria (Cat)', 'Thrace (Dan)', 'Crete (Eve)', 'Asia (Fay)', 'Assyria (Gus)', 'Egypt (Hal)'];
  const height = (svg: string) => Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(svg)![1]);

  it('the turn card lists every seat at 8 players, and a note that holds for all scores once', () => {
    const scores = eight.map((name, seat) => ({ seat, name, score: String(100 * seat), colour: '#3366cc' }));
    const card = renderTurnCard({ title: 'Game', status: 's', toAct: [], map, scores, scoresNote: 'Without trade cards.' });
    for (const name of eight) expect(card.svg).toContain(`>${name}<`);
    expect(card.svg).toContain('>700<');
    expect(card.svg.match(/Without trade cards\./g)).toHaveLength(1);
    expect(height(card.svg)).toBeLessThan(ONE_SCREEN_PX);
  });

  it('the result card at 8 players says the categories once and stays within one phone screen', () => {
    const breakdown: [string, number][] = [['civilization cards', 50], ['trade cards', 18], ['treasury', 2], ['A.S.T.', 500], ['cities', 200]];
    const ranking = eight.map((name, i) => ({ rank: i + 1, name, total: 800 - i, breakdown, colour: '#3366cc' }));
    const card = renderResultCard({ title: 'Advanced Civilization', ranking, summary: 'The time limit of 10 turns was reached (34.1 B). Score 35.1: civilization cards + trade-card sets + treasury + 100 per A.S.T. square + 50 per city.', lastMove: 'Hal: done' });
    for (const name of eight) expect(card.svg).toContain(`>${name}<`);
    expect(card.svg.match(/civilization cards/g)!.length).toBeLessThanOrEqual(2); // the legend (and the summary), not per row
    expect(card.svg.match(/50 · 18 · 2 · 500 · 200/g)).toHaveLength(8);
    expect(height(card.svg)).toBeLessThan(ONE_SCREEN_PX);
    // With few players each row still names its categories.
    const three = renderResultCard({ title: 'Game', ranking: ranking.slice(0, 3) });
    expect(three.svg.match(/civilization cards 50/g)).toHaveLength(3);
  });

  it('wraps words to the width and cuts with an ellipsis past the last line', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 200, 34);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(Math.floor(200 / (34 * 0.56)));
    // Japanese has no spaces and wider glyphs: cut by width, about one em a character.
    const ja = wrapText('勝者は最も多くの得点を集めた人です', 200, 34);
    for (const l of ja) expect([...l].length).toBeLessThanOrEqual(Math.floor(200 / 34));
    expect(ja.join('')).toBe('勝者は最も多くの得点を集めた人です');
    const cut = wrapText('one two three four five six seven eight nine ten', 200, 34, { maxLines: 2 });
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
  });
});
