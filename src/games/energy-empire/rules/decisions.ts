import type { Seat } from '../../../engine/types.ts';
import type { EeMove } from '../moves.ts';
import type { EeState, Task } from '../state.ts';
import { activationMoves } from './activation.ts';
import { claimMoves, highestChoices, refineMax, rollMoves } from './generate.ts';
import { dieData, locationData } from './lookup.ts';
import { openOffers, taskMoves } from './tasks.ts';
import { startMoves } from './turns.ts';

/**
 * The decision inventory (spec "Decision inventory"): who must decide what now, the moves that answer it, and
 * the safe default move (D-*). Several seats decide at once only during setup (D-S3/D-S4).
 */
export interface Choice {
  seat: Seat;
  kind: string;
  prompt: string;
  moves: EeMove[];
  defaultMove: EeMove | undefined;
  timing: 'turn' | 'off-turn';
  /** Moves safe to show as public buttons (no hidden information in them). */
  buttons: boolean;
}

/**
 * D-P3 / D-P4 voluntary discards (EE-2.5.6, EE-14.4, ER-11): any seat, at any time while the game is played, whether
 * or not it holds a decision; nobody waits on them, so they are not part of any Choice (GameModule.anyTimeMoves).
 */
export function dropMoves(s: EeState, seat: Seat): EeMove[] {
  const p = s.players[seat];
  if (s.phase !== 'play' || !p) return [];
  return [...[...new Set(p.dice)].map((type): EeMove => ({ t: 'drop-die', type })), ...p.agendas.map((a): EeMove => ({ t: 'drop-agenda', id: a.id }))];
}

const TASK_PROMPTS: Record<Task['k'], string> = {
  steps: 'Resolve the effect',
  'place-pollution': 'Choose the space for the pollution token',
  cleanup: 'Choose a space to clean up',
  peek: 'Choose a face-down Global Impact card to look at',
  drill: 'Choose the drill space for the oil well',
  'gain-choice': 'Choose what to gain',
  choose: 'Choose one branch of the effect',
  offer: 'Accept or decline the Global Impact offer',
  market: 'Choose the structure to buy and how to pay',
  'power-plant': 'Choose the energy die to buy',
  'make-room': 'Discard a die to make room for the new one, or decline it',
  finance: 'Choose the Finance option',
  'oil-market': 'Buy or sell oil',
  trade: 'Trade units, then trade done',
  'global-impact': 'Resolve the Global Impact',
};

function taskDefault(task: Task, moves: EeMove[]): EeMove | undefined {
  if (task.k === 'offer' || task.k === 'make-room') return { t: 'decline' };
  if (task.k === 'trade') return { t: 'trade-done' };
  return moves[0];
}

export function currentChoices(s: EeState): Choice[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'setup') {
    return s.players.flatMap((p, seat): Choice[] => {
      if (p.nation !== null) return [];
      const moves = p.dealtNations.flatMap((nation) => p.dealtAgendas.map((agenda): EeMove => ({ t: 'keep', nation, agenda })));
      return [{ seat, kind: 'keep', prompt: 'Keep one nation and one agenda', moves, defaultMove: moves[0], timing: 'off-turn', buttons: false }];
    });
  }
  const seat = s.current;
  const head = s.tasks[0];
  if (head?.k === 'offer') {
    return openOffers(s).map((t) => ({
      seat: t.seat,
      kind: 'offer',
      prompt: TASK_PROMPTS.offer,
      moves: [{ t: 'accept' }, { t: 'decline' }],
      defaultMove: { t: 'decline' },
      timing: t.seat === seat ? 'turn' : 'off-turn',
      buttons: true,
    }));
  }
  if (head) {
    const taskSeat = head.seat;
    const moves = taskMoves(s, head);
    const prompt = head.k === 'place-pollution' && head.row ? `${TASK_PROMPTS[head.k]} (${head.row} row)` : TASK_PROMPTS[head.k];
    return [{ seat: taskSeat, kind: head.k, prompt, moves, defaultMove: taskDefault(head, moves), timing: taskSeat === seat ? 'turn' : 'off-turn', buttons: moves.length <= 10 }];
  }
  const t = s.turn;
  const one = (kind: string, prompt: string, moves: EeMove[], defaultMove: EeMove | undefined, buttons = false): Choice[] => [
    { seat, kind, prompt, moves, defaultMove, timing: 'turn', buttons },
  ];
  if (t.kind === 'start') {
    const moves = startMoves(s, seat);
    const fallback = moves.find((m) => m.t === 'generate') ?? moves.find((m) => m.t === 'pass') ?? moves[0];
    return one('turn', 'Take a Work turn (place a worker) or a Generate turn', moves, fallback);
  }
  if (t.kind === 'work') {
    const moves: EeMove[] = [...activationMoves(s, seat), { t: 'end' }];
    return one('activate', `Activate ${locationData(t.location).type} structures or your nation card, or end the turn`, moves, { t: 'end' });
  }
  switch (t.stage) {
    case 'claim':
      return one('claim', 'Claim a face-up agenda or none', claimMoves(s, seat), { t: 'claim', agenda: null, discard: null });
    case 'refine': {
      const moves = Array.from({ length: refineMax(s, seat) + 1 }, (_, n): EeMove => ({ t: 'refine', n }));
      return one('refine', 'Refine oil into oil dice', moves, moves[0], true);
    }
    case 'roll': {
      const moves = rollMoves(s, seat);
      return one('roll', 'Choose the dice to roll', moves, moves[moves.length - 1]);
    }
    case 'highest': {
      const types = highestChoices(s);
      const moves = types.map((type): EeMove => ({ t: 'highest', type }));
      const clean = types.find((x) => dieData(x).pollutionWhenHighest === 'none');
      return one('highest', 'Choose which tied die counts as highest', moves, clean ? { t: 'highest', type: clean } : moves[0], true);
    }
    default:
      return [];
  }
}
