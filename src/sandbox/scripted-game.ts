/**
 * The scripted game `npm run sandbox -- <game>` plays when no moves are piped in (AnyGameEntry.sandboxScript): seeded
 * random legal moves, like the test scripts and random playout, made into a script before the table starts. Several
 * playthroughs of the same table seed are tried and the shortest that shows everything the game asks for is kept, so
 * the same seed always gives the same script. Pure: no I/O.
 */
import { isRuleError } from '../engine/errors.ts';
import { playNotation } from '../engine/play.ts';
import { randomInt, seedRng } from '../engine/rng.ts';
import type { AnyGameModule } from '../engine/types.ts';
import type { SandboxScriptSpec } from '../games/entry.ts';
import { pickWeighted } from './playout.ts';
import { sandboxSeatNames } from './sandbox.ts';
import type { ScriptLine } from './script.ts';

const MAX_MOVES = 20_000;

export interface ScriptedGame {
  lines: ScriptLine[];
  /** The table options the script was made for (the game's short-game options, then the caller's). */
  options: Record<string, unknown>;
  moves: number;
  /** The playthrough kept (0-based), and the statistics it ends with. */
  attempt: number;
  statistics: Record<string, number>;
  /** mustShow statistics that stayed at zero in every playthrough tried (empty when all were shown). */
  missing: string[];
}

interface Playthrough {
  moves: { seat: number; notation: string }[];
  /** After which move (index into moves) each private moment began. */
  moments: Map<number, string>;
  statistics: Record<string, number>;
  missing: string[];
}

function playThrough(game: AnyGameModule, spec: SandboxScriptSpec, options: unknown, players: number, seed: string, attempt: number): Playthrough | string {
  const seats = sandboxSeatNames(players).map((name) => ({ name }));
  let state: unknown = game.setup(options, seats, seed);
  const chooser = seedRng(`${seed}:sandbox-script:${attempt}`);
  const moves: Playthrough['moves'] = [];
  const moments = new Map<number, string>();
  const seen = new Set<string>();
  while (game.result(state) === null) {
    if (moves.length >= MAX_MOVES) return `no result after ${MAX_MOVES} moves`;
    const decisions = game.pending(state);
    if (decisions.length === 0) return 'the game is not over but nobody can move';
    const seat = decisions[randomInt(chooser, decisions.length)]!.seat;
    const legal = game.legal(state, seat);
    if (legal.length === 0) return `seat ${seat + 1} must act but has no legal move`;
    const played = playNotation(game, state, seat, pickWeighted(chooser, legal, spec.weights ?? game.randomPlayWeights));
    if (isRuleError(played)) return played.message;
    state = played.state;
    moves.push({ seat, notation: played.notation });
    const moment = game.result(state) === null ? (spec.privateMoment?.(game.view(state, null)) ?? null) : null;
    if (moment !== null && !seen.has(moment)) {
      seen.add(moment);
      moments.set(moves.length - 1, moment);
    }
  }
  const statistics = { ...(game.statistics?.(state) ?? {}), ...featureCounts(spec, moves) };
  return { moves, moments, statistics, missing: spec.mustShow.filter((k) => !((statistics[k] ?? 0) > 0)) };
}

/** How many played moves match each of the spec's feature patterns. */
function featureCounts(spec: SandboxScriptSpec, moves: readonly { notation: string }[]): Record<string, number> {
  return Object.fromEntries(Object.entries(spec.features ?? {}).map(([name, pattern]) => [name, moves.filter((m) => pattern.test(m.notation)).length]));
}

function toLines(p: Playthrough, spec: SandboxScriptSpec, players: number): ScriptLine[] {
  const seats = Array.from({ length: players }, (_, i) => String(i + 1));
  const views = seats.map((seat) => ({ command: 'view', args: [seat] }));
  const body: Omit<ScriptLine, 'line'>[] = [];
  p.moves.forEach((m, i) => {
    if (i === p.moves.length - 1) for (const c of spec.beforeEnd ?? []) body.push(commandOf(c));
    body.push({ seat: String(m.seat + 1), notation: m.notation });
    if (p.moments.has(i)) body.push(...views);
  });
  body.push({ command: 'board', args: [] }, ...views);
  // Line numbers as in the written file, whose first line is a comment.
  return body.map((l, i) => ({ ...l, line: i + 2 }) as ScriptLine);
}

function commandOf(text: string): { command: string; args: string[] } {
  const [command = '', ...args] = text.replace(/^:/, '').trim().split(/\s+/);
  return { command, args };
}

/**
 * The scripted game for `players` seats at `seed`, or an error text (bad options, a game that cannot be played to the
 * end). Private views of every seat follow each private moment and the end; `beforeEnd` commands precede the last move.
 */
export function scriptedGame(game: AnyGameModule, spec: SandboxScriptSpec, players: number, seed: string, given: Record<string, unknown>): ScriptedGame | string {
  const options = { ...spec.options, ...given };
  const parsed = game.options.safeParse(options);
  if (!parsed.success) return `Bad options for ${game.id}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
  let best: { p: Playthrough; attempt: number } | null = null;
  for (let attempt = 0; attempt < (spec.attempts ?? 1); attempt++) {
    const p = playThrough(game, spec, parsed.data, players, seed, attempt);
    if (typeof p === 'string') return `The scripted game could not be made (playthrough ${attempt + 1}): ${p}`;
    const better = !best || p.missing.length < best.p.missing.length || (p.missing.length === best.p.missing.length && p.moves.length < best.p.moves.length);
    if (better) best = { p, attempt };
  }
  const { p, attempt } = best!;
  return { lines: toLines(p, spec, players), options, moves: p.moves.length, attempt, statistics: p.statistics, missing: p.missing };
}
