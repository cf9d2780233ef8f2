import { FACTIONS, STARTING_VP_BY_MAP, type FactionId } from '../data/factions.ts';
import type { FactionState, TmOptions, TmState } from '../state.ts';
import { fail, type Refusal } from './fail.ts';
import { emptyScratch } from './scratch.ts';

export function startingVp(options: TmOptions, id: FactionId): number {
  if (options.startingVp === 'by-faction' && options.map in STARTING_VP_BY_MAP) {
    return STARTING_VP_BY_MAP[options.map as keyof typeof STARTING_VP_BY_MAP][id];
  }
  return 20;
}

export function newFaction(id: FactionId, seat: number, vp: number): FactionState {
  const d = FACTIONS[id];
  return {
    id,
    seat,
    VP: vp,
    C: d.start.C,
    W: d.start.W,
    P: d.start.P,
    P1: d.start.P1,
    P2: d.start.P2,
    P3: 0,
    cult: [...d.cult],
    keys: 0,
    priestsOnCult: 0,
    maxP: 7,
    ship: d.ship?.start ?? 0,
    dig: 0,
    teleport: 0,
    carpetRange: 1,
    built: { D: 0, TP: 0, TE: 0, SH: 0, SA: 0 },
    locations: [],
    bridgesLeft: 3,
    favors: [],
    towns: [],
    bonus: null,
    specials: [],
    passed: false,
    dropped: false,
    incomeTaken: 0,
    townSize: 7,
    startPlayer: seat === 0,
    order: seat,
    scratch: emptyScratch(),
    cultsSameTrack: false,
    allowedActions: 0,
    sub: {},
    buildLocations: [],
    requireHomeTf: false,
    teleportTo: null,
    cultBlocked: [],
    disableSpadeDecline: false,
    leechNotRejected: {},
    leechRejected: {},
    leechCultGained: {},
    specialHex: null,
    specialThisAction: null,
    workshop: [],
    ravenChoice: 0,
    hatcheryTiles: 0,
  };
}

/** Factions a seat may still pick: not taken, and not the other side of a taken board (TM-3.6.1). */
export function availableFactions(s: TmState): FactionId[] {
  const homes = new Set(s.factions.map((f) => FACTIONS[f.id].home));
  return (Object.keys(FACTIONS) as FactionId[]).filter((id) => !homes.has(FACTIONS[id].home));
}

/** A seat picks its faction; after the last pick the initial dwellings start (TM-3.7, TM-21.16). */
export function pickFaction(s: TmState, seat: number, id: FactionId): Refusal {
  if (s.phase !== 'factions') return fail('not-picking', 'Factions have already been chosen.');
  if (seat !== s.factions.length) return fail('not-your-pick', `Seat ${s.factions.length + 1} picks a faction now.`);
  if (!availableFactions(s).includes(id)) {
    return fail('faction-taken', `${FACTIONS[id].name} cannot be picked: that faction board is already in play.`);
  }
  s.factions.push(newFaction(id, seat, startingVp(s.options, id)));
  if (s.factions.length < s.playerCount) return;
  beginSetup(s);
}

/** Initial dwellings in turn order and back, Nomads' third, Chaos Magicians' one, then bonus cards in reverse (TM-3.7, 3.8). */
export function beginSetup(s: TmState): void {
  const order = s.order;
  const ids = (seat: number) => (s.factions[seat] as FactionState).id;
  const normal = order.filter((x) => ids(x) !== 'chaosmagicians');
  const queue: TmState['setupQueue'] = [
    ...normal.map((x) => ({ seat: x, kind: 'dwelling' as const })),
    ...[...normal].reverse().map((x) => ({ seat: x, kind: 'dwelling' as const })),
  ];
  const nomads = order.find((x) => ids(x) === 'nomads');
  if (nomads !== undefined) queue.push({ seat: nomads, kind: 'dwelling' });
  const cm = order.find((x) => ids(x) === 'chaosmagicians');
  if (cm !== undefined) queue.push({ seat: cm, kind: 'dwelling' });
  queue.push(...[...order].reverse().map((x) => ({ seat: x, kind: 'bonus' as const })));
  s.setupQueue = queue;
  s.phase = 'setup';
}
