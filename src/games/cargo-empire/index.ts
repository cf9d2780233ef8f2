import type { GameModule } from '../../engine/types.ts';
import { applyMove } from './apply.ts';
import { CE_COMMANDS } from './commands.ts';
import { currentDecisions } from './decisions.ts';
import { CE_HELP } from './help.ts';
import { activeParticipant, config, participant, participantOfSeat } from './helpers.ts';
import { legalMoves, transportMoves } from './legal.ts';
import { formatMove, parseMove, publicNotation } from './notation.ts';
import { ceOptionsSchema, describeCeOptions, type CeOptions } from './options.ts';
import { formatCards } from './payment.ts';
import { pendingDecisions } from './pending.ts';
import { finalResult } from './scoring.ts';
import { setupGame } from './setup.ts';
import { describePos } from './track.ts';
import { viewFor } from './view.ts';
import { PLAYER_COLOURS } from './world.ts';
import type { CeMove, CeState } from './types.ts';

export type { CeMove, CeState } from './types.ts';
export type { CeOptions } from './options.ts';

function statusLine(s: CeState): string {
  if (s.phase === 'over') return 'Cargo Empire: game over.';
  if (s.phase.startsWith('setup')) {
    const waiting = currentDecisions(s).map((d) => participant(s, d.p).name);
    return `Cargo Empire setup: waiting for ${waiting.join(', ') || 'nobody'}.`;
  }
  const active = participant(s, activeParticipant(s));
  const who = currentDecisions(s).map((d) => participant(s, d.p).name);
  return `Cargo Empire round ${s.round}/3, turn ${Math.min(s.turn + 1, s.order.length * config(s).turnsPerRound)} of ${s.order.length * config(s).turnsPerRound}: ${active.name} to play${who.length > 0 && !who.includes(active.name) ? ` (waiting for ${who.join(', ')})` : ''}.`;
}

function privateSummary(s: CeState, seat: number): string | null {
  const p = participantOfSeat(s, seat);
  if (p < 0) return null;
  const who = participant(s, p);
  const lines = [
    `Goal cards: ${who.goals.length > 0 ? who.goals.join(', ') : 'none'}`,
    `Transport cards: ${formatCards(who.hand) || 'none'}`,
    `Personal cities: ${who.cities.join(', ') || 'none'}`,
    `Markers: car ${describePos(s.track, who.markers.car)}; loco ${describePos(s.track, who.markers.loco)}; ship ${describePos(s.track, who.markers.ship)}`,
  ];
  if (who.hiddenCity) lines.push(`Face-down city card: ${who.hiddenCity}`);
  const drawn = s.phase === 'setup-goals' ? s.setupGoals[p] : s.tasks[0]?.t === 'goal' && s.tasks[0].p === p ? s.tasks[0].drawn : null;
  if (drawn) lines.push(`Goal cards to choose from: ${drawn.join(', ')}`);
  return lines.join('\n');
}

/**
 * Per-option autocomplete for /ce ship (and the free-text subcommands) from the complete legal moves. The focused
 * option's partial text filters by substring; the other filled options must match exactly.
 */
function suggest(s: CeState, seat: number, subcommand: string, option: string, filledRaw: Record<string, string>): string[] {
  const p = participantOfSeat(s, seat);
  if (p < 0) return [];
  const filled = Object.fromEntries(Object.entries(filledRaw).map(([k, v]) => [k, v.trim().toLowerCase()]));
  const partial = filled[option] ?? '';
  delete filled[option];
  const matches = (values: readonly string[]) => [...new Set(values)].filter((v) => v.includes(partial)).slice(0, 25);
  if (subcommand === 'ship') {
    const moves = transportMoves(s, p).filter(
      (m) =>
        (!filled.origin || m.origin === filled.origin) &&
        (!filled.destination || m.destination === filled.destination) &&
        (!filled.cube || m.cube === filled.cube) &&
        (!filled.cards || formatCards(m.cards) === filled.cards) &&
        (!filled.space || m.space === undefined || m.space === filled.space),
    );
    const value = (m: (typeof moves)[number]): string | undefined =>
      option === 'origin' ? m.origin : option === 'destination' ? m.destination : option === 'cube' ? m.cube : option === 'cards' ? formatCards(m.cards) : m.space;
    return matches(moves.map(value).filter((v): v is string => v !== undefined));
  }
  const family = (m: string): string => {
    if (m.includes(' paying ')) return 'family';
    if (m.startsWith('vassal ')) return 'vassal';
    if (m.startsWith('keep goal')) return 'goal';
    if (m.startsWith('refill ') || m === 'take cards') return 'fallback';
    if (m.startsWith('post ') || m.startsWith('crest ')) return 'setup';
    if (m.startsWith('ship ')) return 'ship';
    return 'develop';
  };
  const moves = legalMoves(s, p).filter((m) => family(m) === subcommand);
  if (subcommand === 'goal') return matches(moves.map((m) => m.replace('keep goal ', '')));
  if (subcommand === 'vassal') {
    const parsed = moves.map((m) => /^vassal (\S+) (\S+)-(\S+)/.exec(m)!).filter((x) => (!filled.cube || x[1] === filled.cube) && (!filled.origin || x[2] === filled.origin) && (!filled.destination || x[3] === filled.destination));
    return matches(parsed.map((x) => (option === 'cube' ? x[1]! : option === 'origin' ? x[2]! : x[3]!)));
  }
  return matches(moves);
}

export const cargoEmpire: GameModule<CeState, CeMove, CeOptions> = {
  id: 'cargo-empire',
  title: 'Cargo Empire',
  minPlayers: 1,
  maxPlayers: 5,
  engineVersion: 1,
  options: ceOptionsSchema,
  describeOptions: describeCeOptions,
  lobbyPicks: [
    {
      key: 'colour',
      label: 'Colour (the family with the families variant)',
      choices: PLAYER_COLOURS.map((c) => ({ value: c, label: c })),
      unique: true,
      required: false,
    },
  ],
  setup: (options, seats, seed) => setupGame(ceOptionsSchema.parse(options), seats, seed),
  pending: pendingDecisions,
  legal: (s, seat) => {
    const p = participantOfSeat(s, seat);
    return p < 0 ? [] : legalMoves(s, p);
  },
  suggest,
  parse: (text) => parseMove(text),
  format: formatMove,
  publicNotation: (notation) => publicNotation(notation),
  apply: applyMove,
  view: viewFor,
  privateSummary,
  statusLine,
  result: finalResult,
  commands: CE_COMMANDS,
  help: CE_HELP,
};
