/**
 * A sample of the game as one seat may see it (spec "Hidden information inventory"), for the computer player
 * (issue 25). Everything hidden from the seat is drawn afresh from the AI's own random numbers, from pools built
 * only from what the seat sees, so two positions that differ only in hidden parts give the same sample:
 * - other seats' secret agendas, their setup deal and (during setup) their kept nation; unchosen nations;
 * - the agenda deck (its content is every agenda the seat has not seen; some of those left the game unseen);
 * - the order of the structure decks (their content is public: every copy not on display, owned or discarded);
 * - face-down Global Impact cards the seat has not peeked at (and what other seats saw when they peeked);
 * - the random seed (future dice rolls and draws).
 */
import { nextUint32, seedRng, shuffle, type RngState } from '../../../engine/rng.ts';
import type { Seat } from '../../../engine/types.ts';
import { eeAgendas, eeImpacts, eeNations, eeStructures, LOCATION_TYPES } from '../data/index.ts';
import type { EeState } from '../state.ts';

/** Hands out the shuffled pool in a fixed order of slots. */
function dealer(rng: RngState, pool: readonly string[]): () => string {
  const deck = shuffle(rng, pool);
  return () => {
    const next = deck.shift();
    if (next === undefined) throw new RangeError('Energy Empire AI: a hidden pool ran out');
    return next;
  };
}

function resampleAgendas(v: EeState, seat: Seat, rng: RngState): void {
  const me = v.players[seat]!;
  const seen = new Set<string>([...me.agendas.map((a) => a.id), ...me.dealtAgendas]);
  for (const id of v.agendaDisplay) if (id !== null) seen.add(id);
  v.players.forEach((p, i) => {
    if (i !== seat) for (const a of p.agendas) if (a.public) seen.add(a.id);
  });
  const next = dealer(rng, eeAgendas().cards.map((a) => a.id).filter((id) => !seen.has(id)));
  v.players.forEach((p, i) => {
    if (i === seat) return;
    p.dealtAgendas = p.dealtAgendas.map(() => next());
    // During setup a kept agenda is one of the two dealt (EE-3.10).
    const dealt = [...p.dealtAgendas];
    p.agendas = p.agendas.map((a) => (a.public ? a : { id: dealt.shift() ?? next(), public: false }));
  });
  v.agendaDeck = v.agendaDeck.map(() => next());
}

function resampleNations(v: EeState, seat: Seat, rng: RngState): void {
  const me = v.players[seat]!;
  const seen = new Set<string>([...me.dealtNations, ...(me.nation ? [me.nation] : []), ...(me.referenceNation ? [me.referenceNation] : [])]);
  const setup = v.phase === 'setup';
  if (!setup) v.players.forEach((p) => p.nation && seen.add(p.nation));
  const next = dealer(rng, eeNations().cards.map((n) => n.id).filter((id) => !seen.has(id)));
  v.players.forEach((p, i) => {
    if (i === seat) return;
    p.referenceNation = null;
    if (!setup) return;
    p.dealtNations = p.dealtNations.map(() => next());
    if (p.nation !== null) p.nation = p.dealtNations[0] ?? next();
  });
}

function resampleMarkets(v: EeState, rng: RngState): void {
  const order = eeStructures().cards.map((c) => c.id);
  for (const type of LOCATION_TYPES) {
    const m = v.markets[type];
    m.deck = shuffle(rng, [...m.deck].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  }
}

function resampleImpacts(v: EeState, seat: Seat, rng: RngState): void {
  const known = v.players[seat]!.peeks;
  const seen = new Set<string>();
  v.giRow.forEach((g, i) => {
    if (g.status !== 'down' || known[String(i + 1)] !== undefined) seen.add(g.card);
  });
  for (const era of ['early', 'late'] as const) {
    const ids = eeImpacts().cards.filter((g) => g.era === era).map((g) => g.id);
    const next = dealer(rng, ids.filter((id) => !seen.has(id)));
    v.giRow.forEach((g, i) => {
      // The era of a position is public (EE-3.3: early cards on the left).
      const eraOfPosition = i < eeImpacts().row.early ? 'early' : 'late';
      if (g.status === 'down' && known[String(i + 1)] === undefined && eraOfPosition === era) g.card = next();
    });
  }
  v.players.forEach((p, i) => {
    if (i === seat) return;
    for (const pos of Object.keys(p.peeks)) p.peeks[pos] = v.giRow[Number(pos) - 1]?.card ?? p.peeks[pos]!;
  });
}

/** SeatAi.determinize: a state `seat` cannot tell from `s`, its hidden parts redrawn from `rng`. */
export function determinizeEe(s: EeState, seat: Seat, rng: RngState): EeState {
  const v = structuredClone(s);
  resampleAgendas(v, seat, rng);
  resampleNations(v, seat, rng);
  resampleMarkets(v, rng);
  resampleImpacts(v, seat, rng);
  v.rng = seedRng(`ee-ai:${nextUint32(rng)}`);
  // The turn's steps are public; only its trades are kept (ai/candidates.ts reads them), the rest blanked.
  // At a turn's start there is none under way: null marks the search's starting point (ai/candidates.ts).
  const turnStart = v.turn.kind === 'start' && v.tasks.length === 0;
  v.lastTurn = s.lastTurn && !turnStart ? { seat: s.lastTurn.seat, steps: s.lastTurn.steps.map((x) => (x.startsWith('trade ') ? x : '-')) } : null;
  return v;
}
