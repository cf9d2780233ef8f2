import type { Decision, DecisionOption } from '../../engine/types.ts';
import { currentDecisions, type Current } from './decisions.ts';
import { cityName, participant } from './helpers.ts';
import { legalMoves } from './legal.ts';
import type { CeState } from './types.ts';

/** Pending decisions as data; few-option choices carry their moves as buttons (labels never private). */
export function pendingDecisions(s: CeState): Decision[] {
  return currentDecisions(s).map((d) => {
    const seat = participant(s, d.p).seat!;
    const base = { seat, kind: kindOf(d), prompt: promptOf(s, d) };
    const options = buttonOptions(s, d);
    return options ? { ...base, options } : base;
  });
}

function kindOf(d: Current): string {
  if (d.kind === 'task') return d.task.t === 'advance' ? 'row' : d.task.t;
  if (d.kind === 'plan') return d.fallback ? 'fallback' : 'turn';
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
        case 'rewards':
          return 'Resolve rewards';
      }
  }
}

function buttonOptions(s: CeState, d: Current): DecisionOption[] | undefined {
  const goalChoice = d.kind === 'setup-goal' || (d.kind === 'task' && d.task.t === 'goal');
  if (goalChoice) return undefined; // labels are public; goal ids are not
  const moves = legalMoves(s, d.p).filter((m) => !m.includes(' paying '));
  const manyOptions = (d.kind === 'plan' && !d.fallback) || (d.kind === 'task' && d.task.t === 'vassal') || d.kind === 'setup-crest';
  if (manyOptions || moves.length > 10) return undefined;
  return moves.map((notation) => ({ label: labelOf(notation), notation, style: notation === 'take cards' ? 'primary' : 'secondary' }));
}

function labelOf(notation: string): string {
  const [verb, arg] = notation.split(' ');
  if (verb === 'take' && arg === 'city') return `Take ${cityName(notation.split(' ')[2] ?? '')}`;
  if (verb === 'refill') return `Refill ${cityName(arg ?? '')}`;
  if (verb === 'post') return `Post in ${cityName(arg ?? '')} (${notation.split(' ')[2]})`;
  return notation.charAt(0).toUpperCase() + notation.slice(1);
}
