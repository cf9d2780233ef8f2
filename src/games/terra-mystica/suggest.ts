import { valuesFromLegal } from '../../engine/notation.ts';
import { legalMoves } from './legal.ts';
import { tmCommands } from './slash-commands.ts';
import type { TmState } from './state.ts';

/**
 * Autocomplete values. Most options come straight from legal moves through the subcommand template; the
 * action subcommands also offer the follow-up ("then") as one free-text value, which a template cannot match.
 */
export function suggestValues(s: TmState, seat: number, subcommand: string, option: string, filled: Record<string, string>): string[] {
  const legal = legalMoves(s, seat);
  if ((subcommand === 'power' || subcommand === 'special') && (option === 'action' || option === 'then' || option === 'burn')) {
    const out = new Set<string>();
    for (const move of legal) {
      const m = /^(?:burn (\d+)\. )?action (\w+)(?:\. (.*))?$/i.exec(move);
      if (!m) continue;
      const [, burn, action, then] = m;
      const isPower = /^ACT[1-6]$/i.test(action as string);
      if (isPower !== (subcommand === 'power')) continue;
      if (option === 'action') out.add((action as string).toUpperCase());
      else if (filled.action && filled.action.toUpperCase() !== (action as string).toUpperCase()) continue;
      else if (option === 'then' && then) out.add(then);
      else if (option === 'burn' && burn) out.add(burn);
    }
    return [...out].slice(0, 25);
  }
  const sub = tmCommands.subcommands.find((x) => x.name === subcommand);
  if (!sub) return [];
  return valuesFromLegal(sub.template, option, filled, legal).slice(0, 25);
}
