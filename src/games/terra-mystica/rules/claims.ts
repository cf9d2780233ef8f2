import { CULTS, FAVOR_TILES, TOWN_TILES, type BonusId, type Cult, type FavorId, type TownId } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { fail, type Refusal } from './fail.ts';
import { cmdPass } from './pass.ts';
import { advanceCult, gainIncome, gainPriests, pay, payPower, takeFavor, takeTown, type Cost } from './resources.ts';
import { clearTurnScratch } from './scratch.ts';
import { requireActive } from './turn.ts';

/** Free steps of a turn: claims (+FAV, +TW, cult steps, -SPADE), conversions and burning (TM-7), and "done". */

/** Resource claims: +FAVn, +TWn, +CULT steps, -SPADE (snellman command_adjust_resources). */
export function cmdGain(s: TmState, f: FactionState, delta: number, type: string, keyFirst?: Cult): Refusal {
  if (/^FAV\d+$/.test(type) && type in FAVOR_TILES) {
    if (delta < 1 || delta > 2) return fail('bad-claim', 'Take one favor tile at a time.');
    for (let i = 0; i < delta; i++) {
      const refused = takeFavor(s, f, type as FavorId);
      if (refused) return refused;
    }
    return undefined;
  }
  if (/^TW\d+$/.test(type) && type in TOWN_TILES) {
    if (delta < 1 || delta > 4) return fail('bad-claim', 'Claim town tiles one founded town at a time.');
    for (let i = 0; i < delta; i++) {
      const refused = takeTown(s, f, type as TownId, keyFirst);
      if (refused) return refused;
    }
    return undefined;
  }
  if ((CULTS as readonly string[]).includes(type)) {
    const cult = type as Cult;
    const pos = f.cult[CULTS.indexOf(cult)] as number;
    if (delta < 0) {
      // snellman allows stepping back only from 7-9 to no lower than 7 (a workaround for TW5 overflow), never from 10.
      if (pos === 10 || pos + delta < 7) return fail('bad-claim', 'Cult steps cannot be given back.');
      f.cult[CULTS.indexOf(cult)] = pos + delta;
      return undefined;
    }
    if (delta === 0) return fail('bad-claim', 'Cult steps cannot be given back.');
    if (f.scratch.CULT < delta) {
      if (!(pos === 10 || (f.cultBlocked.includes(cult) && f.keys > 0))) {
        return fail('no-cult-steps', `You have ${f.scratch.CULT} cult steps to place, not ${delta}.`);
      }
    } else if (f.scratch.CULT > delta && f.cultsSameTrack) {
      return fail('same-track', 'Both Auren steps go on the same cult track.');
    } else {
      f.scratch.CULT -= delta;
      f.cultsSameTrack = false;
    }
    return advanceCult(s, f, cult, delta);
  }
  if (type === 'SPADE' && delta < 0) {
    if (!f.passed && f.disableSpadeDecline) return fail('keep-spades', 'Spades bought with dig must be used.');
    f.scratch.SPADE = Math.max(0, f.scratch.SPADE + delta);
    return undefined;
  }
  if (/^BON\d+$/.test(type) && delta === 1) return cmdPass(s, f, type as BonusId);
  if (delta < 0) {
    const given = giveUp(f, -delta, type);
    if (given !== false) return given;
  }
  return fail('bad-claim', `You cannot claim ${delta > 0 ? '+' : ''}${delta} ${type} now.`);
}

const RATES: Record<string, Record<string, number>> = {
  PW: { C: 1, W: 3, P: 5 },
  W: { C: 1 },
  P: { C: 1, W: 1 },
  C: { VP: 3 },
};

export function cmdConvert(s: TmState, f: FactionState, fromN: number, from: string, toN: number, to: string): Refusal {
  const inactive = requireActive(s, f);
  if (inactive) return inactive;
  if (s.phase !== 'play') return fail('convert-phase', 'Conversions are only allowed during your turn in the action phase.');
  for (const l of s.leeches) if (l.to === f.seat) l.tainted = 'convert';
  let rate = RATES[from]?.[to];
  if (f.id === 'alchemists' && from === 'C' && to === 'VP') rate = 2;
  if (f.id === 'alchemists' && from === 'VP' && to === 'C') rate = 1;
  if (f.scratch.convertWtoP > 0 && from === 'W' && to === 'P') {
    if (toN > 3) return fail('convert-limit', 'The Darklings stronghold converts at most 3 workers.');
    rate = 1;
    f.scratch.convertWtoP = 0;
  }
  if (!rate) return fail('bad-convert', `You cannot convert ${from} to ${to}.`);
  if (fromN !== toN * rate) return fail('bad-convert', `${toN} ${to} costs ${toN * rate} ${from}, not ${fromN}.`);
  if (fromN < 0 || toN < 0) return fail('bad-convert', 'Amounts must be positive.');
  const short = from === 'PW' ? payPower(f, fromN) : pay(f, { [from]: fromN } as Cost);
  if (short) return short;
  if (to === 'P') gainPriests(f, toN);
  else gainIncome(f, { [to]: toN });
}

export function cmdBurn(s: TmState, f: FactionState, n: number): Refusal {
  const inactive = requireActive(s, f);
  if (inactive) return inactive;
  if (n < 0 || f.P2 < 2 * n) return fail('no-burn', `Burning ${n} needs ${2 * n} power in bowl II (you have ${f.P2}).`);
  f.P2 -= 2 * n;
  f.P3 += n;
}

/** Ends the turn, giving up what is left of the action (free spades, bridge, free build, Darklings conversion). */
export function cmdDone(s: TmState, f: FactionState): Refusal {
  if (f.allowedActions !== 0) return fail('must-act', 'You still have to take an action.');
  if (s.active !== f.seat && !f.passed) return fail('not-active', 'It is not your turn.');
  f.sub = {};
  const gain = (n: number, left: boolean) => (n > 0 && !left ? 0 : n);
  const spades = !f.disableSpadeDecline || f.passed ? 0 : f.scratch.SPADE;
  f.VP += 5 * f.ravenChoice;
  f.ravenChoice = 0;
  clearTurnScratch(f, {
    SPADE: spades,
    CULT: f.scratch.CULT,
    gainFavor: gain(f.scratch.gainFavor, FAVOR_IDS_LEFT(s, f)),
    gainTown: gain(f.scratch.gainTown, Object.values(s.townPool).some((n) => n > 0)),
  });
}

function FAVOR_IDS_LEFT(s: TmState, f: FactionState): boolean {
  return Object.entries(s.favorPool).some(([id, n]) => n > 0 && !f.favors.includes(id as FavorId));
}

/**
 * snellman lets a player give up anything by a negative adjustment ("-FREE_D" declines the Witches' free dwelling,
 * "-BRIDGE", "-CULT", "-FREE_TF", "-3C", "-2PW"...); only gains must be earned. Returns false for types it does not know,
 * else the refusal (too little to give up) or nothing.
 */
type Resource = 'C' | 'W' | 'P' | 'VP';
type Lapsing = 'freeD' | 'freeTf' | 'freeTp' | 'BRIDGE' | 'CULT' | 'convertWtoP' | 'gainFavor' | 'gainTown';
const GIVE_UP: Record<string, Resource | Lapsing> = {
  C: 'C', W: 'W', P: 'P', VP: 'VP', FREE_D: 'freeD', FREE_TF: 'freeTf', FREE_TP: 'freeTp', BRIDGE: 'BRIDGE', CULT: 'CULT',
  CONVERT_W_TO_P: 'convertWtoP', GAIN_FAVOR: 'gainFavor', GAIN_TW: 'gainTown',
};

function isResource(key: Resource | Lapsing): key is Resource {
  return key === 'C' || key === 'W' || key === 'P' || key === 'VP';
}

function giveUp(f: FactionState, n: number, type: string): Refusal | false {
  // "-3PW" spends power from bowl III, like any power cost.
  if (type === 'PW') return payPower(f, n);
  const key = GIVE_UP[type];
  if (!key) return false;
  const have = isResource(key) ? f[key] : f.scratch[key];
  if (have < n) return fail('not-enough', `You have only ${have} ${type} to give up.`);
  if (isResource(key)) f[key] -= n;
  else f.scratch[key] -= n;
  if (key === 'freeTf' && f.scratch.freeTf === 0) f.scratch.tfNeedAdjacency = 0;
  if (key === 'freeD' && f.scratch.freeD === 0) f.scratch.teleportNoTf = 0;
  return undefined;
}
