import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { fillTemplate } from '../../../src/engine/notation.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import { cargoEmpire, type CeState } from '../../../src/games/cargo-empire/index.ts';
import { playRandomGame, seatsOf } from './random-agent.ts';
import { exampleF } from './fixtures.ts';
import { play, throughSetup } from './scenario.ts';

/** States sampled along a random game, for interface checks. */
function sampleStates(players: number, seed: string, options = {}): CeState[] {
  const game = playRandomGame(players, seed, options);
  const out: CeState[] = [];
  let s = cargoEmpire.setup(game.setup.options, game.setup.seats, seed);
  game.log.forEach((m, i) => {
    if (i % 7 === 0) out.push(s);
    s = play(s, m.seat, m.notation);
  });
  return out;
}

describe('CE hidden information (spec §9)', () => {
  it('CE-2.6 goal cards, goal draws and face-down city cards never reach the public or another seat', () => {
    const s = cargoEmpire.setup(cargoEmpire.options.parse({}), seatsOf(3), 'hidden');
    const pub = JSON.stringify(cargoEmpire.view(s, null));
    expect(pub).not.toMatch(/"goals"|"goalChoice"|"hiddenCity"|"rng"|"goalDeck"|"cityDeck"/);
    for (let seat = 0; seat < 3; seat++) {
      const v = cargoEmpire.view(s, seat) as { players: { seat: number | null; goalChoice?: number[]; hiddenCity?: string; goals?: number[] }[] };
      for (const p of v.players) {
        if (p.seat === seat) {
          expect(p.goalChoice).toEqual(s.setupGoals[seat]);
          expect(p.hiddenCity).toBe(s.players[seat]!.hiddenCity);
        } else {
          expect(p.goalChoice).toBeUndefined();
          expect(p.hiddenCity).toBeUndefined();
          expect(p.goals).toBeUndefined();
        }
      }
      expect(JSON.stringify(v)).not.toMatch(/"rng"/);
    }
  });

  it('CE-8.7 a goal draw in play is private to the drawer; counts stay public', () => {
    for (const s of sampleStates(4, 'hidden-play')) {
      const pub = cargoEmpire.view(s, null) as { players: { goalCount: number; goals?: number[] }[]; tasks: object[] };
      pub.players.forEach((p, i) => {
        expect(p.goalCount).toBe(s.players[i]!.goals.length);
        expect(p.goals).toBeUndefined();
      });
      expect(JSON.stringify(pub.tasks)).not.toMatch(/drawn/);
      expect(JSON.stringify(pub)).not.toMatch(/"rng"/);
    }
  });

  it('CE-S7.6 the public event of a goal choice hides the card; the private line names it', () => {
    const s = cargoEmpire.setup(cargoEmpire.options.parse({}), seatsOf(2), 'events');
    const goal = s.setupGoals[1]![1]!;
    const out = playNotation(cargoEmpire, s, 1, `keep goal ${goal}`);
    if (isRuleError(out)) throw new Error(out.message);
    expect(out.events.map((e) => e.text).join(' ')).not.toMatch(new RegExp(`\\b${goal}\\b`));
    expect(out.events.flatMap((e) => e.private ?? [])).toEqual([{ seat: 1, text: `You keep goal card ${goal}.` }]);
  });

  it('CE-2.6 the private summary shows only the seat\'s own goals', () => {
    const s = cargoEmpire.setup(cargoEmpire.options.parse({}), seatsOf(2), 'summary');
    const text = cargoEmpire.privateSummary!(s, 0)!;
    const [a, b] = s.setupGoals[0]!;
    expect(text).toMatch(new RegExp(`Goal cards to choose from: ${a} \\(.*\\), ${b} \\(`));
    expect(text).not.toContain(`${s.setupGoals[1]![0]} (`);
    expect(cargoEmpire.publicNotation!('keep goal 7', 0)).toBe('keep goal');
    expect(cargoEmpire.publicNotation!('ship orange warsaw-riga with car', 0)).toBe('ship orange warsaw-riga with car');
  });
});

describe('CE take-back safety', () => {
  it('a move that reveals a city card marks reveals; a plain row choice does not', () => {
    let s = play(exampleF(), 0, 'ship orange warsaw-copenhagen with car+ship');
    s = play(s, 0, 'advance car');
    const row = playNotation(cargoEmpire, s, 0, 'row lower');
    expect(isRuleError(row) ? null : row.reveals).toBe(false);
    s = play(s, 0, 'row lower');
    s = play(s, 0, 'row upper');
    const take = playNotation(cargoEmpire, s, 0, 'take city amsterdam');
    expect(isRuleError(take) ? null : take.reveals).toBe(true);
  });
});

describe('CE bad input', () => {
  it('random text and mutated legal moves give a RuleError or a legal result, never throw, never change state', () => {
    const rng = seedRng('fuzz');
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 -+';
    for (const s of sampleStates(3, 'fuzz', { families: true })) {
      const snapshot = structuredClone(s);
      const seats = [...new Set(cargoEmpire.pending(s).map((d) => d.seat))];
      for (const seat of [0, 1, 2]) {
        const legal = cargoEmpire.legal(s, seat);
        const inputs: string[] = [];
        for (let i = 0; i < 6; i++) inputs.push(Array.from({ length: randomInt(rng, 30) }, () => alphabet[randomInt(rng, alphabet.length)]).join(''));
        for (const m of legal.slice(0, 10)) {
          const words = m.split(' ');
          words[randomInt(rng, words.length)] = ['rome', 'blank', '99', 'car+car+car', 'upper', 'x-y', ''][randomInt(rng, 7)]!;
          inputs.push(words.join(' '));
        }
        inputs.push('ship orange warsaw-warsaw with car', 'keep goal 99', 'take city nowhere', 'vassal orange rome-rome', 'post rome middle');
        for (const text of inputs) {
          const out = playNotation(cargoEmpire, s, seat, text);
          if (!isRuleError(out)) expect(legal.map((x) => x.toLowerCase())).toContain(out.notation);
          else if (!seats.includes(seat)) expect(['not-your-turn', 'bad-notation']).toContain(out.code);
        }
        expect(s).toEqual(snapshot);
      }
    }
  });

  it('setup rejects impossible player counts for a mode', () => {
    expect(() => cargoEmpire.setup(cargoEmpire.options.parse({ mode: 'vassals' }), seatsOf(3), 'x')).toThrow(RangeError);
    expect(() => cargoEmpire.setup(cargoEmpire.options.parse({ mode: 'bot' }), seatsOf(4), 'x')).toThrow(RangeError);
    expect(cargoEmpire.options.safeParse({ map: 'dior' }).success).toBe(true); // CE-17, provisional data
    expect(cargoEmpire.options.safeParse({ map: 'mars' }).success).toBe(false);
  });
});

describe('CE notation and commands', () => {
  it('every legal move round-trips through parse and format', () => {
    for (const s of sampleStates(2, 'roundtrip', { families: true, mode: 'vassals' })) {
      for (const seat of [0, 1]) {
        for (const m of cargoEmpire.legal(s, seat)) {
          const parsed = cargoEmpire.parse(m, seat, s);
          expect(isRuleError(parsed)).toBe(false);
          expect(cargoEmpire.format(parsed as never)).toBe(m);
        }
      }
    }
  });

  it('parse accepts synonyms and spacing: "Ship Orange Warsaw-Copenhagen WITH train+ship"', () => {
    const m = cargoEmpire.parse('  Ship Orange   Warsaw-Copenhagen WITH train,ship ', 0, exampleF());
    expect(cargoEmpire.format(m as never)).toBe('ship orange warsaw-copenhagen with loco+ship');
  });

  it('CE-3 /ce ship autocomplete lists legal values step by step and fills a legal move', () => {
    const s = exampleF();
    const sug = cargoEmpire.suggest!;
    expect(sug(s, 0, 'ship', 'origin', {})).toEqual(['warsaw']);
    const dests = sug(s, 0, 'ship', 'destination', { origin: 'warsaw' });
    expect(dests).toContain('copenhagen');
    expect(sug(s, 0, 'ship', 'cube', { origin: 'warsaw', destination: 'copenhagen' })).toEqual(['orange']);
    const cards = sug(s, 0, 'ship', 'cards', { origin: 'warsaw', destination: 'copenhagen', cube: 'orange' });
    expect(cards.sort()).toEqual(['car+ship', 'loco']);
    const spec = cargoEmpire.commands.subcommands.find((x) => x.name === 'ship')!;
    const text = fillTemplate(spec.template, { origin: 'warsaw', destination: 'copenhagen', cube: 'orange', cards: 'loco' })!;
    expect(cargoEmpire.legal(s, 0)).toContain(text);
    expect(sug(s, 1, 'ship', 'origin', {})).toEqual([]);
    expect(sug(s, 0, 'ship', 'origin', { origin: 'War' })).toEqual(['warsaw']);
    expect(sug(s, 0, 'ship', 'cards', { origin: 'Warsaw', destination: 'copenhagen', cube: 'orange', cards: 'sh' })).toEqual(['car+ship']);
  });

  it('CE-8 development choices become buttons; the decision prompt names the choice', () => {
    const s = play(exampleF(), 0, 'ship orange warsaw-copenhagen with car+ship');
    const d = cargoEmpire.pending(s)[0]!;
    expect(d.options?.map((o) => o.notation).sort()).toEqual(['advance car', 'advance ship']);
    expect(cargoEmpire.suggest!(s, 0, 'develop', 'choice', {}).sort()).toEqual(['advance car', 'advance ship']);
  });

  it('status line, options description, help and the setup lobby pick', () => {
    const s = throughSetup(3);
    expect(cargoEmpire.statusLine(s)).toMatch(/round 1\/3/);
    expect(cargoEmpire.describeOptions(cargoEmpire.options.parse({}))[0]).toMatch(/provisional/);
    expect(cargoEmpire.help.summary).toMatch(/PROVISIONAL/);
    expect(cargoEmpire.help.summary).toMatch(/Dior/);
    const picked = cargoEmpire.setup(cargoEmpire.options.parse({}), [{ name: 'A', picks: { colour: 'blue' } }, { name: 'B' }], 'c');
    expect(picked.players.map((p) => p.colour)).toEqual(['blue', 'red']);
  });
});
