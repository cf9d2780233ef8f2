import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/play.ts';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import { playRandomGame } from './random-agent.ts';

/** Invariants that hold in every reachable state. */
function checkInvariants(s: CeState): void {
  for (const p of s.players) {
    for (const n of [...Object.values(p.hand), ...Object.values(p.cubes), ...p.reserve, ...p.vassalReserve]) expect(n).toBeGreaterThanOrEqual(0);
  }
  for (const n of Object.values(s.supply)) expect(n).toBeGreaterThanOrEqual(0);
  // Cubes are conserved: 48 on tiles, in the supply or kept by families (AMB-4).
  const onTiles = Object.values(s.cities).reduce((n, c) => n + c.production.filter((x) => x !== null).length, 0);
  const kept = s.players.reduce((n, p) => n + Object.values(p.cubes).reduce((a, b) => a + b, 0), 0);
  const supply = Object.values(s.supply).reduce((a, b) => a + b, 0);
  expect(onTiles + kept + supply).toBe(48);
  // CE-S7.3 / CE-18.3: posts are conserved: on the map + in the reserve + removed (CE-9.2) = all but the turn order marker.
  const onMap = (colour: string) =>
    Object.values(s.cities).reduce((n, c) => n + (c.demand.upper === colour ? 1 : 0) + (c.demand.lower === colour ? 1 : 0) + c.posts.filter((x) => x === colour).length, 0);
  s.players.forEach((p, i) => {
    const total = s.players.length === 5 ? 12 : 15;
    expect(onMap(p.colour) + p.reserve.reduce((a, b) => a + b, 0) + s.removedPosts[i]!).toBe(total - 1);
    if (p.vassal) expect(onMap(p.vassal) + p.vassalReserve.reduce((a, b) => a + b, 0)).toBe(12);
  });
  // CE-1.2: every turn used one post; all reserves are empty at the end.
  for (const p of s.players) expect(p.reserve).toEqual([0, 0, 0]);
}

describe('CE random play', () => {
  for (const players of [1, 2, 3, 4, 5]) {
    it(`CE-1 complete random games with ${players} player(s): zero errors, invariants hold, replay reproduces the state`, () => {
      for (const seed of ['a', 'b', 'c']) {
        const game = playRandomGame(players, `${players}-${seed}`);
        expect(game.errors).toEqual([]);
        checkInvariants(game.final);
        const again = replay<CeState>(cargoEmpire, game.setup, game.log);
        expect(again).toEqual(game.final);
        const result = cargoEmpire.result(game.final);
        expect(result?.scores).toHaveLength(players);
      }
    });
  }

  const variants = [
    { name: 'families (CE-13)', players: [2, 3, 5], options: { families: true } },
    { name: 'vassals (CE-16)', players: [2], options: { mode: 'vassals' as const } },
    { name: 'bot with 2 and 3 players (CE-15)', players: [2, 3], options: { mode: 'bot' as const } },
    { name: 'advanced track (CE-19)', players: [1, 4, 5], options: { track: 'advanced' as const } },
    { name: 'random track tiles (CE-19.1)', players: [3], options: { track: 'random' as const } },
    { name: 'families + bot + advanced (CE-20)', players: [1, 2], options: { families: true, mode: 'bot' as const, track: 'advanced' as const } },
    { name: 'unlimited cubes house rule', players: [3], options: { unlimitedCubes: true } },
  ];
  for (const v of variants) {
    it(`CE-20 random games with ${v.name}: zero errors and equal replays`, () => {
      for (const players of v.players) {
        const game = playRandomGame(players, `${v.name}-${players}`, v.options);
        expect(game.errors).toEqual([]);
        if (!('unlimitedCubes' in v.options)) checkInvariants(game.final);
        expect(replay<CeState>(cargoEmpire, game.setup, game.log)).toEqual(game.final);
      }
    });
  }
});
