import type { GameCommandSpec } from '../../engine/types.ts';

/**
 * The /ee command as data: one subcommand per family of moves (families.ts says which move belongs where); the
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
