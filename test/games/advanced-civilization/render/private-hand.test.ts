/** Issue 13: a seat's hand as a private picture (AnyGameEntry.renderPrivate), drawn from that seat's own view only. */
import { describe, expect, it } from 'vitest';
import { advancedCivilizationEntry } from '../../../../src/games/advanced-civilization/entry.ts';
import { calamityRows, commodityRows, creditRows, renderAcPrivate } from '../../../../src/games/advanced-civilization/render/private-hand.ts';
import { viewFor } from '../../../../src/games/advanced-civilization/view.ts';
import { svgToPng } from '../../../../src/render/png.ts';
import { testState } from '../helpers.ts';

const NAMES = ['Ann <b>', 'Bo & Co', 'Cy'];

/** Three nations with known hands: seat 0 is the viewer; seats 1 and 2 hold cards seat 0 must never see. */
function hands() {
  const s = testState(['egypt', 'babylon', 'crete'], 'trade');
  s.seatNames = [...NAMES];
  s.players[0]!.hand = ['grain', 'grain', 'grain', 'salt', 'ochre', 'treachery', 'famine'];
  s.players[0]!.civ = ['pottery', 'mysticism'];
  s.players[0]!.treasury = 12;
  s.players[1]!.hand = ['gold', 'ivory', 'dye', 'piracy', 'volcano_earthquake'];
  s.players[1]!.civ = ['astronomy'];
  s.players[2]!.hand = ['spices', 'resin', 'gems', 'civil_disorder'];
  return s;
}

const ctx = { seatNames: NAMES };

describe('Advanced Civilization private hand image', () => {
  it('AC-28.51 trade cards are grouped by commodity with face value and set value (value × cards²), in stack order', () => {
    const { rows, total } = commodityRows(['grain', 'ochre', 'grain', 'salt', 'grain', 'treachery']);
    expect(rows.map((r) => r.label)).toEqual(['Ochre × 1 (set of 7)', 'Salt × 1 (set of 9)', 'Grain × 3 (set of 8)']);
    expect(rows.map((r) => r.value)).toEqual(['1 × 1² = 1', '3 × 1² = 3', '4 × 3² = 36']);
    expect(total).toBe(40);
  });

  it('AC-29 calamities held are listed in resolution order (29.6) and say whether they may be traded (28.3)', () => {
    expect(calamityRows(['grain', 'famine', 'treachery']).map((r) => `${r.label}: ${r.value}`)).toEqual(['Treachery: tradable', 'Famine: not tradable']);
  });

  it('AC-31.5 credits toward cards not owned come from the cards owned, with the price after the credit', () => {
    const rows = creditRows(['pottery', 'mysticism']);
    const labels = rows.map((r) => `${r.label}; ${r.value}`);
    expect(labels).toContain('Monotheism: credit 25; costs 195 of 220'); // Pottery 10 + Mysticism 15
    expect(labels).toContain('Deism: credit 15; costs 65 of 80');
    expect(labels.some((l) => l.startsWith('Pottery') || l.startsWith('Mysticism'))).toBe(false);
  });

  it('H (27.3) draws only the viewing seat: its own cards, treasury and civilization cards, none of another seat', () => {
    const s = hands();
    const svg = renderAcPrivate(viewFor(s, 0), 0, ctx)!;
    for (const own of ['Grain × 3', '4 × 3² = 36', 'Salt × 1', 'Ochre × 1', 'Treachery', 'Famine', 'Pottery', 'Mysticism', 'Treasury 12', 'Egypt', 'Ann &lt;b&gt;']) expect(svg).toContain(own);
    for (const theirs of ['Gold', 'Ivory', 'Dye', 'Piracy', 'Volcan', 'Spices', 'Resin', 'Gems', 'Civil Disorder', 'Astronomy', 'Babylon', 'Crete', 'Bo &amp; Co']) expect(svg).not.toContain(theirs);
  });

  it('H draws nothing from a view that is not the seat\'s own (the public view, another seat\'s view)', () => {
    const s = hands();
    expect(renderAcPrivate(viewFor(s, null), 0, ctx)).toBeNull();
    expect(renderAcPrivate(viewFor(s, 1), 0, ctx)).toBeNull();
    expect(advancedCivilizationEntry.renderPrivate!(viewFor(s, 2), 2, ctx)).toContain('Spices × 1');
  });

  it('is pure: the same view gives the same picture and the view is not changed', () => {
    const view = viewFor(hands(), 0);
    const before = structuredClone(view);
    const a = renderAcPrivate(view, 0, ctx);
    expect(renderAcPrivate(view, 0, ctx)).toBe(a);
    expect(view).toEqual(before);
  });

  it('reads on a phone: at most 1200 px wide, text at least 20 px, a PNG under 2 MB', async () => {
    const s = hands();
    // A full hand and many civilization cards: the tallest picture a seat is likely to get.
    s.players[0]!.hand = ['ochre', 'hides', 'iron', 'papyrus', 'salt', 'timber', 'grain', 'oil', 'cloth', 'wine', 'bronze', 'silver', 'treachery', 'famine', 'superstition'];
    s.players[0]!.civ = ['pottery', 'cloth_making', 'metalworking', 'agriculture', 'astronomy', 'coinage', 'mysticism', 'deism', 'music', 'drama_and_poetry'];
    const svg = renderAcPrivate(viewFor(s, 0), 0, ctx)!;
    const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(20);
    const png = await svgToPng(svg);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeLessThanOrEqual(1200);
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
  });
});
