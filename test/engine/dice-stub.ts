import { z } from 'zod';
import { CommonErrors, ruleError } from '../../src/engine/errors.ts';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.ts';
import type { GameModule } from '../../src/engine/types.ts';

/**
 * A two-seat stub for playNotation: `roll` draws on the RNG without declaring a reveal,
 * `peek` declares a reveal without RNG, `note` does neither, `stop` ends the game.
 * Seats alternate; the state is plain JSON with `rng` at the top level.
 */
export interface DiceState {
  rng: RngState;
  turn: number;
  rolls: number[];
  over: boolean;
}
type DiceMove = 'roll' | 'peek' | 'note' | 'stop';

export const diceStub: GameModule<DiceState, DiceMove, Record<string, never>> = {
  id: 'dice-stub',
  title: 'Dice stub',
  minPlayers: 2,
  maxPlayers: 2,
  engineVersion: 1,
  options: z.object({}).strict() as z.ZodType<Record<string, never>>,
  describeOptions: () => [],
  setup: (_options, _seats, seed) => ({ rng: seedRng(seed), turn: 0, rolls: [], over: false }),
  pending: (s) => (s.over ? [] : [{ seat: s.turn, kind: 'turn', prompt: 'Roll' }]),
  legal: (s, seat) => (!s.over && seat === s.turn ? ['roll', 'peek', 'note', 'stop'] : []),
  parse: (text) => {
    const t = text.trim().toLowerCase();
    return t === 'roll' || t === 'peek' || t === 'note' || t === 'stop' ? t : ruleError(CommonErrors.badNotation, `Unknown move '${t}'.`);
  },
  format: (m) => m,
  apply: (s, seat, move) => {
    if (seat !== s.turn) return ruleError(CommonErrors.notYourTurn, 'Not your turn.');
    const next = structuredClone(s);
    next.turn = 1 - s.turn;
    if (move === 'roll') next.rolls.push(randomInt(next.rng, 6) + 1);
    if (move === 'stop') next.over = true;
    return { state: next, events: [{ kind: move, text: move }], reveals: move === 'peek' ? true : undefined };
  },
  view: (s) => ({ turn: s.turn, rolls: s.rolls }),
  statusLine: (s) => `Seat ${s.turn + 1} to move`,
  result: (s) => (s.over ? { scores: [0, 1].map((seat) => ({ seat, rank: 1, total: 0, breakdown: {} })) } : null),
  commands: { name: 'dice', description: 'dice', subcommands: [] },
  help: { summary: 'stub' },
};
