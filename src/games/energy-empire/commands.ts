import type { GameCommandSpec, Seat } from '../../engine/types.ts';
import { anyTimeMoves, legalMoves } from './legal.ts';
import type { EeState } from './state.ts';

/**
 * The /ee command as data: one subcommand per family of moves (commandFamily says which move belongs where); the
 * Discord layer builds the slash command and feeds autocomplete from suggest(), which reads only the player's own
 * legal moves. Irreversible or costly moves (Generate, purchases, discards) are confirmed first.
 */
export const EE_COMMANDS: GameCommandSpec = {
  name: 'ee',
  description: 'Manhattan Project: Energy Empire moves',
  subcommands: [
    {
      name: 'place',
      description: 'Work turn: place a worker on a location, with energy to stack on others',
      template: 'place {location}[ {energy} energy]',
      options: [
        { name: 'location', description: 'Location where you may place now', type: 'string', required: true, autocomplete: true },
        { name: 'energy', description: 'Energy placed under the worker (0 on an empty location)', type: 'string', required: false, autocomplete: true },
      ],
    },
    {
      name: 'activate',
      description: 'Activate one of your structures (or your nation card) of the location type, or end the turn',
      template: 'activate {target} with {tokens}',
      options: [
        { name: 'target', description: 'Structure id (e.g. refinery-1) or nation', type: 'string', required: true, autocomplete: true },
        { name: 'tokens', description: 'worker, energy, worker+energy, 2 workers or 2 energy', type: 'string', required: true, autocomplete: true },
      ],
    },
    {
      name: 'buy',
      description: 'At a market: buy the structure in slot 1-3, paying money or the market resource',
      template: 'buy {slot} with {pay}',
      options: [
        { name: 'slot', description: 'Market slot 1, 2 or 3', type: 'string', required: true, autocomplete: true },
        { name: 'pay', description: 'money or resource', type: 'string', required: true, choices: [{ name: 'money', value: 'money' }, { name: 'resource', value: 'resource' }] },
      ],
      confirm: true,
    },
    {
      name: 'generate',
      description: 'Generate turn and its steps: generate, claim an agenda, refine oil, roll dice, highest die',
      template: '{step}',
      options: [{ name: 'step', description: 'e.g. generate, claim none, refine 1, roll all, highest coal', type: 'string', required: true, autocomplete: true }],
      confirm: true,
    },
    {
      name: 'choose',
      description: 'Other choices and answers: die, drill, finance, oil, trade, peek, clean, pollute, take, end',
      template: '{choice}',
      options: [{ name: 'choice', description: 'e.g. drill forest-2, finance B, take 2 oil, end', type: 'string', required: true, autocomplete: true }],
    },
    {
      name: 'keep',
      description: 'Setup: keep one of your dealt nations and one of your dealt agendas (secret)',
      template: 'keep {nation} {agenda}',
      options: [
        { name: 'nation', description: 'One of the two nations you were dealt', type: 'string', required: true, autocomplete: true },
        { name: 'agenda', description: 'One of the two agendas you were dealt', type: 'string', required: true, autocomplete: true },
      ],
    },
    {
      name: 'drop',
      description: 'Discard a die or an agenda (over a limit, or by choice)',
      template: 'drop {what}',
      options: [{ name: 'what', description: 'die <type> or agenda <id>', type: 'string', required: true, autocomplete: true }],
      confirm: true,
    },
  ],
};

/** Which /ee subcommand a move in notation belongs to (commands.ts). */
export function commandFamily(move: string): string {
  const head = move.split(' ')[0]!;
  switch (head) {
    case 'place':
    case 'activate':
    case 'buy':
    case 'keep':
    case 'drop':
      return head;
    case 'generate':
    case 'claim':
    case 'refine':
    case 'roll':
    case 'highest':
      return 'generate';
    default:
      return 'choose';
  }
}

/** The parts of each family's notation that the subcommand's options take, by option name. */
const PATTERNS: Record<string, RegExp> = {
  place: /^place (?<location>\S+)(?: (?<energy>\d+) energy)?$/,
  activate: /^activate (?<target>\S+) with (?<tokens>.+)$/,
  buy: /^buy (?<slot>\d) with (?<pay>\S+)$/,
  keep: /^keep (?<nation>\S+) (?<agenda>\S+)$/,
  drop: /^drop (?<what>.+)$/,
  generate: /^(?<step>.+)$/,
  choose: /^(?<choice>.+)$/,
};

/**
 * Autocomplete for /ee: values of the focused option taken from the seat's own complete legal moves (and the discards
 * it may make at any time) of that subcommand's family, consistent with the options already filled; substring match on what is typed.
 */
export function suggest(s: EeState, seat: Seat, subcommand: string, option: string, filledRaw: Record<string, string>): string[] {
  const pattern = PATTERNS[subcommand];
  if (!pattern) return [];
  const filled = Object.fromEntries(Object.entries(filledRaw).map(([k, v]) => [k, v.trim().toLowerCase()]));
  const typed = filled[option] ?? '';
  delete filled[option];
  const values = new Set<string>();
  for (const move of [...legalMoves(s, seat), ...anyTimeMoves(s, seat)]) {
    if (commandFamily(move) !== subcommand) continue;
    const groups = pattern.exec(move)?.groups;
    if (!groups) continue;
    const value = (name: string): string => groups[name] ?? '';
    if (Object.entries(filled).some(([k, v]) => v !== '' && k in groups && value(k) !== v)) continue;
    const v = value(option);
    if (v !== '' && v.includes(typed)) values.add(v);
  }
  return [...values].slice(0, 25);
}
