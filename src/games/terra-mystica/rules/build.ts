import { isRuleError } from '../../../engine/errors.ts';
import { FACTIONS } from '../data/factions.ts';
import type { Terrain } from '../data/terrain.ts';
import { BUILDING_LIMIT, FAVOR_TILES, type BuildingType } from '../data/tiles.ts';
import type { FactionState, TmState } from '../state.ts';
import { fail, type Refusal } from './fail.ts';
import { board, homeOf } from './geometry.ts';
import { noteLeech } from './leech.ts';
import { checkReachable, currentTerrain, defaultTransformTarget, spadeCost } from './reach.ts';
import { gainPower, gainShipLevel, gainSpades, pay, scoreTileEvent, type Cost } from './resources.ts';
import { excavatorDiscount } from './special.ts';
import { detectTownsFrom } from './towns.ts';
import { requireActive, requireSubaction } from './turn.ts';

/** Action #1 (transform and build, TM-6.1), #3-style spade buying (dig) and action #4 (upgrade, TM-6.4). */

const UPGRADE_FROM = { TP: 'D', TE: 'TP', SH: 'TP', SA: 'TE' } as const;

/** Advance a building track: pay its cost unless free, gain what building it gives (TM-6.4.3, TM-14). */
function placeBuilding(s: TmState, f: FactionState, type: BuildingType, free: boolean): Refusal {
  const data = FACTIONS[f.id];
  if (f.built[type] >= BUILDING_LIMIT[type]) return fail('no-piece', `You have no ${type} piece left.`);
  if (!free) {
    const refused = pay(f, data.cost[type] as Cost);
    if (refused) return refused;
  }
  f.built[type]++;
  if (type === 'TE' || type === 'SA') f.scratch.gainFavor += f.id === 'chaosmagicians' ? 2 : 1;
  if (type === 'SH') strongholdEffect(s, f);
}

function strongholdEffect(s: TmState, f: FactionState): void {
  switch (f.id) {
    case 'auren':
      f.specials.push('ACTA');
      f.scratch.gainFavor += 1;
      break;
    case 'witches':
      f.specials.push('ACTW');
      break;
    case 'alchemists':
      gainPower(f, 12);
      break;
    case 'darklings':
      f.scratch.convertWtoP = 3;
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
      if (s.options.specialTerrain && f.specialHex === null) f.scratch.chaosGate = true;
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
    if (tile.buildVp?.type === type) f.VP += tile.buildVp.vp;
  }
  scoreTileEvent(s, f, type === 'SH' || type === 'SA' ? 'SHSA' : type);
}

/** The way to a hex that needs no transform: shipping, or tunnelling / carpet flight with its cost and VP. */
function payForReach(s: TmState, f: FactionState, hex: string): Refusal {
  const reach = checkReachable(s, f, hex);
  if (isRuleError(reach)) return reach;
  if (reach.teleport) f.teleportTo = hex;
  const short = pay(f, reach.cost);
  if (short) return short;
  f.VP += reach.vp;
  f.C += reach.coins ?? 0;
  return undefined;
}

export function cmdBuild(s: TmState, f: FactionState, hex: string): Refusal {
  if (s.round > 0) {
    const refused = requireActive(s, f);
    if (refused) return refused;
  }
  const t = currentTerrain(s, hex);
  if (isRuleError(t)) return t;
  if (s.buildings[hex]) return fail('occupied', `${hex} already has a building.`);
  let free = s.round === 0;
  if (f.scratch.freeD > 0) {
    free = true;
    f.scratch.freeD--;
  }
  const tfNeeded = t !== homeOf(f);
  let checkLocation = !tfNeeded;
  if (!f.sub.transform) checkLocation = true;
  if (checkLocation && f.buildLocations.length > 0 && !f.buildLocations.includes(hex)) delete f.sub.build;
  if (s.round === 0) {
    const next = s.setupQueue[0];
    if (!next || next.seat !== f.seat || next.kind !== 'dwelling') return fail('not-your-setup', 'It is not your turn to place a dwelling.');
    if (tfNeeded) return fail('not-home', `Initial dwellings go on your home terrain (${homeOf(f)}).`);
    s.setupQueue.shift();
  } else {
    const refused = requireSubaction(s, f, 'build', { transform: tfNeeded ? 1 : 0 });
    if (refused) return refused;
  }
  if (f.scratch.teleportNoTf > 0) {
    f.scratch.teleportNoTf--;
    if (tfNeeded) return fail('no-transform', 'This dwelling must go on a forest hex: no terraforming in this action.');
  } else if (tfNeeded) {
    const refused = cmdTransform(s, f, hex, homeOf(f));
    if (refused) return refused;
  } else {
    const refused = payForReach(s, f, hex);
    if (refused) return refused;
  }
  if (f.scratch.SPADE > 0) return fail('spades-left', `Use all your spades before building (${f.scratch.SPADE} left).`);
  noteLeech(s, f, hex);
  const refused = placeBuilding(s, f, 'D', free);
  if (refused) return refused;
  scoreBuild(s, f, 'D');
  s.buildings[hex] = { seat: f.seat, type: 'D' };
  f.locations.push(hex);
  detectTownsFrom(s, f, hex);
}

export function cmdUpgrade(s: TmState, f: FactionState, hex: string, to: 'TP' | 'TE' | 'SH' | 'SA'): Refusal {
  if (s.round === 0) return fail('setup-only', 'No upgrades during setup.');
  const refused = requireActive(s, f) ?? requireSubaction(s, f, 'upgrade', {});
  if (refused) return refused;
  const piece = s.buildings[hex];
  if (!piece || piece.seat !== f.seat) return fail('not-yours', `${hex} has none of your buildings.`);
  if (piece.type !== UPGRADE_FROM[to]) return fail('bad-upgrade', `${hex} holds a ${piece.type}; ${to} is built on a ${UPGRADE_FROM[to]}.`);
  const offers = noteLeech(s, f, hex);
  let free = false;
  if (to === 'TP') {
    if (f.scratch.freeTp > 0) {
      free = true;
      f.scratch.freeTp--;
    } else if (offers.size === 0) {
      const short = pay(f, { C: FACTIONS[f.id].cost.TP.C ?? 0 });
      if (short) return short;
    }
  }
  f.built[UPGRADE_FROM[to]]--;
  const noPiece = placeBuilding(s, f, to, free);
  if (noPiece) return noPiece;
  scoreBuild(s, f, to);
  s.buildings[hex] = { seat: f.seat, type: to };
  detectTownsFrom(s, f, hex);
}

export function cmdTransform(s: TmState, f: FactionState, hex: string, target: Terrain | undefined): Refusal {
  const current = currentTerrain(s, hex);
  if (isRuleError(current)) return current;
  const to = target ?? defaultTransformTarget(f, current);
  const reach = checkReachable(s, f, hex);
  if (isRuleError(reach)) return reach;
  if (current === to) return fail('same-terrain', `${hex} already is ${to}.`);
  if (s.buildings[hex]) return fail('occupied', `${hex} has a building and cannot be transformed.`);
  if (f.id === 'giants' && to !== homeOf(f)) return fail('giants-wasteland', 'Giants can only transform to wasteland.');
  const diff = f.scratch.freeTf > 0 ? 1 : excavatorDiscount(s, f, hex, spadeCost(f, current, to));
  if (diff) {
    if (!f.passed) {
      const refused = requireSubaction(s, f, 'transform', { transform: (f.sub.transform ?? 1) - 1, build: f.sub.build ?? 0 });
      if (refused) return refused;
    }
    if (f.requireHomeTf && to !== homeOf(f)) return fail('one-non-home', 'Only one hex per action may end in a terrain other than your home terrain.');
  }
  if (reach.teleport) f.teleportTo = hex;
  const short = pay(f, reach.cost);
  if (short) return short;
  f.VP += reach.vp;
  f.C += reach.coins ?? 0;
  if (f.scratch.freeTf > 0) {
    f.scratch.freeTf--;
    if (f.scratch.tfNeedAdjacency > 0) {
      f.scratch.tfNeedAdjacency--;
      const nb = new Set(board(s).neighbors[hex] ?? []);
      if (!f.locations.some((l) => nb.has(l))) return fail('sandstorm', 'The sandstorm needs a hex sharing an edge with one of your buildings.');
    }
  } else {
    if (f.scratch.SPADE < diff) return fail('no-spades', `Transforming ${hex} to ${to} needs ${diff} spades; you have ${f.scratch.SPADE}.`);
    f.scratch.SPADE -= diff;
  }
  f.requireHomeTf = false;
  if (!f.scratch.SPADE) {
    delete f.sub.transform;
  } else if (to !== homeOf(f) && !f.passed) {
    f.requireHomeTf = true;
    if (!f.sub.transform) return fail('spades-left', `Use all your spades (${f.scratch.SPADE} left) when leaving a hex in another terrain.`);
  }
  if (to === homeOf(f)) f.buildLocations.push(hex);
  if (to === board(s).terrain[hex]) delete s.terrain[hex];
  else s.terrain[hex] = to;
}

export function cmdDig(s: TmState, f: FactionState, n: number): Refusal {
  const refused = requireActive(s, f) ?? requireSubaction(s, f, 'dig', { transform: 1, build: 1, dig: 1 });
  if (refused) return refused;
  const data = FACTIONS[f.id];
  for (let i = 0; i < n; i++) {
    const short = pay(f, data.dig === null ? { P: 1 } : { W: 3 - f.dig });
    if (short) return short;
    if (data.dig === null) {
      gainSpades(s, f, 1);
      f.VP += 2;
    }
  }
  if (data.dig !== null) gainSpades(s, f, n);
  f.disableSpadeDecline = true;
}
