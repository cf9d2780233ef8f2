import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation, replay, type LoggedMove } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import { fillTemplate } from '../../../src/engine/notation.ts';
import { terraMystica, type TmState } from '../../../src/games/terra-mystica/index.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** Plays a complete game with random legal moves (mostly not passing early), returning the log. */
function randomGame(players: number, seed: string, options: Record<string, unknown>) {
  const opts = terraMystica.options.parse(options);
  let state: TmState = terraMystica.setup(opts, seats(players), seed);
  const rng = seedRng(`play-${seed}`);
  const log: LoggedMove[] = [];
  for (let step = 0; step < 4000 && !terraMystica.result(state); step++) {
    const decisions = terraMystica.pending(state);
    expect(decisions.length, terraMystica.statusLine(state)).toBeGreaterThan(0);
    const d = decisions[randomInt(rng, decisions.length)];
    if (!d) break;
    const moves = terraMystica.legal(state, d.seat);
    expect(moves.length, `${d.kind} for seat ${d.seat}: ${terraMystica.statusLine(state)}`).toBeGreaterThan(0);
    const busy = moves.filter((m) => !/^(pass|convert|burn 1$)/.test(m));
    const pool = busy.length > 0 && randomInt(rng, 10) > 1 ? busy : moves;
    const text = pool[randomInt(rng, pool.length)] as string;
    const played = playNotation(terraMystica, state, d.seat, text);
    if (isRuleError(played)) throw new Error(`legal move ${text} rejected: ${played.message}`);
    state = played.state;
    log.push({ seat: d.seat, notation: played.notation });
  }
  return { state, log, opts };
}

describe('Terra Mystica module contract', () => {
  it.each([2, 3, 4, 5])('TM-1.1 random legal play finishes a %i-player game and its log replays to the same state', (n) => {
    const options = { map: ['base', 'lakes', 'fjords', 'revised-base', 'fire-and-ice-side-1'][n - 1], miniExpansion: n % 2 === 0, turnOrder: n === 3 ? 'clockwise' : 'pass-order' };
    const { state, log, opts } = randomGame(n, `game-${n}`, options);
    const result = terraMystica.result(state);
    expect(result).not.toBeNull();
    expect(result?.scores).toHaveLength(n);
    for (const line of result?.scores ?? []) {
      const sum = Object.values(line.breakdown).reduce((a, b) => a + b, 0);
      expect(sum).toBe(line.total);
    }
    for (const f of state.factions) {
      expect(Math.min(f.C, f.W, f.P, f.P1, f.P2, f.P3, f.VP)).toBeGreaterThanOrEqual(0);
      expect(f.P1 + f.P2 + f.P3).toBeLessThanOrEqual(12);
      expect(f.built.D + f.built.TP + f.built.TE + f.built.SH + f.built.SA).toBe(f.locations.length);
    }
    const again = replay<TmState>(terraMystica, { options: opts, seats: seats(n), seed: `game-${n}` }, log);
    expect(again).toEqual(state);
  });

  it('TM-16 views never include the RNG state', () => {
    const s = terraMystica.setup(terraMystica.options.parse({}), seats(3), 'v');
    expect(JSON.stringify(terraMystica.view(s, null))).not.toContain('"rng"');
    expect(JSON.stringify(terraMystica.view(s, 1))).not.toContain('"rng"');
  });

  it('TM-18 legal() is non-empty for every seat holding a decision, empty for the others', () => {
    const s = terraMystica.setup(terraMystica.options.parse({}), seats(3), 'v');
    expect(terraMystica.legal(s, 0).length).toBeGreaterThan(0);
    expect(terraMystica.legal(s, 1)).toEqual([]);
  });

  it('TM-23.8 help says the introductory setup is left out; options all have defaults', () => {
    expect(terraMystica.help.summary).toMatch(/introductory setup/i);
    const o = terraMystica.options.parse({});
    expect(o).toMatchObject({ map: 'base', turnOrder: 'pass-order', factionSelection: 'player-choice', startingVp: 'standard', miniExpansion: false });
    expect(terraMystica.describeOptions(o).length).toBeGreaterThan(3);
    expect(() => terraMystica.options.parse({ map: 'mars' })).toThrow();
  });

  it('TM-20.3 every /tm subcommand template fills to notation the parser accepts', () => {
    const values: Record<string, string> = {
      hex: 'E7', dig: '1', terrain: 'gray', building: 'TP', cult: 'FIRE', steps: '2', action: 'ACT6', then: 'build E7', burn: '1',
      track: 'ship', from: '3PW', to: '1W', amount: '2', ends: 'F4:G3', tile: 'FAV11', river: 'r16', bonus: 'BON5', faction: 'witches',
    };
    expect(terraMystica.commands.name).toBe('tm');
    for (const sub of terraMystica.commands.subcommands) {
      const text = fillTemplate(sub.template, values);
      expect(text, sub.name).not.toBeNull();
      expect(isRuleError(terraMystica.parse(text as string, 0, terraMystica.setup(terraMystica.options.parse({}), seats(2), 'c'))), `${sub.name}: ${text}`).toBe(false);
    }
  });

  it('TM-1.3 result ranks share places on equal VP', () => {
    const { state } = randomGame(2, 'tie', {});
    const tied = structuredClone(state);
    for (const f of tied.factions) f.VP = 100;
    expect(terraMystica.result(tied)?.scores.map((x) => x.rank)).toEqual([1, 1]);
  });
});

describe('Terra Mystica autocomplete', () => {
  it('TM-6.6 power actions and their follow-ups are suggested from the legal moves', () => {
    let s = terraMystica.setup(terraMystica.options.parse({}), seats(2), 'suggest');
    for (const [seat, text] of [[0, 'setup witches'], [1, 'setup engineers'], [0, 'build F4'], [1, 'build E7'], [1, 'build C5'], [0, 'build E9'], [1, 'pass BON1'], [0, 'pass BON2']] as const) {
      const bonus = text.startsWith('pass') ? `pass ${s.bonusPool[0]}` : text;
      const r = playNotation(terraMystica, s, seat, bonus);
      if (isRuleError(r)) throw new Error(r.message);
      s = r.state;
    }
    s = structuredClone(s);
    const f = s.factions[s.active as number];
    if (f) Object.assign(f, { P1: 0, P2: 0, P3: 12, W: 10, C: 10 });
    const seat = s.active as number;
    const actions = terraMystica.suggest?.(s, seat, 'power', 'action', {}) ?? [];
    expect(actions).toEqual(expect.arrayContaining(['ACT3', 'ACT4', 'ACT6']));
    const then = terraMystica.suggest?.(s, seat, 'power', 'then', { action: 'ACT6' }) ?? [];
    expect(then.some((t) => t.startsWith('build '))).toBe(true);
    const hexes = terraMystica.suggest?.(s, seat, 'build', 'hex', {}) ?? [];
    expect(hexes.length).toBeGreaterThan(0);
  });
});
