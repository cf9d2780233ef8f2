/**
 * Who must decide what now (spec §11): setup choices (CE-S7.6, CE-S9, CE-S10, CE-13.2), the turn's plan (CE-2, CE-9)
 * and tasks (CE-8), abilities (CE-13.3).
 */
import { setupActor } from './flow.ts';
import { activeParticipant, participant } from './participants.ts';
import { hasLegalTransport } from './plan.ts';
import { crestPortDecider } from './crest-port.ts';
import type { CeState, Task } from '../state.ts';

/** What one participant must decide now; derived from state only. */
export type Current =
  | { kind: 'setup-goal'; p: number; drawn: number[] }
  | { kind: 'setup-first'; p: number }
  | { kind: 'setup-second'; p: number }
  | { kind: 'setup-crest'; p: number }
  | { kind: 'task'; p: number; task: Task }
  | { kind: 'plan'; p: number; fallback: boolean }
  | { kind: 'port'; p: number };

export function currentDecisions(s: CeState): Current[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'final') {
    const p = crestPortDecider(s);
    return p === null ? [] : [{ kind: 'port', p }];
  }
  if (s.phase === 'setup-goals') {
    const out: Current[] = [];
    s.setupGoals.forEach((drawn, p) => {
      if (drawn) out.push({ kind: 'setup-goal', p, drawn });
    });
    return out;
  }
  const head = s.tasks[0];
  if (head) return [{ kind: 'task', p: head.p, task: head }];
  const actor = setupActor(s);
  if (actor !== null) {
    if (s.phase === 'setup-first') return [{ kind: 'setup-first', p: actor }];
    if (s.phase === 'setup-second') return [{ kind: 'setup-second', p: actor }];
    return [{ kind: 'setup-crest', p: actor }];
  }
  if (s.phase === 'action' && s.flags.stage === 'plan') {
    const p = activeParticipant(s);
    if (participant(s, p).kind === 'human') return [{ kind: 'plan', p, fallback: !hasLegalTransport(s, p) }];
  }
  return [];
}

export function decisionOf(s: CeState, p: number): Current | undefined {
  return currentDecisions(s).find((d) => d.p === p);
}

/** Families: paid abilities at any moment of one's own turn in the action phase (CE-13.3). */
export function mayUseAbilities(s: CeState, p: number): boolean {
  if (!s.options.families || s.phase !== 'action') return false;
  if (participant(s, p).kind !== 'human' || activeParticipant(s) !== p) return false;
  const d = decisionOf(s, p);
  return d !== undefined && (d.kind === 'plan' || d.kind === 'task');
}
