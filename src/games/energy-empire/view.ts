import type { Seat } from '../../engine/types.ts';
import { DIE_TYPES, eeBoard, isProvisional, type Activation, type DieType, type LocationType, type ResourceId, type Row } from './data/index.ts';
import { publicNotation } from './notation.ts';
import { currentChoices } from './rules/decisions.ts';
import { spaceIds } from './rules/environment.ts';
import { impactData, marketData, structureData } from './rules/lookup.ts';
import { isAvailable } from './rules/activation.ts';
import { slotCost } from './rules/markets.ts';
import { gameResult } from './rules/scoring.ts';
import { oilPrice } from './rules/track.ts';
import type { EeState, Pieces, RolledDie, SpaceToken } from './state.ts';

/**
 * The views the images and the Discord layer draw from (keep this shape stable; add fields, do not rename).
 * Public view: counts only for anything hidden (agendas in hand, decks, face-down Global Impact cards).
 * Seat view: the public view plus that seat's private information (agendas, setup deal, peeked cards).
 */
export interface EeStackView {
  owner: Seat | 'neutral';
  energy: number;
  height: number;
}

export interface EeLocationView {
  id: string;
  name: string;
  type: LocationType;
  stacks: EeStackView[];
  /** Pieces left by Global Impact cards (EE-6.12). */
  pieces: Pieces;
}

export interface EeMarketView {
  type: LocationType;
  resource: ResourceId;
  /** Positions 1-3; null when empty (ER-9). */
  slots: ({ card: string; name: string; vp: number; cost: { money: number; resource: number } } | null)[];
  deck: number;
  discard: number;
}

export interface EeGlobalImpactView {
  position: number;
  era: 'early' | 'late';
  status: 'down' | 'up' | 'discarded';
  /** Only for face-up and discarded cards. */
  card: { id: string; name: string; rowScoring: Row; marketReset: LocationType } | null;
}

export interface EeStructureView {
  uid: string;
  card: string;
  name: string;
  type: LocationType;
  vp: number;
  activation: Activation;
  workers: number;
  energy: number;
  uses: number;
  available: boolean;
}

export interface EePlayerView {
  seat: Seat;
  name: string;
  /** Null until every player has chosen (EE-3.10). */
  nation: string | null;
  resources: Record<ResourceId, number>;
  workers: { owned: number; onMat: number };
  energy: { onMat: number; inPlay: number };
  dice: DieType[];
  /** Every space id ('air-1' … 'ocean-5'): its token or null when unpolluted. */
  environment: Record<string, SpaceToken | null>;
  structures: EeStructureView[];
  nationTokens: { workers: number; energy: number };
  un: number;
  vp: number;
  agendas: { count: number; public: string[] };
  lastTurn: 'work' | 'generate' | null;
  /** Positions this player has looked at (the cards seen are in their seat view only). */
  peekedPositions: number[];
  hasChosen: boolean;
}

export interface EePublicView {
  game: 'energy-empire';
  /** The data set in use holds placeholders (cards, dice, numbers) until the real component data is entered (issue 22). */
  provisional: boolean;
  phase: 'setup' | 'play' | 'over';
  current: Seat | null;
  turnNo: number;
  /** What the current player is doing ('start', 'work:<location>:<stage>', 'generate:<stage>'). */
  stage: string;
  waitingFor: { seat: Seat; kind: string; prompt: string; timing: 'turn' | 'off-turn' }[];
  track: { tokens: number[]; oilPrice: number; oilBuyPrice: number };
  globalImpacts: EeGlobalImpactView[];
  modifiers: { kind: string; value: number }[];
  locations: EeLocationView[];
  markets: EeMarketView[];
  agendaDisplay: (string | null)[];
  agendaDeck: number;
  diceSupply: Record<DieType, number>;
  players: EePlayerView[];
  lastRoll: { seat: Seat; dice: RolledDie[]; energy: number } | null;
  /** Every step of the turn under way or just ended, in public notation (secret agendas hidden until the end). */
  lastTurn: { seat: Seat; steps: string[] } | null;
  end: { triggeredBy: Seat; finalTurnsLeft: Seat[] | null } | null;
  /** At the end (EE-15.4, EE-15.5): every player's rank, final total and score categories, best first; null before. */
  final: { seat: Seat; rank: number; total: number; breakdown: Record<string, number> }[] | null;
}

export interface EeSeatView extends EePublicView {
  seat: Seat;
  private: {
    agendas: { id: string; public: boolean }[];
    referenceNation: string | null;
    /** During setup: the deal to choose from. */
    dealt: { nations: string[]; agendas: string[] } | null;
    peeks: { position: number; card: string; name: string }[];
  };
}

function stageOf(s: EeState): string {
  const t = s.turn;
  if (t.kind === 'start') return 'start';
  return t.kind === 'work' ? `work:${t.location}:${t.stage}` : `generate:${t.stage}`;
}

function publicView(s: EeState): EePublicView {
  const allChosen = s.players.every((p) => p.nation !== null);
  return {
    game: 'energy-empire',
    provisional: isProvisional(),
    phase: s.phase,
    current: s.phase === 'play' ? s.current : null,
    turnNo: s.turnNo,
    stage: s.phase === 'play' ? stageOf(s) : s.phase,
    waitingFor: currentChoices(s).map((c) => ({ seat: c.seat, kind: c.kind, prompt: c.prompt, timing: c.timing })),
    track: { tokens: [...s.track], oilPrice: oilPrice(s, 'sell'), oilBuyPrice: oilPrice(s, 'buy') },
    globalImpacts: s.giRow.map((g, i) => {
      const data = impactData(g.card);
      return {
        position: i + 1,
        era: data.era,
        status: g.status,
        card: g.status === 'down' ? null : { id: data.id, name: data.name, rowScoring: data.rowScoring, marketReset: data.marketReset },
      };
    }),
    modifiers: s.modifiers.map((m) => ({ ...m })),
    locations: eeBoard().locations.map((l) => ({
      id: l.id,
      name: l.name,
      type: l.type,
      stacks: s.locations[l.id]!.stacks.map((st) => ({ owner: st.owner, energy: st.energy, height: st.energy + 1 })),
      pieces: { ...s.locations[l.id]!.pieces },
    })),
    markets: (['industry', 'commerce', 'government'] as const).map((type) => ({
      type,
      resource: marketData(type).resource,
      slots: s.markets[type].slots.map((card, i) =>
        card === null
          ? null
          : {
              card,
              name: structureData(card).name,
              vp: structureData(card).vp,
              cost: { money: slotCost(type, i + 1, 'money').amount, resource: slotCost(type, i + 1, 'resource').amount },
            },
      ),
      deck: s.markets[type].deck.length,
      discard: s.markets[type].discard.length,
    })),
    agendaDisplay: [...s.agendaDisplay],
    agendaDeck: s.agendaDeck.length,
    diceSupply: Object.fromEntries(DIE_TYPES.map((d) => [d, s.diceSupply[d]])) as Record<DieType, number>,
    players: s.players.map((p, seat) => ({
      seat,
      name: p.name,
      nation: allChosen ? p.nation : null,
      resources: { ...p.res },
      workers: { owned: p.workersOwned, onMat: p.workersOnMat },
      energy: { onMat: p.energyOnMat, inPlay: p.energyInPlay },
      dice: [...p.dice],
      environment: Object.fromEntries(spaceIds().map((id) => [id, p.env[id] ?? null])),
      structures: p.structures.map((st) => {
        const d = structureData(st.card);
        return { uid: st.uid, card: st.card, name: d.name, type: d.type, vp: d.vp, activation: d.activation, workers: st.tokens.workers, energy: st.tokens.energy, uses: st.uses, available: isAvailable(p, st) };
      }),
      nationTokens: { ...p.nationTokens },
      un: p.un,
      vp: p.vp,
      agendas: { count: p.agendas.length, public: s.phase === 'over' ? p.agendas.map((a) => a.id) : p.agendas.filter((a) => a.public).map((a) => a.id) },
      lastTurn: p.lastTurn,
      peekedPositions: Object.keys(p.peeks).map(Number),
      hasChosen: p.nation !== null,
    })),
    lastRoll: s.lastRoll ? structuredClone(s.lastRoll) : null,
    lastTurn: s.lastTurn ? { seat: s.lastTurn.seat, steps: s.lastTurn.steps.map((m) => (s.phase === 'over' ? m : publicNotation(m))) } : null,
    end: s.end ? { triggeredBy: s.end.triggeredBy, finalTurnsLeft: s.end.finalTurns ? [...s.end.finalTurns] : null } : null,
    final: gameResult(s)?.scores.map((x) => ({ seat: x.seat, rank: x.rank, total: x.total, breakdown: { ...x.breakdown } })) ?? null,
  };
}

/** What `seat` may see (null: the public). Never the RNG, deck orders or other seats' secrets. */
export function viewFor(s: EeState, seat: Seat | null): EePublicView | EeSeatView {
  const pub = publicView(s);
  const p = seat === null ? undefined : s.players[seat];
  if (seat === null || !p) return pub;
  return {
    ...pub,
    players: pub.players.map((x) => (x.seat === seat ? { ...x, nation: p.nation } : x)),
    seat,
    private: {
      agendas: p.agendas.map((a) => ({ ...a })),
      referenceNation: p.referenceNation,
      dealt: s.phase === 'setup' && p.nation === null ? { nations: [...p.dealtNations], agendas: [...p.dealtAgendas] } : null,
      peeks: Object.entries(p.peeks).map(([pos, card]) => ({ position: Number(pos), card, name: impactData(card).name })),
    },
  };
}

