/** The game-over image states the winner and the ranking with every score category; the final post says the same. */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { games } from '../../src/games/registry.ts';
import { pickWeighted } from '../../src/sandbox/playout.ts';

function finished(game: AnyGameModule, players: number, seed: string, options: Record<string, unknown> = {}) {
  const names = ['Alice', 'Bob', 'Carol'].slice(0, players);
  let state = game.setup(game.options.parse(options), names.map((name) => ({ name })), seed);
  let last = { notation: '', seat: 0 };
  const chooser = seedRng(seed);
  for (let i = 0; i < 5000 && game.result(state) === null; i++) {
    // Games with random-play weights (Advanced Civilization's trades and simultaneous answers) need a random seat and
    // the weights to end.
    const pending = game.pending(state);
    const seat = pending[game.randomPlayWeights ? randomInt(chooser, pending.length) : 0]!.seat;
    const legal = game.legal(state, seat);
    const pick = game.randomPlayWeights ? pickWeighted(chooser, legal, game.randomPlayWeights) : legal[(i * 7) % legal.length]!;
    const played = playNotation(game, state, seat, pick);
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

  it('CE-12 the players panel counts each player\'s posts on the board, not the empty reserve per round', () => {
    const full = entry.module.view(state, null) as { cities: Record<string, { demand: Record<string, string | null>; posts: string[] }>; players: { colour: string }[] };
    const svg = decode(entry.renderBoard(full, ctx));
    expect(svg).toContain('>Posts on board<');
    expect(svg).not.toContain('Posts R1/R2/R3');
    for (const p of full.players) {
      const placed = Object.values(full.cities).reduce((n, c) => n + Object.values(c.demand).filter((d) => d === p.colour).length + c.posts.filter((x) => x === p.colour).length, 0);
      expect(placed).toBeGreaterThan(0);
      expect(svg).toContain(`>${placed}<`);
    }
  });

  it('the final words rank the bot with its categories and last move', () => {
    expect(result.summary).toMatch(/The bot finishes [12] of 2 with \d+ VP \(development \d+, level-3 posts \d+, city cards \d+, goal cards \d+\); its last move: /);
  });
});

describe('Energy Empire game over (EE-15.4, EE-15.5)', () => {
  const entry = games.get('energy-empire')!;
  const { state, result, ctx } = finished(entry.module, 2, 'ending');

  it('the board has a winner banner and a ranking with every category, and the panels show the final totals', () => {
    const svg = decode(entry.renderBoard(entry.module.view(state, null), ctx));
    const winner = result.scores.find((s) => s.rank === 1)!;
    expect(svg).toMatch(new RegExp(`Winner: ${ctx.seatNames[winner.seat]} \\([^)]+\\) with ${winner.total} VP`));
    for (const category of Object.keys(winner.breakdown)) expect(svg).toContain(`>${category}<`);
    for (const s of result.scores) expect(svg).toContain(`Final ${s.total} VP (#${s.rank}; ${s.breakdown['in game']} in game)`);
  });
});

describe('Advanced Civilization game over (35.1, 35.2)', () => {
  const entry = games.get('advanced-civilization')!;
  const { state, result, ctx } = finished(entry.module, 3, 'ending', { turnLimit: 2 });

  it('the board has a winner banner and a ranking with every category', () => {
    const view = entry.module.view(state, null) as { players: { seat: number; nation: string | null }[] };
    const svg = decode(entry.renderBoard(view, ctx));
    const winner = result.scores.find((s) => s.rank === 1)!;
    expect(svg).toMatch(new RegExp(`(Winner|Shared win): [^<]*\\(${ctx.seatNames[winner.seat]}\\)[^<]* with ${winner.total} points`));
    for (const category of Object.keys(winner.breakdown)) expect(svg).toContain(`>${category}<`);
    for (const s of result.scores) expect(svg).toContain(`>${s.total}<`);
  });
});
