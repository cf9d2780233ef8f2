/**
 * Issue 25: Energy Empire's computer player (src/games/energy-empire/ai). It only ever chooses legal moves, the same
 * one for the same seed, and only from what its seat sees (spec "Hidden information inventory"): positions that
 * differ only in another seat's agendas, the decks' order, the face-down Global Impact cards or the seed give the
 * same samples and the same move.
 */
import { describe, expect, it } from 'vitest';
import { chooseAiMove } from '../../../src/engine/ai.ts';
import { seedRng, shuffle } from '../../../src/engine/rng.ts';
import { determinizeEe } from '../../../src/games/energy-empire/ai/visible.ts';
import { eeImpacts } from '../../../src/games/energy-empire/data/index.ts';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { EE, newGame, play } from './helpers.ts';
import { playRandomGame } from './random-agent.ts';

const AI = EE.ai!;
/** A small budget keeps the test fast; the choice is still the AI's whole procedure. */
const BUDGET = { samples: 2, applies: 600 };

/** Every n-th position of a random two-seat game, while it is played. */
function positions(seed: string, every: number): EeState[] {
  const out: EeState[] = [];
  let i = 0;
  playRandomGame(2, seed, (s) => {
    if (i++ % every === 0 && EE.result(s) === null) out.push(s);
  });
  return out;
}

/** What seat 0 cannot see, changed: seat 1's secret agendas, the agenda and structure decks' order, face-down cards, the seed. */
function hiddenChanged(s: EeState, seat: number): EeState {
  const v = structuredClone(s);
  const rng = seedRng('what the seat cannot know');
  const other = v.players[1 - seat]!;
  const secret = other.agendas.findIndex((a) => !a.public);
  if (secret >= 0 && v.agendaDeck.length > 0) {
    const swapped = v.agendaDeck[0]!;
    v.agendaDeck[0] = other.agendas[secret]!.id;
    other.agendas[secret] = { id: swapped, public: false };
  }
  v.agendaDeck = shuffle(rng, v.agendaDeck);
  for (const m of Object.values(v.markets)) m.deck = shuffle(rng, m.deck);
  const used = new Set(v.giRow.map((g) => g.card));
  v.giRow.forEach((g, i) => {
    if (g.status !== 'down' || v.players[seat]!.peeks[String(i + 1)] !== undefined) return;
    const era = i < 3 ? 'early' : 'late';
    const spare = eeImpacts().cards.find((c) => c.era === era && !used.has(c.id));
    if (spare) {
      used.add(spare.id);
      g.card = spare.id;
    }
  });
  v.rng = seedRng('another seed');
  return v;
}

describe('Energy Empire computer player (issue 25)', () => {
  it('chooses one of the legal moves of every decision, on turn and off turn, the same one for the same seed', () => {
    const states = [newGame(2, 'ai-legal'), ...positions('ai-legal', 23)];
    expect(states.length).toBeGreaterThan(5);
    for (const [n, s] of states.entries()) {
      for (const d of EE.pending(s)) {
        const move = chooseAiMove(EE, AI, s, d.seat, `legal:${n}`, BUDGET);
        expect(EE.legal(s, d.seat)).toContain(move);
        expect(chooseAiMove(EE, AI, s, d.seat, `legal:${n}`, BUDGET)).toBe(move);
      }
    }
  });

  it('solo (EE-16): chooses a legal nation and agenda and legal moves in play', () => {
    let s = newGame(1, 'ai-solo', { firstEditionSolo: true });
    for (let i = 0; i < 12 && EE.result(s) === null; i++) {
      const move = chooseAiMove(EE, AI, s, 0, `solo:${i}`, BUDGET)!;
      expect(EE.legal(s, 0)).toContain(move);
      s = play(s, 0, move);
    }
    expect(s.phase).toBe('play');
  });

  it('fairness: positions that differ only in what the seat cannot see give the same samples and the same move', () => {
    const states = positions('ai-fair', 31).filter((s) => s.phase === 'play' && EE.pending(s).length > 0);
    expect(states.length).toBeGreaterThan(3);
    for (const [n, s] of states.entries()) {
      const seat = EE.pending(s)[0]!.seat;
      const other = hiddenChanged(s, seat);
      expect(JSON.stringify(other)).not.toBe(JSON.stringify(s));
      expect(determinizeEe(other, seat, seedRng(`fair:${n}`))).toEqual(determinizeEe(s, seat, seedRng(`fair:${n}`)));
      expect(chooseAiMove(EE, AI, other, seat, `fair:${n}`, BUDGET)).toBe(chooseAiMove(EE, AI, s, seat, `fair:${n}`, BUDGET));
    }
  });

  it('fairness in setup (EE-3.10): another seat\'s secret deal and kept agenda do not change the sample', () => {
    const s = newGame(2, 'ai-fair-setup');
    const kept = play(s, 1, `keep ${s.players[1]!.dealtNations[1]} ${s.players[1]!.dealtAgendas[1]}`);
    const swapped = structuredClone(kept);
    const theirs = swapped.players[1]!;
    [theirs.dealtAgendas[0], swapped.agendaDeck[0]] = [swapped.agendaDeck[0]!, theirs.dealtAgendas[0]!];
    theirs.agendas = [{ id: theirs.dealtAgendas[0]!, public: false }];
    expect(determinizeEe(swapped, 0, seedRng('setup'))).toEqual(determinizeEe(kept, 0, seedRng('setup')));
    expect(chooseAiMove(EE, AI, swapped, 0, 'setup', BUDGET)).toBe(chooseAiMove(EE, AI, kept, 0, 'setup', BUDGET));
  });

  it('a sample keeps what the seat sees: its own agendas, the public board and its peeked Global Impact cards', () => {
    const s = positions('ai-own', 40).find((x) => x.phase === 'play')!;
    const seat = EE.pending(s)[0]!.seat;
    const sample = determinizeEe(s, seat, seedRng('own'));
    expect(sample.players[seat]).toEqual(s.players[seat]);
    expect(sample.agendaDisplay).toEqual(s.agendaDisplay);
    expect(sample.markets.industry.slots).toEqual(s.markets.industry.slots);
    expect(sample.giRow.filter((g) => g.status !== 'down')).toEqual(s.giRow.filter((g) => g.status !== 'down'));
    for (const [pos, card] of Object.entries(s.players[seat]!.peeks)) expect(sample.giRow[Number(pos) - 1]!.card).toBe(card);
  });
});
