/**
 * Step 4, develop (CE-8), turn-order and maintenance bonuses as tasks (CE-S8, CE-10), the bot's develop (CE-14.4
 * c-e).
 */
import type { GameEvent } from '../../../engine/types.ts';
import { botCards } from '../data/pack.ts';
import { refillSlot } from './city-deck.ts';
import { cityName, type TrackIcon } from './world.ts';
import { config, nameOf, participant } from './participants.ts';
import { actor, say, sayPrivately } from './events.ts';
import { describePos, needsRow, stepForward } from './track.ts';
import type { CeState, Row, Task, Transport } from '../state.ts';
import { hasVassalPlacement } from './vassal.ts';

/**
 * Step 4 and every other marker movement as a task queue (CE-8, CE-S8, CE-10). The head task either resolves
 * itself or waits for its owner's decision; decisions are plain data in state, so a restart loses nothing.
 */

/** Runs tasks until one needs a decision (returns true) or the queue is empty (returns false). */
export function runTasks(s: CeState, events: GameEvent[]): boolean {
  for (let guard = 0; guard < 10_000; guard++) {
    const task = s.tasks[0];
    if (!task) return false;
    if (!autoResolve(s, task, events)) return true;
  }
  throw new Error('task queue does not settle');
}

function isBot(s: CeState, p: number): boolean {
  return participant(s, p).kind === 'bot';
}

/** Resolves the head task if it needs no decision; returns false when it waits for one. */
function autoResolve(s: CeState, task: Task, events: GameEvent[]): boolean {
  switch (task.t) {
    case 'runs':
      if (task.runs.length === 0) {
        s.tasks.shift();
        return true;
      }
      if (task.runs.length === 1 || isBot(s, task.p)) {
        const [first, ...rest] = task.runs;
        s.tasks.splice(0, 1, { t: 'advance', p: task.p, marker: first!.marker, steps: first!.steps }, { ...task, runs: rest });
        return true;
      }
      return false;
    case 'advance': {
      if (task.steps <= 0) {
        s.tasks.shift();
        return true;
      }
      const m = participant(s, task.p).markers[task.marker];
      if (!needsRow(m)) {
        takeStep(s, task.p, task.marker, 'upper', events);
        return true;
      }
      if (isBot(s, task.p)) {
        takeStep(s, task.p, task.marker, botArrow(s), events);
        return true;
      }
      return false;
    }
    case 'rewards': {
      const steps = cityRewardSteps(s, task.p, task.origin, task.destination) + (task.fullUpgrade ? 1 : 0) + task.extra;
      if (steps > 0) say(events, 'flexible-steps', { ...actor(participant(s, task.p)), steps }, `${nameOf(s, task.p)} has ${steps} flexible development step${steps > 1 ? 's' : ''} (city and upgrade rewards).`);
      s.tasks.splice(0, 1, { t: 'flex', p: task.p, steps, eligible: task.eligible });
      return true;
    }
    case 'flex':
      if (task.steps <= 0 || task.eligible.length === 0) {
        s.tasks.shift();
        return true;
      }
      if (task.eligible.length === 1) {
        s.tasks.splice(0, 1, { t: 'advance', p: task.p, marker: task.eligible[0]!, steps: task.steps });
        return true;
      }
      return false;
    case 'vassal':
      if (!hasVassalPlacement(s)) {
        say(events, 'vassal-skip', actor(participant(s, task.p)), `${nameOf(s, task.p)}'s vassal has no placement and skips (AMB-9).`);
        s.tasks.shift();
        return true;
      }
      return false;
    case 'city':
    case 'goal':
    case 'any':
    case 'cityOrGoal':
    case 'express':
      return false;
  }
}

/** CE-8.3: +1 for origin and +1 for destination whose card is in the display or among the player's cities. */
export function cityRewardSteps(s: CeState, p: number, origin: string, destination: string): number {
  const own = participant(s, p).cities;
  let steps = 0;
  for (const city of [origin, destination]) if (s.display.includes(city) || own.includes(city)) steps++;
  return steps;
}

export function botArrow(s: CeState): Row {
  const card = botCards().find((c) => c.number === s.bot?.card);
  return card?.arrow === 'down' ? 'lower' : 'upper';
}

/** One step of the head advance task, with the bonus of the space entered (CE-8.6, CE-8.7). */
export function takeStep(s: CeState, p: number, marker: Transport, row: Row, events: GameEvent[]): void {
  const head = s.tasks[0];
  if (head?.t !== 'advance') throw new Error('takeStep without an advance task');
  const who = participant(s, p);
  const { pos, icon } = stepForward(s.track, who.markers[marker], row);
  who.markers[marker] = pos;
  head.steps--;
  say(events, 'marker-move', { ...actor(who), marker, position: pos }, `${who.name}'s ${marker} marker moves to ${describePos(s.track, pos)}.`);
  gainBonus(s, p, icon, events);
}

function gainBonus(s: CeState, p: number, icon: TrackIcon, events: GameEvent[]): void {
  const who = participant(s, p);
  const bot = who.kind === 'bot';
  switch (icon) {
    case 'none':
      return;
    case 'car':
    case 'locomotive':
    case 'ship': {
      if (bot) return; // CE-14.4 c
      const type: Transport = icon === 'locomotive' ? 'loco' : icon;
      who.hand[type]++;
      say(events, 'gain-card', { ...actor(who), card: type }, `${who.name} gains a ${type} card.`);
      return;
    }
    case 'city':
      if (bot) botTakeCity(s, p, events);
      else s.tasks.unshift({ t: 'city', p });
      return;
    case 'goal':
      if (bot) botTakeGoal(s, p, events);
      else startGoalDraw(s, p, events);
      return;
    case 'anyCard':
      if (!bot) s.tasks.unshift({ t: 'any', p, advance: false });
      return;
    case 'cityOrGoal':
      // AMB-6: the bot resolves it as its city bonus.
      if (bot) botTakeCity(s, p, events);
      else s.tasks.unshift({ t: 'cityOrGoal', p });
      return;
  }
}

/** Goal bonus (CE-8.7): draw 2, keep 1; with 1 card left keep it (AMB-10); with none, nothing. */
export function startGoalDraw(s: CeState, p: number, events: GameEvent[]): void {
  const who = participant(s, p);
  const drawn = s.goalDeck.splice(0, 2);
  if (drawn.length === 0) {
    say(events, 'goal-deck-empty', actor(who), `${who.name} would draw goal cards, but the goal deck is empty.`);
    return;
  }
  if (drawn.length === 1) {
    who.goals.push(drawn[0]!);
    sayPrivately(events, 'keep-goal', actor(who), `${who.name} takes the last goal card.`, who.seat, `You keep goal card ${drawn[0]}.`);
    return;
  }
  sayPrivately(events, 'draw-goals', { ...actor(who), count: 2 }, `${who.name} draws 2 goal cards to keep 1.`, who.seat, `You drew goal cards ${drawn.join(' and ')}.`);
  s.tasks.unshift({ t: 'goal', p, drawn });
}

/** CE-14.4 d: the bot takes the card under its destination marker (even a blank, AMB-29). */
export function botTakeCity(s: CeState, p: number, events: GameEvent[]): void {
  const bot = s.bot!;
  const slot = bot.destSlot;
  const card = s.display[slot]!;
  participant(s, p).cities.push(card);
  say(events, 'take-city', { ...actor(participant(s, p)), city: card, slot: slot + 1 }, `The bot takes ${cityName(card)} from display slot ${slot + 1}.`);
  bot.destSlot = (slot + 1) % config(s).displaySize;
  refillSlot(s, slot, events);
}

/** CE-14.4 e: the bot draws 1 goal card face up. */
function botTakeGoal(s: CeState, p: number, events: GameEvent[]): void {
  const goal = s.goalDeck.shift();
  if (goal === undefined) return;
  participant(s, p).goals.push(goal);
  say(events, 'bot-goal', { colour: participant(s, p).colour, goal }, `The bot draws goal card ${goal} face up.`);
}
