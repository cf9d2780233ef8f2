/**
 * Game flow (CE-1): setup steps (CE-S8 to CE-S10), turns, rounds, maintenance (CE-10) and the end of the game
 * (CE-11).
 */
import type { GameEvent } from '../../../engine/types.ts';
import { playerCountsData } from '../data/pack.ts';
import { botSetupAfterFirstPosts, botSetupAfterSecondPosts, botTurn } from './bot.ts';
import { beginFinalScoring } from './crest-port.ts';
import { runTasks } from './develop.ts';
import { refreshExpressTiles } from './express.ts';
import { activeParticipant, config, participant } from './participants.ts';
import { actor, say } from './events.ts';
import { maintenanceOrder, takeSpaceBonuses } from './turn-order.ts';
import { randomInt } from '../../../engine/rng.ts';
import type { CeState } from '../state.ts';

/** Humans in the order a setup step visits them (CE-S9 is in reverse turn order). */
export function setupSequence(s: CeState): number[] {
  const humans = s.order.filter((p) => participant(s, p).kind === 'human');
  return s.phase === 'setup-first' ? humans.reverse() : humans;
}

/** The human who must act in the current sequential setup step, or null. */
export function setupActor(s: CeState): number | null {
  if (s.phase !== 'setup-first' && s.phase !== 'setup-second' && s.phase !== 'setup-crest') return null;
  if (s.tasks.length > 0) return null;
  return setupSequence(s)[s.setupDone] ?? null;
}

/** Moves the game forward until some human must decide (or the game is over). */
export function settle(s: CeState, events: GameEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.tasks.length > 0) {
      if (runTasks(s, events)) return;
      continue;
    }
    switch (s.phase) {
      case 'setup-goals':
        if (s.setupGoals.some((g) => g !== null)) return;
        placeStartingOrder(s, events);
        s.phase = 'setup-order';
        break;
      case 'setup-order':
        s.phase = 'setup-first';
        s.setupDone = 0;
        break;
      case 'setup-first':
        if (setupActor(s) !== null) return;
        if (s.bot) botSetupAfterFirstPosts(s, events);
        s.phase = 'setup-second';
        s.setupDone = 0;
        break;
      case 'setup-second':
        if (setupActor(s) !== null) return;
        if (s.bot) botSetupAfterSecondPosts(s, events);
        s.setupDone = 0;
        s.phase = s.options.families ? 'setup-crest' : 'action';
        if (s.phase === 'action') say(events, 'round-start', { round: 1 }, 'Round 1 begins.');
        break;
      case 'setup-crest':
        if (setupActor(s) !== null) return;
        s.phase = 'action';
        say(events, 'round-start', { round: 1 }, 'Round 1 begins.');
        break;
      case 'action': {
        if (s.flags.stage === 'develop') {
          endTurn(s);
          break;
        }
        if (s.turn >= s.order.length * config(s).turnsPerRound) {
          endRound(s, events);
          break;
        }
        const p = activeParticipant(s);
        if (participant(s, p).kind === 'bot') {
          botTurn(s, p, events);
          s.flags.stage = 'develop';
          break;
        }
        return;
      }
      case 'maintenance':
        s.round++;
        s.turn = 0;
        s.phase = 'action';
        say(events, 'round-start', { round: s.round }, `Round ${s.round} begins.`);
        break;
      case 'final':
      case 'over':
        return;
    }
  }
  throw new Error('game flow does not settle');
}

function endTurn(s: CeState): void {
  s.turn++;
  s.flags = { enhanced: 0, borrowed: [], stage: 'plan' };
}

/** CE-S8: random start player, then seat order; each takes the next adjustment space and its bonus. */
function placeStartingOrder(s: CeState, events: GameEvent[]): void {
  const n = s.players.length;
  const chosen = s.options.startSeat === undefined ? -1 : s.players.findIndex((x) => x.kind === 'human' && x.seat === s.options.startSeat! - 1);
  const start = chosen >= 0 ? chosen : randomInt(s.rng, n);
  s.order = Array.from({ length: n }, (_, i) => (start + i) % n);
  say(events, 'start-player', actor(participant(s, start)), `${participant(s, start).name} is the start player.`);
  takeSpaceBonuses(s, s.order, events);
}

/** End of an action phase: maintenance (CE-10) in rounds 1-2, final scoring after round 3 (CE-1.1). */
function endRound(s: CeState, events: GameEvent[]): void {
  if (s.round >= playerCountsData().rounds) {
    beginFinalScoring(s, events);
    return;
  }
  say(events, 'maintenance', { round: s.round }, `Maintenance after round ${s.round}.`);
  const placed = maintenanceOrder(s);
  s.order = placed;
  s.phase = 'maintenance';
  takeSpaceBonuses(s, placed, events);
  refreshExpressTiles(s, events); // CE-10.4, CE-17.5: after the new turn order is set
}
