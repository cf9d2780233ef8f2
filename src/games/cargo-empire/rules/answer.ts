/**
 * Answering a decision (spec §11): what a move handler returns, and the error for a move that answers another
 * decision than the mover's current one, which names the moves that would answer it.
 */
import type { RuleError } from '../../../engine/errors.ts';
import { fail } from './fail.ts';
import type { GameEvent } from '../../../engine/types.ts';
import type { Current } from './decisions.ts';

export type Outcome = GameEvent[] | RuleError;

export function wrong(expected: string): RuleError {
  return fail('wrong-decision', `That move does not answer the current decision: ${expected}.`);
}

export function expectation(d: Current): string {
  switch (d.kind) {
    case 'setup-goal':
      return 'keep one of your two goal cards (keep goal <n>)';
    case 'setup-first':
      return 'place your first post in a display city (post <city> upper|lower)';
    case 'setup-second':
      return 'place your second post in your revealed city (post <city> upper|lower)';
    case 'setup-crest':
      return 'place your crest tile (crest <city>)';
    case 'port':
      return 'decide whether your crest city counts as a port (port yes or port no)';
    case 'plan':
      return d.fallback ? 'no transport is possible: refill <city> or take cards' : 'transport a cube (ship <cube> <origin>-<destination> with <cards>)';
    case 'task':
      switch (d.task.t) {
        case 'runs':
          return `choose which marker advances next (${d.task.runs.map((r) => `advance ${r.marker}`).join(', ')})`;
        case 'advance':
          return 'choose a row (row upper or row lower)';
        case 'flex':
          return `give a flexible step (${d.task.eligible.map((m) => `step ${m}`).join(', ')})`;
        case 'city':
          return 'take a city card from the display (take city <city>)';
        case 'goal':
          return 'keep one of the drawn goal cards (keep goal <n>)';
        case 'any':
          return 'gain a transport card (gain car|loco|ship)';
        case 'cityOrGoal':
          return 'choose city or choose goal';
        case 'vassal':
          return 'place your vassal (vassal <cube> <origin>-<destination>)';
        case 'express':
          return `choose the express tile your journey passes (${[...d.task.spaces, ...(d.task.none ? ['none'] : [])].map((x) => `express ${x}`).join(', ')})`;
        default:
          return 'wait';
      }
  }
}
