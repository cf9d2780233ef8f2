import { isProvisional, mapFile } from './data/pack.ts';
import { currentDecisions } from './rules/decisions.ts';
import { participant } from './rules/participants.ts';
import { publicNotation } from './notation.ts';
import { finalStandings } from './rules/scoring.ts';
import { position } from './rules/track.ts';
import type { CeState, MarkerPos, Task } from './state.ts';

/**
 * What a seat (or the public) may see (spec §9). Hidden: humans' goal cards and goal draws, face-down setup
 * city cards, the order of every deck, the bot's city and goal card before they are revealed. Never the RNG.
 */
export function viewFor(s: CeState, seat: number | null) {
  const players = s.players.map((x, p) => {
    const own = x.kind === 'human' && x.seat === seat && seat !== null;
    // At the end every goal card is revealed and scored in public (CE-11.4), so every hand of goals is shown; the
    // blue family's last port decision (phase 'final') comes after that reveal.
    const goalsPublic = (x.kind === 'bot' && (s.bot?.revealed ?? false)) || s.phase === 'over' || s.phase === 'final';
    const drawn = pendingGoalDraw(s, p);
    return {
      kind: x.kind,
      seat: x.seat,
      name: x.name,
      colour: x.colour,
      vassal: x.vassal,
      markers: markerView(s, x.markers),
      hand: { ...x.hand },
      reserve: [...x.reserve],
      vassalReserve: [...x.vassalReserve],
      cities: [...x.cities],
      goalCount: x.goals.length,
      hasHiddenCity: x.hiddenCity !== null,
      cubes: { ...x.cubes },
      crest: x.crest,
      removedPosts: s.removedPosts[p] ?? 0,
      ...(own || goalsPublic ? { goals: [...x.goals] } : {}),
      ...(own && x.hiddenCity !== null ? { hiddenCity: x.hiddenCity } : {}),
      ...(own && drawn ? { goalChoice: drawn } : {}),
      ...(drawn ? { choosingGoal: true } : {}),
    };
  });
  return {
    game: 'cargo-empire' as const,
    map: s.options.map,
    provisionalMap: isProvisional(mapFile(s.options.map)),
    options: s.options,
    round: s.round,
    phase: s.phase,
    turn: s.turn,
    order: [...s.order],
    track: [...s.track],
    cities: structuredClone(s.cities),
    supply: { ...s.supply },
    /** Dior: the express tile (transport type) on each express space, null when empty; null in Europe (CE-17). */
    express: s.express ? { ...s.express } : null,
    display: [...s.display],
    cityDeckSize: s.cityDeck.length,
    goalDeckSize: s.goalDeck.length,
    players,
    flags: { ...s.flags, borrowed: [...s.flags.borrowed] },
    tasks: s.tasks.map(publicTask),
    bot: s.bot
      ? { deckSize: s.bot.deck.length, discard: [...s.bot.discard], card: s.bot.card, destSlot: s.bot.destSlot, origin: s.bot.origin, lastMove: s.bot.lastMove ?? null }
      : null,
    waitingFor: [...new Set(currentDecisions(s).map((d) => participant(s, d.p).seat))],
    final: s.phase === 'over' ? finalStandings(s) : null,
    // Public form only (a kept goal's id stays hidden until the end).
    lastTurn: s.lastTurn ? { seat: participant(s, s.lastTurn.p).seat, moves: s.lastTurn.moves.map((m) => (s.phase === 'over' ? m : publicNotation(m))) } : null,
  };
}

function markerView(s: CeState, markers: Record<'car' | 'loco' | 'ship', MarkerPos>) {
  const one = (m: MarkerPos) => ({ ...m, position: position(s.track, m) });
  return { car: one(markers.car), loco: one(markers.loco), ship: one(markers.ship) };
}

function pendingGoalDraw(s: CeState, p: number): number[] | null {
  if (s.phase === 'setup-goals') return s.setupGoals[p] ?? null;
  const head = s.tasks[0];
  return head?.t === 'goal' && head.p === p ? [...head.drawn] : null;
}

function publicTask(t: Task) {
  return t.t === 'goal' ? { t: 'goal' as const, p: t.p } : structuredClone(t);
}

export type CeView = ReturnType<typeof viewFor>;
