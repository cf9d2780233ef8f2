/**
 * The phone card shows every place the last move names, whole (issue 23): a transport's origin and destination, the hex
 * built on with the buildings around it, the hexes a power offer came from; a move that names none shows the mover's panel.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import type { BoardImageContext, CardMap } from '../../../src/games/entry.ts';
import { games } from '../../../src/games/registry.ts';
import { renderTurnCard, type MapBox } from '../../../src/render/turn-card.ts';

const names = ['Ann', 'Ben', 'Cat'];

/** The first positions of a fixed walk over legal moves whose last move matches each pattern. */
function positionsAfter(id: string, patterns: readonly RegExp[], limit = 400) {
  const g = games.get(id)!.module;
  let state = g.setup(g.options.parse({}), names.map((name) => ({ name })), 'places');
  const found = new Map<string, { state: unknown; ctx: BoardImageContext }>();
  for (let i = 0; i < limit && g.result(state) === null && found.size < patterns.length; i++) {
    const seat = g.pending(state)[0]!.seat;
    const legal = g.legal(state, seat);
    const played = playNotation(g, state, seat, legal[(i * 7) % legal.length]!);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state;
    for (const p of patterns) if (!found.has(p.source) && p.test(played.notation)) found.set(p.source, { state, ctx: { seatNames: names, lastMove: played.notation, lastSeat: seat } });
  }
  return (p: RegExp) => {
    const at = found.get(p.source);
    if (!at) throw new Error(`no move like ${p} in the walk`);
    return { view: g.view(at.state, null), ctx: at.ctx };
  };
}

const within = (box: MapBox, shown: readonly MapBox[]) => shown.some((w) => box.x >= w.x - 0.5 && box.y >= w.y - 0.5 && box.x + box.width <= w.x + w.width + 0.5 && box.y + box.height <= w.y + w.height + 0.5);

function expectAllShown(map: CardMap, label: string) {
  const shown = renderTurnCard({ title: 'Game', status: 's', toAct: [], map }).mapShown;
  expect(map.places?.length ?? 0, label).toBeGreaterThan(0);
  for (const place of map.places!) expect(within(place, shown), `${label}: ${JSON.stringify(place)}`).toBe(true);
}

describe('Terra Mystica card: the hexes the move names (TM-8.2 power from neighbouring buildings)', () => {
  const entry = games.get('terra-mystica')!;
  const at = positionsAfter('terra-mystica', [/^build [A-I]\d+$/, /^leech \d+ from /, /^pass /]);

  it('a build shows its hex and every building next to it whole', () => {
    const { view, ctx } = at(/^build [A-I]\d+$/);
    const map = entry.turnCardMap!(view, ctx)!;
    expect(map.places!.length).toBeGreaterThanOrEqual(1);
    expectAllShown(map, ctx.lastMove!);
  });

  it('a power offer taken shows the taker\'s buildings and the giver\'s next to them', () => {
    const { view, ctx } = at(/^leech \d+ from /);
    const map = entry.turnCardMap!(view, ctx)!;
    expect(map.places!.length).toBeGreaterThanOrEqual(2);
    expectAllShown(map, ctx.lastMove!);
  });

  it('a pass shows the mover\'s panel', () => {
    const { view, ctx } = at(/^pass /);
    const map = entry.turnCardMap!(view, ctx)!;
    expect(map.svg).toContain(`(${names[ctx.lastSeat!]})`);
    expect(map.svg).toMatch(/\d+ VP · \d+ C · \d+ W · \d+ P/);
  });
});

describe('Cargo Empire card: a transport\'s origin and destination (CE-4)', () => {
  const entry = games.get('cargo-empire')!;
  const at = positionsAfter('cargo-empire', [/^ship \w+ [a-z]+-[a-z]+ /]);

  it('both cities of the journey are shown whole, however far apart', () => {
    const { view, ctx } = at(/^ship \w+ [a-z]+-[a-z]+ /);
    const map = entry.turnCardMap!(view, ctx)!;
    expect(map.places!.length).toBeGreaterThanOrEqual(2);
    expectAllShown(map, ctx.lastMove!);
  });

  it('a turn that names no city shows the mover\'s panel', () => {
    const { view, ctx } = at(/^ship \w+ [a-z]+-[a-z]+ /);
    const seat = (view as { lastTurn: { seat: number } }).lastTurn.seat;
    const map = entry.turnCardMap!({ ...(view as object), lastTurn: { seat, moves: ['take cards'] } }, { ...ctx, lastMove: 'take cards' })!;
    expect(map.places).toBeUndefined();
    expect(map.svg).toContain(`>${names[seat]}<`);
    expect(map.svg).toMatch(/Cards: car \d+ · loco \d+ · ship \d+/);
  });
});
