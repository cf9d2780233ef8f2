import type { GameCommandSpec, SubcommandSpec } from '../../engine/types.ts';
import { legalMoves } from './legal.ts';
import type { AcState } from './state.ts';

/**
 * One /civ subcommand per family of decisions: the notation's first words it covers (D.2), and the fixed word its
 * template starts with, if any. Autocomplete lists the seat's legal moves of the family (suggestMoves below), so values never
 * go beyond what the seat itself may play.
 */
export interface AcFamily {
  name: string;
  description: string;
  /** First words of the notation this family covers. */
  words: readonly string[];
  /** The word the template writes itself ('nation {nation}'); absent: the option holds the whole move. */
  prefix?: string;
  option: string;
  optionDescription: string;
  confirm?: boolean;
}

export const AC_FAMILIES: readonly AcFamily[] = [
  { name: 'nation', description: 'Choose your nation (15)', words: ['nation'], prefix: 'nation', option: 'nation', optionDescription: 'Nation, e.g. egypt' },
  { name: 'start', description: 'Place your first token in a start area (15)', words: ['start'], prefix: 'start', option: 'area', optionDescription: 'Start area, e.g. thebes' },
  { name: 'tax', description: 'Tax rate, or the cities that revolt (19)', words: ['rate', 'revolt'], option: 'choice', optionDescription: 'e.g. rate 2, or revolt roma' },
  { name: 'grow', description: 'Population expansion (20)', words: ['grow'], prefix: 'grow', option: 'areas', optionDescription: 'Areas and tokens, e.g. etruria 2, roma 1' },
  { name: 'ships', description: 'Build, keep or scrap ships (22)', words: ['ships', 'ship'], option: 'plan', optionDescription: 'e.g. ship build crete 1, or ships none' },
  { name: 'move', description: 'Move tokens and ships one step at a time, then done (23)', words: ['move', 'board', 'sail', 'land', 'done'], option: 'step', optionDescription: 'e.g. move thebes>memphis 2, or done' },
  { name: 'pillage', description: 'Pillage a city you took (24)', words: ['pillage'], prefix: 'pillage', option: 'count', optionDescription: 'Treasury tokens to take' },
  { name: 'cities', description: 'Build cities (25)', words: ['cities'], prefix: 'cities', option: 'areas', optionDescription: 'e.g. roma, knossos:3, or none' },
  { name: 'support', description: 'Cities you reduce for lack of support (26)', words: ['reduce'], prefix: 'reduce', option: 'cities', optionDescription: 'e.g. roma, athens' },
  { name: 'trade-cards', description: 'Buy gold trade cards with treasury (27)', words: ['gold'], prefix: 'gold', option: 'count', optionDescription: 'Number of cards' },
  { name: 'trade', description: 'Trade: offer, counter, reject, withdraw, resume or done (28)', words: ['offer', 'counter', 'reject', 'withdraw', 'resume', 'done'], option: 'action', optionDescription: 'e.g. offer to 2 give grain 3 ...' },
  { name: 'accept', description: 'Accept a trade offer (28): the cards change hands', words: ['accept'], prefix: 'accept', option: 'offer', optionDescription: 'The offer and what you give', confirm: true },
  { name: 'calamity', description: 'Answer a calamity: losses, picks, assignments (29-30)', words: ['lose', 'select', 'pick', 'assign', 'grain', 'seize'], option: 'answer', optionDescription: 'e.g. lose b 3, c city' },
  { name: 'buy', description: 'Buy civilization cards (31)', words: ['buy'], prefix: 'buy', option: 'cards', optionDescription: 'Cards and payment, or nothing', confirm: true },
  { name: 'discard', description: 'Discard down to the hand limit (31.7)', words: ['discard'], prefix: 'discard', option: 'cards', optionDescription: 'e.g. ochre 2, salt 1' },
];

function subcommand(f: AcFamily): SubcommandSpec {
  return {
    name: f.name,
    description: f.description,
    template: f.prefix ? `${f.prefix} {${f.option}}` : `{${f.option}}`,
    options: [{ name: f.option, description: f.optionDescription, type: 'string', required: true, autocomplete: true, maxLength: 500 }],
    ...(f.confirm ? { confirm: true } : {}),
  };
}

/** /civ: a subcommand per family of decisions, and `play` for any move in notation. */
export const AC_COMMANDS: GameCommandSpec = {
  name: 'civ',
  description: 'Advanced Civilization moves',
  subcommands: [
    ...AC_FAMILIES.map(subcommand),
    {
      name: 'play',
      description: 'Any move in notation (see /game help)',
      template: '{move}',
      options: [{ name: 'move', description: 'e.g. move thebes>memphis 2', type: 'string', required: true, autocomplete: true, maxLength: 500 }],
    },
    // Open moves (GameModule.anyTimeMoves): any player, any time, with or without a decision.
    { name: 'strict', description: 'Insist on strict order: simultaneous phases go one nation at a time (17.2)', template: 'insist strict', options: [] },
    { name: 'leave', description: 'Leave the game: your units stay on the board (15.6, if the table allows it)', template: 'leave', options: [], confirm: true },
  ],
};

/**
 * Autocomplete for /civ: the seat's own legal moves of the subcommand's family (all of them for `play`), without the
 * word the template writes itself. Moves contain spaces, so the adapter's derivation from legal() cannot do it.
 */
export function suggestMoves(s: AcState, seat: number, subcommand: string, option: string, filled: Record<string, string>): string[] {
  const typed = (filled[option] ?? '').trim().toLowerCase();
  const family = AC_FAMILIES.find((f) => f.name === subcommand);
  const moves = legalMoves(s, seat).filter((m) => !family || family.words.includes(m.split(' ')[0]!));
  return moves
    .map((m) => (family?.prefix && m.startsWith(`${family.prefix} `) ? m.slice(family.prefix.length + 1) : m))
    .filter((m) => m.includes(typed))
    .slice(0, 25);
}
