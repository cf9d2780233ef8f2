import type { GameCommandSpec } from '../../engine/types.ts';

/**
 * A minimal command set: one subcommand that takes any move in notation (autocomplete from legal moves).
 * The full slash-command design comes with the Discord side of the game.
 */
export const EE_COMMANDS: GameCommandSpec = {
  name: 'ee',
  description: 'Manhattan Project: Energy Empire moves',
  subcommands: [
    {
      name: 'move',
      description: 'Play a move in notation (see /ee help)',
      template: '{move}',
      options: [{ name: 'move', description: 'The move, e.g. place mine 1 energy', type: 'string', required: true, autocomplete: true, maxLength: 200 }],
    },
  ],
};
