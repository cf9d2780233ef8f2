import type { AcPublicView, AcSeatView } from './view.ts';
import type { GameModule, GameResult, ScoreLine } from '../../engine/types.ts';
import { AC_COMMANDS } from './commands.ts';
import { AC_HELP } from './help.ts';
import { legalMoves } from './legal.ts';
import type { AcMove } from './moves.ts';
import { formatMove, parseMove, publicNotation } from './notation.ts';
import { acOptionsSchema, describeAcOptions, type AcOptions } from './options.ts';
import { pendingDecisions } from './pending.ts';
import { suggestMoves } from './commands.ts';
import { applyMove } from './rules/apply.ts';
import { anyTimeMoves } from './rules/any-time-moves.ts';
import { createGame } from './rules/15-setup.ts';
import { configuration } from './rules/16-configuration.ts';
import { civFaceValue } from './rules/33-ast.ts';
import { citiesOf, seatName } from './rules/units.ts';
import { ast } from './data/ast.ts';
import type { AcState, SupportTally } from './state.ts';
import { supportTally } from './rules/26-support.ts';
import { rankedFinalScores, viewFor } from './view.ts';
import { doneTrading, marketLine, offersFor, stillTrading } from './view.ts';
import { fail } from './rules/fail.ts';
import { calamityList } from './data/cards.ts';
import { acForms, composeAcForm } from './forms/index.ts';
import { AC_AI } from './ai/index.ts';
import { AC_DATA } from './data/pack.ts';

/** Random play in trade (28): accept whenever possible, offer now and then, so trades complete and the phase ends. */
const TRADE_WEIGHTS = { offer: 2, accept: 40, reject: 0.3, counter: 0.2, withdraw: 0.2, resume: 0.01 };

export type { AcState, AcMove, AcOptions };
export type { AcPublicView, AcSeatView } from './view.ts';

function result(s: AcState): GameResult | null {
  const final = rankedFinalScores(s);
  if (!final) return null;
  const scores: ScoreLine[] = [...final].sort((a, b) => a.seat - b.seat);
  return { scores, summary: `${s.endReason ?? ''} Score 35.1: civilization cards + trade-card sets + treasury + 100 per A.S.T. square + 50 per city; equal totals share the win (35.2).` };
}

/** Phase names for the status line, in the order of a turn (15, 20-33). */
const PHASE_NAMES: Record<string, string> = {
  nation: 'set-up', start: 'start areas', tax: 'taxation', revolt: 'tax revolt', growth: 'population expansion', ships: 'ship construction',
  move: 'movement', pillage: 'conflict (pillage)', cities: 'city construction', support: 'city support', 'trade-cards': 'acquisition of trade cards',
  trade: 'trade', calamities: 'calamities', civ: 'acquisition of civilization cards', 'hand-limit': 'hand limit',
};

/** The phase and who still has to answer; seats that answered a hidden decision are named as such, never as missing. */
function statusLine(s: AcState): string {
  if (s.phase === 'over') return 'The game is over.';
  const phase = PHASE_NAMES[s.phase] ?? s.phase;
  if (s.phase === 'nation') return `Set-up: ${s.seatNames[s.queue[0] ?? 0] ?? ''} chooses a nation.`;
  const names = (seats: readonly number[]) => seats.map((x) => seatName(s, x)).join(', ');
  if (s.phase === 'trade') return `Turn ${s.turn}, trade: still trading ${names(stillTrading(s)) || 'nobody'}; done ${names(doneTrading(s)) || 'nobody'}.`;
  if (!s.sim) return `Turn ${s.turn}, ${phase}: ${seatName(s, s.queue[0] ?? 0)} to act.`;
  const sim = s.sim;
  const missing = sim.seats.filter((x) => sim.answers[x] === undefined);
  const answered = sim.seats.filter((x) => sim.answers[x] !== undefined);
  return `Turn ${s.turn}, ${phase}: waiting for ${names(missing) || 'nobody'}${answered.length > 0 ? `; answered (hidden): ${names(answered)}` : ''}.`;
}

/** Public lines for /game status: the trade market in phase 10, then per nation A.S.T., census, cities, treasury, trade-card count and card value (14.2). */
function statusDetails(s: AcState): string[] {
  const market = marketLine(s);
  return [
    ...(market ? [market] : []),
    ...s.players
      .filter((p) => p.nation !== null)
      .map((p) => `${seatName(s, p.seat)}: A.S.T. ${p.ast}, census ${p.census}, cities ${citiesOf(s, p.nation!).length}, treasury ${p.treasury}, stock ${p.stock}, trade cards ${p.hand.length}, civilization cards ${p.civ.length} (${civFaceValue(p.civ)})`),
  ];
}

const ratio = (t: SupportTally | undefined): number => (t && t.limit > 0 ? t.cities / t.limit : 0);
const reachableRatio = (t: SupportTally | undefined): number => (t?.reachable ? t.cities / t.reachable : 0);

/** Statistics for random-play reports (playout): turns played, cities and civilization cards per player at the end. */
export function acStatistics(s: AcState): Record<string, number> {
  const n = Math.max(1, s.players.length);
  return {
    turns: s.turn,
    'cities per player': s.players.reduce((k, p) => k + (p.nation ? citiesOf(s, p.nation).length : 0), 0) / n,
    'most cities': Math.max(0, ...s.players.map((p) => (p.nation ? citiesOf(s, p.nation).length : 0))),
    'civ cards per player': s.players.reduce((k, p) => k + p.civ.length, 0) / n,
    'civ cards per player per turn': s.players.reduce((k, p) => k + p.civ.length, 0) / n / Math.max(1, s.turn),
    'late iron share': s.players.filter((p) => p.nation && p.ast >= ast().tracksByNation[p.nation]!.epochStart.late_iron!).length / n,
    // At the end, after the last turn's calamities; and over every turn, after phase 8 (26) and before calamities.
    'cities per support limit': ratio(supportTally(s)),
    'cities per support limit per turn': ratio(s.supportTally),
    'cities per reachable limit': reachableRatio(supportTally(s)),
    'cities per reachable limit per turn': reachableRatio(s.supportTally),
    'trades completed': s.trade?.completedTotal ?? 0,
    calamitiesResolved: Object.values(s.calamityCounts ?? {}).reduce((a, b) => a + b, 0),
    ...Object.fromEntries(calamityList().map((c) => [`calamity ${c.id}`, s.calamityCounts?.[c.id] ?? 0])),
  };
}

/** Advanced Civilization (issues 10-11): rules 15-35 without trade (shared/rules/advanced-civilization.md). */
export const advancedCivilization: GameModule<AcState, AcMove, AcOptions, AcPublicView | AcSeatView> = {
  id: 'advanced-civilization',
  title: 'Advanced Civilization',
  minPlayers: 2,
  maxPlayers: 8,
  engineVersion: 1,
  options: acOptionsSchema,
  describeOptions: describeAcOptions,
  checkSetup: (options, seats) => {
    // The map must be one of the data set in use (issue 22): refused in words, never thrown.
    const parsed = acOptionsSchema.safeParse(options);
    if (!parsed.success) return fail('configuration', parsed.error.issues.map((i) => i.message).join('; '));
    const c = configuration(parsed.data, seats.length);
    return typeof c === 'string' ? fail('configuration', c) : null;
  },
  setup: (options, seats, seed) => createGame(acOptionsSchema.parse(options), seats, seed),
  pending: pendingDecisions,
  legal: legalMoves,
  suggest: suggestMoves,
  anyTimeMoves,
  parse: (text) => parseMove(text),
  format: formatMove,
  publicNotation: (notation) => publicNotation(notation),
  apply: applyMove,
  view: viewFor,
  privateSummary: (s, seat) => {
    const p = s.players[seat];
    if (!p) return null;
    const offers = offersFor(s, seat).map((o) => `#${o.id}`);
    return `Your trade cards: ${p.hand.join(', ') || 'none'}.${s.sim?.answers[seat] ? ` Your answer: ${s.sim.answers[seat]}.` : ''}${offers.length > 0 ? ` Your open offers: ${offers.join(', ')}.` : ''}`;
  },
  forms: acForms,
  composeForm: composeAcForm,
  statusLine,
  statusDetails,
  result,
  commands: AC_COMMANDS,
  help: AC_HELP,
  data: AC_DATA,
  statistics: acStatistics,
  ai: AC_AI,
  // Random play: end step-by-step turns often enough, build ships and skip cities rarely, buy when possible.
  randomPlayWeights: { done: 1, move: 4, 'ship build': 0.02, 'ship scrap': 0.1, 'cities none': 0.01, 'buy nothing': 0.05, 'gold 0': 0.2, ...TRADE_WEIGHTS },
};
