import { isRuleError } from '../../engine/errors.ts';
import { auctionLegal } from './rules/auction.ts';
import { FACTIONS } from './data/factions.ts';
import { TERRAIN_COLOR } from './data/terrain.ts';
import { CULTS, FAVOR_IDS, POWER_ACTIONS, TOWN_IDS, type FavorId } from './data/tiles.ts';
import { parseMove } from './notation.ts';
import { applyInPlace } from './rules/apply.ts';
import { ownsAction } from './rules/actions.ts';
import { board, homeOf, terrainAt } from './rules/geometry.ts';
import { checkReachable, spadeCost } from './rules/reach.ts';
import { specialPlaceable } from './rules/special.ts';
import { riverTownCandidates } from './rules/river-town.ts';
import { conversionOpen } from './rules/turn.ts';
import { availableFactions } from './rules/factions.ts';
import type { FactionState, TmState } from './state.ts';

/** True when the move applies without a rule error (tried on a private copy). */
export function isLegal(s: TmState, seat: number, text: string): boolean {
  const move = parseMove(text);
  if ('isRuleError' in move) return false;
  return applyInPlace(structuredClone(s), seat, move) === undefined;
}

function reachable(s: TmState, f: FactionState, hex: string): boolean {
  return !isRuleError(checkReachable(s, f, hex));
}

function emptyLand(s: TmState): string[] {
  return board(s).land.filter((h) => !s.buildings[h]);
}

function bridgeCandidates(s: TmState, f: FactionState): string[] {
  return board(s)
    .bridges.filter(([a, b]) => s.buildings[a]?.seat === f.seat || s.buildings[b]?.seat === f.seat)
    .map(([a, b]) => `bridge ${a}:${b}`);
}

function favorCandidates(s: TmState, f: FactionState): string[] {
  return FAVOR_IDS.filter((id: FavorId) => (s.favorPool[id] ?? 0) > 0 && !f.favors.includes(id)).map((id) => `+${id}`);
}

/** TM-14.4: the Darklings' stronghold conversions of up to 3 workers to priests at 1:1. */
function strongholdConversions(f: FactionState): string[] {
  return Array.from({ length: Math.min(3, f.W) }, (_, i) => `convert ${i + 1}W to ${i + 1}P`);
}

/** Completions of an action that is still open (favor, town, cult steps, spades, free builds...). */
function pendingCandidates(s: TmState, f: FactionState): string[] {
  const out: string[] = [];
  const home = homeOf(f);
  if (f.scratch.gainFavor > 0) out.push(...favorCandidates(s, f));
  if (f.scratch.gainTown > 0) out.push(...TOWN_IDS.filter((id) => (s.townPool[id] ?? 0) > 0).map((id) => `+${id}`));
  if (f.scratch.CULT > 0) {
    const n = f.cultsSameTrack ? f.scratch.CULT : 1;
    out.push(...CULTS.map((c) => `+${n > 1 ? n : ''}${c}`));
  }
  if (f.scratch.BRIDGE > 0) out.push(...bridgeCandidates(s, f));
  if (f.scratch.freeTp > 0) out.push(...f.locations.filter((h) => s.buildings[h]?.type === 'D').map((h) => `upgrade ${h} to TP`));
  if (f.scratch.freeD > 0) out.push(...emptyLand(s).filter((h) => terrainAt(s, h) === home).map((h) => `build ${h}`));
  if (conversionOpen(f, s)) out.push(...strongholdConversions(f), 'done');
  if (f.scratch.SPADE > 0 || f.scratch.freeTf > 0) {
    for (const h of emptyLand(s)) {
      const t = terrainAt(s, h);
      if (t === home || t === 'river' || t === undefined || !reachable(s, f, h)) continue;
      out.push(`transform ${h} to ${TERRAIN_COLOR[home]}`, `transform ${h}`);
      if (!f.passed) out.push(`transform ${h} to ${TERRAIN_COLOR[home]}. build ${h}`);
    }
    out.push(`-${f.scratch.SPADE > 1 ? f.scratch.SPADE : ''}SPADE`);
  }
  if (f.sub.build && f.buildLocations.length > 0) out.push(...f.buildLocations.map((h) => `build ${h}`));
  if (f.ravenChoice > 0) out.push('raven vp', ...CULTS.map((c) => `raven ${c}`));
  if (f.scratch.riverTown) out.push(...riverTownCandidates(s, f).map((r) => `connect ${r}`), 'done');
  if (specialPlaceable(s, f)) {
    out.push(...f.buildLocations.map((h) => `special ${h}`));
    if (f.scratch.chaosGate) out.push('done', ...emptyLand(s).filter((h) => terrainAt(s, h) === 'wasteland').map((h) => `special ${h}`));
  }
  return out;
}

/** Special terrain placements (TM-15.5): transform a reachable hex to home terrain and put the structure there. */
function specialCandidates(s: TmState, f: FactionState): string[] {
  const out: string[] = [];
  const home = homeOf(f);
  const b = board(s);
  if (f.id === 'mermaids') {
    const rivers = new Set(f.locations.flatMap((l) => b.neighbors[l] ?? []).filter((h) => b.terrain[h] === 'river' && !s.buildings[h]));
    for (const r of rivers) out.push(`dig 1. special ${r}`, `action ACT5. special ${r}`);
    return out;
  }
  if (f.id === 'chaosmagicians') return out;
  for (const h of emptyLand(s)) {
    const t = terrainAt(s, h);
    if (t === undefined || t === 'river' || t === home || !reachable(s, f, h)) continue;
    const n = spadeCost(f, t, home);
    out.push(`dig ${n}. transform ${h} to ${TERRAIN_COLOR[home]}. special ${h}`);
    out.push(n > 1 ? `action ACT6. dig ${Math.max(0, n - 2)}. transform ${h} to ${TERRAIN_COLOR[home]}. special ${h}`.replace('dig 0. ', '') : `action ACT5. transform ${h} to ${TERRAIN_COLOR[home]}. special ${h}`);
    if (f.specials.includes('ACTN')) out.push(`action ACTN. transform ${h} to yellow. special ${h}`);
  }
  return out;
}

/** "burn k. " when k burned tokens make up the power a board action needs, else nothing. */
function burnFor(f: FactionState, cost: number): string {
  const k = Math.max(0, cost - f.P3);
  return k > 0 && 2 * k <= f.P2 ? `burn ${k}. ` : '';
}

/** Transform-and-build candidates for one hex with each spade source (TM-6.1). */
function buildCandidates(s: TmState, f: FactionState, hex: string): string[] {
  const t = terrainAt(s, hex);
  const home = homeOf(f);
  if (t === undefined || t === 'river') return [];
  if (t === home) return [`build ${hex}`];
  const n = spadeCost(f, t, home);
  const out = [`dig ${n}. build ${hex}`, `dig ${n}. transform ${hex} to ${TERRAIN_COLOR[home]}`];
  const sources: [string, number][] = [[`${burnFor(f, 4)}action ACT5`, 1], [`${burnFor(f, 6)}action ACT6`, 2]];
  if (f.bonus === 'BON1') sources.push(['action BON1', 1]);
  if (f.specials.includes('ACTG')) sources.push(['action ACTG', 2]);
  for (const [src, free] of sources) {
    out.push(n > free ? `${src}. dig ${n - free}. build ${hex}` : `${src}. build ${hex}`);
  }
  if (f.specials.includes('ACTN')) out.push(`action ACTN. build ${hex}`);
  return out;
}

function turnCandidates(s: TmState, f: FactionState): string[] {
  const out: string[] = [];
  const data = FACTIONS[f.id];
  if (s.round < 6) for (const b of s.bonusPool) out.push(`pass ${b}`);
  else out.push('pass');
  for (const h of emptyLand(s)) if (reachable(s, f, h)) out.push(...buildCandidates(s, f, h));
  for (const h of f.locations) {
    const type = s.buildings[h]?.type;
    if (type === 'D') out.push(`upgrade ${h} to TP`);
    if (type === 'TP') out.push(`upgrade ${h} to TE`, `upgrade ${h} to SH`);
    if (type === 'TE') out.push(`upgrade ${h} to SA`);
  }
  if (f.P > 0) for (const c of CULTS) out.push(`send p to ${c}`, `send p to ${c} for 2`, `send p to ${c} for 1`);
  if (data.ship) out.push('advance ship');
  if (data.dig) out.push('advance dig');
  for (const id of ['ACT2', 'ACT3', 'ACT4'] as const) out.push(`${burnFor(f, POWER_ACTIONS[id].cost)}action ${id}`);
  for (const b of bridgeCandidates(s, f)) {
    out.push(`${burnFor(f, 3)}action ACT1. ${b}`);
    if (f.id === 'engineers') out.push(`action ACTE. ${b}`);
  }
  for (const id of ['BON2', 'FAV6']) if (ownsAction(f, id)) out.push(...CULTS.map((c) => `action ${id}. +${c}`));
  if (ownsAction(f, 'ACTA')) out.push(...CULTS.map((c) => `action ACTA. +2${c}`));
  if (ownsAction(f, 'ACTC')) out.push('action ACTC');
  if (ownsAction(f, 'ACTW')) out.push(...emptyLand(s).filter((h) => terrainAt(s, h) === homeOf(f)).map((h) => `action ACTW. build ${h}`));
  if (ownsAction(f, 'ACTS')) out.push(...f.locations.filter((h) => s.buildings[h]?.type === 'D').map((h) => `action ACTS. upgrade ${h} to TP`));
  out.push(...riverTownCandidates(s, f).map((r) => `connect ${r}`));
  if (specialPlaceable(s, f)) out.push(...specialCandidates(s, f));
  if (f.P2 >= 2) out.push('burn 1');
  if (f.P3 > 0) out.push('convert 1PW to 1C');
  if (f.W > 0) out.push('convert 1W to 1C');
  // Without the strict flag the stronghold conversion waits for one of the Darklings' later turns (TM-14.4).
  if (f.scratch.convertWtoP > 0) out.push(...strongholdConversions(f));
  if (f.P > 0) out.push('convert 1P to 1W');
  return out;
}

/** Complete legal moves (snellman notation) for a seat now; empty when the seat holds no decision. */
export function legalMoves(s: TmState, seat: number): string[] {
  let cands: string[] = [];
  if (s.phase === 'over') return [];
  if (s.phase === 'auction') return auctionLegal(s, seat);
  if (s.phase === 'factions') {
    if (seat !== s.factions.length) return [];
    return availableFactions(s).map((id) => `setup ${id}`);
  }
  if (s.phase === 'setup') {
    const next = s.setupQueue[0];
    if (!next || next.seat !== seat) return [];
    const f = s.factions[seat] as FactionState;
    if (next.kind === 'bonus') return s.bonusPool.map((b) => `pass ${b}`);
    return emptyLand(s)
      .filter((h) => terrainAt(s, h) === homeOf(f))
      .map((h) => `build ${h}`);
  }
  const f = s.factions[seat];
  if (!f || f.dropped) return [];
  const offer = s.leeches.find((l) => l.to === seat);
  if (offer) {
    const from = (s.factions[offer.from] as FactionState).id;
    cands.push(`leech ${offer.amount} from ${from}`, `decline ${offer.amount} from ${from}`);
    if (offer.camp) cands.push(`leech coin from ${from}`);
  }
  const hasWork = f.scratch.chaosGate || f.ravenChoice > 0 || f.scratch.SPADE > 0 || f.scratch.CULT > 0 || f.scratch.gainFavor > 0 || f.scratch.gainTown > 0 || f.scratch.BRIDGE > 0 || f.scratch.freeTf > 0 || f.scratch.freeTp > 0 || f.scratch.freeD > 0 || conversionOpen(f, s) || f.scratch.riverTown === true;
  if (s.active === seat && s.phase === 'play') cands.push(...(hasWork ? pendingCandidates(s, f) : turnCandidates(s, f)));
  else if (hasWork) cands.push(...pendingCandidates(s, f));
  cands = [...new Set(cands)];
  const ok = cands.filter((c) => isLegal(s, seat, c));
  if (ok.length === 0 && hasWork && isLegal(s, seat, 'done')) ok.push('done');
  return ok;
}
