import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../src/engine/notation.ts';
import { commandFamily, EE_COMMANDS, suggest } from '../../../src/games/energy-empire/commands.ts';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { EE, legal, newGame, started, turnOf } from './helpers.ts';
import { playRandomGame } from './random-agent.ts';

/** Every state of a random 3-player game, for checks that must hold at every decision. */
function gameStates(seed: string, players = 3): EeState[] {
  const states: EeState[] = [];
  playRandomGame(players, seed, (s) => states.push(s));
  return states;
}

const sub = (name: string) => EE_COMMANDS.subcommands.find((s) => s.name === name)!;

describe('/ee subcommands', () => {
  it('every legal move of a whole game can be played through its subcommand: suggest offers its option values and the template rebuilds it exactly', () => {
    let checked = 0;
    for (const s of gameStates('ee-commands-1').filter((_, i) => i % 3 === 0)) {
      for (const d of EE.pending(s)) {
        for (const move of legal(s, d.seat)) {
          const family = sub(commandFamily(move));
          const values: Record<string, string> = {};
          for (const option of family.options) {
            const offered = option.choices ? option.choices.map((c) => c.value) : suggest(s, d.seat, family.name, option.name, values);
            // The longest offered value that stands as whole words in the move (e.g. "2 energy" before "energy").
            const words = (v: string) => new RegExp(`(^| )${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`).test(move);
            const value = [...offered].sort((a, b) => b.length - a.length).find(words);
            if (value !== undefined) values[option.name] = value;
          }
          expect(fillTemplate(family.template, values), `${move} through /ee ${family.name}`).toBe(move);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('EE-5 place autocompletes exactly the legal locations, and the energy choices for the one filled in', () => {
    const s = turnOf(started(3), 0);
    const places = legal(s, 0).filter((m) => m.startsWith('place '));
    const locations = suggest(s, 0, 'place', 'location', {});
    expect(new Set(locations)).toEqual(new Set(places.map((m) => m.split(' ')[1])));
    expect(suggest(s, 0, 'place', 'location', { location: 'min' })).toEqual(locations.filter((l) => l.includes('min')));
    const energies = suggest(s, 0, 'place', 'energy', { location: 'mine' });
    expect(energies).toEqual(places.filter((m) => m.startsWith('place mine ')).map((m) => m.split(' ')[2]));
    // Not this seat's turn: nothing to suggest.
    expect(suggest(s, 1, 'place', 'location', {})).toEqual([]);
    expect(suggest(s, 0, 'nonsense', 'location', {})).toEqual([]);
  });

  it('EE-3.10 keep autocompletes only the seat\'s own deal', () => {
    const s = newGame(3, 'ee-keep');
    for (let seat = 0; seat < 3; seat++) {
      expect(suggest(s, seat, 'keep', 'nation', {}).sort()).toEqual([...s.players[seat]!.dealtNations].sort());
      expect(suggest(s, seat, 'keep', 'agenda', {}).sort()).toEqual([...s.players[seat]!.dealtAgendas].sort());
    }
  });

  it('costly or irreversible families ask to confirm: buy, generate, drop; slash-command limits hold', () => {
    expect(EE_COMMANDS.subcommands.filter((c) => c.confirm).map((c) => c.name).sort()).toEqual(['buy', 'drop', 'generate']);
    for (const c of EE_COMMANDS.subcommands) {
      expect(c.description.length).toBeLessThanOrEqual(100);
      for (const o of c.options) expect(o.description.length).toBeLessThanOrEqual(100);
    }
  });

  it('EE-6.12 off-turn Global Impact offers and the few-option answers become buttons whose labels carry no hidden agenda', () => {
    let offTurnButtons = 0;
    for (const s of ['a', 'b', 'c', 'd'].flatMap((seed) => gameStates(`ee-commands-${seed}`, 4))) {
      const secret = new Set(s.players.flatMap((p) => p.agendas.filter((a) => !a.public).map((a) => a.id)));
      for (const d of EE.pending(s)) {
        if (d.kind === 'offer') expect(d.options?.map((o) => o.notation).sort()).toEqual(['accept', 'decline']);
        if (d.timing === 'off-turn' && d.kind !== 'keep') {
          expect(d.options?.length ?? 0, `${d.kind} off-turn`).toBeGreaterThan(0);
          offTurnButtons++;
        }
        if (d.kind === 'keep' || d.kind === 'claim') expect(d.options).toBeUndefined();
        for (const o of d.options ?? []) for (const id of secret) expect(o.label).not.toContain(id);
      }
    }
    expect(offTurnButtons).toBeGreaterThan(0);
  });
});
