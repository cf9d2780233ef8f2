/** A game part-way through, reached by a fixed walk over legal moves, with the words and context of its last move. */
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import type { AnyGameEntry } from '../../src/games/entry.ts';
import type { CardText } from '../../src/tables/images.ts';

export function midGame(entry: AnyGameEntry, moves: number, names: readonly string[], seed = 'phone-card') {
  const g = entry.module;
  let state = g.setup(g.options.parse({}), names.map((name) => ({ name })), seed);
  let last: { notation: string; seat: number; text: string } | undefined;
  for (let i = 0; i < moves && !g.result(state); i++) {
    const seat = g.pending(state)[0]!.seat;
    const legal = g.legal(state, seat);
    const played = playNotation(g, state, seat, legal[(i * 7) % legal.length]!);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state;
    last = { notation: played.notation, seat, text: played.events.map((e) => e.text).join(' ') };
  }
  const ctx = { seatNames: [...names], lastMove: last?.notation, lastSeat: last?.seat };
  const words: CardText = {
    status: g.statusLine(state),
    toAct: g.pending(state).map((d) => ({ name: names[d.seat]!, prompt: d.prompt })),
    lastMove: last ? `${names[last.seat]}: ${last.text || last.notation}` : undefined,
    details: g.statusDetails?.(state) ?? [],
  };
  return { state, ctx, words };
}
