import { describe, expect, it } from 'vitest';
import { cargoEmpire } from '../../../../src/games/cargo-empire/index.ts';
import { BLANK } from '../../../../src/games/cargo-empire/state.ts';
import { europeCityIds } from '../../../../src/games/cargo-empire/rules/world.ts';
import { seatsOf } from '../random-agent.ts';
import { play, refused, throughSetup } from '../scenario.ts';

const setup = (n: number, options = {}, seed = 'setup') => cargoEmpire.setup(cargoEmpire.options.parse(options), seatsOf(n), seed);

describe('CE setup', () => {
  it('CE-S1 every city gets a distinct LV1 tile and its production spaces hold all 48 cubes', () => {
    const s = setup(3);
    const tiles = europeCityIds().map((id) => s.cities[id]!.tile);
    expect(new Set(tiles).size).toBe(24);
    const cubes = europeCityIds().flatMap((id) => s.cities[id]!.production);
    expect(cubes.filter((c) => c !== null)).toHaveLength(48);
    for (const colour of ['orange', 'white', 'gray', 'brown']) expect(cubes.filter((c) => c === colour)).toHaveLength(12);
    expect(s.supply).toEqual({ orange: 0, white: 0, gray: 0, brown: 0 });
  });

  it('CE-S2 three normal track faces, one per physical tile; CE-19.1 advanced: one a, one b, one c face', () => {
    const s = setup(2);
    expect(s.track.every((f) => /^a0[1-6]$/.test(f))).toBe(true);
    expect(new Set(s.track.map((f) => Math.ceil(Number(f.slice(1)) / 2))).size).toBe(3);
    const adv = setup(2, { track: 'advanced' });
    expect(adv.track[0]).toMatch(/^a/);
    expect(adv.track[1]).toMatch(/^b/);
    expect(adv.track[2]).toMatch(/^c/);
  });

  it('CE-19.1 the random track option draws three different tiles, letters ignored', () => {
    for (const seed of ['r1', 'r2', 'r3', 'r4']) {
      const t = setup(2, { track: 'random' }, seed).track;
      expect(t).toHaveLength(3);
      const physical = t.map((f) => (f.startsWith('a') ? `a${Math.ceil(Number(f.slice(1)) / 2)}` : f));
      expect(new Set(physical).size).toBe(3);
    }
  });

  it('CE-S8 the host may choose the start player (startSeat); otherwise it is random', () => {
    let s = setup(3, { startSeat: 2 });
    for (const seat of [0, 1, 2]) s = play(s, seat, cargoEmpire.legal(s, seat)[0]!);
    expect(s.order).toEqual([1, 2, 0]);
  });

  it('CE-S4 CE-S6 CE-18.2 display of 4 (5 with 5 players) and the blank cards under the city deck', () => {
    const s = setup(4);
    expect(s.display).toHaveLength(4);
    expect(s.cityDeck.slice(-6)).toEqual(Array(6).fill(BLANK));
    expect(setup(5).display).toHaveLength(5);
  });

  it('CE-S7 each player: 1 card of each type, posts 4 per round (3 with 5 players), a face-down city, 2 goals to choose', () => {
    const s = setup(3);
    for (const p of s.players) {
      expect(p.hand).toEqual({ car: 1, loco: 1, ship: 1 });
      expect(p.reserve).toEqual([4, 4, 4]);
      expect(p.hiddenCity).not.toBeNull();
      expect(s.display).not.toContain(p.hiddenCity);
    }
    expect(s.setupGoals.every((g) => g?.length === 2)).toBe(true);
    expect(setup(5).players[0]!.reserve).toEqual([3, 3, 3]);
  });

  it('CE-S7.6 goal choices are simultaneous; the returned card goes to the bottom of the goal deck', () => {
    let s = setup(2);
    const [a, b] = s.setupGoals[0]!;
    expect(cargoEmpire.pending(s).map((d) => d.seat)).toEqual([0, 1]);
    s = play(s, 1, cargoEmpire.legal(s, 1)[0]!);
    s = play(s, 0, `keep goal ${b}`);
    expect(s.players[0]!.goals).toEqual([b]);
    expect(s.goalDeck[s.goalDeck.length - 1]).toBe(a);
    expect(['not-your-turn', 'ce.wrong-decision']).toContain(refused(s, 0, `keep goal ${a}`));
  });

  it('CE-S8 turn order spaces and their bonuses; CE-S9 first posts in reverse turn order in distinct display cities', () => {
    let s = setup(3);
    for (const seat of [0, 1, 2]) s = play(s, seat, cargoEmpire.legal(s, seat)[0]!);
    const [first, second, third] = s.order as [number, number, number];
    expect(s.players[first]!.hand).toEqual({ car: 2, loco: 1, ship: 1 });
    expect(s.players[second]!.hand).toEqual({ car: 1, loco: 2, ship: 1 });
    expect(s.players[third]!.hand).toEqual({ car: 1, loco: 1, ship: 2 });
    expect(cargoEmpire.pending(s)).toEqual([expect.objectContaining({ seat: third, kind: 'setup-first' })]);
    expect(cargoEmpire.pending(s)[0]!.options?.map((o) => o.notation)).toHaveLength(8); // 4 display cities x 2 spaces
    const city = s.display[0]!;
    s = play(s, third, `post ${city} upper`);
    expect(cargoEmpire.pending(s)[0]!.seat).toBe(second);
    expect(refused(s, second, `post ${city} lower`)).toBe('ce.setup-city');
  });

  it('CE-S10 second posts in turn order in the face-down city, which becomes a public personal city', () => {
    let s = setup(2);
    while (s.phase !== 'setup-second') {
      const d = cargoEmpire.pending(s)[0]!;
      s = play(s, d.seat, cargoEmpire.legal(s, d.seat)[0]!);
    }
    const first = s.order[0]!;
    const hidden = s.players[first]!.hiddenCity!;
    expect(refused(s, first, `post ${s.display[0]} upper`)).toBe('ce.setup-city');
    s = play(s, first, `post ${hidden} lower`);
    expect(s.players[first]!.cities).toEqual([hidden]);
    expect(s.cities[hidden]!.demand.lower).toBe(s.players[first]!.colour);
  });

  it('CE-S12 after setup every post is in a different city and round 1 begins with the start player', () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const s = throughSetup(n, {}, `s12-${n}`);
      const posts = europeCityIds().flatMap((id) => [s.cities[id]!.demand.upper, s.cities[id]!.demand.lower].filter((x) => x !== null));
      expect(posts.length).toBeGreaterThanOrEqual(2 * n);
      for (const p of s.players) expect(europeCityIds().filter((id) => s.cities[id]!.demand.upper === p.colour || s.cities[id]!.demand.lower === p.colour).length).toBeGreaterThanOrEqual(2);
      expect(s.phase).toBe('action');
      expect(s.round).toBe(1);
    }
  });

  it('CE-0.2 CE-14 one player always plays with the bot; the bot counts as a player', () => {
    const s = setup(1);
    expect(s.players.map((p) => p.kind)).toEqual(['human', 'bot']);
    expect(s.players[1]!.goals).toHaveLength(1);
    expect(s.bot!.deck).toHaveLength(14);
    const withBot = setup(3, { mode: 'bot' });
    expect(withBot.players).toHaveLength(4);
    expect(withBot.display).toHaveLength(4);
  });
});
