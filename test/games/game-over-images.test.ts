/** The game-over image states the winner and the ranking with every score category; the final post says the same. */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { games } from '../../src/games/registry.ts';

function finished(game: AnyGameModule, players: number, seed: string) {
  const names = ['Alice', 'Bob', 'Carol'].slice(0, players);
  let state = game.setup(game.options.parse({}), names.map((name) => ({ name })), seed);
  let last = { notation: '', seat: 0 };
  for (let i = 0; i < 5000 && game.result(state) === null; i++) {
    const seat = game.pending(state)[0]!.seat;
    const legal = game.legal(state, seat);
    const played = playNotation(game, state, seat, legal[(i * 7) % legal.length]!);
    if (isRuleError(played)) throw new Error(played.message);
    state = played.state;
    last = { notation: played.notation, seat };
  }
  return { state, result: game.result(state)!, ctx: { seatNames: names, lastMove: last.notation, lastSeat: last.seat } };
}

const decode = (svg: string) => svg.replace(/&apos;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');

describe('Terra Mystica game over (TM-13)', () => {
  const entry = games.get('terra-mystica')!;
  const { state, result, ctx } = finished(entry.module, 3, 'ending');

  it('the board has a winner banner and a ranking with every final-scoring category, not small rank labels', () => {
    const svg = decode(entry.renderBoard(entry.module.view(state, null), ctx));
    const winner = result.scores.find((s) => s.rank === 1)!;
    const view = entry.module.view(state, null) as { factions: { seat: number; name: string }[] };
    const faction = view.factions.find((f) => f.seat === winner.seat)!.name;
    expect(svg).toContain(`Winner: ${faction} (${ctx.seatNames[winner.seat]}) with ${winner.total} VP`);
    for (const category of Object.keys(winner.breakdown)) expect(svg).toContain(`>${category}<`);
    for (const s of result.scores) expect(svg).toContain(`>${s.total}<`);
    expect(svg).not.toMatch(/\((1st|2nd|3rd)\b/);
  });
});

describe('Cargo Empire game over (CE-12)', () => {
  const entry = games.get('cargo-empire')!;
  const { state, result, ctx } = finished(entry.module, 1, 'ending');
  const view = entry.module.view(state, null) as { final: { kind: string; rank: number; total: number }[]; players: { kind: string; goals?: number[] }[] };

  it('reveals every goal card, ranks the bot with the players and shows the bot\'s last move', () => {
    for (const p of view.players) expect(p.goals?.length ?? 0).toBeGreaterThan(0);
    expect(view.final.map((f) => f.kind).sort()).toEqual(['bot', 'human']);
    const svg = decode(entry.renderBoard(view, ctx));
    expect(svg).toMatch(/Winner: .* with \d+ VP/);
    for (const c of ['development', 'level-3 posts', 'city cards', 'goal cards']) expect(svg).toContain(`>${c}<`);
    expect(svg).toMatch(/The bot's last move: it (transports|finds)/);
  });

  it('the final words rank the bot with its categories and last move', () => {
    expect(result.summary).toMatch(/The bot finishes [12] of 2 with \d+ VP \(development \d+, level-3 posts \d+, city cards \d+, goal cards \d+\); its last move: /);
  });
});
