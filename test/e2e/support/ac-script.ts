/**
 * A scripted Advanced Civilization game for the Discord end-to-end test: seeded random legal moves (the playout's
 * policy; in the trade and calamity phases mostly through the seat's private forms with random values), searched
 * offline through the engine for a chooser seed whose game completes a trade and answers a calamity prompt through
 * forms before the turn limit. The test then plays exactly this script through the fake Discord.
 */
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng.ts';
import type { MoveForm, SeatInfo } from '../../../src/engine/types.ts';
import { advancedCivilizationEntry } from '../../../src/games/advanced-civilization/entry.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';

const game = advancedCivilizationEntry.module;

export interface ScriptedMove {
  seat: number;
  notation: string;
  /** The phase the move was made in (trade and calamity moves are made through forms). */
  phase: AcState['phase'];
  /** The private form the move is made with, and the values chosen in it (trade and calamity moves). */
  form?: ScriptedForm;
}

export interface ScriptedForm {
  id: string;
  values: Record<string, string[]>;
  /** Field names in the form's order (a select menu's custom id carries its field's index). */
  fields: string[];
  /** The name of the text field asked in the modal, if the form has one. */
  text?: string;
}

export interface AcScript {
  chooserSeed: string;
  moves: ScriptedMove[];
  tradesAccepted: number;
  calamityAnswers: number;
  /** Acceptances and calamity answers made with a form. */
  tradesByForm: number;
  calamitiesByForm: number;
}

const CALAMITY_WORDS = new Set(['lose', 'select', 'pick', 'assign', 'grain', 'seize']);

export function isCalamityAnswer(m: ScriptedMove): boolean {
  return m.phase === 'calamities' && CALAMITY_WORDS.has(m.notation.split(' ')[0]!);
}

export function isTradeMove(m: ScriptedMove): boolean {
  return m.phase === 'trade';
}

const FORM_TRIES = 40;
const CLAIMS = ['', 'a fair deal', 'the rest is grain', 'trust me'];

/** Random values for a form's fields: select values within min..max, a short claim for a text field. */
function randomValues(chooser: RngState, form: MoveForm): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const field of form.fields) {
    if (field.kind === 'text') {
      const claim = CLAIMS[randomInt(chooser, CLAIMS.length)]!;
      values[field.name] = claim === '' && !field.required ? [] : [claim || 'ok'];
      continue;
    }
    // Like a player: keep what the form preselected (the cards asked by name, say), then add a few more.
    const max = Math.min(field.max, field.options.length);
    const chosen = field.options.filter((o) => o.default === true).map((o) => o.value).slice(0, max);
    const count = Math.max(chosen.length, field.min) + randomInt(chooser, max - Math.max(chosen.length, field.min) + 1);
    const pool = field.options.map((o) => o.value).filter((v) => !chosen.includes(v));
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(randomInt(chooser, pool.length), 1)[0]!);
    values[field.name] = chosen;
  }
  return values;
}

/**
 * A move made with one of the seat's forms, as a player would: a random form, random values; values that make no
 * legal move are tried again. Null when no try gave a legal move (the move is then typed).
 */
function formMove(chooser: RngState, state: AcState, seat: number): { notation: string; form: ScriptedForm; state: AcState } | null {
  // The kind of move the random policy would make now, then the form that makes that kind of move.
  const intended = pickWeighted(chooser, game.legal(state, seat), game.randomPlayWeights);
  const word = intended.split(' ')[0]!;
  const target = intended.split(' ')[1]?.replace('#', '');
  const forms = (game.forms?.(state, seat) ?? []).filter((f) => f.id === word || f.id.startsWith(`${word}-`) || (state.phase === 'calamities' && f.id.startsWith('calamity')));
  const exact = forms.filter((f) => target !== undefined && f.id.endsWith(`-${target}`));
  const candidates = exact.length > 0 ? exact : forms;
  if (candidates.length === 0) return null;
  for (let i = 0; i < FORM_TRIES; i++) {
    const form = candidates[randomInt(chooser, candidates.length)]!;
    const values = randomValues(chooser, form);
    const composed = game.composeForm!(state, seat, form.id, values);
    if (typeof composed !== 'string') continue;
    const played = playNotation(game, state, seat, composed);
    const text = form.fields.find((f) => f.kind === 'text')?.name;
    const scripted: ScriptedForm = { id: form.id, values, fields: form.fields.map((f) => f.name), ...(text ? { text } : {}) };
    if (!isRuleError(played)) return { notation: played.notation, form: scripted, state: played.state as AcState };
  }
  return null;
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
    if ((state.phase === 'trade' || state.phase === 'calamities') && randomInt(chooser, 3) > 0) {
      const byForm = formMove(chooser, state, decision.seat);
      if (byForm) {
        moves.push({ seat: decision.seat, notation: byForm.notation, phase: state.phase, form: byForm.form });
        state = byForm.state;
        continue;
      }
    }
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
    tradesByForm: moves.filter((m) => m.form && m.notation.startsWith('accept ')).length,
    calamitiesByForm: moves.filter((m) => m.form && isCalamityAnswer(m)).length,
  };
}

/** The first chooser seed (prefix-0, prefix-1, ...) whose game has a completed trade and an answered calamity prompt. */
export function findScript(options: unknown, seats: SeatInfo[], tableSeed: string, prefix: string, tries = 60): AcScript {
  for (let i = 0; i < tries; i++) {
    const script = scriptFor(options, seats, tableSeed, `${prefix}-${i}`);
    if (script && script.tradesByForm > 0 && script.calamitiesByForm > 0) return script;
  }
  throw new Error(`no game among ${tries} seeds completed a trade and answered a calamity prompt through forms`);
}
