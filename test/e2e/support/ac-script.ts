/**
 * A scripted Advanced Civilization game for the Discord end-to-end test: seeded random legal moves (the playout's
 * policy), searched offline through the engine for a chooser seed whose game completes a trade and answers a calamity
 * prompt before the turn limit. The test then plays exactly this script through the fake Discord.
 */
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import type { SeatInfo } from '../../../src/engine/types.ts';
import { advancedCivilizationEntry } from '../../../src/games/advanced-civilization/entry.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';

const game = advancedCivilizationEntry.module;

export interface ScriptedMove {
  seat: number;
  notation: string;
  /** The phase the move was made in (trade and calamity moves are made through forms). */
  phase: AcState['phase'];
}

export interface AcScript {
  chooserSeed: string;
  moves: ScriptedMove[];
  tradesAccepted: number;
  calamityAnswers: number;
}

const CALAMITY_WORDS = new Set(['lose', 'select', 'pick', 'assign', 'grain', 'seize']);

export function isCalamityAnswer(m: ScriptedMove): boolean {
  return m.phase === 'calamities' && CALAMITY_WORDS.has(m.notation.split(' ')[0]!);
}

export function isTradeMove(m: ScriptedMove): boolean {
  return m.phase === 'trade';
}

/** One whole game by the chooser's random legal moves, or null when it broke (which the playout tests would catch). */
export function scriptFor(options: unknown, seats: SeatInfo[], tableSeed: string, chooserSeed: string, maxMoves = 5_000): AcScript | null {
  const chooser = seedRng(chooserSeed);
  let state = game.setup(options, seats, tableSeed);
  const moves: ScriptedMove[] = [];
  while (game.result(state) === null) {
    if (moves.length >= maxMoves) return null;
    const decisions = game.pending(state);
    const decision = decisions[randomInt(chooser, decisions.length)]!;
    const notation = pickWeighted(chooser, game.legal(state, decision.seat), game.randomPlayWeights);
    const played = playNotation(game, state, decision.seat, notation);
    if (isRuleError(played)) return null;
    moves.push({ seat: decision.seat, notation: played.notation, phase: state.phase });
    state = played.state;
  }
  return {
    chooserSeed,
    moves,
    tradesAccepted: moves.filter((m) => m.phase === 'trade' && m.notation.startsWith('accept ')).length,
    calamityAnswers: moves.filter(isCalamityAnswer).length,
  };
}

/** The first chooser seed (prefix-0, prefix-1, ...) whose game has a completed trade and an answered calamity prompt. */
export function findScript(options: unknown, seats: SeatInfo[], tableSeed: string, prefix: string, tries = 60): AcScript {
  for (let i = 0; i < tries; i++) {
    const script = scriptFor(options, seats, tableSeed, `${prefix}-${i}`);
    if (script && script.tradesAccepted > 0 && script.calamityAnswers > 0) return script;
  }
  throw new Error(`no game among ${tries} seeds completed a trade and answered a calamity prompt`);
}
