import type { BoardImageContext } from '../../../../src/games/entry.ts';
import { energyEmpire as EE, type EeState } from '../../../../src/games/energy-empire/index.ts';
import { playRandomGame } from '../random-agent.ts';
import { newGame, play } from '../helpers.ts';

export interface Snapshot {
  label: string;
  state: EeState;
  ctx: BoardImageContext;
}

const NAMES = ['Ada', 'Bo & "Co"', 'Cy', 'Dmitri </text>', 'Eve'];

/** Board states across a game: setup with a choice made, the first turn, the middle, the end; 1, 3 and 5 players. */
export function snapshots(): Snapshot[] {
  const out: Snapshot[] = [];
  const setup = play(newGame(3, 'render-setup'), 1, (() => {
    const p = newGame(3, 'render-setup').players[1]!;
    return `keep ${p.dealtNations[0]} ${p.dealtAgendas[0]}`;
  })());
  out.push({ label: '3p setup, one chosen', state: setup, ctx: { seatNames: NAMES.slice(0, 3), lastMove: EE.publicNotation!(`keep x y`, 1), lastSeat: 1 } });
  for (const players of [1, 3, 5]) {
    const states: { s: EeState; move: string; seat: number }[] = [];
    const game = playRandomGame(players, `render-${players}`, (s, _e, m) => states.push({ s, move: m.notation, seat: m.seat }));
    if (game.errors.length > 0) throw new Error(game.errors.join('; '));
    for (const [label, i] of [['start', players + 1], ['middle', Math.floor(states.length / 2)], ['end', states.length - 1]] as const) {
      const at = states[Math.min(i, states.length - 1)]!;
      out.push({ label: `${players}p ${label}`, state: at.s, ctx: { seatNames: NAMES.slice(0, players), lastMove: EE.publicNotation!(at.move, at.seat), lastSeat: at.seat } });
    }
  }
  return out;
}

/** The text content of every <text> node (unescaped enough for names without markup). */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
}

export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Agenda ids a seat holds in secret (setup deals included): never to be drawn on a public picture. */
export function secretAgendas(s: EeState): { seat: number; id: string }[] {
  return s.players.flatMap((p, seat) => [
    ...(s.phase === 'over' ? [] : p.agendas.filter((a) => !a.public).map((a) => ({ seat, id: a.id }))),
    ...(s.phase === 'setup' ? p.dealtAgendas.map((id) => ({ seat, id })) : []),
  ]);
}
