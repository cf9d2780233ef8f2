import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../../src/games/cargo-empire/view.ts';
import { cargoEmpireEntry } from '../../../../src/games/cargo-empire/entry.ts';
import { lastMoveMarks } from '../../../../src/games/cargo-empire/render/last-move.ts';
import { playedState, svgTexts } from './states.ts';

describe('Cargo Empire last-move highlight', () => {
  it('reads the transport route, single cities and moved markers from the notation', () => {
    expect(lastMoveMarks('ship orange warsaw-copenhagen with car+ship')).toMatchObject({ route: ['warsaw', 'copenhagen'], cities: ['warsaw', 'copenhagen'] });
    expect(lastMoveMarks('post berlin upper')).toMatchObject({ route: null, cities: ['berlin'] });
    expect(lastMoveMarks('move crest rome paying orange+gray')).toMatchObject({ cities: ['rome'] });
    expect(lastMoveMarks('step loco')).toMatchObject({ marker: 'loco', cities: [] });
    expect(lastMoveMarks(undefined)).toMatchObject({ text: '', cities: [], route: null, marker: null });
  });

  it('never prints the id of a kept goal card, even when handed the raw notation (spec §9)', () => {
    expect(lastMoveMarks('keep goal 17').text).toBe('keep goal');
    const snap = playedState(3, 5);
    const svg = cargoEmpireEntry.renderBoard(viewFor(snap.state, null), { ...snap.ctx, lastMove: 'keep goal 17', lastSeat: 0 });
    expect(svg).not.toContain('keep goal 17');
    expect(svgTexts(svg).some((t) => t.includes('keep goal'))).toBe(true);
  });

  it('writes the move in the title bar and rings both cities of a transport', () => {
    const snap = playedState(3, 45);
    const plain = cargoEmpireEntry.renderBoard(viewFor(snap.state, null), { seatNames: snap.ctx.seatNames });
    const svg = cargoEmpireEntry.renderBoard(viewFor(snap.state, null), { ...snap.ctx, lastMove: 'ship orange warsaw-copenhagen with car+ship', lastSeat: 1 });
    expect(svgTexts(svg)).toContain('Last: Bo &amp; &quot;Co&quot; — ship orange warsaw-copenhagen with car+ship');
    const rings = (s: string) => s.split('stroke-dasharray="10 6"').length - 1;
    expect(rings(plain)).toBe(0);
    expect(rings(svg)).toBe(2);
  });
});
