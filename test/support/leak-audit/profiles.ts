/**
 * What each game keeps secret, for the leak audit: the words that only one seat may know at a position (its hand,
 * goals, agendas), and how to search a text for them. Hidden moves (a logged move whose public form differs from its
 * notation) are secrets of their mover in every game, found by the audit itself from the log.
 */
import type { Seat } from '../../../src/engine/types.ts';
import { advancedCivilizationEntry } from '../../../src/games/advanced-civilization/entry.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { cargoEmpireEntry } from '../../../src/games/cargo-empire/entry.ts';
import { goalCards } from '../../../src/games/cargo-empire/data/pack.ts';
import { participantOfSeat } from '../../../src/games/cargo-empire/rules/participants.ts';
import type { CeState } from '../../../src/games/cargo-empire/state.ts';
import { energyEmpireEntry } from '../../../src/games/energy-empire/entry.ts';
import type { EeState } from '../../../src/games/energy-empire/index.ts';
import { agendaData } from '../../../src/games/energy-empire/rules/lookup.ts';
import type { AnyGameEntry } from '../../../src/games/entry.ts';
import { terraMysticaEntry } from '../../../src/games/terra-mystica/entry.ts';
import { commodityHands, givenPart, mentions, offerNotice, withoutFaceUpCards } from '../ac-hidden.ts';

/** Where a searched text was read: a channel post (or a public image), or a private message to one seat. */
export type TextKind = 'public' | 'private' | 'autocomplete';

export interface LeakProfile {
  entry: AnyGameEntry;
  /** Words only `seat` may know in `state` (empty for a game without hidden information). */
  secrets(state: unknown, seat: Seat): string[];
  /** Whether a text names a secret word (default: contains it, ignoring case). */
  names?(text: string, secret: string): boolean;
  /**
   * The part of a text the audit searches, or null to skip it: what the rules show face up, or a seat's own offer
   * to its partner, is left out (default: the whole text).
   */
  searched?(text: string, kind: TextKind): string | null;
  /** Table options for the audited game. */
  options?: Record<string, unknown>;
  /** Seats of the audited game. */
  players: number;
}

const contains = (text: string, secret: string) => text.toLowerCase().includes(secret.toLowerCase());

export const terraMysticaProfile: LeakProfile = {
  entry: terraMysticaEntry,
  // TM has no hidden information (every piece and card is on the table); only the paths are exercised.
  secrets: () => [],
  players: 3,
};

/** CE-9: goal cards held or drawn for a choice, and the setup face-down city card. */
export const cargoEmpireProfile: LeakProfile = {
  entry: cargoEmpireEntry,
  secrets(state, seat) {
    const s = state as CeState;
    const p = participantOfSeat(s, seat);
    if (p < 0) return [];
    const who = s.players[p]!;
    const drawn = s.phase === 'setup-goals' ? (s.setupGoals[p] ?? []) : s.tasks[0]?.t === 'goal' && s.tasks[0].p === p ? s.tasks[0].drawn : [];
    const goals = [...who.goals, ...drawn].map((id) => goalCards().find((g) => g.id === id)!.text);
    return who.hiddenCity ? [...goals, `Face-down city card: ${who.hiddenCity}`] : goals;
  },
  players: 3,
};

/** EE-3.10, ER-16: agendas held face down, and the two dealt at setup. */
export const energyEmpireProfile: LeakProfile = {
  entry: energyEmpireEntry,
  secrets(state, seat) {
    const s = state as EeState;
    const p = s.players[seat];
    if (!p) return [];
    const ids = [...p.agendas.filter((a) => !a.public).map((a) => a.id), ...(s.phase === 'setup' ? p.dealtAgendas : [])];
    const publicIds = new Set(s.players.flatMap((x) => x.agendas.filter((a) => a.public).map((a) => a.id)));
    return ids.filter((id) => !publicIds.has(id)).flatMap((id) => [id, agendaData(id).name]);
  },
  players: 3,
};

/** Spec H: trade cards in hand (commodities); civilization cards and what the rules show face up are public. */
export const advancedCivilizationProfile: LeakProfile = {
  entry: advancedCivilizationEntry,
  secrets: (state, seat) => [...(commodityHands(state as AcState)[seat] ?? [])],
  names: mentions,
  searched(text, kind) {
    // Civilization cards (one is "Cloth Making") and cards paid or discarded face up are public, in any message (the
    // log, a hand picture that lists civilization cards).
    if (kind === 'public') return withoutFaceUpCards(text);
    // An offer names the offerer's cards to its one recipient (D.3.3): that is the offer itself.
    if (kind === 'private' && offerNotice.test(text)) return null;
    // A seat's own wish ("ask …") names no hand; only what a move gives is searched.
    return withoutFaceUpCards(kind === 'autocomplete' ? givenPart(text) : text.replace(/\bask \d+[^`\n]*/gi, 'ask …'));
  },
  players: 4,
};

export const leakProfiles: readonly LeakProfile[] = [terraMysticaProfile, cargoEmpireProfile, energyEmpireProfile, advancedCivilizationProfile];

export function namesSecret(profile: LeakProfile, text: string, secret: string): boolean {
  return (profile.names ?? contains)(text, secret);
}
