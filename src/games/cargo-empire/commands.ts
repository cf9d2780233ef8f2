import type { CommandOptionSpec, GameCommandSpec } from '../../engine/types.ts';
import { participantOfSeat } from './rules/participants.ts';
import { legalMoves, transportMoves } from './legal.ts';
import { formatCards } from './rules/payment.ts';
import type { CeState } from './state.ts';

const DEMAND_SPACE: CommandOptionSpec = {
  name: 'space',
  description: 'Demand space, only when both can take the cube',
  type: 'string',
  required: false,
  choices: [
    { name: 'upper', value: 'upper' },
    { name: 'lower', value: 'lower' },
  ],
};

/** The /ce command as data; the Discord layer builds the slash command and feeds autocomplete from suggest(). */
export const CE_COMMANDS: GameCommandSpec = {
  name: 'ce',
  description: 'Cargo Empire moves',
  subcommands: [
    {
      name: 'ship',
      description: 'Transport a cube: origin, destination, cube colour and the transport cards you pay',
      template: 'ship {cube} {origin}-{destination} with {cards}[ on {space}]',
      options: [
        { name: 'origin', description: 'City where you are present, with a cube on its tile', type: 'string', required: true, autocomplete: true },
        { name: 'destination', description: 'City with an empty demand space for the cube', type: 'string', required: true, autocomplete: true },
        { name: 'cube', description: 'Cube colour', type: 'string', required: true, autocomplete: true },
        { name: 'cards', description: 'Transport cards, e.g. car+ship or loco', type: 'string', required: true, autocomplete: true },
        DEMAND_SPACE,
      ],
    },
    {
      name: 'fallback',
      description: 'No transport possible: refill a city where you are present, or take cards',
      template: '{choice}',
      options: [{ name: 'choice', description: 'refill <city> or take cards', type: 'string', required: true, autocomplete: true }],
      confirm: true,
    },
    {
      name: 'develop',
      description: 'Development choices: advance, row, step, take city, gain card, choose city/goal',
      template: '{choice}',
      options: [{ name: 'choice', description: 'e.g. step car, row upper, take city oslo', type: 'string', required: true, autocomplete: true }],
    },
    {
      name: 'goal',
      description: 'Keep one of the goal cards you drew (private)',
      template: 'keep goal {goal}',
      options: [{ name: 'goal', description: 'Goal card number', type: 'string', required: true, autocomplete: true }],
    },
    {
      name: 'setup',
      description: 'Setup picks: first and second post, crest tile',
      template: '{choice}',
      options: [{ name: 'choice', description: 'e.g. post berlin upper, crest vienna', type: 'string', required: true, autocomplete: true }],
    },
    {
      name: 'vassal',
      description: 'Place your vassal post (2 players with vassals)',
      template: 'vassal {cube} {origin}-{destination}[ on {space}]',
      options: [
        { name: 'origin', description: 'Any city with a cube', type: 'string', required: true, autocomplete: true },
        { name: 'destination', description: 'City demanding the cube colour', type: 'string', required: true, autocomplete: true },
        { name: 'cube', description: 'Cube colour', type: 'string', required: true, autocomplete: true },
        DEMAND_SPACE,
      ],
    },
    {
      name: 'family',
      description: 'Family ability for 2 cubes (families variant)',
      template: '{ability}',
      options: [{ name: 'ability', description: 'e.g. move crest rome paying orange+white', type: 'string', required: true, autocomplete: true }],
      confirm: true,
    },
  ],
};

/**
 * Per-option autocomplete for /ce ship (and the free-text subcommands) from the complete legal moves. The focused
 * option's partial text filters by substring; the other filled options must match exactly.
 */
export function suggest(s: CeState, seat: number, subcommand: string, option: string, filledRaw: Record<string, string>): string[] {
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

