/** Answers to the tasks of a turn's develop step and its bonuses (CE-8, CE-10 space bonuses, CE-16.3 vassal). */
import { fail } from './fail.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { expectation, wrong, type Outcome } from './answer.ts';
import { gainExpress } from './express.ts';
import { refillSlot } from './city-deck.ts';
import type { Current } from './decisions.ts';
import { startGoalDraw, takeStep } from './develop.ts';
import { actor, say, sayPrivately } from './events.ts';
import { participant } from './participants.ts';
import { needsRow } from './track.ts';
import { vassalMove } from './vassal-move.ts';
import { cityName } from './world.ts';
import type { CeMove } from '../moves.ts';
import type { CeState } from '../state.ts';

export function taskMove(s: CeState, p: number, d: Extract<Current, { kind: 'task' }>, move: CeMove): Outcome {
  const task = d.task;
  const who = participant(s, p);
  const events: GameEvent[] = [];
  switch (task.t) {
    case 'runs': {
      if (move.kind !== 'advance') return wrong(expectation(d));
      const run = task.runs.find((r) => r.marker === move.marker);
      if (!run) return fail('not-eligible', `Only ${task.runs.map((r) => r.marker).join(', ')} advance now.`);
      s.tasks.splice(0, 1, { t: 'advance', p, marker: run.marker, steps: run.steps }, { ...task, runs: task.runs.filter((r) => r !== run) });
      return events;
    }
    case 'advance': {
      if (move.kind !== 'row' || !needsRow(who.markers[task.marker])) return wrong(expectation(d));
      takeStep(s, p, task.marker, move.row, events);
      return events;
    }
    case 'flex': {
      if (move.kind !== 'step') return wrong(expectation(d));
      if (!task.eligible.includes(move.marker)) {
        return fail('not-eligible', `Flexible steps go only to markers advanced by this turn's cards: ${task.eligible.join(', ')} (CE-8.5).`);
      }
      s.tasks.splice(0, 1, { t: 'advance', p, marker: move.marker, steps: 1 }, { ...task, steps: task.steps - 1 });
      return events;
    }
    case 'city': {
      if (move.kind !== 'take-city') return wrong(expectation(d));
      const slot = s.display.indexOf(move.card);
      if (slot < 0) return fail('not-in-display', `Take a card from the display: ${s.display.join(', ')}.`);
      who.cities.push(move.card);
      s.tasks.shift();
      say(events, 'take-city', { ...actor(who), city: move.card }, `${who.name} takes ${cityName(move.card)} as a personal city.`);
      refillSlot(s, slot, events);
      return events;
    }
    case 'goal': {
      if (move.kind !== 'keep-goal') return wrong(expectation(d));
      if (!task.drawn.includes(move.goal)) return fail('not-drawn', `You can keep ${task.drawn.join(' or ')}.`);
      who.goals.push(move.goal);
      for (const g of task.drawn) if (g !== move.goal) s.goalDeck.push(g);
      s.tasks.shift();
      sayPrivately(events, 'keep-goal', actor(who), `${who.name} keeps a goal card.`, who.seat, `You keep goal card ${move.goal}.`);
      return events;
    }
    case 'any': {
      if (move.kind !== 'gain') return wrong(expectation(d));
      who.hand[move.card]++;
      say(events, 'gain-card', { ...actor(who), card: move.card }, `${who.name} gains a ${move.card} card.`);
      if (task.advance) s.tasks.splice(0, 1, { t: 'advance', p, marker: move.card, steps: 1 });
      else s.tasks.shift();
      return events;
    }
    case 'cityOrGoal': {
      if (move.kind !== 'choose') return wrong(expectation(d));
      s.tasks.shift();
      if (move.bonus === 'city') s.tasks.unshift({ t: 'city', p });
      else startGoalDraw(s, p, events);
      return events;
    }
    case 'vassal':
      return move.kind === 'vassal' ? vassalMove(s, p, move) : wrong(expectation(d));
    case 'express': {
      if (move.kind !== 'express') return wrong(expectation(d));
      if (move.space === null ? !task.none : !task.spaces.includes(move.space)) {
        return fail('express', `Your journey can pass: ${[...task.spaces, ...(task.none ? ['none'] : [])].join(', ')} (CE-17.3).`);
      }
      s.tasks.shift();
      if (move.space !== null) gainExpress(s, p, move.space, events);
      return events;
    }
    case 'rewards':
      return wrong(expectation(d));
  }
}
