import { describe, expect, it } from 'vitest';
import { svgToPng } from '../../../../src/render/png.ts';
import { viewFor } from '../../../../src/games/cargo-empire/view.ts';
import { cargoEmpireEntry } from '../../../../src/games/cargo-empire/entry.ts';
import { goalCards } from '../../../../src/games/cargo-empire/data/pack.ts';
import { cityInfo } from '../../../../src/games/cargo-empire/rules/world.ts';
import { humanSeats, playedState, pngSize, snapshots, svgTexts } from './states.ts';

const cases = snapshots();
const renderPrivate = cargoEmpireEntry.renderPrivate!;
const goalName = (id: number) => goalCards().find((g) => g.id === id)!.name;

describe('Cargo Empire private hand image (spec §9)', () => {
  it.each(cases.map((c) => [c.label, c] as const))("%s: each seat sees its own cards and no other seat's", async (_label, snap) => {
    for (const seat of humanSeats(snap.state)) {
      const view = viewFor(snap.state, seat);
      const svg = renderPrivate(view, seat, snap.ctx);
      expect(svg).not.toBeNull();
      const texts = svgTexts(svg!);
      const me = view.players.find((p) => p.kind === 'human' && p.seat === seat)!;
      for (const id of me.goals ?? []) expect(texts).toEqual(expect.arrayContaining([`Goal ${id}`, goalName(id)]));
      for (const id of me.goalChoice ?? []) expect(texts).toContain(`Goal ${id}`);
      if (me.hiddenCity && me.hiddenCity !== 'blank') expect(texts).toContain(cityInfo(me.hiddenCity).name);
      expect(texts).toContain(`× ${me.hand.car}`);

      for (const other of humanSeats(snap.state).filter((s) => s !== seat)) {
        const theirs = viewFor(snap.state, other).players.find((p) => p.kind === 'human' && p.seat === other)!;
        for (const id of [...(theirs.goals ?? []), ...(theirs.goalChoice ?? [])]) expect(texts).not.toContain(`Goal ${id}`);
        if (theirs.hiddenCity && theirs.hiddenCity !== 'blank') expect(texts).not.toContain(cityInfo(theirs.hiddenCity).name);
      }
    }
  });

  it('draws from the seat view only: the public view shows no goal cards', () => {
    const snap = playedState(3, 45);
    const svg = renderPrivate(viewFor(snap.state, null), 0, snap.ctx)!;
    expect(svgTexts(svg).some((t) => /^Goal \d+$/.test(t))).toBe(false);
  });

  it('shows the setup goal draw and the face-down city card (CE-S7.5, CE-S7.6)', () => {
    const snap = playedState(4, 0);
    const view = viewFor(snap.state, 2);
    const me = view.players.find((p) => p.seat === 2)!;
    expect(me.goalChoice).toHaveLength(2);
    const texts = svgTexts(renderPrivate(view, 2, snap.ctx)!);
    for (const id of me.goalChoice!) expect(texts).toContain(`Goal ${id}`);
    expect(texts).toContain(cityInfo(me.hiddenCity!).name);
  });

  it('is null for someone without a seat, and escapes the name in the title', async () => {
    const snap = playedState(2, 10);
    expect(renderPrivate(viewFor(snap.state, 7), 7, snap.ctx)).toBeNull();
    const svg = renderPrivate(viewFor(snap.state, 0), 0, snap.ctx)!;
    expect(svg).toContain('Ann &lt;script&gt;');
    expect(svg).not.toContain('<script>');
    const png = await svgToPng(svg);
    expect(pngSize(png).width).toBeLessThanOrEqual(1600);
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
  });
});
