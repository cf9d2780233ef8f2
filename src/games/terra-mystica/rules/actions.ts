import { isRuleError, type RuleError } from '../../../engine/errors.ts';
import { FACTIONS } from '../data/factions.ts';
import type { Cult } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { bridgeKeyOf } from './board.ts';
import { fail, type Refusal } from './fail.ts';
import { board } from './geometry.ts';
import { advanceCult, gainPriests, gainSpades, pay, payPower } from './resources.ts';
import { isLandBridge } from './special.ts';
import { detectTownsFrom, mermaidRiverTownPossible } from './towns.ts';
import { requireActive, requireSubaction } from './turn.ts';

/** Actions #2/#3 (advance), #5 (priests), #6 (board power actions), #7 (specials), bridges and Mermaids' river towns. */

export function cmdSend(s: TmState, f: FactionState, cult: Cult, amount: number | undefined): Refusal {
  const refused = requireActive(s, f) ?? requireSubaction(s, f, 'send', {});
  if (refused) return refused;
  let steps = 1;
  const spots = s.cultSpots[cult];
  for (let i = 0; i < spots.length; i++) {
    if (spots[i] !== null) continue;
    const value = i === 0 ? 3 : 2;
    if (amount !== undefined && value !== amount) continue;
    spots[i] = f.seat;
    steps = value;
    f.maxP--;
    f.priestsOnCult++;
    break;
  }
  if (amount !== undefined && steps !== amount) return fail('no-spot', `There is no free ${amount} space on ${cult}.`);
  const blocked = advanceCult(s, f, cult, steps);
  if (blocked) return blocked;
  if (f.P < 1) return fail('no-priest', 'You have no priest to send.');
  f.P--;
}

export function cmdBridge(s: TmState, f: FactionState, a: string, b: string): Refusal {
  const inactive = requireActive(s, f);
  if (inactive) return inactive;
  if (f.scratch.BRIDGE < 1) return fail('no-bridge-action', 'You have not paid for a bridge.');
  const own = (h: string) => s.buildings[h]?.seat === f.seat;
  if (!own(a) && !own(b)) return fail('bridge-far', 'A bridge must touch one of your buildings.');
  const refused = requireSubaction(s, f, 'bridge', { bridge: f.scratch.BRIDGE - 1 });
  if (refused) return refused;
  if (f.bridgesLeft < 1) return fail('no-bridges', 'All 3 of your bridges are placed.');
  const key = bridgeKeyOf(a, b);
  if (!board(s).bridgeKey.has(key) && !isLandBridge(s, f, a, b)) return fail('bad-bridge', `No bridge can join ${a} and ${b}.`);
  if (s.bridges.some((x) => bridgeKeyOf(x.a, x.b) === key)) return fail('bridge-taken', `There is already a bridge between ${a} and ${b}.`);
  f.bridgesLeft--;
  f.scratch.BRIDGE--;
  s.bridges.push({ a, b, seat: f.seat });
  detectTownsFrom(s, f, a);
  detectTownsFrom(s, f, b);
}

export function cmdConnect(s: TmState, f: FactionState, riverId: string, hexes?: readonly string[]): Refusal {
  const inactive = requireActive(s, f);
  if (inactive) return inactive;
  if (f.id !== 'mermaids') return fail('not-mermaids', "Only the Mermaids can found a town across a river.");
  const river = hexes ? riverBetween(s, f, hexes) : riverId;
  if (isRuleError(river)) return river;
  if (!mermaidRiverTownPossible(s, f, river)) return fail('no-river-town', `No town can be founded across ${river}.`);
  s.riverTowns.push(river);
  const land = (board(s).neighbors[river] ?? []).filter((h) => board(s).terrain[h] !== 'river');
  let founded = 0;
  for (const h of land) founded += detectTownsFrom(s, f, h);
  if (!founded) return fail('no-river-town', `No town can be founded across ${river}.`);
}

/**
 * snellman's older "connect C4:D5" names the land hexes instead of the river: the river hex is one that borders
 * all of them (TM-14.9); when several do, the one that founds a town.
 */
function riverBetween(s: TmState, f: FactionState, hexes: readonly string[]): string | RuleError {
  const b = board(s);
  const rivers = b.hexes.filter((r) => b.terrain[r] === 'river' && hexes.every((h) => (b.neighbors[h] ?? []).includes(r)));
  const river = rivers.find((r) => mermaidRiverTownPossible(s, f, r)) ?? rivers[0];
  if (!river) return fail('no-river-town', `No river hex borders ${hexes.join(' and ')}.`);
  return river;
}

const ACTION_DEFS: Record<string, { pw?: number; w?: number; sub: Record<string, number>; block: boolean }> = {
  ACT1: { pw: 3, sub: { bridge: 1 }, block: true },
  ACT2: { pw: 3, sub: {}, block: true },
  ACT3: { pw: 4, sub: {}, block: true },
  ACT4: { pw: 4, sub: {}, block: true },
  ACT5: { pw: 4, sub: { dig: 1, transform: 1, build: 1 }, block: true },
  ACT6: { pw: 6, sub: { dig: 1, transform: 2, build: 1 }, block: true },
  ACTA: { sub: {}, block: true },
  ACTE: { w: 2, sub: { bridge: 1 }, block: false },
  ACTG: { sub: { dig: 1, transform: 1, build: 1 }, block: true },
  ACTS: { sub: { upgrade: 1 }, block: true },
  ACTN: { sub: { dig: 1, transform: 1, build: 1 }, block: true },
  ACTW: { sub: { build: 1 }, block: true },
  ACTC: { sub: {}, block: true },
  BON1: { sub: { dig: 1, transform: 1, build: 1 }, block: true },
  BON2: { sub: {}, block: true },
  FAV6: { sub: {}, block: true },
};

export function actionKey(f: FactionState, id: string): string {
  return /^ACT[1-6]$/.test(id) ? id : `${id}/${f.id}`;
}

export function ownsAction(f: FactionState, id: string): boolean {
  if (/^ACT[1-6]$/.test(id)) return true;
  if (id === 'BON1' || id === 'BON2') return f.bonus === id;
  if (id === 'FAV6') return f.favors.includes('FAV6');
  if (id === 'ACTE') return f.id === 'engineers';
  return f.specials.includes(id);
}

export function cmdAction(s: TmState, f: FactionState, id: string): Refusal {
  const inactive = requireActive(s, f);
  if (inactive) return inactive;
  const def = ACTION_DEFS[id];
  if (!def) return fail('bad-action', `Unknown action ${id}. Your actions: ${Object.keys(ACTION_DEFS).filter((a) => ownsAction(f, a)).join(', ')}.`);
  if (!ownsAction(f, id)) return fail('no-action', `You do not have the ${id} action.`);
  const key = actionKey(f, id);
  const refused = requireSubaction(s, f, 'action', def.sub) ?? (def.pw ? payPower(f, def.pw) : undefined) ?? (def.w ? pay(f, { W: def.w }) : undefined);
  if (refused) return refused;
  switch (id) {
    case 'ACT1':
    case 'ACTE':
      f.scratch.BRIDGE += 1;
      break;
    case 'ACT2':
      gainPriests(f, 1);
      break;
    case 'ACT3':
      f.W += 2;
      break;
    case 'ACT4':
      f.C += 7;
      break;
    case 'ACT5':
    case 'BON1':
      gainSpades(s, f, 1);
      break;
    case 'ACT6':
    case 'ACTG':
      gainSpades(s, f, 2);
      break;
    case 'ACTA':
      f.scratch.CULT += 2;
      f.cultsSameTrack = true;
      break;
    case 'ACTS':
      f.scratch.freeTp += 1;
      break;
    case 'ACTN':
      f.scratch.freeTf += 1;
      f.scratch.tfNeedAdjacency += 1;
      break;
    case 'ACTW':
      f.scratch.freeD += 1;
      f.scratch.teleportNoTf += 1;
      break;
    case 'ACTC':
      f.allowedActions += 2;
      break;
    case 'BON2':
    case 'FAV6':
      f.scratch.CULT += 1;
      break;
  }
  if (s.blocked.includes(key)) return fail('blocked', `The ${id} action has already been used this round.`);
  if (def.block) s.blocked.push(key);
}

export function cmdAdvance(s: TmState, f: FactionState, track: 'ship' | 'dig'): Refusal {
  const inactive = requireActive(s, f);
  if (inactive) return inactive;
  const data = FACTIONS[f.id];
  if (f.workshop.includes(track)) {
    // Alchemists' workshop: this advance is part of placing it, without the priest.
    f.workshop = f.workshop.filter((t) => t !== track);
    if (track === 'ship') {
      if (!data.ship || f.ship >= data.ship.max) return fail('max-ship', 'You cannot advance shipping any further.');
      const short = pay(f, { C: 4 });
      if (short) return short;
      f.ship++;
      f.VP += data.ship.vp[f.ship] ?? 0;
    } else {
      if (!data.dig || f.dig >= data.dig.max) return fail('max-dig', 'You cannot advance digging any further.');
      const short = pay(f, { W: data.dig.cost.W ?? 0, C: data.dig.cost.C ?? 0 });
      if (short) return short;
      f.dig++;
      f.VP += 6;
    }
    return;
  }
  const refused = requireSubaction(s, f, 'advance', {});
  if (refused) return refused;
  if (track === 'ship') {
    if (!data.ship || f.ship >= data.ship.max) return fail('max-ship', 'You cannot advance shipping any further.');
    const short = pay(f, { C: 4, P: 1 });
    if (short) return short;
    f.ship++;
    f.VP += data.ship.vp[f.ship] ?? 0;
  } else {
    if (!data.dig || f.dig >= data.dig.max) return fail('max-dig', 'You cannot advance digging any further.');
    const short = pay(f, data.dig.cost);
    if (short) return short;
    f.dig++;
    f.VP += 6;
  }
}
