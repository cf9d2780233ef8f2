// A hidden simultaneous answer already given stays open for a change, but nobody waits on it (D.1 of the
// Advanced Civilization spec: "may change his submission until all have submitted").
import { describe, expect, it } from 'vitest';
import { waitingDecisions } from '../../src/engine/decisions.ts';
import { engines } from '../../src/games/engines.ts';
import type { SeatRecord } from '../../src/store/port.ts';
import { buildSchedule } from '../../src/tables/deadlines.ts';
import { automaticMove } from '../../src/engine/automatic.ts';

const game = engines.get('advanced-civilization')!;
const seats: SeatRecord[] = [0, 1, 2].map((seat) => ({ seat, userId: `u${seat}`, displayName: `P${seat + 1}`, picks: {}, dmEnabled: true, muteUntilVersion: null, autopilot: false }));

/** Plays default moves until the simultaneous start-area answers (S2) are open for every seat. */
function atStartAnswers(): unknown {
  let state: unknown = game.setup(game.options.parse({}), seats.map((s) => ({ name: s.displayName })), 'answered');
  while (game.pending(state)[0]?.kind !== 'start') state = automaticMove(game, state, game.pending(state)[0]!)!.state;
  return state;
}

describe('answered simultaneous decisions (D.1)', () => {
  it('D.1 a seat that answered S2 keeps its decision open to change it, but is no longer waited on', () => {
    const open = atStartAnswers();
    expect(waitingDecisions(game.pending(open))).toHaveLength(3);
    const first = game.pending(open)[0]!;
    const after = automaticMove(game, open, first)!.state;
    const pending = game.pending(after);
    expect(pending.find((d) => d.seat === first.seat)?.answered).toBe(true);
    expect(waitingDecisions(pending).map((d) => d.seat)).not.toContain(first.seat);
    expect(waitingDecisions(pending)).toHaveLength(2);
  });

  it('D.1 deadlines are scheduled only for the seats that have not answered', () => {
    const open = atStartAnswers();
    const first = game.pending(open)[0]!;
    const after = automaticMove(game, open, first)!.state;
    const schedule = buildSchedule({ game, state: after, settings: { reminderHours: 0, maxReminders: 0, turnDeadlineHours: 24, offTurnDeadlineHours: 24 }, seats, version: 5, previous: null, now: new Date('2026-01-01T00:00:00Z') });
    expect(schedule?.items.map((i) => i.seat).sort()).toEqual([0, 1, 2].filter((s) => s !== first.seat));
  });
});
