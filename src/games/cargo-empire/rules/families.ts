/** Family crest effects (CE-13.5, CE-13.6) that change other rules: origins, payment (CE-4.2) and rewards. */
import { participant } from './participants.ts';
import type { CeState, Colour } from '../state.ts';

/**
 * Family crest effects (CE-13). The family is the player's colour. A Kasha player who borrowed a crest ability this
 * turn uses it with the lending family's crest tile (AMB-16).
 */
function familyHolder(s: CeState, colour: Colour): number {
  if (!s.options.families) return -1;
  return s.players.findIndex((x) => x.kind === 'human' && x.colour === colour && x.crest !== null);
}

export function crestCity(s: CeState, colour: Colour): string | null {
  const p = familyHolder(s, colour);
  return p < 0 ? null : participant(s, p).crest;
}

/** Whether participant p may use the crest ability of `family` now (own family, or borrowed this turn). */
export function hasCrestAbility(s: CeState, p: number, family: Colour): boolean {
  if (!s.options.families) return false;
  const who = participant(s, p);
  if (who.kind !== 'human') return false;
  if (who.colour === family) return crestCity(s, family) !== null;
  const active = s.phase === 'action' && s.order[s.turn % s.order.length] === p;
  return active && who.colour === 'purple' && s.flags.borrowed.includes(family) && crestCity(s, family) !== null;
}

/** CE-13.6 / AMB-7: a red crest blocks everyone but the red player (and a Kasha player who borrowed red). */
export function blockedByRedCrest(s: CeState, p: number | null, city: string): boolean {
  const red = crestCity(s, 'red');
  if (red !== city) return false;
  if (p === null) return true; // vassals
  return !hasCrestAbility(s, p, 'red');
}

/** The Tino crest city, a port for ship legs of whoever holds the blue ability now (CE-4.2); else null. */
export function extraPortFor(s: CeState, p: number): string | null {
  return hasCrestAbility(s, p, 'blue') ? crestCity(s, 'blue') : null;
}

function crestAt(s: CeState, p: number, family: Colour, origin: string, destination: string): boolean {
  if (!hasCrestAbility(s, p, family)) return false;
  const c = crestCity(s, family);
  return c === origin || c === destination;
}

/** Elleston (yellow): any 2 cards complete the transport. */
export function ellestonApplies(s: CeState, p: number, origin: string, destination: string): boolean {
  return crestAt(s, p, 'yellow', origin, destination);
}

/** Glatt (green): colours are ignored. */
export function glattApplies(s: CeState, p: number, origin: string, destination: string): boolean {
  return crestAt(s, p, 'green', origin, destination);
}

/** Kasha (purple): +1 flexible step (AMB-32). Only the Kasha player's own crest counts. */
export function kashaExtraStep(s: CeState, p: number, origin: string, destination: string): number {
  const who = participant(s, p);
  if (who.colour !== 'purple') return 0;
  return crestAt(s, p, 'purple', origin, destination) ? 1 : 0;
}
