/**
 * The computer player's rules of thumb in one place, in victory points: what resources, buildings and prospects are
 * worth, and how far it looks ahead. They were set by playouts of four AIs (scripts/tm-ai-league.ts, README
 * "Computer player"), not tuned to one faction.
 */
const DEFAULTS = {
  /** Resources early in the game (TM-13.4 values them at a third of a point each at the end). */
  C: 0.35, W: 0.8, P: 1.6, P1: 0.15, P2: 0.55, P3: 1.0,
  /** Income is worth more than the same resources in hand: it keeps coming, and it is what building pays for. */
  income: 1.3,
  /** Worth of a building beyond its income (the way to the next upgrade). */
  D: 0.3, TP: 1, TE: 1, SA: 1,
  /** The stronghold's ability (TM-14): a base and per round left. */
  SH0: 1, SH1: 1.6,
  /** Per shipping level above the start, and per digging level and round left (TM-6.2, TM-6.3). */
  ship: 1.6, dig: 0.9,
  /** A town tile (TM-10) when the best cluster is complete. */
  town: 8,
  /** Empty land next to the faction's buildings, cheap to turn into home terrain. */
  room: 0.45,
  /**
   * Share of the cult majority points (TM-13.2) counted while they are still to be fought over: every rival answers a
   * step with its own priests, so a priest sent into the race buys far less than the standing it moves; in the engine
   * (shipping, digging, a worker) it keeps paying.
   */
  cultRank: 0.3,
  /** Per cult step while rounds are left (beyond majorities and round bonuses). */
  cultStep: 0.25,
  /** Per building in the largest network while rounds are left. */
  networkSize: 0.3,
  /** Most VP worth paying for a power offer with 4+, 2-3 and 0-1 income phases left (TM-8.3). */
  leech4: 2, leech2: 2, leech0: 1,
  /** Lookahead: turns whose next actions are looked at, their share, and how many of the seat's own actions follow. */
  lookTurns: 4, nextShare: 0.8, depth: 2,
} as const;

export const W = Object.freeze(DEFAULTS);
