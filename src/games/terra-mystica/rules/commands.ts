import { FACTIONS, type FactionId } from '../data/factions.ts';
import type { Terrain } from '../data/terrain.ts';
import {
  BONUS_CARDS,
  BUILDING_LIMIT,
  CULTS,
  FAVOR_TILES,
  TOWN_TILES,
  type BonusId,
  type BuildingType,
  type Cult,
  type FavorId,
  type TownId,
} from '../data/tiles.ts';
import type { Command } from '../moves.ts';
import type { FactionState, TmState } from '../state.ts';
import { bridgeKeyOf } from '../board.ts';
import { fail } from './fail.ts';
import { board, directNeighbors, homeOf } from './geometry.ts';
import { acceptLeech, acceptLeechCoin, declineLeech, noteLeech } from './leech.ts';
import { cmdRaven, cmdSpecial, excavatorDiscount, hasSpecial, isLandBridge } from './special.ts';
import { checkReachable, currentTerrain, defaultTransformTarget, spadeCost } from './reach.ts';
import {
  advanceCult,
  gainIncome,
  gainPower,
  gainPriests,
  gainShipLevel,
  gainSpades,
  pay,
  payPower,
  scoreTileEvent,
  takeBonus,
  takeFavor,
  takeTown,
  type Cost,
} from './resources.ts';
import { detectTownsFrom, mermaidRiverTownPossible } from './towns.ts';
import { declineAll, incomplete, requireSubaction } from './turn.ts';

const UPGRADE_FROM = { TP: 'D', TE: 'TP', SH: 'TP', SA: 'TE' } as const;

function seatOfFaction(s: TmState, id: FactionId): number {
  const f = s.factions.find((x) => x.id === id);
  if (!f) fail('no-faction', `${id} are not in this game.`);
  return f.seat;
}

function requireActive(s: TmState, f: FactionState): void {
  if (s.phase === 'over') fail('game-over', 'The game is over.');
  if (s.round > 0 && s.active !== f.seat) fail('not-active', 'It is not your turn.');
}

/** Advance a building track: pay its cost unless free, gain what building it gives (TM-6.4.3, TM-14). */
function placeBuilding(s: TmState, f: FactionState, type: BuildingType, free: boolean): void {
  const data = FACTIONS[f.id];
  if (f.built[type] >= BUILDING_LIMIT[type]) fail('no-piece', `You have no ${type} piece left.`);
  if (!free) pay(f, data.cost[type] as Cost);
  f.built[type]++;
  if (type === 'TE' || type === 'SA') f.gainFavor += f.id === 'chaosmagicians' ? 2 : 1;
  if (type === 'SH') strongholdEffect(s, f);
}

function strongholdEffect(s: TmState, f: FactionState): void {
  switch (f.id) {
    case 'auren':
      f.specials.push('ACTA');
      f.gainFavor += 1;
      break;
    case 'witches':
      f.specials.push('ACTW');
      break;
    case 'alchemists':
      gainPower(f, 12);
      break;
    case 'darklings':
      f.convertWtoP = 3;
      break;
    case 'halflings':
      gainSpades(s, f, 3);
      f.sub = { transform: 3, build: 1 };
      break;
    case 'cultists':
      f.VP += 7;
      break;
    case 'dwarves':
      f.teleport = 1;
      break;
    case 'fakirs':
      f.teleport = 1;
      f.carpetRange += 1;
      break;
    case 'mermaids':
      gainShipLevel(f);
      break;
    case 'swarmlings':
      f.specials.push('ACTS');
      break;
    case 'chaosmagicians':
      f.specials.push('ACTC');
      if (s.options.specialTerrain && f.specialHex === null) f.chaosGate = true;
      break;
    case 'giants':
      f.specials.push('ACTG');
      break;
    case 'nomads':
      f.specials.push('ACTN');
      break;
    case 'engineers':
      break;
  }
}

function scoreBuild(s: TmState, f: FactionState, type: BuildingType): void {
  if (s.round === 0) return;
  for (const fav of f.favors) {
    const tile = FAVOR_TILES[fav];
    if ('buildVp' in tile && tile.buildVp.type === type) f.VP += tile.buildVp.vp;
  }
  scoreTileEvent(s, f, type === 'SH' || type === 'SA' ? 'SHSA' : type);
}

export function cmdBuild(s: TmState, f: FactionState, hex: string): void {
  if (s.round > 0) requireActive(s, f);
  const t = currentTerrain(s, hex);
  if (s.buildings[hex]) fail('occupied', `${hex} already has a building.`);
  let free = s.round === 0;
  if (f.freeD > 0) {
    free = true;
    f.freeD--;
  }
  const tfNeeded = t !== homeOf(f);
  let checkLocation = !tfNeeded;
  if (!f.sub.transform) checkLocation = true;
  if (checkLocation && f.buildLocations.length > 0 && !f.buildLocations.includes(hex)) delete f.sub.build;
  if (s.round === 0) {
    const next = s.setupQueue[0];
    if (!next || next.seat !== f.seat || next.kind !== 'dwelling') fail('not-your-setup', 'It is not your turn to place a dwelling.');
    if (tfNeeded) fail('not-home', `Initial dwellings go on your home terrain (${homeOf(f)}).`);
    s.setupQueue.shift();
  } else {
    requireSubaction(s, f, 'build', { transform: tfNeeded ? 1 : 0 });
  }
  if (f.teleportNoTf > 0) {
    f.teleportNoTf--;
    if (tfNeeded) fail('no-transform', 'This dwelling must go on a forest hex: no terraforming in this action.');
  } else if (tfNeeded) {
    cmdTransform(s, f, hex, homeOf(f));
  } else {
    const reach = checkReachable(s, f, hex);
    if (reach.teleport) f.teleportTo = hex;
    pay(f, reach.cost);
    f.VP += reach.vp;
    f.C += reach.coins ?? 0;
  }
  if (f.SPADE > 0) fail('spades-left', `Use all your spades before building (${f.SPADE} left).`);
  noteLeech(s, f, hex);
  placeBuilding(s, f, 'D', free);
  scoreBuild(s, f, 'D');
  s.buildings[hex] = { seat: f.seat, type: 'D' };
  f.locations.push(hex);
  detectTownsFrom(s, f, hex);
}

export function cmdUpgrade(s: TmState, f: FactionState, hex: string, to: 'TP' | 'TE' | 'SH' | 'SA'): void {
  if (s.round === 0) fail('setup-only', 'No upgrades during setup.');
  requireActive(s, f);
  requireSubaction(s, f, 'upgrade', {});
  const piece = s.buildings[hex];
  if (!piece || piece.seat !== f.seat) fail('not-yours', `${hex} has none of your buildings.`);
  if (piece.type !== UPGRADE_FROM[to]) fail('bad-upgrade', `${hex} holds a ${piece.type}; ${to} is built on a ${UPGRADE_FROM[to]}.`);
  const offers = noteLeech(s, f, hex);
  let free = false;
  if (to === 'TP') {
    if (f.freeTp > 0) {
      free = true;
      f.freeTp--;
    } else if (offers.size === 0) {
      pay(f, { C: FACTIONS[f.id].cost.TP.C ?? 0 });
    }
  }
  f.built[UPGRADE_FROM[to]]--;
  placeBuilding(s, f, to, free);
  scoreBuild(s, f, to);
  s.buildings[hex] = { seat: f.seat, type: to };
  detectTownsFrom(s, f, hex);
}

export function cmdTransform(s: TmState, f: FactionState, hex: string, target: Terrain | undefined): void {
  const current = currentTerrain(s, hex);
  const to = target ?? defaultTransformTarget(f, current);
  const reach = checkReachable(s, f, hex);
  if (current === to) fail('same-terrain', `${hex} already is ${to}.`);
  if (s.buildings[hex]) fail('occupied', `${hex} has a building and cannot be transformed.`);
  if (f.id === 'giants' && to !== homeOf(f)) fail('giants-wasteland', 'Giants can only transform to wasteland.');
  const diff = f.freeTf > 0 ? 1 : excavatorDiscount(s, f, hex, spadeCost(f, current, to));
  if (diff) {
    if (!f.passed) {
      requireSubaction(s, f, 'transform', { transform: (f.sub.transform ?? 1) - 1, build: f.sub.build ?? 0 });
    }
    if (f.requireHomeTf && to !== homeOf(f)) fail('one-non-home', 'Only one hex per action may end in a terrain other than your home terrain.');
  }
  if (reach.teleport) f.teleportTo = hex;
  pay(f, reach.cost);
  f.VP += reach.vp;
  f.C += reach.coins ?? 0;
  if (f.freeTf > 0) {
    f.freeTf--;
    if (f.tfNeedAdjacency > 0) {
      f.tfNeedAdjacency--;
      const nb = new Set(board(s).neighbors[hex] ?? []);
      if (!f.locations.some((l) => nb.has(l))) fail('sandstorm', 'The sandstorm needs a hex sharing an edge with one of your buildings.');
    }
  } else {
    if (f.SPADE < diff) fail('no-spades', `Transforming ${hex} to ${to} needs ${diff} spades; you have ${f.SPADE}.`);
    f.SPADE -= diff;
  }
  f.requireHomeTf = false;
  if (!f.SPADE) {
    delete f.sub.transform;
  } else if (to !== homeOf(f) && !f.passed) {
    f.requireHomeTf = true;
    if (!f.sub.transform) fail('spades-left', `Use all your spades (${f.SPADE} left) when leaving a hex in another terrain.`);
  }
  if (to === homeOf(f)) f.buildLocations.push(hex);
  if (to === board(s).terrain[hex]) delete s.terrain[hex];
  else s.terrain[hex] = to;
}

export function cmdDig(s: TmState, f: FactionState, n: number): void {
  requireActive(s, f);
  const data = FACTIONS[f.id];
  requireSubaction(s, f, 'dig', { transform: 1, build: 1, dig: 1 });
  for (let i = 0; i < n; i++) {
    if (data.dig === null) {
      pay(f, { P: 1 });
      gainSpades(s, f, 1);
      f.VP += 2;
    } else {
      pay(f, { W: 3 - f.dig });
    }
  }
  if (data.dig !== null) gainSpades(s, f, n);
  f.disableSpadeDecline = true;
}

export function cmdSend(s: TmState, f: FactionState, cult: Cult, amount: number | undefined): void {
  requireActive(s, f);
  requireSubaction(s, f, 'send', {});
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
  if (amount !== undefined && steps !== amount) fail('no-spot', `There is no free ${amount} space on ${cult}.`);
  advanceCult(s, f, cult, steps);
  if (f.P < 1) fail('no-priest', 'You have no priest to send.');
  f.P--;
}

const RATES: Record<string, Record<string, number>> = {
  PW: { C: 1, W: 3, P: 5 },
  W: { C: 1 },
  P: { C: 1, W: 1 },
  C: { VP: 3 },
};

export function cmdConvert(s: TmState, f: FactionState, fromN: number, from: string, toN: number, to: string): void {
  requireActive(s, f);
  if (s.phase !== 'play') fail('convert-phase', 'Conversions are only allowed during your turn in the action phase.');
  for (const l of s.leeches) if (l.to === f.seat) l.tainted = 'convert';
  let rate = RATES[from]?.[to];
  if (f.id === 'alchemists' && from === 'C' && to === 'VP') rate = 2;
  if (f.id === 'alchemists' && from === 'VP' && to === 'C') rate = 1;
  if (f.convertWtoP > 0 && from === 'W' && to === 'P') {
    if (toN > 3) fail('convert-limit', 'The Darklings stronghold converts at most 3 workers.');
    rate = 1;
    f.convertWtoP = 0;
  }
  if (!rate) fail('bad-convert', `You cannot convert ${from} to ${to}.`);
  if (fromN !== toN * rate) fail('bad-convert', `${toN} ${to} costs ${toN * rate} ${from}, not ${fromN}.`);
  if (fromN < 0 || toN < 0) fail('bad-convert', 'Amounts must be positive.');
  if (from === 'PW') payPower(f, fromN);
  else pay(f, { [from]: fromN } as Cost);
  if (to === 'P') gainPriests(f, toN);
  else gainIncome(f, { [to]: toN });
}

export function cmdBurn(s: TmState, f: FactionState, n: number): void {
  requireActive(s, f);
  if (n < 0 || f.P2 < 2 * n) fail('no-burn', `Burning ${n} needs ${2 * n} power in bowl II (you have ${f.P2}).`);
  f.P2 -= 2 * n;
  f.P3 += n;
}

export function cmdBridge(s: TmState, f: FactionState, a: string, b: string): void {
  requireActive(s, f);
  if (f.BRIDGE < 1) fail('no-bridge-action', 'You have not paid for a bridge.');
  const own = (h: string) => s.buildings[h]?.seat === f.seat;
  if (!own(a) && !own(b)) fail('bridge-far', 'A bridge must touch one of your buildings.');
  requireSubaction(s, f, 'bridge', { bridge: f.BRIDGE - 1 });
  if (f.bridgesLeft < 1) fail('no-bridges', 'All 3 of your bridges are placed.');
  const key = bridgeKeyOf(a, b);
  if (!board(s).bridgeKey.has(key) && !isLandBridge(s, f, a, b)) fail('bad-bridge', `No bridge can join ${a} and ${b}.`);
  if (s.bridges.some((x) => bridgeKeyOf(x.a, x.b) === key)) fail('bridge-taken', `There is already a bridge between ${a} and ${b}.`);
  f.bridgesLeft--;
  f.BRIDGE--;
  s.bridges.push({ a, b, seat: f.seat });
  detectTownsFrom(s, f, a);
  detectTownsFrom(s, f, b);
}

export function cmdConnect(s: TmState, f: FactionState, river: string): void {
  requireActive(s, f);
  if (f.id !== 'mermaids') fail('not-mermaids', "Only the Mermaids can found a town across a river.");
  if (!mermaidRiverTownPossible(s, f, river)) fail('no-river-town', `No town can be founded across ${river}.`);
  s.riverTowns.push(river);
  const land = (board(s).neighbors[river] ?? []).filter((h) => board(s).terrain[h] !== 'river');
  let founded = 0;
  for (const h of land) founded += detectTownsFrom(s, f, h);
  if (!founded) fail('no-river-town', `No town can be founded across ${river}.`);
}

function passVp(s: TmState, f: FactionState): number {
  let vp = 0;
  if (f.bonus) {
    const card = BONUS_CARDS[f.bonus];
    if ('passVp' in card) {
      const p = card.passVp;
      if (p.per === 'SHSA') vp += p.vp * (f.built.SH + f.built.SA);
      else if (p.per === 'ship') vp += p.vp * (FACTIONS[f.id].ship ? f.ship : 0);
      else vp += p.vp * (f.built[p.per] + (p.per === 'D' && hasSpecial(f, 'darklings') ? 1 : 0));
    }
  }
  if (f.favors.includes('FAV12')) vp += FAVOR_TILES.FAV12.passVpByTp[f.built.TP] ?? 0;
  if (f.id === 'engineers' && f.built.SH > 0) {
    for (const b of s.bridges) {
      if (b.seat === f.seat && s.buildings[b.a]?.seat === f.seat && s.buildings[b.b]?.seat === f.seat) vp += 3;
    }
  }
  return vp;
}

export function cmdPass(s: TmState, f: FactionState, bonus: BonusId | undefined): void {
  if (s.round === 0) {
    const next = s.setupQueue[0];
    if (!next || next.seat !== f.seat || next.kind !== 'bonus') fail('not-your-setup', 'It is not your turn to choose a bonus card.');
    if (!bonus) fail('need-bonus', 'Choose a bonus card.');
    s.setupQueue.shift();
    takeBonus(s, f, bonus);
    return;
  }
  requireActive(s, f);
  if (f.allowedActions > 1) f.allowedActions = 1;
  requireSubaction(s, f, 'pass', {});
  const firstToPass = !s.factions.some((x) => x.passed);
  if (firstToPass) {
    for (const x of s.factions) x.startPlayer = false;
    f.startPlayer = true;
  }
  if (s.options.turnOrder === 'pass-order') {
    s.newOrder = [...s.order.filter((x) => x !== f.seat), f.seat];
  }
  if (f.passed) fail('passed-twice', 'You have already passed this round.');
  f.passed = true;
  const discard = f.bonus;
  f.VP += passVp(s, f);
  if (s.round !== 6) {
    if (!bonus) fail('need-bonus', 'Choose a bonus card when you pass (except in round 6).');
    takeBonus(s, f, bonus);
  }
  if (discard) {
    if (s.round === 6) f.bonus = null;
    s.bonusPool.push(discard);
  }
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

export function cmdAction(s: TmState, f: FactionState, id: string): void {
  requireActive(s, f);
  const def = ACTION_DEFS[id];
  if (!def) fail('bad-action', `Unknown action ${id}.`);
  if (!ownsAction(f, id)) fail('no-action', `You do not have the ${id} action.`);
  const key = actionKey(f, id);
  requireSubaction(s, f, 'action', def.sub);
  if (def.pw) payPower(f, def.pw);
  if (def.w) pay(f, { W: def.w });
  switch (id) {
    case 'ACT1':
    case 'ACTE':
      f.BRIDGE += 1;
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
      f.CULT += 2;
      f.cultsSameTrack = true;
      break;
    case 'ACTS':
      f.freeTp += 1;
      break;
    case 'ACTN':
      f.freeTf += 1;
      f.tfNeedAdjacency += 1;
      break;
    case 'ACTW':
      f.freeD += 1;
      f.teleportNoTf += 1;
      break;
    case 'ACTC':
      f.allowedActions += 2;
      break;
    case 'BON2':
    case 'FAV6':
      f.CULT += 1;
      break;
  }
  if (s.blocked.includes(key)) fail('blocked', `The ${id} action has already been used this round.`);
  if (def.block) s.blocked.push(key);
}

export function cmdAdvance(s: TmState, f: FactionState, track: 'ship' | 'dig'): void {
  requireActive(s, f);
  const data = FACTIONS[f.id];
  if (f.workshop.includes(track)) {
    // Alchemists' workshop: this advance is part of placing it, without the priest.
    f.workshop = f.workshop.filter((t) => t !== track);
    if (track === 'ship') {
      if (!data.ship || f.ship >= data.ship.max) fail('max-ship', 'You cannot advance shipping any further.');
      pay(f, { C: 4 });
      f.ship++;
      f.VP += data.ship.vp[f.ship] ?? 0;
    } else {
      if (!data.dig || f.dig >= data.dig.max) fail('max-dig', 'You cannot advance digging any further.');
      pay(f, { W: data.dig.cost.W ?? 0, C: data.dig.cost.C ?? 0 });
      f.dig++;
      f.VP += 6;
    }
    return;
  }
  requireSubaction(s, f, 'advance', {});
  if (track === 'ship') {
    if (!data.ship || f.ship >= data.ship.max) fail('max-ship', 'You cannot advance shipping any further.');
    pay(f, { C: 4, P: 1 });
    f.ship++;
    f.VP += data.ship.vp[f.ship] ?? 0;
  } else {
    if (!data.dig || f.dig >= data.dig.max) fail('max-dig', 'You cannot advance digging any further.');
    pay(f, data.dig.cost);
    f.dig++;
    f.VP += 6;
  }
}

/** Resource claims: +FAVn, +TWn, +CULT steps, -SPADE (snellman command_adjust_resources). */
export function cmdGain(s: TmState, f: FactionState, delta: number, type: string): void {
  if (/^FAV\d+$/.test(type) && type in FAVOR_TILES) {
    if (delta < 1 || delta > 2) fail('bad-claim', 'Take one favor tile at a time.');
    for (let i = 0; i < delta; i++) takeFavor(s, f, type as FavorId);
    return;
  }
  if (/^TW\d+$/.test(type) && type in TOWN_TILES) {
    if (delta < 1 || delta > 4) fail('bad-claim', 'Claim town tiles one founded town at a time.');
    for (let i = 0; i < delta; i++) takeTown(s, f, type as TownId);
    return;
  }
  if ((CULTS as readonly string[]).includes(type)) {
    const cult = type as Cult;
    const pos = f.cult[CULTS.indexOf(cult)] as number;
    if (delta <= 0) fail('bad-claim', 'Cult steps cannot be given back.');
    if (f.CULT < delta) {
      if (!(pos === 10 || (f.cultBlocked.includes(cult) && f.keys > 0))) {
        fail('no-cult-steps', `You have ${f.CULT} cult steps to place, not ${delta}.`);
      }
    } else if (f.CULT > delta && f.cultsSameTrack) {
      fail('same-track', 'Both Auren steps go on the same cult track.');
    } else {
      f.CULT -= delta;
      f.cultsSameTrack = false;
    }
    advanceCult(s, f, cult, delta);
    return;
  }
  if (type === 'SPADE' && delta < 0) {
    if (!f.passed && f.disableSpadeDecline) fail('keep-spades', 'Spades bought with dig must be used.');
    f.SPADE = Math.max(0, f.SPADE + delta);
    return;
  }
  if (/^BON\d+$/.test(type) && delta === 1) {
    cmdPass(s, f, type as BonusId);
    return;
  }
  fail('bad-claim', `You cannot claim ${delta > 0 ? '+' : ''}${delta} ${type} now.`);
}

/** Ends the turn, giving up what is left of the action (free spades, bridge, free build, Darklings conversion). */
export function cmdDone(s: TmState, f: FactionState): void {
  if (f.allowedActions !== 0) fail('must-act', 'You still have to take an action.');
  if (s.active !== f.seat && !f.passed) fail('not-active', 'It is not your turn.');
  f.sub = {};
  f.convertWtoP = 0;
  if (!f.disableSpadeDecline || f.passed) f.SPADE = 0;
  f.BRIDGE = 0;
  f.freeD = 0;
  f.freeTp = 0;
  f.freeTf = 0;
  f.tfNeedAdjacency = 0;
  f.teleportNoTf = 0;
  f.chaosGate = false;
  f.VP += 5 * f.ravenChoice;
  f.ravenChoice = 0;
  if (f.gainFavor > 0 && !FAVOR_IDS_LEFT(s, f)) f.gainFavor = 0;
  if (f.gainTown > 0 && !Object.values(s.townPool).some((n) => n > 0)) f.gainTown = 0;
}

function FAVOR_IDS_LEFT(s: TmState, f: FactionState): boolean {
  return Object.entries(s.favorPool).some(([id, n]) => n > 0 && !f.favors.includes(id as FavorId));
}

export function runCommand(s: TmState, f: FactionState, c: Command, strictLeech = true): void {
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
    case 'leech':
      return acceptLeech(s, f, c.n, c.from ? seatOfFaction(s, c.from) : null, strictLeech);
    case 'decline':
      if (c.n === undefined || c.from === undefined) {
        declineAll(s, f);
        return;
      }
      return declineLeech(s, f, c.n, seatOfFaction(s, c.from));
    case 'bridge':
      return cmdBridge(s, f, c.a, c.b);
    case 'connect':
      return cmdConnect(s, f, c.river);
    case 'pass':
      return cmdPass(s, f, c.bonus);
    case 'action':
      return cmdAction(s, f, c.id);
    case 'advance':
      return cmdAdvance(s, f, c.track);
    case 'gain':
      return cmdGain(s, f, c.delta, c.type);
    case 'done':
      return cmdDone(s, f);
    case 'special':
      return cmdSpecial(s, f, c.hex);
    case 'raven':
      return cmdRaven(s, f, c.choice);
    case 'leech-coin':
      return acceptLeechCoin(s, f, seatOfFaction(s, c.from));
    case 'wait':
      return;
    case 'setup':
    case 'nominate':
    case 'bid':
      fail('bad-setup', 'Factions are chosen before the game starts.');
  }
}

export { incomplete, directNeighbors };
