import type { CommandOptionSpec, GameCommandSpec } from '../../engine/types.ts';

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
