/** What each seat (or the public) may see (spec H). Trade-card hands and unrevealed answers reach only their owner. */
import type { NationId } from './data/nations.ts';
import { civFaceValue } from './rules/33-ast.ts';
import { citiesOf, seatName } from './rules/units.ts';
import type { AcState, Owner, Phase } from './state.ts';
import { tradeState } from './rules/28-trade.ts';

/** One area with units. Keyed by area id in AcPublicView.areas; areas without units are absent. */
export interface AcAreaView {
  /** Tokens per owner (nation id, 'barbarian' or 'pirate'). */
  tokens: Partial<Record<Owner, number>>;
  /** City owner, or null. */
  city: Owner | null;
  /** Ships per nation in this area. */
  ships: Partial<Record<NationId, number>>;
}

export interface AcPlayerView {
  seat: number;
  name: string;
  nation: NationId | null;
  /** A.S.T. position (0 = start arrow). */
  ast: number;
  census: number;
  stock: number;
  treasury: number;
  citiesOnBoard: number;
  citiesInStock: number;
  shipsInStock: number;
  /** Number of trade cards held (public, 27.3); the cards themselves only in AcSeatView.hand. */
  handSize: number;
  civilizationCards: string[];
  /** Face value of the civilization cards (14.2, always public). */
  civilizationValue: number;
  /** Stacks drawn or bought from this turn (27.3). */
  drawnThisTurn: number[];
}

/**
 * The public view, stable for renderers (the map drawer reads it): per area tokens per nation, city owner and ships per
 * nation; per player A.S.T., census, treasury, stock and card counts; the phase and who is to act.
 */
export interface AcPublicView {
  game: 'advanced-civilization';
  map: string;
  /** Area ids out of play in this board configuration (16.11). */
  outOfPlay: string[];
  turn: number;
  phase: Phase;
  /** Seats asked now (sequential: one; simultaneous: all who still may answer). */
  waitingFor: number[];
  /** Seats that have answered the current simultaneous phase (their answers stay hidden). */
  answered: number[];
  areas: Record<string, AcAreaView>;
  players: AcPlayerView[];
  /** Cards left in trade stacks 1..9 (index 0 unused). */
  stackSizes: number[];
  /** Phase 11: the calamity being resolved now (public from its resolution on, 29.61 trader included); null otherwise. */
  resolving: { calamity: string; victim: number; trader: number | null } | null;
  endReason: string | null;
  /** At the end (35): every player's rank, total and score categories (trade-card sets are public once it is over, 27.3). */
  final: AcFinalScore[] | null;
}

export interface AcFinalScore {
  seat: number;
  rank: number;
  total: number;
  breakdown: Record<string, number>;
}

/** The final scores ranked (35.2: equal totals share a rank), best first; null until the game is over. */
export function rankedFinalScores(s: AcState): AcFinalScore[] | null {
  if (s.phase !== 'over' || !s.finalScores) return null;
  const rows = s.finalScores.map((f) => ({ seat: f.seat, rank: 1 + s.finalScores!.filter((o) => o.total > f.total).length, total: f.total, breakdown: { ...f.breakdown } }));
  return rows.sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}

/** A seat's own view: the public view plus its hand and its pending hidden answer. */
export interface AcSeatView extends AcPublicView {
  seat: number;
  hand: string[];
  myAnswer: string | null;
  /** Open trade offers made by or to this seat (phase 10). */
  offers: AcOfferView[];
}

export function publicView(s: AcState): AcPublicView {
  const areas: Record<string, AcAreaView> = {};
  for (const [id, u] of Object.entries(s.board)) areas[id] = { tokens: { ...u.tokens }, city: u.city, ships: {} };
  for (const ship of s.ships) {
    const nation = s.players[ship.seat]!.nation!;
    const a = (areas[ship.area] ??= { tokens: {}, city: null, ships: {} });
    a.ships[nation] = (a.ships[nation] ?? 0) + 1;
  }
  return {
    game: 'advanced-civilization',
    map: s.mapId,
    outOfPlay: s.outOfPlay,
    turn: s.turn,
    phase: s.phase,
    waitingFor: s.phase === 'over' ? [] : s.phase === 'trade' ? stillTrading(s) : s.sim ? s.sim.seats : s.queue.slice(0, 1),
    answered: s.sim ? Object.keys(s.sim.answers).map(Number).filter((x) => s.sim!.seats.includes(x)) : [],
    areas,
    players: s.players.map((p) => ({
      seat: p.seat,
      name: s.seatNames[p.seat] ?? '',
      nation: p.nation,
      ast: p.ast,
      census: p.census,
      stock: p.stock,
      treasury: p.treasury,
      citiesOnBoard: p.nation ? citiesOf(s, p.nation).length : 0,
      citiesInStock: p.citiesInStock,
      shipsInStock: p.shipsInStock,
      handSize: p.hand.length,
      civilizationCards: [...p.civ],
      civilizationValue: civFaceValue(p.civ),
      drawnThisTurn: s.draws[p.seat] ?? [],
    })),
    stackSizes: s.stacks.map((x) => x.length),
    resolving: s.calamity?.current ? { calamity: s.calamity.current.card, victim: s.calamity.current.victim, trader: s.calamity.current.trader } : null,
    endReason: s.endReason,
    final: rankedFinalScores(s),
  };
}

export function viewFor(s: AcState, seat: number | null): AcPublicView | AcSeatView {
  const pub = publicView(s);
  if (seat === null || !s.players[seat]) return pub;
  return { ...pub, seat, hand: [...s.players[seat]!.hand], myAnswer: s.sim?.answers[seat] ?? null, offers: offersFor(s, seat) };
}

/** What a seat may see of the open trade offers (H: an offer is private to its two parties). */
/** An open offer as one party sees it: the offerer sees his exact cards, the recipient only the count and guarantees. */
export interface AcOfferView {
  id: number;
  from: number;
  to: number;
  /** The exact cards given: only in the offerer's own view. */
  give?: string[];
  giveCount: number;
  guaranteed: string[];
  claim: string;
  askCount: number;
  askGuaranteed: string[];
}

export function offersFor(s: AcState, seat: number): AcOfferView[] {
  if (!s.trade) return [];
  return tradeState(s)
    .offers.filter((o) => o.from === seat || o.to === seat)
    .map((o) => ({
      id: o.id,
      from: o.from,
      to: o.to,
      ...(o.from === seat ? { give: [...o.give] } : {}),
      giveCount: o.give.length,
      guaranteed: [...o.guaranteed],
      claim: o.claim,
      askCount: o.askCount,
      askGuaranteed: [...o.askGuaranteed],
    }));
}

/** Seats still trading (eligible, not done): public. */
export function stillTrading(s: AcState): number[] {
  const t = s.trade;
  return t ? t.eligible.filter((x) => !t.done.includes(x)) : [];
}

/** Seats done trading (X4), who may still resume (D.3.6): public. */
export function doneTrading(s: AcState): number[] {
  const t = s.trade;
  return t ? t.eligible.filter((x) => t.done.includes(x)) : [];
}

/**
 * The public market line of phase 10 (D.3.2, issue 13): who still trades, who is done and how many trades were made;
 * never an offer's cards, its recipient or a hand's content (H), only the public card counts (27.3).
 */
export function marketLine(s: AcState): string {
  const t = s.trade;
  if (s.phase !== 'trade' || !t) return '';
  const name = (x: number) => `${seatName(s, x)} (${s.players[x]!.hand.length} cards)`;
  const trading = stillTrading(s).map(name).join(', ') || 'nobody';
  const done = doneTrading(s).map(name).join(', ') || 'nobody';
  return `Market: still trading ${trading}; done ${done}; ${t.completedThisTurn} trade${t.completedThisTurn === 1 ? '' : 's'} this turn.`;
}
