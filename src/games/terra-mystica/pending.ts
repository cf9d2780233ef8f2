import type { Decision } from '../../engine/types.ts';
import { FACTIONS } from './data/factions.ts';
import type { FactionState, TmState } from './state.ts';
import { auctionLegal } from './rules/auction.ts';
import { legalMoves } from './legal.ts';
import { waitingForOffers } from './rules/offer-barrier.ts';
import { conversionOpen } from './rules/turn.ts';
import { riverTownCandidates } from './rules/river-town.ts';
import { availableFactions } from './rules/factions.ts';

function name(s: TmState, seat: number): string {
  const f = s.factions[seat];
  return f ? FACTIONS[f.id].name : (s.seatNames[seat] ?? `Seat ${seat + 1}`);
}

/** The river town offer comes last: other open work of the action is answered first. */
const RIVER_TOWN_WORK = 'Found a town across a river ("connect rN"), or decline ("done")';

function openWork(s: TmState, f: FactionState): string | null {
  if (f.scratch.gainFavor > 0) return 'Choose a favor tile';
  if (f.scratch.gainTown > 0) return 'Choose a town tile';
  if (f.scratch.CULT > 0) return `Choose the cult track for ${f.scratch.CULT} step${f.scratch.CULT > 1 ? 's' : ''}`;
  if (f.scratch.SPADE > 0) return `Use your ${f.scratch.SPADE} spade${f.scratch.SPADE > 1 ? 's' : ''}`;
  if (f.scratch.BRIDGE > 0) return 'Place your bridge';
  if (f.scratch.freeD > 0) return 'Place your free dwelling';
  if (f.scratch.freeTp > 0) return 'Choose the dwelling to upgrade for free';
  if (f.scratch.freeTf > 0) return 'Choose the hex for the sandstorm';
  if (f.scratch.chaosGate) return 'Place the chaos gate on an empty wasteland hex ("special HEX"), or "done"';
  if (f.ravenChoice > 0) return 'Raven hut: take 5 VP ("raven vp") or 3 cult steps ("raven FIRE")';
  if (conversionOpen(f, s)) return 'Convert up to 3 workers to priests, or "done"';
  if (f.scratch.riverTown) return RIVER_TOWN_WORK;
  return null;
}

/**
 * The safe move the platform plays when a deadline passes or the seat is on autopilot: finish the open work
 * in the way that spends nothing (decline spades, stop converting or placing), and pass on a free turn
 * (TM-4.3, TM-6.8: passing ends the round for the seat, taking the first bonus card left in the pool before round 6).
 * Work without such an answer (favor, town, cult step, bridge, free builds) has none: the platform then
 * plays the first legal move.
 */
function defaultFor(s: TmState, f: FactionState, work: string | null): string | undefined {
  if (work === null) return s.round < 6 && s.bonusPool[0] ? `pass ${s.bonusPool[0]}` : 'pass';
  if (f.scratch.gainFavor > 0 || f.scratch.gainTown > 0 || f.scratch.CULT > 0) return undefined;
  if (f.scratch.SPADE > 0) return `-${f.scratch.SPADE > 1 ? f.scratch.SPADE : ''}SPADE`;
  if (f.scratch.chaosGate || conversionOpen(f, s) || f.scratch.riverTown) return 'done';
  return undefined;
}

/** TM-14.9: the Mermaids' optional river town, one button per candidate river hex, declined by "done". */
function riverTownDecision(s: TmState, f: FactionState): Decision {
  const options = riverTownCandidates(s, f).map((r) => ({ label: `Found a town across ${r}`, notation: `connect ${r}`, style: 'primary' as const }));
  return {
    seat: f.seat,
    kind: 'river-town',
    prompt: 'Found a town across a river? Your buildings on both banks count as connected for it (TM-14.9).',
    options: [...options, { label: 'Decline', notation: 'done', style: 'secondary' }],
    defaultMove: 'done',
    timing: 'turn',
  };
}

function withDefault(decision: Decision, defaultMove: string | undefined): Decision {
  return defaultMove === undefined ? decision : { ...decision, defaultMove };
}

/**
 * Who must act now (TM-18). Several seats can hold decisions at once: every recipient of a leech offer,
 * the Cultists choosing a cult step, and players using cult-bonus spades. The active player's turn waits
 * until every offer is answered (TM-18.3), unless the table lets play go on as snellman does.
 */
export function pendingDecisions(s: TmState): Decision[] {
  const out: Decision[] = [];
  if (s.phase === 'over') return out;
  if (s.phase === 'auction' && s.auction) {
    const seat = s.auction.queue[0];
    if (seat !== undefined) {
      const decision: Decision = {
        seat,
        kind: s.auction.round === 0 ? 'nominate' : 'bid',
        prompt: s.auction.round === 0 ? 'Nominate a faction for the auction' : 'Bid VP for a nominated faction ("bid witches 3")',
        timing: 'turn',
      };
      // The auction has no pass: the lowest legal bid (or the first free nomination) keeps it going.
      out.push(withDefault(decision, auctionLegal(s, seat)[0]));
    }
    return out;
  }
  if (s.phase === 'factions') {
    const seat = s.factions.length;
    const options = availableFactions(s).map((id) => ({ label: FACTIONS[id].name, notation: `setup ${id}` }));
    out.push(withDefault({ seat, kind: 'pick-faction', prompt: 'Choose your faction', options, timing: 'turn' }, options[0]?.notation));
    return out;
  }
  if (s.phase === 'setup') {
    const next = s.setupQueue[0];
    if (next) {
      out.push(
        next.kind === 'dwelling'
          ? withDefault({ seat: next.seat, kind: 'place-dwelling', prompt: 'Place an initial dwelling on your home terrain', timing: 'turn' }, legalMoves(s, next.seat)[0])
          : withDefault(
              {
                seat: next.seat,
                kind: 'pick-bonus',
                prompt: 'Choose your starting bonus card',
                options: s.bonusPool.map((b) => ({ label: b, notation: `pass ${b}` })),
                timing: 'turn',
              },
              s.bonusPool[0] ? `pass ${s.bonusPool[0]}` : undefined,
            ),
      );
    }
    return out;
  }
  const offered = new Set<number>();
  for (const l of s.leeches) {
    if (offered.has(l.to)) continue;
    offered.add(l.to);
    const to = s.factions[l.to] as FactionState;
    const gain = Math.min(l.actual, to.VP + 1);
    const from = (s.factions[l.from] as FactionState).id;
    out.push({
      seat: l.to,
      kind: 'leech',
      prompt: `${name(s, l.from)} built next to you: take ${gain} power for ${Math.max(0, gain - 1)} VP?`,
      options: [
        { label: gain > 1 ? `Take ${gain} power for ${gain - 1} VP` : `Take ${gain} power (free)`, notation: `leech ${l.amount} from ${from}`, style: gain > 1 ? 'danger' : 'primary' },
        { label: 'Decline', notation: `decline ${l.amount} from ${from}`, style: 'secondary' },
        ...(l.camp ? [{ label: 'Take 1 coin (trading camp)', notation: `leech coin from ${from}`, style: 'primary' as const }] : []),
      ],
      // TM-8.3: an offer may always be declined; it costs nothing.
      defaultMove: `decline ${l.amount} from ${from}`,
      timing: 'off-turn',
    });
  }
  for (const f of s.factions) {
    if (f.dropped) continue;
    const work = openWork(s, f);
    if (s.phase === 'play' && s.active === f.seat) {
      // TM-18.3: the next action waits until every power offer is answered.
      if (waitingForOffers(s)) continue;
      if (work === RIVER_TOWN_WORK) out.push(riverTownDecision(s, f));
      else out.push(withDefault({ seat: f.seat, kind: 'turn', prompt: work ?? 'Take an action (or pass)', timing: 'turn' }, defaultFor(s, f, work)));
    } else if (work) {
      out.push(withDefault({ seat: f.seat, kind: f.scratch.CULT > 0 ? 'cult-step' : f.scratch.SPADE > 0 ? 'spades' : 'finish-action', prompt: work, timing: 'off-turn' }, defaultFor(s, f, work)));
    }
  }
  return out;
}
