import { SCORING_TILES } from './data/tiles.ts';
import { waitingForOffers } from './rules/offer-barrier.ts';
import { turnOrder } from './rules/turn.ts';
import type { TmPublicView } from './render/public-view.ts';
import { TM_AI } from './ai/index.ts';
import type { GameModule, GameResult, ScoreLine } from '../../engine/types.ts';
import { FACTIONS } from './data/factions.ts';
import { tmHelp } from './help.ts';
import { legalMoves } from './legal.ts';
import type { TmMove } from './moves.ts';
import { formatMove, parseMove } from './notation.ts';
import { describeTmOptions, tmOptionsSchema, type TmOptions } from './options.ts';
import { pendingDecisions } from './pending.ts';
import { applyMove } from './rules/apply.ts';
import { createGame } from './rules/setup.ts';
import { tmCommands } from './commands.ts';
import { suggestValues } from './commands.ts';
import type { TmState } from './state.ts';
import { publicView } from './view.ts';

export type { TmState, TmMove, TmOptions };

function result(s: TmState): GameResult | null {
  if (s.phase !== 'over' || !s.finalScores) return null;
  const scores: ScoreLine[] = s.factions.map((f) => {
    const b = s.finalScores?.find((x) => x.seat === f.seat)?.breakdown ?? {};
    return { seat: f.seat, rank: 0, total: f.VP, breakdown: b };
  });
  for (const line of scores) line.rank = 1 + scores.filter((o) => o.total > line.total).length;
  return { scores, summary: 'Final scoring: cult tracks 8/4/2, largest network 18/12/6, resources 3 coins per VP (TM-13). Equal totals share the rank.' };
}

/** Turn order and the score so far, for /game status. */
function statusDetails(s: TmState): string[] {
  if (s.factions.length === 0) return [];
  const name = (seat: number) => {
    const f = s.factions[seat];
    return `${f ? FACTIONS[f.id].name : `Seat ${seat + 1}`} (${s.seatNames[seat] ?? ''})`;
  };
  const order = turnOrder(s).filter((seat) => seat < s.factions.length).map(name);
  const scores = [...s.factions].sort((a, b) => b.VP - a.VP).map((f) => `${name(f.seat)} ${f.VP} VP`);
  const lines = [`Turn order: ${order.join(', ')}`, `Score so far: ${scores.join(', ')}`];
  const tileId = s.scoring[s.round - 1];
  const tile = tileId ? SCORING_TILES[tileId] : undefined;
  if (tile && s.round >= 1) {
    const reward = Object.entries(tile.reward).map(([k, v]) => `${v} ${k}`).join(', ');
    lines.push(`This round's scoring tile (${tileId}): ${tile.display} VP; at the round's end ${reward} per ${tile.per} ${tile.cult.toLowerCase()}.`);
  }
  return lines;
}

function statusLine(s: TmState): string {
  const who = (seat: number | null | undefined) => {
    if (seat === null || seat === undefined) return 'nobody';
    const f = s.factions[seat];
    return `${f ? FACTIONS[f.id].name : 'Seat ' + (seat + 1)} (${s.seatNames[seat] ?? ''})`;
  };
  switch (s.phase) {
    case 'factions':
      return `Setup: ${who(s.factions.length)} chooses a faction.`;
    case 'auction':
      return `Faction auction: ${s.seatNames[s.auction?.queue[0] ?? 0] ?? ''} to ${s.auction?.round === 0 ? 'nominate' : 'bid'}.`;
    case 'setup':
      return `Setup: ${who(s.setupQueue[0]?.seat)} ${s.setupQueue[0]?.kind === 'bonus' ? 'chooses a bonus card' : 'places a dwelling'}.`;
    case 'income-spades':
      return `Round ${s.round} cult bonus: players use their spades.`;
    case 'play': {
      // The round's scoring tile by its id and its words, as the board's tile shows it (SCORE6: TP >> 3).
      const id = s.scoring[s.round - 1];
      const tile = id ? `${id}: ${SCORING_TILES[id].display}` : '';
      const offers = s.leeches.length > 0 ? ` ${s.leeches.length} power offer(s) open.` : '';
      if (waitingForOffers(s)) return `Round ${s.round} (${tile}), turn ${s.turn}: waiting for power offers before ${who(s.active)} acts.${offers}`;
      return `Round ${s.round} (${tile}), turn ${s.turn}: ${who(s.active)} to act.${offers}`;
    }
    case 'over':
      return 'The game is over.';
  }
}

/** Terra Mystica (issue 3): pure rules module following shared/rules/terra-mystica.md (TM-0..TM-23). */
export const terraMystica: GameModule<TmState, TmMove, TmOptions, TmPublicView> = {
  ai: TM_AI,
  id: 'terra-mystica',
  title: 'Terra Mystica',
  minPlayers: 2,
  maxPlayers: 5,
  engineVersion: 2,
  options: tmOptionsSchema,
  describeOptions: describeTmOptions,
  setup: (options, seats, seed) => createGame(tmOptionsSchema.parse(options ?? {}), seats, seed),
  pending: pendingDecisions,
  legal: legalMoves,
  suggest: suggestValues,
  parse: (text) => parseMove(text),
  format: formatMove,
  apply: (state, seat, move) => applyMove(state, seat, move),
  view: (state) => publicView(state),
  statusLine,
  statusDetails,
  result,
  commands: tmCommands,
  help: tmHelp,
};
