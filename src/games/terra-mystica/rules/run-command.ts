import { isRuleError, type RuleError } from '../../../engine/errors.ts';
import type { FactionId } from '../data/factions.ts';
import type { Command } from '../moves.ts';
import type { FactionState, TmState } from '../state.ts';
import { cmdAction, cmdAdvance, cmdBridge, cmdConnect, cmdSend } from './actions.ts';
import { cmdBuild, cmdDig, cmdTransform, cmdUpgrade } from './build.ts';
import { cmdBurn, cmdConvert, cmdDone, cmdGain } from './claims.ts';
import { fail, type Refusal } from './fail.ts';
import { acceptLeech, acceptLeechCoin, declineLeech } from './leech.ts';
import { cmdPass } from './pass.ts';
import { cmdRaven, cmdSpecial } from './special.ts';
import { declineAll } from './turn.ts';


function seatOfFaction(s: TmState, id: FactionId): number | RuleError {
  const f = s.factions.find((x) => x.id === id);
  if (!f) return fail('no-faction', `${id} are not in this game.`);
  return f.seat;
}

export function runCommand(s: TmState, f: FactionState, c: Command, strictLeech = true): Refusal {
  switch (c.k) {
    case 'build':
      return cmdBuild(s, f, c.hex);
    case 'upgrade':
      return cmdUpgrade(s, f, c.hex, c.to);
    case 'transform':
      return cmdTransform(s, f, c.hex, c.to);
    case 'dig':
      return cmdDig(s, f, c.n);
    case 'send':
      return cmdSend(s, f, c.cult, c.amount);
    case 'convert':
      return cmdConvert(s, f, c.fromN, c.from, c.toN, c.to);
    case 'burn':
      return cmdBurn(s, f, c.n);
    case 'leech': {
      const from = c.from ? seatOfFaction(s, c.from) : null;
      if (isRuleError(from)) return from;
      return acceptLeech(s, f, c.n, from, strictLeech && s.options.strictLeech);
    }
    case 'decline': {
      if (c.n === undefined || c.from === undefined) {
        declineAll(s, f);
        return undefined;
      }
      const from = seatOfFaction(s, c.from);
      return isRuleError(from) ? from : declineLeech(s, f, c.n, from);
    }
    case 'bridge':
      return cmdBridge(s, f, c.a, c.b);
    case 'connect':
      return cmdConnect(s, f, c.river, c.hexes);
    case 'pass':
      return cmdPass(s, f, c.bonus);
    case 'action':
      return cmdAction(s, f, c.id);
    case 'advance':
      return cmdAdvance(s, f, c.track);
    case 'gain':
      return cmdGain(s, f, c.delta, c.type, c.keyFirst);
    case 'done':
      return cmdDone(s, f);
    case 'special':
      return cmdSpecial(s, f, c.hex);
    case 'raven':
      return cmdRaven(s, f, c.choice);
    case 'leech-coin': {
      const from = seatOfFaction(s, c.from);
      return isRuleError(from) ? from : acceptLeechCoin(s, f, from);
    }
    case 'wait':
      return undefined;
    case 'setup':
    case 'nominate':
    case 'bid':
      return fail('bad-setup', 'Factions are chosen before the game starts.');
  }
}

