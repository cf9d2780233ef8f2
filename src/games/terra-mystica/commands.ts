import type { CommandOptionSpec, GameCommandSpec } from '../../engine/types.ts';
import { CULTS } from './data/tiles.ts';
import { valuesFromLegal } from '../../engine/notation.ts';
import { legalMoves } from './legal.ts';
import type { TmState } from './state.ts';

const auto = (name: string, description: string, required = true): CommandOptionSpec => ({
  name,
  description,
  type: 'string',
  required,
  autocomplete: true,
});

/** The /tm command: one subcommand per move family, each a template over snellman notation (TM-20.3). */
export const tmCommands: GameCommandSpec = {
  name: 'tm',
  description: 'Terra Mystica moves',
  subcommands: [
    {
      name: 'build',
      description: 'Build a dwelling (transforming the hex first if needed, buying spades with dig)',
      template: '[dig {dig}. ]build {hex}',
      options: [auto('hex', 'Hex, e.g. E7'), { name: 'dig', description: 'Spades to buy first', type: 'string', required: false, autocomplete: true }],
    },
    {
      name: 'transform',
      description: 'Transform a hex without building',
      template: '[dig {dig}. ]transform {hex}[ to {terrain}]',
      options: [
        auto('hex', 'Hex, e.g. E7'),
        auto('terrain', 'Target colour (yellow brown black blue green gray red)', false),
        { name: 'dig', description: 'Spades to buy first', type: 'string', required: false, autocomplete: true },
      ],
    },
    {
      name: 'upgrade',
      description: 'Upgrade a building',
      template: 'upgrade {hex} to {building}',
      confirm: true,
      options: [
        auto('hex', 'Hex of your building'),
        {
          name: 'building',
          description: 'New building',
          type: 'string',
          required: true,
          choices: [
            { name: 'Trading post', value: 'TP' },
            { name: 'Temple', value: 'TE' },
            { name: 'Stronghold', value: 'SH' },
            { name: 'Sanctuary', value: 'SA' },
          ],
        },
      ],
    },
    {
      name: 'send',
      description: 'Send a priest to a cult track',
      template: 'send p to {cult}[ for {steps}]',
      options: [
        { name: 'cult', description: 'Cult track', type: 'string', required: true, choices: CULTS.map((c) => ({ name: c, value: c })) },
        { name: 'steps', description: '3, 2, or 1 (return the priest)', type: 'string', required: false, choices: ['3', '2', '1'].map((v) => ({ name: v, value: v })) },
      ],
    },
    {
      name: 'power',
      description: 'Board power action (ACT1 bridge ... ACT6 two spades)',
      template: '[burn {burn}. ]action {action}[. {then}]',
      options: [auto('action', 'ACT1..ACT6'), auto('then', 'Follow-up, e.g. "build E7" or "bridge F4:G3"', false), auto('burn', 'Power to burn first', false)],
      confirm: true,
    },
    {
      name: 'special',
      description: 'Special action (bonus card, FAV6, stronghold action)',
      template: 'action {action}[. {then}]',
      options: [auto('action', 'BON1, BON2, FAV6, ACTA, ACTW, ACTG, ACTS, ACTN, ACTC, ACTE'), auto('then', 'Follow-up, e.g. "+FIRE" or "build E7"', false)],
    },
    {
      name: 'advance',
      description: 'Advance shipping or digging',
      template: 'advance {track}',
      confirm: true,
      options: [{ name: 'track', description: 'Track', type: 'string', required: true, choices: [{ name: 'Shipping', value: 'ship' }, { name: 'Digging', value: 'dig' }] }],
    },
    {
      name: 'convert',
      description: 'Convert resources (5PW>P, 3PW>W, PW>C, P>W, W>C)',
      template: 'convert {from} to {to}',
      options: [auto('from', 'e.g. 3PW'), auto('to', 'e.g. 1W')],
    },
    { name: 'burn', description: 'Burn power (bowl II to III)', template: 'burn {amount}', options: [auto('amount', 'Power to move to bowl III')] },
    { name: 'bridge', description: 'Place a paid bridge', template: 'bridge {ends}', options: [auto('ends', 'e.g. F4:G3')] },
    { name: 'pick', description: 'Take a favor tile, town tile or cult step', template: '+{tile}', options: [auto('tile', 'e.g. FAV11, TW5, FIRE')] },
    { name: 'connect', description: 'Mermaids: found a town across a river hex', template: 'connect {river}', options: [auto('river', 'River hex, e.g. r16')] },
    {
      name: 'pass',
      description: 'Pass and take a bonus card (none in round 6)',
      template: 'pass[ {bonus}]',
      options: [auto('bonus', 'Bonus card', false)],
      confirm: true,
    },
    { name: 'leech', description: 'Take offered power (costs VP)', template: 'leech {amount} from {faction}', options: [auto('amount', 'Offered power'), auto('faction', 'Builder')] },
    { name: 'decline', description: 'Decline offered power', template: 'decline {amount} from {faction}', options: [auto('amount', 'Offered power'), auto('faction', 'Builder')] },
    { name: 'faction', description: 'Setup: choose your faction', template: 'setup {faction}', options: [auto('faction', 'Faction')] },
    { name: 'done', description: 'End your turn, giving up the rest of the action', template: 'done', options: [] },
  ],
};

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
