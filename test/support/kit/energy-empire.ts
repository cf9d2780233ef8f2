/**
 * Energy Empire's test kit (issue 22): build a position from setup plus edits checked by the game's invariants, put
 * chosen cards on top of their decks, choose the dice results through a fixture data set (never by overwriting a
 * module), ask the moves of any seat and play scripted moves. Production code never imports this folder.
 */
import type { DataSet } from '../../../src/engine/data-pack.ts';
import type { Seat } from '../../../src/engine/types.ts';
import { DIE_TYPES, EE_DATA, eeAgendas, eeBoard, eeDice, eeImpacts, eeLimits, eeNations, eeStructures, type Bag, type DieType, type EeData, type LocationType } from '../../../src/games/energy-empire/data/index.ts';
import { energyEmpire, type EeState } from '../../../src/games/energy-empire/index.ts';
import type { EeOptions } from '../../../src/games/energy-empire/options.ts';
import { spaceIds } from '../../../src/games/energy-empire/rules/environment.ts';
import { assertSound, buildPosition, dataSetWith, movesOf, playMoves, withData } from './common.ts';

export const EE = energyEmpire;

const count = <T>(items: readonly T[], item: T): number => items.filter((x) => x === item).length;

/**
 * What must hold in every Energy Empire position, in words per broken invariant (empty when sound): no negative
 * amount, the limits (EE-2.4, EE-2.5.4, EE-14.4), workers and energy conserved (EE-5.7), every structure copy
 * somewhere exactly once, no agenda or Global Impact card twice, dice conserved with the supply, every id known to the
 * data set in use.
 */
export function eeInvariants(s: EeState): string[] {
  const out: string[] = [];
  const limits = eeLimits();
  const dice = eeDice();
  const known = (ids: readonly string[], label: string, pool: ReadonlySet<string>) => {
    for (const id of ids) if (!pool.has(id)) out.push(`unknown ${label} ${id}`);
  };
  const nations = new Set(eeNations().cards.map((c) => c.id));
  const agendas = new Set(eeAgendas().cards.map((c) => c.id));
  const structures = new Map(eeStructures().cards.map((c) => [c.id, c]));
  const impacts = new Set(eeImpacts().cards.map((c) => c.id));
  const spaces = new Set(spaceIds());
  const locations = new Set(eeBoard().locations.map((l) => l.id));

  s.players.forEach((p, seat) => {
    const who = `seat ${seat}`;
    for (const [r, v] of Object.entries(p.res)) if (!(v >= 0)) out.push(`${who} has ${v} ${r}`);
    for (const [label, v] of [['workers owned', p.workersOwned], ['workers on the mat', p.workersOnMat], ['energy on the mat', p.energyOnMat], ['VP', p.vp], ['UN space', p.un]] as const) {
      if (!(v >= 0)) out.push(`${who} has ${v} ${label}`);
    }
    if (p.workersOwned > limits.workers) out.push(`${who} owns ${p.workersOwned} workers (limit ${limits.workers}, EE-2.4)`);
    if (p.energyInPlay > limits.energy) out.push(`${who} has ${p.energyInPlay} energy in play (limit ${limits.energy}, EE-2.4)`);
    if (p.agendas.length > limits.agendas) out.push(`${who} holds ${p.agendas.length} agendas (limit ${limits.agendas}, EE-14.4)`);
    if (p.dice.length > dice.maxNonOilDice) out.push(`${who} owns ${p.dice.length} dice (limit ${dice.maxNonOilDice}, EE-2.5.4)`);
    for (const d of dice.types) if (d.limitPerPlayer !== null && count(p.dice, d.id) > d.limitPerPlayer) out.push(`${who} owns ${count(p.dice, d.id)} ${d.id} dice (limit ${d.limitPerPlayer})`);
    // EE-5.7 workers and energy: on the mat + on the board + on cards = owned / in play.
    const stacks = Object.values(s.locations).flatMap((l) => l.stacks.filter((x) => x.owner === seat));
    const workersOnCards = p.structures.reduce((n, x) => n + x.tokens.workers, 0) + p.nationTokens.workers;
    const energyOnCards = p.structures.reduce((n, x) => n + x.tokens.energy, 0) + p.nationTokens.energy;
    if (p.workersOnMat + stacks.length + workersOnCards !== p.workersOwned) out.push(`${who}: workers on mat, board and cards (${p.workersOnMat + stacks.length + workersOnCards}) differ from owned (${p.workersOwned})`);
    const energyOut = stacks.reduce((n, x) => n + x.energy, 0);
    if (p.energyOnMat + energyOut + energyOnCards !== p.energyInPlay) out.push(`${who}: energy on mat, board and cards (${p.energyOnMat + energyOut + energyOnCards}) differs from in play (${p.energyInPlay})`);
    known([...(p.nation ? [p.nation] : []), ...(p.referenceNation ? [p.referenceNation] : []), ...p.dealtNations], 'nation', nations);
    known([...p.dealtAgendas, ...p.agendas.map((a) => a.id)], 'agenda', agendas);
    known(p.structures.map((x) => x.card), 'structure', new Set(structures.keys()));
    known(Object.keys(p.env), 'environment space', spaces);
  });

  // Structure cards: every copy of the deck is in a market (slot, deck, discard) or owned, exactly once (EE-2.7, EE-12).
  const seen = new Map<string, number>();
  const see = (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const [type, m] of Object.entries(s.markets) as [LocationType, EeState['markets'][LocationType]][]) {
    for (const id of [...m.slots.filter((x): x is string => x !== null), ...m.deck, ...m.discard]) {
      see(id);
      const card = structures.get(id);
      if (card && card.type !== type) out.push(`structure ${id} (${card.type}) is in the ${type} market`);
    }
  }
  for (const p of s.players) for (const x of p.structures) see(x.card);
  for (const [id, card] of structures) if ((seen.get(id) ?? 0) !== card.copies) out.push(`structure ${id}: ${seen.get(id) ?? 0} copies in play, the deck has ${card.copies}`);
  known([...seen.keys()], 'structure', new Set(structures.keys()));

  // Agendas and Global Impact cards: each card at most once (a discarded agenda leaves the game, EE-14.4).
  const agendaPlaces = [...s.agendaDeck, ...s.agendaDisplay.filter((x): x is string => x !== null), ...s.players.flatMap((p) => [...p.agendas.map((a) => a.id), ...p.dealtAgendas.filter((a) => !p.agendas.some((h) => h.id === a))])];
  known(agendaPlaces, 'agenda', agendas);
  for (const id of new Set(agendaPlaces)) if (count(agendaPlaces, id) > 1) out.push(`agenda ${id} is in ${count(agendaPlaces, id)} places`);
  const row = s.giRow.map((g) => g.card);
  known(row, 'Global Impact card', impacts);
  for (const id of new Set(row)) if (count(row, id) > 1) out.push(`Global Impact card ${id} is twice in the row`);
  if (s.track.some((t) => t < 0)) out.push(`negative tokens on the track: ${s.track.join(', ')}`);

  // Dice (EE-2.5.2): the permanent dice owned and in the supply are the dice of the box.
  for (const type of DIE_TYPES) {
    const supply = s.diceSupply[type];
    if (!(supply >= 0)) out.push(`${supply} ${type} dice in the supply`);
    const d = dice.types.find((x) => x.id === type);
    if (d?.permanent) {
      const owned = s.players.reduce((n, p) => n + count(p.dice, type), 0);
      if (owned + supply !== d.supply) out.push(`${type} dice: ${owned} owned + ${supply} in the supply, the box has ${d.supply}`);
    }
  }
  known(Object.keys(s.locations), 'location', locations);
  return out;
}

/** A keep (EE-3.10): the nation and the agenda a seat keeps from its deal. */
export interface Keep {
  nation: string;
  /** The seat's first dealt agenda when absent. */
  agenda?: string;
}

export interface EePositionSpec {
  players?: number | readonly string[];
  seed?: string;
  options?: Partial<EeOptions>;
  /**
   * Ends setup: 'first' (each seat keeps its first dealt nation and agenda) or each seat's keep. A nation or agenda not
   * in the seat's deal is swapped into it first (from another deal or the deck), so the cards stay conserved.
   */
  keep?: 'first' | readonly Keep[];
  /** Edits the position (a copy) after setup; the result must satisfy `eeInvariants`. */
  edit?: (s: EeState) => EeState | void;
}

/** Moves `id` to the front of `list` (the top of a deck), from wherever it is in it; throws when it is not there. */
function toFront(list: string[], id: string, what: string): void {
  const i = list.indexOf(id);
  if (i < 0) throw new Error(`${what} ${id} is not there (${list.join(', ') || 'empty'})`);
  list.splice(i, 1);
  list.unshift(id);
}

/** Puts `id` first in the seat's deal, trading places with the card there (from another deal, the deck or the display), so no card is duplicated. */
function dealInto(s: EeState, seat: Seat, kind: 'dealtNations' | 'dealtAgendas', id: string): void {
  const hand = s.players[seat]![kind];
  if (hand.includes(id)) {
    toFront(hand, id, 'card');
    return;
  }
  const out = hand[0]!;
  const holder = s.players.find((p) => p[kind].includes(id));
  if (holder) holder[kind][holder[kind].indexOf(id)] = out;
  else if (kind === 'dealtAgendas' && s.agendaDeck.includes(id)) s.agendaDeck[s.agendaDeck.indexOf(id)] = out;
  else if (kind === 'dealtAgendas' && s.agendaDisplay.includes(id)) s.agendaDisplay[s.agendaDisplay.indexOf(id)] = out;
  else if (kind === 'dealtNations' && !eeNations().cards.some((n) => n.id === id)) throw new Error(`unknown nation ${id}`);
  else if (kind === 'dealtAgendas') throw new Error(`agenda ${id} is neither dealt nor in the deck or display`);
  hand[0] = id;
}

/** An Energy Empire position: setup, the keeps, then the edits, checked by the game's invariants. */
export function eePosition(spec: EePositionSpec = {}): EeState {
  let s = buildPosition<EeState, EeOptions>(EE, { options: spec.options, players: spec.players ?? 2, seed: spec.seed ?? 'ee-kit' }, eeInvariants);
  if (spec.keep) {
    s = structuredClone(s);
    const keeps = spec.keep === 'first' ? s.players.map((p) => ({ nation: p.dealtNations[0]!, agenda: p.dealtAgendas[0]! })) : spec.keep;
    const agendas = keeps.map((k, seat) => k.agenda ?? s.players[seat]!.dealtAgendas[0]!);
    keeps.forEach((k, seat) => {
      dealInto(s, seat, 'dealtNations', k.nation);
      dealInto(s, seat, 'dealtAgendas', agendas[seat]!);
    });
    s = playMoves(EE, s, keeps.map((k, seat) => [seat, `keep ${k.nation} ${agendas[seat]!}`] as const));
  }
  const copy = structuredClone(s);
  return assertSound(spec.edit?.(copy) ?? copy, eeInvariants);
}

/** A first-edition solo game (EE-16) after the keep: the nation of the player's choice (solo may keep any nation). */
export function soloPosition(keep: Keep, options: Partial<EeOptions> = {}, edit?: (s: EeState) => EeState | void): EeState {
  return eePosition({ players: 1, options: { firstEditionSolo: true, ...options }, keep: [keep], edit });
}

/** Fixture edits: each returns a checked copy of the position; the cards move, none is created or lost. */
export const fixtures = {
  /** The seat to move at the start of its turn, no task pending (EE-4). */
  turnOf(s: EeState, seat: Seat): EeState {
    const x = structuredClone(s);
    x.current = seat;
    x.turn = { kind: 'start' };
    x.tasks = [];
    x.triggers = 0;
    return assertSound(x, eeInvariants);
  },
  /** The seat's resources (missing ones 0). */
  resources(s: EeState, seat: Seat, res: Bag): EeState {
    const x = structuredClone(s);
    x.players[seat]!.res = { money: 0, science: 0, steel: 0, plastic: 0, oil: 0, ...res };
    return assertSound(x, eeInvariants);
  },
  /** The seat owns these dice besides its own, taken from the supply (EE-2.5.2): no die is created. */
  giveDice(s: EeState, seat: Seat, dice: readonly DieType[]): EeState {
    const x = structuredClone(s);
    for (const d of dice) {
      x.diceSupply[d]--;
      x.players[seat]!.dice.push(d);
    }
    return assertSound(x, eeInvariants);
  },
  /** `id` on top of the agenda deck: the next agenda drawn to the display (EE-14.3, ER-9). */
  agendaOnTop(s: EeState, id: string): EeState {
    const x = structuredClone(s);
    toFront(x.agendaDeck, id, 'agenda in the deck:');
    return assertSound(x, eeInvariants);
  },
  /** A copy of structure `id` on top of its market's deck: the next card drawn into the market (EE-12.3). */
  structureOnTop(s: EeState, id: string): EeState {
    const x = structuredClone(s);
    const type = eeStructures().cards.find((c) => c.id === id)?.type;
    if (!type) throw new Error(`unknown structure ${id}`);
    toFront(x.markets[type].deck, id, `structure in the ${type} deck:`);
    return assertSound(x, eeInvariants);
  },
  /** Structure `id` in market slot `slot` (1-3, EE-12.2): a copy from its deck trades places with the slot's card. */
  structureInSlot(s: EeState, slot: 1 | 2 | 3, id: string): EeState {
    const x = structuredClone(s);
    const type = eeStructures().cards.find((c) => c.id === id)?.type;
    if (!type) throw new Error(`unknown structure ${id}`);
    const m = x.markets[type];
    if (m.slots[slot - 1] === id) return x;
    const i = m.deck.indexOf(id);
    if (i < 0) throw new Error(`no copy of ${id} in the ${type} deck`);
    const old = m.slots[slot - 1] ?? null;
    // The two cards trade places: the deck's order is otherwise kept, so the next draws stay the seed's.
    if (old === null) m.deck.splice(i, 1);
    else m.deck[i] = old;
    m.slots[slot - 1] = id;
    return assertSound(x, eeInvariants);
  },
  /** Global Impact card `id` face down at row position `position` (1-6, EE-3.3); a card of the same era it replaces leaves the row. */
  impactAt(s: EeState, position: number, id: string): EeState {
    const x = structuredClone(s);
    const at = x.giRow[position - 1];
    if (!at) throw new Error(`no row position ${position}`);
    const era = (card: string) => eeImpacts().cards.find((c) => c.id === card)?.era;
    const other = x.giRow.findIndex((g) => g.card === id);
    if (other >= 0) x.giRow[other] = { ...x.giRow[other]!, card: at.card };
    else if (era(id) !== era(at.card)) throw new Error(`${id} is not a ${era(at.card) ?? '?'} card (EE-3.3)`);
    x.giRow[position - 1] = { card: id, status: 'down' };
    return assertSound(x, eeInvariants);
  },
};

/** The face a die of each listed type shows when rolled (EE-8.4). */
export type ChosenRolls = Partial<Record<DieType, { rank: number; energy: number }>>;

/**
 * A fixture data set in which every die of the listed types rolls the chosen face (the other dice as shipped): the
 * roll is chosen through data, so no module or table is overwritten. Use with `withData` or `playWithRolls`.
 */
export function diceRolling(chosen: ChosenRolls): DataSet<EeData> {
  const dice = structuredClone(EE_DATA.builtIn.raw['dice.json']) as { types: { id: DieType; faces: unknown[] }[] };
  for (const d of dice.types) {
    const face = chosen[d.id];
    if (face) d.faces = [face];
  }
  return dataSetWith(EE_DATA, { 'dice.json': dice });
}

/** Everything `seat` may submit now, its decision's moves and the discards allowed at any time (EE-2.5.6, EE-14.4). */
export const eeMovesOf = (s: EeState, seat: Seat): string[] => movesOf(EE, s, seat);

/** Plays moves of one seat; a refused move fails with its message. */
export function play(s: EeState, seat: Seat, ...moves: string[]): EeState {
  return playMoves(EE, s, moves.map((m) => [seat, m] as const));
}

/** Plays a script of [seat, move] pairs, in order, and checks the invariants after it. */
export function playScript(s: EeState, script: readonly (readonly [Seat, string])[]): EeState {
  return assertSound(playMoves(EE, s, script), eeInvariants);
}

/** Plays moves with the chosen dice results (a fixture data set), then checks the invariants. */
export function playWithRolls(s: EeState, chosen: ChosenRolls, script: readonly (readonly [Seat, string])[]): EeState {
  return withData(EE_DATA, diceRolling(chosen), () => playScript(s, script));
}
