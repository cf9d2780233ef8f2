import { describe, expect, it } from 'vitest';
import { svgToPng } from '../../../../src/render/png.ts';
import { escapeXml } from '../../../../src/render/primitives.ts';
import { cargoEmpire } from '../../../../src/games/cargo-empire/index.ts';
import { viewFor } from '../../../../src/games/cargo-empire/view.ts';
import { cargoEmpireEntry } from '../../../../src/games/cargo-empire/entry.ts';
import { goalCards } from '../../../../src/games/cargo-empire/data/pack.ts';
import { mapSide, cityInfo } from '../../../../src/games/cargo-empire/rules/world.ts';
import { differentPixels, ink, renderGrey } from '../../../render/pixels.ts';
import { humanSeats, playedState, pngSize, snapshots, svgTexts } from './states.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const cases = snapshots();
const board = (s: (typeof cases)[number]) => cargoEmpireEntry.renderBoard(viewFor(s.state, null), s.ctx);

describe('Cargo Empire board image', () => {
  it.each(cases.map((c) => [c.label, c] as const))('%s: PNG under 2 MB, at most 1600 px wide, every city named', async (_label, snap) => {
    const svg = board(snap);
    const png = await svgToPng(svg);
    expect(png.length).toBeLessThan(MAX_BYTES);
    const { width, height } = pngSize(png);
    expect(width).toBeLessThanOrEqual(1600);
    expect(height).toBeGreaterThan(1000);
    const texts = svgTexts(svg);
    for (const city of mapSide('europe').cities) expect(texts).toContain(`${city.number} ${city.name}`);
  });

  it('draws its text for real: removing the <text> elements removes ink', async () => {
    const svg = board(cases[3]!);
    const withText = await renderGrey(svg);
    const withoutText = await renderGrey(svg.replace(/<text[^>]*>[^<]*<\/text>/g, ''));
    expect(ink(withText).count).toBeGreaterThan(ink(withoutText).count);
    expect(differentPixels(withText, withoutText)).toBeGreaterThan(20_000);
  });

  it('escapes seat names (the title bar, the status and the player table)', () => {
    for (const snap of cases) {
      const svg = board(snap);
      expect(svg).not.toContain('<script>');
      expect(svg).not.toMatch(/Dmitri <\/text>/);
      if (snap.ctx.seatNames.length > 3) expect(svg).toContain('Dmitri &lt;/text&gt;');
      if (snap.ctx.seatNames.length > 1) expect(svg).toContain('Bo &amp; &quot;Co&quot;');
    }
  });

  it('shows turn order, card counts and hidden goal counts but never a human goal or face-down city (spec §9)', () => {
    for (const snap of cases) {
      const publicSvg = board(snap);
      const nodes = svgTexts(publicSvg);
      const texts = nodes.join('\n');
      for (const seat of humanSeats(snap.state)) {
        const seatView = viewFor(snap.state, seat);
        // Even handed a seat's view, the board draws exactly the public picture: it reads no private field.
        expect(cargoEmpireEntry.renderBoard(seatView, snap.ctx)).toBe(publicSvg);
        const me = seatView.players.find((p) => p.kind === 'human' && p.seat === seat)!;
        if (snap.state.phase === 'over') {
          // CE-12: at the end every goal card has been scored in public, so the board shows them all.
          expect(texts).toContain((me.goals ?? []).join(', '));
          continue;
        }
        for (const id of [...(me.goals ?? []), ...(me.goalChoice ?? [])]) {
          const goal = goalCards().find((g) => g.id === id)!;
          // Exact text nodes: a goal card's name is drawn as its own label (goal 21 is called 'goal cards').
          expect(nodes).not.toContain(goal.name);
          expect(texts).not.toContain(`Goal ${id}`);
        }
        if (me.hiddenCity && me.hiddenCity !== 'blank') {
          // The face-down city may be named only by its own map box, never in a player's row.
          const name = cityInfo(me.hiddenCity).name;
          expect(nodes.filter((t) => t.includes(name))).toEqual([`${cityInfo(me.hiddenCity).number} ${name}`]);
        }
        expect(texts).toContain(`${me.goalCount} hidden`);
      }
    }
  });

  it('lists players in turn order with their transport card counts (CE-S8, §2.4: counts are public)', () => {
    const snap = playedState(3, 45);
    const view = viewFor(snap.state, null);
    const texts = svgTexts(board(snap));
    view.order.forEach((p, i) => {
      const player = view.players[p]!;
      expect(texts).toContain(`${i + 1}. ${escapeXml(snap.ctx.seatNames[player.seat!]!)}`);
      expect(texts).toContain(`${player.hand.car} / ${player.hand.loco} / ${player.hand.ship}`);
    });
  });

  it('draws a finished game', () => {
    const snap = playedState(3, 2000);
    expect(cargoEmpire.result(snap.state)).not.toBeNull();
    expect(svgTexts(board(snap))).toContain('Cargo Empire · Game over');
  });
});
