import type { Decision, DecisionOption } from '../../engine/types.ts';
import { currentDecisions, type Current } from './rules/decisions.ts';
import { cityName } from './rules/world.ts';
import { participant } from './rules/participants.ts';
import { legalMoveObjects } from './legal.ts';
import { crestPortScores } from './rules/scoring.ts';
import { formatMove } from './notation.ts';
import type { CeMove } from './moves.ts';
import type { CeState } from './state.ts';

/** Pending decisions as data; few-option choices carry their moves as buttons (labels never private). */
export function pendingDecisions(s: CeState): Decision[] {
  return currentDecisions(s).map((d) => {
    const seat = participant(s, d.p).seat!;
    // Setup answers are given out of turn by every player (D-02...D-08); everything in play is the active player's.
    const timing = d.kind === 'setup-goal' ? ('off-turn' as const) : ('turn' as const);
    const moves = legalMoveObjects(s, d.p);
    const base: Decision = { seat, kind: kindOf(d), prompt: promptOf(s, d), timing };
    const fallback = defaultMove(s, d, moves);
    if (fallback !== undefined) base.defaultMove = fallback;
    const options = buttonOptions(s, d, [...new Set(moves.map(formatMove))]);
    return options ? { ...base, options } : base;
  });
}

function cardCount(m: CeMove): number {
  return m.kind === 'ship' ? m.cards.car + m.cards.loco + m.cards.ship : Number.POSITIVE_INFINITY;
}

/**
 * The move played when a deadline passes or the seat is on autopilot. With no transport possible it is the
 * fallback turn's option (b), which needs no choice and always does something (CE-9.3: take a car, a loco and
 * a ship card). Transport is mandatory when possible (CE-2.2), so then the cheapest transport in cards is
 * played. Every other decision takes its first legal answer (upper row, first display card, first goal...).
 * Paid family abilities are never played for a player (CE-9.1: never compulsory).
 */
function defaultMove(s: CeState, d: Current, moves: readonly CeMove[]): string | undefined {
  if (d.kind === 'plan' && d.fallback) return 'take cards';
  if (d.kind === 'port') return formatMove({ kind: 'port', count: crestPortScores(s, d.p).port > crestPortScores(s, d.p).noPort });
  const answers = moves.filter((m) => m.kind !== 'ability');
  if (d.kind === 'plan') {
    const cheapest = answers.reduce<CeMove | undefined>((best, m) => (best === undefined || cardCount(m) < cardCount(best) ? m : best), undefined);
    return cheapest ? formatMove(cheapest) : undefined;
  }
  return answers[0] ? formatMove(answers[0]) : undefined;
}

function kindOf(d: Current): string {
  if (d.kind === 'task') return d.task.t === 'advance' ? 'row' : d.task.t;
  if (d.kind === 'plan') return d.fallback ? 'fallback' : 'turn';
  if (d.kind === 'port') return 'crest-port';
  return d.kind;
}

function promptOf(s: CeState, d: Current): string {
  switch (d.kind) {
    case 'setup-goal':
      return 'Keep one of your two goal cards (setup)';
    case 'setup-first':
      return 'Choose a display city for your first post';
    case 'setup-second':
      return 'Place your second post in your face-down city';
    case 'setup-crest':
      return 'Place your family crest tile on a city';
    case 'port':
      return `Final scoring: does ${cityName(participant(s, d.p).crest ?? '')} count as a port for your goal cards? Choose the score you want`;
    case 'plan':
      return d.fallback ? 'No transport is possible: refill a city or take a car, a loco and a ship card' : 'Transport a cargo cube (/ce ship)';
    case 'task':
      switch (d.task.t) {
        case 'runs':
          return 'Choose which marker advances first';
        case 'advance':
          return `Choose the row for your ${d.task.marker} marker`;
        case 'flex':
          return `Give a flexible development step (${d.task.steps} left)`;
        case 'city':
          return 'Take a city card from the display';
        case 'goal':
          return 'Keep one of the two goal cards you drew';
        case 'any':
          return d.task.advance ? 'Choose a transport card (its marker then advances 1 space)' : 'Choose a transport card';
        case 'cityOrGoal':
          return 'Take a city card or a goal card';
        case 'vassal':
          return 'Place your vassal post';
        case 'express':
          return 'Choose the express tile your journey passes';
        case 'rewards':
          return 'Resolve rewards';
      }
  }
}

function buttonOptions(s: CeState, d: Current, legal: readonly string[]): DecisionOption[] | undefined {
  const goalChoice = d.kind === 'setup-goal' || (d.kind === 'task' && d.task.t === 'goal');
  if (goalChoice) return undefined; // labels are public; goal ids are not
  if (d.kind === 'port') {
    // The goal cards are revealed at final scoring (CE-11.4), so the scores may be shown.
    const score = crestPortScores(s, d.p);
    return [
      { label: `Port: ${score.port} VP`, notation: 'port yes', style: score.port >= score.noPort ? 'primary' : 'secondary' },
      { label: `No port: ${score.noPort} VP`, notation: 'port no', style: score.noPort > score.port ? 'primary' : 'secondary' },
    ];
  }
  const moves = legal.filter((m) => !m.includes(' paying '));
  const manyOptions = (d.kind === 'plan' && !d.fallback) || (d.kind === 'task' && d.task.t === 'vassal') || d.kind === 'setup-crest';
  if (manyOptions || moves.length > 10) return undefined;
  return moves.map((notation) => ({ label: labelOf(notation), notation, style: notation === 'take cards' ? 'primary' : 'secondary' }));
}

function labelOf(notation: string): string {
  const [verb, arg] = notation.split(' ');
  if (verb === 'express') return arg === 'none' ? 'No express tile' : `Express tile ${(arg ?? '').toUpperCase()}`;
  if (verb === 'take' && arg === 'city') return `Take ${cityName(notation.split(' ')[2] ?? '')}`;
  if (verb === 'refill') return `Refill ${cityName(arg ?? '')}`;
  if (verb === 'post') return `Post in ${cityName(arg ?? '')} (${notation.split(' ')[2]})`;
  return notation.charAt(0).toUpperCase() + notation.slice(1);
}
