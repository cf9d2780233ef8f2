import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { fillTemplate } from '../../../src/engine/notation.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import { AC_COMMANDS, AC_FAMILIES } from '../../../src/games/advanced-civilization/commands.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';
import { game } from './helpers.ts';

const names = ['a', 'b', 'c', 'd'].map((name) => ({ name }));

describe('/civ commands (D.2 notation, issue 13)', () => {
  it('D.2 every legal move of a random 4-player game is offered by the autocomplete of its family subcommand and built back by its template', () => {
    const rng = seedRng('civ-commands');
    let s = game.setup(game.options.parse({ turnLimit: 14 }), names, 'civ-commands') as AcState;
    const used = new Set<string>();
    let checked = 0;
    for (let step = 0; step < 6000 && game.result(s) === null; step++) {
      const decisions = game.pending(s);
      const d = decisions[randomInt(rng, decisions.length)]!;
      const legal = game.legal(s, d.seat);
      for (const move of legal.filter((_, i) => i % 4 === 0)) {
        const family = AC_FAMILIES.find((f) => f.words.includes(move.split(' ')[0]!));
        expect(family, `no /civ subcommand covers "${move}"`).toBeDefined();
        const sub = AC_COMMANDS.subcommands.find((x) => x.name === family!.name)!;
        const value = family!.prefix ? move.slice(family!.prefix.length + 1) : move;
        expect(game.suggest!(s, d.seat, sub.name, family!.option, { [family!.option]: value })).toContain(value);
        expect(fillTemplate(sub.template, { [family!.option]: value })).toBe(move);
        used.add(family!.name);
        checked++;
      }
      const played = playNotation(game, s, d.seat, pickWeighted(rng, legal, game.randomPlayWeights));
      if (isRuleError(played)) throw new Error(played.message);
      s = played.state as AcState;
    }
    expect(checked).toBeGreaterThan(1000);
    // Random play reaches these families; the others are checked on notation examples below.
    for (const name of ['nation', 'start', 'ships', 'move', 'cities', 'support']) expect(used).toContain(name);
  });

  it('D.2 D.3 each family subcommand builds notation the engine parses, for every first word it covers', () => {
    const examples = [
      'nation egypt', 'start thebes', 'rate 3', 'revolt roma, neapolis', 'grow etruria-2 2, roma 1', 'ships none', 'ship build crete 1',
      'move thebes>memphis 2', 'board 1 3', 'sail 1 gaza', 'land 1 3', 'done', 'pillage 3', 'cities none', 'reduce roma, athens',
      'gold 2', 'offer babylon give salt 2 guarantee salt 2 ask 3', 'counter 4 give grain 1 guarantee grain 1 ask 3', 'reject 4', 'withdraw 4', 'resume',
      'accept 4 give grain 1, iron 1, ochre 1', 'lose none', 'select b 3, c city', 'pick first', 'assign egypt 8, crete 4', 'grain 2', 'seize c, g',
      'buy nothing', 'discard ochre 2, salt 1',
    ];
    const s = game.setup(game.options.parse({}), names, 'civ-parse') as AcState;
    for (const family of AC_FAMILIES) {
      const sub = AC_COMMANDS.subcommands.find((x) => x.name === family.name)!;
      for (const word of family.words) {
        const example = examples.find((e) => e.split(' ')[0] === word);
        expect(example, `an example for "${word}"`).toBeDefined();
        const value = family.prefix ? example!.slice(family.prefix.length + 1) : example!;
        const notation = fillTemplate(sub.template, { [family.option]: value })!;
        expect(notation).toBe(example);
        const parsed = game.parse(notation, 0, s);
        expect(isRuleError(parsed) ? parsed.message : 'parsed').toBe('parsed');
      }
    }
  });

  it('D.2 a family subcommand suggests only that family, and nothing to a seat without a decision', () => {
    let s = game.setup(game.options.parse({}), names, 'civ-suggest') as AcState;
    const first = game.pending(s)[0]!.seat;
    expect(game.suggest!(s, first, 'nation', 'nation', {}).length).toBeGreaterThan(0);
    expect(game.suggest!(s, first, 'nation', 'nation', {}).every((v) => !v.startsWith('nation '))).toBe(true);
    expect(game.suggest!(s, first, 'move', 'step', {})).toEqual([]);
    const other = (first + 1) % 4;
    expect(game.suggest!(s, other, 'nation', 'nation', {})).toEqual([]);
    const played = playNotation(game, s, first, game.legal(s, first)[0]!);
    if (isRuleError(played)) throw new Error(played.message);
    s = played.state as AcState;
    expect(game.suggest!(s, first, 'play', 'move', {})).toEqual(game.legal(s, first).slice(0, 25));
  });

  it('Civilization-card purchases and trade acceptance ask for confirmation; Discord limits hold', () => {
    const confirmed = AC_COMMANDS.subcommands.filter((x) => x.confirm).map((x) => x.name).sort();
    expect(confirmed).toEqual(['accept', 'buy', 'leave']);
    expect(AC_COMMANDS.subcommands.length).toBeLessThanOrEqual(25);
    for (const sub of AC_COMMANDS.subcommands) {
      expect(sub.name).toMatch(/^[a-z-]{1,32}$/);
      expect(sub.description.length).toBeLessThanOrEqual(100);
      for (const o of sub.options) expect(o.description.length).toBeLessThanOrEqual(100);
    }
  });
});

describe('/game help topics (issue 13)', () => {
  it('18.1 the phase order, every civilization card and every calamity has a topic; the data is marked candidate', () => {
    const topics = game.help.topics!;
    expect(topics.phases).toMatch(/^A turn, in order: 1 taxation.*13 movement of A\.S\.T\. markers/);
    expect(topics.phases).toMatch(/CANDIDATE/);
    expect(game.help.summary).toMatch(/PROVISIONAL DATA/);
    for (const id of ['pottery', 'monotheism', 'famine', 'piracy', 'civil_war']) expect(topics[id], id).toBeDefined();
    expect(Object.keys(topics).length).toBeGreaterThanOrEqual(24 + 12 + 4);
    expect(topics.famine).toMatch(/^Famine \(rule 30\.31\): stack 3, not tradable/);
    for (const f of AC_FAMILIES) expect(topics.commands).toContain(`/civ ${f.name}:`);
  });
});
