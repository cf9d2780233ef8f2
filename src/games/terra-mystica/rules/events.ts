import type { GameEvent } from '../../../engine/types.ts';
import { FACTIONS } from '../data/factions.ts';
import type { Command, TmMove } from '../moves.ts';
import { formatCommand } from '../notation.ts';
import type { TmState } from '../state.ts';

/** Stable event kinds of the move's commands (README "Events"); no game prefix. */
const COMMAND_KIND: Record<Command['k'], string> = {
  build: 'build',
  upgrade: 'upgrade',
  transform: 'transform',
  dig: 'dig',
  send: 'send-priest',
  convert: 'convert',
  burn: 'burn',
  leech: 'leech-accept',
  decline: 'leech-decline',
  bridge: 'bridge',
  connect: 'river-town',
  pass: 'pass',
  action: 'action',
  advance: 'advance',
  gain: 'claim',
  setup: 'pick-faction',
  nominate: 'nominate',
  bid: 'bid',
  special: 'special-terrain',
  raven: 'raven',
  'leech-coin': 'leech-coin',
  wait: 'wait',
  done: 'done',
};

function nameOf(s: TmState, seat: number): string {
  const f = s.factions[seat];
  return f ? FACTIONS[f.id].name : (s.seatNames[seat] ?? `Seat ${seat + 1}`);
}

/**
 * The public events of an applied move, from the state before and after it: one per command (the seat's line
 * "Witches: action ACT6. build E7" is split over them), then what the move set off: new power offers, a new round,
 * the end of the game. Terra Mystica has no hidden information, so nothing here is private.
 */
export function moveEvents(before: TmState, after: TmState, seat: number, move: TmMove): GameEvent[] {
  const faction = after.factions[seat]?.id ?? null;
  const events: GameEvent[] = move.cmds.map((c, i) => {
    const { k, ...params } = c;
    const words = formatCommand(c);
    return {
      kind: COMMAND_KIND[k],
      data: { seat, faction, ...params },
      text: `${i === 0 ? `${nameOf(after, seat)}: ` : ''}${words}${i < move.cmds.length - 1 ? '.' : ''}`,
    };
  });
  for (const offer of after.leeches) {
    if (offer.id <= before.leechId) continue;
    events.push({
      kind: 'leech-offer',
      data: { from: offer.from, to: offer.to, amount: offer.amount, power: offer.actual },
      text: `${nameOf(after, offer.to)} may gain ${offer.actual} power.`,
    });
  }
  if (after.round > before.round && after.phase !== 'over') {
    events.push({ kind: 'round-start', data: { round: after.round }, text: `Round ${after.round} begins.` });
  }
  if (after.phase === 'over' && before.phase !== 'over') {
    const scores = after.factions.map((f) => ({ seat: f.seat, faction: f.id, vp: f.VP }));
    events.push({ kind: 'game-over', data: { scores }, text: 'The game is over: final scoring is done.' });
  }
  return events;
}
