/** Board details: naming, markers, badges, colours and the last-move line, in both hosted games. */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { cargoEmpire } from '../../src/games/cargo-empire/index.ts';
import { cityBox } from '../../src/games/cargo-empire/render/city-box.ts';
import { CARGO_FILL, CARGO_LETTER, CITY_FILL, CITY_LETTER, pieceColour } from '../../src/games/cargo-empire/render/colours.ts';
import { CITY_H, CITY_W } from '../../src/games/cargo-empire/render/map-layout.ts';
import { mapLegend } from '../../src/games/cargo-empire/render/map-legend.ts';
import { PLAYER_COLOURS as PIECES, cityInfo } from '../../src/games/cargo-empire/rules/world.ts';
import { cargoEmpireEntry } from '../../src/games/cargo-empire/entry.ts';
import { terraMystica } from '../../src/games/terra-mystica/index.ts';
import { cultPanel } from '../../src/games/terra-mystica/render/cult-panel.ts';
import { renderBoard } from '../../src/games/terra-mystica/render/render-board.ts';
import type { TmPublicView } from '../../src/games/terra-mystica/render/public-view.ts';
import { parseHexColour } from '../../src/render/palette.ts';

function walk<S>(game: { pending(s: S): { seat: number }[]; legal(s: S, seat: number): string[] }, s: S, until: (s: S) => boolean, max = 400): S {
  for (let i = 0; i < max && !until(s); i++) {
    const seat = game.pending(s)[0]!.seat;
    const legal = game.legal(s, seat);
    const played = playNotation(game as never, s, seat, legal[(i * 5) % legal.length]!);
    if (isRuleError(played)) throw new Error(played.message);
    s = played.state as S;
  }
  return s;
}

describe('Terra Mystica board details', () => {
  const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
  const start = terraMystica.setup(terraMystica.options.parse({}), names.map((name) => ({ name })), 'details');

  it('TM-2.8 round tiles use one naming: the tile id and its words, the same in the status text and on the board', () => {
    const s = walk(terraMystica, start, (x) => terraMystica.statusLine(x).startsWith('Round'));
    const view = terraMystica.view(s, null) as TmPublicView;
    const id = view.scoring[view.round - 1]!;
    const status = terraMystica.statusLine(s);
    const words = /\((SCORE\d+): ([^)]+)\)/.exec(status);
    expect(words?.[1]).toBe(id);
    const svg = renderBoard(view, { seatNames: names }).replace(/&gt;/g, '>');
    expect(svg).toContain(`R${view.round} · ${id}`);
    expect(svg).toContain(`>${words![2]}<`);
  });

  it('TM-11 stacked markers on a cult track never cover each other', () => {
    const s = walk(terraMystica, start, (x) => terraMystica.statusLine(x).startsWith('Round'));
    const svg = cultPanel(terraMystica.view(s, null) as TmPublicView, 0, 0);
    const circles = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), r: Number(m[3]) }));
    expect(circles.length).toBeGreaterThanOrEqual(20); // five factions on four tracks
    for (let i = 0; i < circles.length; i++) {
      for (let j = i + 1; j < circles.length; j++) {
        const [a, b] = [circles[i]!, circles[j]!];
        expect(Math.hypot(a.x - b.x, a.y - b.y), `markers at (${a.x},${a.y}) and (${b.x},${b.y})`).toBeGreaterThanOrEqual(a.r + b.r);
      }
    }
  });
});

describe('Cargo Empire board details', () => {
  const distance = (a: string, b: string) => {
    const [x, y] = [parseHexColour(a), parseHexColour(b)];
    return Math.hypot(x.r - y.r, x.g - y.g, x.b - y.b);
  };

  it('player colours and codes are never a cargo or city colour and letter', () => {
    const otherLetters = [...Object.values(CITY_LETTER), ...Object.values(CARGO_LETTER)].map((l) => l.toLowerCase());
    const otherFills = [...Object.values(CITY_FILL), ...Object.values(CARGO_FILL)];
    for (const colour of PIECES) {
      const piece = pieceColour(colour);
      expect(otherLetters).not.toContain(piece.letter.toLowerCase());
      for (const fill of otherFills) expect(distance(piece.fill, fill), `${colour} piece vs ${fill}`).toBeGreaterThan(60);
    }
    expect(new Set(PIECES.map((c) => pieceColour(c).letter)).size).toBe(PIECES.length);
  });

  it('the bot badge is in the key and stays inside its city box, off the routes', () => {
    expect(mapLegend(0, 0)).toContain("The bot&apos;s origin city");
    const s = cargoEmpire.setup(cargoEmpire.options.parse({}), [{ name: 'Ann' }], 'details');
    const view = cargoEmpire.view(s, null);
    const id = Object.keys(view.cities)[0]!;
    const svg = cityBox({ info: cityInfo(id), city: view.cities[id]!, x: 100, y: 100, highlight: false, crests: [], botOrigin: true });
    const badge = /<rect x="([\d.]+)" y="([\d.]+)" width="34" height="18"[^>]*\/><text[^>]*>BOT</.exec(svg);
    expect(badge).not.toBeNull();
    const [bx, by] = [Number(badge![1]), Number(badge![2])];
    expect(bx).toBeGreaterThanOrEqual(100);
    expect(by).toBeGreaterThanOrEqual(100);
    expect(bx + 34).toBeLessThanOrEqual(100 + CITY_W);
    expect(by + 18).toBeLessThanOrEqual(100 + CITY_H);
  });

  it('the last-move line names the whole move: the transport and the sub-steps that followed it', () => {
    let s = cargoEmpire.setup(cargoEmpire.options.parse({}), [{ name: 'Ann' }, { name: 'Ben' }], 'details');
    s = walk(cargoEmpire, s, (x) => cargoEmpire.pending(x)[0]?.kind === 'turn');
    // Play turns until a ship is followed by a task answer (row, step...) of the same player.
    for (let i = 0; i < 200; i++) {
      const seat = cargoEmpire.pending(s)[0]!.seat;
      const move = cargoEmpire.legal(s, seat)[0]!;
      const played = playNotation(cargoEmpire, s, seat, move);
      if (isRuleError(played)) throw new Error(played.message);
      s = played.state;
      const turn = (cargoEmpire.view(s, null) as { lastTurn: { seat: number; moves: string[] } | null }).lastTurn;
      if (turn && turn.moves.length > 1 && turn.moves[0]!.startsWith('ship')) {
        const svg = cargoEmpireEntry.renderBoard(cargoEmpire.view(s, null), { seatNames: ['Ann', 'Ben'], lastMove: played.notation, lastSeat: seat });
        expect(svg).toContain(turn.moves[0]!);
        expect(svg).toContain(played.notation);
        // The phone card names the same whole turn, not only its last sub-step.
        const words = cargoEmpireEntry.turnCardLastMove!(cargoEmpire.view(s, null), { seatNames: ['Ann', 'Ben'], lastMove: played.notation, lastSeat: seat });
        expect(words).toContain(turn.moves[0]!);
        expect(words).toContain(played.notation);
        return;
      }
    }
    throw new Error('no turn with sub-steps found');
  });
});
