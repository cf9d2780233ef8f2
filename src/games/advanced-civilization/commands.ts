import type { GameCommandSpec } from '../../engine/types.ts';

/** /civ: one free-text move option with autocomplete from legal() (hosting on Discord is issue 13). */
export const AC_COMMANDS: GameCommandSpec = {
  name: 'civ',
  description: 'Advanced Civilization moves',
  subcommands: [
    {
      name: 'play',
      description: 'Any move in notation (see /game help)',
      template: '{move}',
      options: [{ name: 'move', description: 'e.g. move thebes>memphis 2', type: 'string', required: true, autocomplete: true, maxLength: 500 }],
    },
  ],
};
