/**
 * Issue 24: every game describes the places of its board for the web page (hover or tap), from the public view, in
 * the board drawing's own coordinates. The page's SVG keeps the drawing and adds one target per place.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { advancedCivilizationEntry } from '../../src/games/advanced-civilization/entry.ts';
import { cargoEmpireEntry } from '../../src/games/cargo-empire/entry.ts';
import { energyEmpireEntry } from '../../src/games/energy-empire/entry.ts';
import type { AnyGameEntry } from '../../src/games/entry.ts';
import { terraMysticaEntry } from '../../src/games/terra-mystica/entry.ts';
import { pageSvg } from '../../src/web/board-svg.ts';

function played(entry: AnyGameEntry, players: number, moves: number): unknown {
  const game = entry.module;
  const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, picks: {} }));
  let state = game.setup(game.options.parse({}), seats, 'details');
  for (let i = 0; i < moves; i++) {
    const decision = game.pending(state)[0];
    if (!decision) break;
    const legal = game.legal(state, decision.seat);
    const next = playNotation(game, state, decision.seat, legal[(i * 7) % legal.length]!);
    if (isRuleError(next)) throw new Error(next.message);
    state = next.state;
  }
  return state;
}

function check(entry: AnyGameEntry, players: number, moves: number, expected: { atLeast: number; title: RegExp; line: RegExp }) {
  const state = played(entry, players, moves);
  const view = entry.module.view(state, null);
  const ctx = { seatNames: Array.from({ length: players }, (_, i) => `P${i + 1}`) };
  const svg = entry.renderBoard(view, ctx);
  const [, , width, height] = /viewBox="([\d.\s-]+)"/.exec(svg)![1]!.split(/\s+/).map(Number) as [number, number, number, number];
  const details = entry.boardDetails!(view, ctx);
  expect(details.length).toBeGreaterThanOrEqual(expected.atLeast);
  expect(new Set(details.map((d) => d.title)).size).toBe(details.length);
  for (const d of details) {
    expect(d.x, d.title).toBeGreaterThanOrEqual(-1);
    expect(d.y, d.title).toBeGreaterThanOrEqual(-1);
    expect(d.x + d.width, d.title).toBeLessThanOrEqual(width + 1);
    expect(d.y + d.height, d.title).toBeLessThanOrEqual(height + 1);
    expect(d.lines.length, d.title).toBeGreaterThan(0);
  }
  expect(details.some((d) => expected.title.test(d.title))).toBe(true);
  expect(details.some((d) => d.lines.some((l) => expected.line.test(l)))).toBe(true);
  const page = pageSvg(svg, details);
  expect(page).not.toMatch(/\swidth="1[0-9]{3}"\s[^>]*class="board-svg"/);
  expect(page.match(/class="place"/g)).toHaveLength(details.length);
  // The drawing itself is untouched: the page's SVG holds the whole PNG drawing.
  expect(page).toContain(svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>')));
}

describe('board details for the web page', () => {
  it('TM-2.10 TM-2.1.7 every hex of the map: terrain, building with owner and power value', () => {
    check(terraMysticaEntry, 3, 12, { atLeast: 113, title: /^[A-I]\d+ · [A-Z][a-z]+$/, line: /^Dwelling of .+ \(P\d\)$/ });
  });

  it('CE-2.2 CE-5 every city: level, cubes to ship, demand spaces', () => {
    check(cargoEmpireEntry, 3, 10, { atLeast: 24, title: /^\d+ [A-Z]/, line: /^Demand spaces \(CE-5\): / });
  });

  it('EE-2.2 EE-12 every location and market card: cost, workers, VP and effect', () => {
    check(energyEmpireEntry, 3, 10, { atLeast: 13 + 6, title: /Oil Drilling/, line: /^Costs \$\d+ or \d+ / });
  });

  it('H every area in play: population limit, city site, who is there', () => {
    check(advancedCivilizationEntry, 3, 20, { atLeast: 40, title: /^[A-Z]/, line: /^Population limit \d+/ });
  });

  it('a place’s words are escaped into the SVG attributes', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"><rect/></svg>';
    const page = pageSvg(svg, [{ x: 0, y: 0, width: 5, height: 5, title: '<b>"x"</b>', lines: ["a & b", "<script>"] }]);
    expect(page).toContain('viewBox="0 0 10 20"');
    expect(page).not.toContain('<b>');
    expect(page).not.toContain('<script>');
    expect(page).toContain('data-title="&#60;b&#62;&#34;x&#34;&#60;/b&#62;"');
  });
});
