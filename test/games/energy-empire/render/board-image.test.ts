import { describe, expect, it } from 'vitest';
import { svgToPng } from '../../../../src/render/png.ts';
import { renderTurnCard } from '../../../../src/render/turn-card.ts';
import { energyEmpireEntry as entry } from '../../../../src/games/energy-empire/entry.ts';
import { eeBoard } from '../../../../src/games/energy-empire/data/index.ts';
import { agendaData, nationData } from '../../../../src/games/energy-empire/rules/lookup.ts';
import { viewFor } from '../../../../src/games/energy-empire/view.ts';
import { pngSize, secretAgendas, snapshots, svgTexts } from './states.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const cases = snapshots();
const board = (c: (typeof cases)[number]) => entry.renderBoard(viewFor(c.state, null), c.ctx);

describe('Energy Empire board image', () => {
  it.each(cases.map((c) => [c.label, c] as const))('%s: PNG under 2 MB, at most 1600 px wide, every location and player drawn', async (_label, c) => {
    const svg = board(c);
    const png = await svgToPng(svg);
    expect(png.length).toBeLessThan(MAX_BYTES);
    const { width, height } = pngSize(png);
    expect(width).toBeLessThanOrEqual(1600);
    expect(height).toBeGreaterThan(900);
    const texts = svgTexts(svg);
    for (const l of eeBoard().locations) expect(texts).toContain(l.name);
    for (const name of c.ctx.seatNames) expect(texts.some((t) => t.includes(name))).toBe(true);
    expect(texts.join('\n')).toMatch(/PROVISIONAL DATA/);
    expect(texts.join('\n')).toContain('Global Impact track');
    expect(texts.join('\n')).toContain('United Nations track');
  });

  it('EE-3.10 ER-16 never draws a secret agenda (name or id) or a nation chosen before everyone has chosen; a seat view draws the same picture', () => {
    for (const c of cases) {
      const svg = board(c);
      const texts = svgTexts(svg).join('\n');
      for (const { id } of secretAgendas(c.state)) {
        expect(svg, `${c.label}: ${id}`).not.toContain(id);
        expect(texts, `${c.label}: ${id}`).not.toContain(agendaData(id).name);
      }
      if (c.state.phase === 'setup') {
        for (const p of c.state.players) if (p.nation) expect(texts).not.toContain(nationData(p.nation).name);
      }
      for (let seat = 0; seat < c.state.players.length; seat++) expect(entry.renderBoard(viewFor(c.state, seat), c.ctx)).toBe(svg);
    }
  });

  it('EE-7 outlines the location of the last placement and shows the worker stacks with their energy', () => {
    const c = cases.find((x) => x.ctx.lastMove?.startsWith('place ')) ?? cases[4]!;
    const svg = board({ ...c, ctx: { ...c.ctx, lastMove: 'place mine 2 energy', lastSeat: 0 } });
    const plain = board({ ...c, ctx: { ...c.ctx, lastMove: 'generate', lastSeat: 0 } });
    expect(svg).not.toBe(plain);
    expect(svg).toContain('stroke-width="5"');
    expect(plain).not.toContain('stroke-width="5"');
    const withEnergy = cases.find((x) => x.state.phase === 'play' && Object.values(x.state.locations).some((l) => l.stacks.some((st) => st.energy > 0)));
    if (withEnergy) expect(svgTexts(board(withEnergy)).some((t) => /^\+\d+ en$/.test(t))).toBe(true);
  });

  it('escapes seat names', () => {
    for (const c of cases.filter((x) => x.ctx.seatNames.length >= 5)) {
      const svg = board(c);
      expect(svg).toContain('Dmitri &lt;/text&gt;');
      expect(svg).toContain('Bo &amp; &quot;Co&quot;');
    }
  });
});

describe('Energy Empire private picture and phone card', () => {
  it('EE-14 the private picture shows exactly the seat\'s own agendas, and nothing for another seat\'s view', async () => {
    for (const c of cases) {
      for (let seat = 0; seat < c.state.players.length; seat++) {
        const svg = entry.renderPrivate!(viewFor(c.state, seat), seat, c.ctx)!;
        const texts = svgTexts(svg).join('\n');
        for (const a of c.state.players[seat]!.agendas) expect(texts).toContain(agendaData(a.id).name);
        const mine = new Set([...c.state.players[seat]!.agendas.map((a) => a.id), ...(c.state.phase === 'setup' ? c.state.players[seat]!.dealtAgendas : [])]);
        for (const { id } of secretAgendas(c.state).filter((x) => x.seat !== seat && !mine.has(x.id))) expect(texts).not.toContain(agendaData(id).name);
        expect(entry.renderPrivate!(viewFor(c.state, seat), (seat + 1) % 5, c.ctx)).toBeNull();
        expect(entry.renderPrivate!(viewFor(c.state, null), seat, c.ctx)).toBeNull();
      }
    }
    const png = await svgToPng(entry.renderPrivate!(viewFor(cases[5]!.state, 0), 0, cases[5]!.ctx)!);
    expect(pngSize(png).width).toBeLessThanOrEqual(1600);
  });

  it('the phone card map zooms on the location of the last placement, and the scores list every player with VP', () => {
    const c = cases.find((x) => x.state.phase === 'play' && !viewFor(x.state, null).stage.startsWith('work:'))!;
    const view = viewFor(c.state, null);
    const zoomed = entry.turnCardMap!(view, { ...c.ctx, lastMove: 'place cleanup', lastSeat: 0 })!;
    const whole = entry.turnCardMap!(view, { ...c.ctx, lastMove: 'generate', lastSeat: undefined })!;
    expect(zoomed.focus.width).toBeLessThan(whole.focus.width / 2);
    expect(zoomed.focus.x).toBeGreaterThan(whole.focus.width / 2);
    expect(svgTexts(zoomed.svg)).toContain('Cleanup');
    // Every location, whatever its name's length, is shown whole in the card's window (issue 23: "Oil Buy/S", "hemistry").
    for (const l of eeBoard().locations) {
      const map = entry.turnCardMap!(view, { ...c.ctx, lastMove: `place ${l.id}`, lastSeat: 0 })!;
      const shown = renderTurnCard({ title: 'EE', status: 's', toAct: [], map }).mapShown;
      const place = map.places![0]!;
      expect(shown.some((w) => place.x >= w.x && place.x + place.width <= w.x + w.width && place.y >= w.y && place.y + place.height <= w.y + w.height), l.id).toBe(true);
    }
    // A move at no location (a Generate turn) shows the mover's panel.
    const panel = entry.turnCardMap!(view, { ...c.ctx, lastMove: 'generate', lastSeat: 0 })!;
    expect(svgTexts(panel.svg).join(' ')).toContain(`${c.state.players[0]!.vp} VP · UN ${c.state.players[0]!.un}`);
    expect(svgTexts(panel.svg)).not.toContain('Cleanup');
    const scores = entry.turnCardScores!(view, c.ctx);
    expect(scores.map((s) => s.seat)).toEqual(c.state.players.map((_, i) => i));
    expect(scores[0]!.score).toBe(`${c.state.players[0]!.vp} VP · UN ${c.state.players[0]!.un}`);
  });

  it('statistics read each seat\'s nation from the final state', () => {
    const end = cases.find((x) => x.state.phase === 'over')!;
    expect(entry.factions!.term).toBe('nation');
    expect(entry.factions!.of(end.state, 0)).toBe(nationData(end.state.players[0]!.nation!).name);
  });
});
