/** Bad arguments to a known verb name the argument and list what is allowed; a cost error states the whole cost. */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { cargoEmpire } from '../../src/games/cargo-empire/index.ts';
import { energyEmpire } from '../../src/games/energy-empire/index.ts';
import { MAX_ALLOWED_LISTED, ruleErrorText } from '../../src/tables/moves.ts';
import { terraMystica } from '../../src/games/terra-mystica/index.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';

function refusal(game: AnyGameModule, state: unknown, seat: number, text: string): string {
  const out = playNotation(game, state, seat, text);
  if (!isRuleError(out)) throw new Error(`"${text}" was accepted`);
  return out.message;
}

/** Plays the first legal move of whoever must act until `done` holds. */
function firstMovesUntil<S>(game: AnyGameModule, start: S, done: (s: S) => boolean): S {
  let s = start;
  while (!done(s)) {
    const seat = game.pending(s)[0]!.seat;
    s = (playNotation(game, s, seat, game.legal(s, seat)[0]!) as { state: S }).state;
  }
  return s;
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
  const s = firstMovesUntil(cargoEmpire, cargoEmpire.setup(cargoEmpire.options.parse({}), [{ name: 'a' }, { name: 'b' }], 'errors'), (x) => cargoEmpire.pending(x)[0]!.kind === 'turn');
  const seat = cargoEmpire.pending(s)[0]!.seat;

  it('a bad cube, city, card or marker is named with the allowed values', () => {
    expect(refusal(cargoEmpire, s, seat, 'ship purple paris-rome with ship')).toContain('"purple" is not a cargo cube (cubes: orange, white, gray, brown)');
    expect(refusal(cargoEmpire, s, seat, 'ship gray atlantis-rome with ship')).toMatch(/unknown city "atlantis" \(cities: dublin, london, .*lisbon\)/);
    expect(refusal(cargoEmpire, s, seat, 'ship gray paris-rome with boat')).toContain('"boat" is not a set of transport cards (cards: car, loco, ship, joined by +)');
    expect(refusal(cargoEmpire, s, seat, 'advance plane')).toContain('"plane" is not a transport (cards: car, loco, ship)');
    expect(refusal(cargoEmpire, s, seat, 'row middle')).toContain('"row" takes row upper|lower');
    expect(refusal(cargoEmpire, s, seat, 'fly paris')).toMatch(/unknown command "fly" \(commands: ship, vassal/);
  });

  it('CE-S9 a first post in a city whose card is not in the display names the cities allowed', () => {
    const setup = firstMovesUntil(cargoEmpire, cargoEmpire.setup(cargoEmpire.options.parse({}), [{ name: 'a' }, { name: 'b' }], 'errors'), (x) => cargoEmpire.pending(x)[0]!.kind === 'setup-first');
    const who = cargoEmpire.pending(setup)[0]!.seat;
    const cities = [...new Set(cargoEmpire.legal(setup, who).map((m) => m.split(' ')[1]!))];
    const elsewhere = ['dublin', 'london', 'paris', 'rome', 'lisbon', 'madrid', 'berlin', 'vienna'].find((c) => !cities.includes(c))!;
    const text = refusal(cargoEmpire, setup, who, `post ${elsewhere} upper`);
    const named = cities.map((c) => c.charAt(0).toUpperCase() + c.slice(1));
    expect(text).toBe(`Choose a city whose card is in the display and that nobody chose yet (CE-S9): ${named.join(', ')}.`);
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

describe('Energy Empire error messages and the platform\'s list of allowed moves', () => {
  it('EE-5.3 an illegal placement lists the allowed moves once, saying how many there are when cut', () => {
    const s = firstMovesUntil(energyEmpire, energyEmpire.setup(energyEmpire.options.parse({}), [{ name: 'a' }, { name: 'b' }], 'errors'), (x) => energyEmpire.legal(x, energyEmpire.pending(x)[0]!.seat).some((m: string) => m.startsWith('place ')));
    const seat = energyEmpire.pending(s)[0]!.seat;
    const error = playNotation(energyEmpire, s, seat, 'place oil_drilling 9 energy');
    if (!isRuleError(error)) throw new Error('accepted');
    const text = ruleErrorText(error);
    expect(text.match(/Allowed/g)).toHaveLength(1);
    const legal = energyEmpire.legal(s, seat);
    expect(text).toContain(legal[0]);
    if (legal.length > 12) expect(text).toContain(`(${legal.length} in all)`);
  });

  it('a game\'s allowed moves not already in its message are listed after it, with how many are shown when cut', () => {
    const many = Array.from({ length: 30 }, (_, i) => `play ${i}`);
    expect(ruleErrorText({ isRuleError: true, code: 'x', message: 'No.', allowed: many })).toBe(`No.\nAllowed (${MAX_ALLOWED_LISTED} of 30): ${many.slice(0, MAX_ALLOWED_LISTED).join(', ')} …`);
    expect(ruleErrorText({ isRuleError: true, code: 'x', message: 'No.', allowed: ['a', 'b'] })).toBe('No.\nAllowed: a, b');
    expect(ruleErrorText({ isRuleError: true, code: 'x', message: 'No. Allowed: a, b.', allowed: ['a', 'b'] })).toBe('No. Allowed: a, b.');
    expect(ruleErrorText({ isRuleError: true, code: 'x', message: 'You cannot pass now.', allowed: ['pass'] })).toBe('You cannot pass now.\nAllowed: pass');
  });
});
