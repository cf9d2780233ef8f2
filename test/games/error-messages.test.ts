/** Bad arguments to a known verb name the argument and list what is allowed; a cost error states the whole cost. */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { cargoEmpire } from '../../src/games/cargo-empire/index.ts';
import { terraMystica } from '../../src/games/terra-mystica/index.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';

function refusal(game: AnyGameModule, state: unknown, seat: number, text: string): string {
  const out = playNotation(game, state, seat, text);
  if (!isRuleError(out)) throw new Error(`"${text}" was accepted`);
  return out.message;
}

/** Terra Mystica in round 1 (TM-4.1), after factions and setup by first legal moves. */
function tmRoundOne() {
  let s = terraMystica.setup(terraMystica.options.parse({}), [{ name: 'a' }, { name: 'b' }], 'errors');
  s = (playNotation(terraMystica, s, 0, 'setup witches') as { state: typeof s }).state;
  s = (playNotation(terraMystica, s, 1, 'setup nomads') as { state: typeof s }).state;
  while (!terraMystica.statusLine(s).startsWith('Round')) {
    const seat = terraMystica.pending(s)[0]!.seat;
    s = (playNotation(terraMystica, s, seat, terraMystica.legal(s, seat)[0]!) as { state: typeof s }).state;
  }
  return s;
}

describe('Terra Mystica error messages (notation TM-20.3)', () => {
  const start = terraMystica.setup(terraMystica.options.parse({}), [{ name: 'a' }, { name: 'b' }], 'errors');

  it('an unknown faction lists the factions; a verb without its argument says what it takes', () => {
    expect(refusal(terraMystica, start, 0, 'setup wizards')).toMatch(/unknown faction "wizards" \(factions: auren, witches, .*nomads\)/);
    expect(refusal(terraMystica, start, 0, 'setup')).toMatch(/"setup" takes setup <faction>; factions: auren/);
    expect(refusal(terraMystica, start, 0, 'frobnicate')).toMatch(/unknown command "frobnicate" \(commands: build, upgrade/);
  });

  it('an unknown cult track, bonus card or action lists the allowed ones', () => {
    const s = tmRoundOne();
    const seat = terraMystica.pending(s)[0]!.seat;
    expect(refusal(terraMystica, s, seat, 'send p to nowhere')).toContain('unknown cult track "nowhere" (tracks: FIRE, WATER, EARTH, AIR)');
    expect(refusal(terraMystica, s, seat, 'pass BON99')).toContain('unknown bonus card "BON99" (bonus cards: BON1,');
    expect(refusal(terraMystica, s, seat, 'action ACT9')).toMatch(/Unknown action ACT9\. Your actions: ACT1, .*ACT6/);
  });

  it('TM-6.2 a cost error states the whole cost of the move (shipping: 1 P + 4 C) and what the player has', () => {
    const s = tmRoundOne();
    const seat = terraMystica.pending(s)[0]!.seat;
    const text = refusal(terraMystica, s, seat, 'advance ship');
    expect(text).toMatch(/^Not enough P: this costs 4 C \+ 1 P; you have \d+ C, 0 P\.$/);
  });
});

describe('Cargo Empire error messages', () => {
  let s = cargoEmpire.setup(cargoEmpire.options.parse({}), [{ name: 'a' }, { name: 'b' }], 'errors');
  while (cargoEmpire.pending(s)[0]!.kind !== 'turn') {
    const seat = cargoEmpire.pending(s)[0]!.seat;
    s = (playNotation(cargoEmpire, s, seat, cargoEmpire.legal(s, seat)[0]!) as { state: typeof s }).state;
  }
  const seat = cargoEmpire.pending(s)[0]!.seat;

  it('a bad cube, city, card or marker is named with the allowed values', () => {
    expect(refusal(cargoEmpire, s, seat, 'ship purple paris-rome with ship')).toContain('"purple" is not a cargo cube (cubes: orange, white, gray, brown)');
    expect(refusal(cargoEmpire, s, seat, 'ship gray atlantis-rome with ship')).toMatch(/unknown city "atlantis" \(cities: dublin, london, .*lisbon\)/);
    expect(refusal(cargoEmpire, s, seat, 'ship gray paris-rome with boat')).toContain('"boat" is not a set of transport cards (cards: car, loco, ship, joined by +)');
    expect(refusal(cargoEmpire, s, seat, 'advance plane')).toContain('"plane" is not a transport (cards: car, loco, ship)');
    expect(refusal(cargoEmpire, s, seat, 'row middle')).toContain('"row" takes row upper|lower');
    expect(refusal(cargoEmpire, s, seat, 'fly paris')).toMatch(/unknown command "fly" \(commands: ship, vassal/);
  });

  it('CE-4.3 a payment error states the hand and every payment of the journey that works', () => {
    const ship = cargoEmpire.legal(s, seat).find((m) => m.startsWith('ship '))!;
    const journey = ship.replace(/ with .*$/, '');
    const ways = cargoEmpire.legal(s, seat).filter((m) => m.startsWith(`${journey} with `)).map((m) => m.slice(journey.length + 6).replace(/ on (upper|lower)$/, ''));
    const text = refusal(cargoEmpire, s, seat, `${journey} with ship+ship+ship+car+car+loco`);
    expect(text).toMatch(/Your hand: [a-z+]+\. Payments from your hand that work: /);
    for (const way of new Set(ways)) expect(text).toContain(way);
  });
});
