/** Helpers for the move-form tests: positions from random play, form limits, and values that encode a given move. */
import { expect } from 'vitest';
import { isRuleError, ruleError, type RuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng.ts';
import type { FormField, MoveForm } from '../../../src/engine/types.ts';
import type { AcMove } from '../../../src/games/advanced-civilization/moves.ts';
import { parseMove } from '../../../src/games/advanced-civilization/notation.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';
import { checkFormValues } from '../../../src/tables/forms.ts';
import { randomPosition, strike } from './calamity-helpers.ts';
import { game, put, testState } from './helpers.ts';

export type Values = Record<string, string[]>;
type Select = Extract<FormField, { kind: 'select' }>;

export function formsOf(s: AcState, seat: number): MoveForm[] {
  return game.forms!(s, seat);
}

/**
 * A filled form as the platform composes it (src/tables/form-actions.ts): the form looked up for the seat, the values
 * checked by checkFormValues (the one check of values), then the game's composeForm. The move is not played here.
 */
export function compose(s: AcState, seat: number, id: string, values: Values): string | RuleError {
  const form = formsOf(s, seat).find((f) => f.id === id);
  if (!form) return game.composeForm!(s, seat, id, values);
  const checked = checkFormValues(form, values);
  if (typeof checked === 'string') return ruleError('form-values', checked);
  return game.composeForm!(s, seat, id, checked);
}

/** A filled form composed and played once, as a submit does: the new state, or the refusal (of the values or the rules). */
export function submit(s: AcState, seat: number, id: string, values: Values): { notation: string; state: AcState } | RuleError {
  const composed = compose(s, seat, id, values);
  if (isRuleError(composed)) return composed;
  const played = playNotation(game, s, seat, composed);
  return isRuleError(played) ? played : { notation: played.notation, state: played.state as AcState };
}

/** Plays one move and returns the new state; throws when refused. */
export function playOk(s: AcState, seat: number, notation: string): AcState {
  const r = playNotation(game, s, seat, notation);
  if (isRuleError(r)) throw new Error(`${notation}: ${r.message}`);
  return r.state as AcState;
}

/** States met in random play (4 players) for which `keep` holds, at most `limit`, taking every `every`-th. */
export function playoutStates(seed: string, turns: number, keep: (s: AcState) => boolean, limit: number, every = 1): AcState[] {
  const rng = seedRng(`${seed}:chooser`);
  let s = game.setup(game.options.parse({ turnLimit: turns }), ['ann', 'bob', 'cy', 'dee'].map((name) => ({ name })), seed) as AcState;
  const out: AcState[] = [];
  let seen = 0;
  while (game.result(s) === null && out.length < limit) {
    if (keep(s) && seen++ % every === 0) out.push(s);
    const decisions = game.pending(s);
    const d = decisions[randomInt(rng, decisions.length)]!;
    s = playOk(s, d.seat, pickWeighted(rng, game.legal(s, d.seat), game.randomPlayWeights));
  }
  return out;
}

/** 30.911 / K13: Africa holds four coastal cities and Piracy traded by Crete (as in calamities-effects.test.ts). */
function piracyPosition(): AcState {
  const s = testState(['africa', 'crete', 'thrace']);
  for (const a of ['a', 'c', 'g', 'h']) put(s, a, 'africa', 0, true);
  put(s, 'd', 'thrace', 0, true);
  strike(s, { 0: ['piracy'] }, { piracy: 1 });
  return s;
}

/** Calamity prompts from random test-map positions (calamity-helpers), walked with random legal answers. */
export function calamityStates(games: number): AcState[] {
  const out: AcState[] = [piracyPosition()];
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`form-calamity-${g}`);
    const { s: start, hands, traders } = randomPosition(`form-pos-${g}`);
    strike(start, hands, traders);
    let s = start;
    for (let i = 0; i < 80 && s.phase === 'calamities'; i++) {
      if (s.calamity?.ask) out.push(s);
      const d = game.pending(s)[randomInt(rng, game.pending(s).length)]!;
      const legal = game.legal(s, d.seat);
      s = playOk(s, d.seat, legal[randomInt(rng, legal.length)]!);
    }
  }
  return out;
}

/** Discord and contract limits every form must keep (engine MoveForm). */
export function limitProblems(f: MoveForm): string[] {
  const out: string[] = [];
  if (!/^[a-z0-9-]{1,24}$/.test(f.id)) out.push(`id ${f.id}`);
  if (f.label.length === 0 || f.label.length > 80) out.push(`label ${f.label}`);
  if (f.title.length === 0 || f.title.length > 2000) out.push(`title length ${f.title.length}`);
  const selects = f.fields.filter((x): x is Select => x.kind === 'select');
  if (selects.length > 4) out.push(`${selects.length} selects`);
  if (f.fields.length - selects.length > 1) out.push('more than one text');
  if (new Set(f.fields.map((x) => x.name)).size !== f.fields.length) out.push('repeated field name');
  for (const x of selects) {
    const n = x.options.length;
    if (n < 1 || n > 25) out.push(`${x.name}: ${n} options`);
    if (x.max < 1 || x.max > n || x.min < 0 || x.min > x.max) out.push(`${x.name}: min ${x.min} max ${x.max} of ${n}`);
    if (new Set(x.options.map((o) => o.value)).size !== n) out.push(`${x.name}: repeated value`);
    if (x.placeholder.length > 150) out.push(`${x.name}: placeholder`);
    for (const o of x.options) if (o.label.length > 100 || o.value.length > 100 || (o.description?.length ?? 0) > 100) out.push(`${x.name}: option ${o.value}`);
  }
  for (const x of f.fields) if (x.kind === 'text' && (x.maxLength < 1 || x.maxLength > 4000 || x.label.length > 45)) out.push(`${x.name}: text`);
  return out;
}

/** Random values that respect every field's options, min and max (they may still make no legal move). */
export function randomValues(f: MoveForm, rng: RngState): Values {
  const out: Values = {};
  for (const x of f.fields) {
    if (x.kind === 'text') {
      const texts = ['', 'the third card is iron', 'Salt "two" and\nmore', 'x'.repeat(x.maxLength)];
      const t = texts[randomInt(rng, texts.length)]!;
      out[x.name] = t === '' && !x.required ? [] : [t];
      continue;
    }
    const k = x.min + randomInt(rng, x.max - x.min + 1);
    const pool = x.options.map((o) => o.value);
    const chosen: string[] = [];
    for (let i = 0; i < k; i++) chosen.push(...pool.splice(randomInt(rng, pool.length), 1));
    out[x.name] = chosen;
  }
  return out;
}

/** The values a form opens with (its preselected options): submitting them as they are. */
export function defaultValues(f: MoveForm): Values {
  const out: Values = {};
  for (const x of f.fields) if (x.kind === 'select') out[x.name] = x.options.filter((o) => o.default).map((o) => o.value);
  return out;
}

function fieldsNamed(f: MoveForm, name: string): Select[] {
  const re = new RegExp(`^${name}(-\\d+)?$`);
  return f.fields.filter((x): x is Select => x.kind === 'select' && re.test(x.name));
}

/** Adds the option values whose counts ("key:k", counts add up) make `counts`, to the fields named `name` (split ones too). */
export function encodeCounts(f: MoveForm, name: string, counts: ReadonlyMap<string, number>, into: Values): boolean {
  const fields = fieldsNamed(f, name);
  for (const [key, n] of counts) {
    const steps = fields
      .flatMap((x) => x.options.map((o) => ({ field: x.name, value: o.value })))
      .filter((o) => o.value.slice(0, o.value.lastIndexOf(':')) === key)
      .map((o) => ({ ...o, k: Number(o.value.slice(o.value.lastIndexOf(':') + 1)) }))
      .sort((a, b) => b.k - a.k);
    let left = n;
    for (const st of steps) {
      if (st.k > left) continue;
      (into[st.field] ??= []).push(st.value);
      left -= st.k;
    }
    if (left !== 0) return false;
  }
  return true;
}

/** Adds plain option values to the fields named `name` (split ones too). */
export function encodePlain(f: MoveForm, name: string, values: readonly string[], into: Values): boolean {
  for (const v of values) {
    const field = fieldsNamed(f, name).find((x) => x.options.some((o) => o.value === v));
    if (!field) return false;
    (into[field.name] ??= []).push(v);
  }
  return true;
}

export function countsOf(items: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of items) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

function minus(all: readonly string[], part: readonly string[]): string[] {
  const left = [...all];
  for (const c of part) left.splice(left.indexOf(c), 1);
  return left;
}

/** The values of an offer or counter form that make `move` (null when the form cannot say it, e.g. 4 copies asked). */
function termsValues(f: MoveForm, move: Extract<AcMove, { kind: 'offer' | 'counter' }>): Values | null {
  const t = move.terms;
  const v: Values = {};
  if (!encodeCounts(f, 'named', countsOf(t.guaranteed), v) || !encodeCounts(f, 'unnamed', countsOf(minus(t.give, t.guaranteed)), v)) return null;
  for (const [card, n] of countsOf(t.askGuaranteed)) {
    if (n > 3) return null;
    if (n !== 2) (v.ask ??= []).push(`${card}:1`);
    if (n >= 2) (v['ask-more'] ??= []).push(`${card}:2`);
  }
  let any = t.askCount - t.askGuaranteed.length;
  for (const k of [8, 4, 2, 1]) {
    if (k > any) continue;
    (v['ask-more'] ??= []).push(`any:${k}`);
    any -= k;
  }
  if (t.claim) v.claim = [t.claim];
  return v;
}

/**
 * The form id and values that express a legal move in notation, or null when no form is meant for it. Covers trade
 * moves, calamity answers and the board and card decisions that have forms.
 */
export function valuesFor(s: AcState, seat: number, notation: string): { id: string; values: Values } | null {
  const m = parseMove(notation);
  if (isRuleError(m)) throw new Error(m.message);
  const forms = formsOf(s, seat);
  // The calamity prompt's form id carries a hash of the prompt ("calamity-1x2y3z").
  const form = (id: string) => forms.find((x) => x.id === id || (id === 'calamity' && x.id.startsWith('calamity-')));
  const v: Values = {};
  const done = (id: string, ok = true) => (ok && form(id) ? { id: form(id)!.id, values: v } : null);
  switch (m.kind) {
    case 'offer':
    case 'counter': {
      const id = m.kind === 'offer' ? `offer-${m.to}` : `counter-${m.offer}`;
      const f = form(id);
      const values = f ? termsValues(f, m) : null;
      return values ? { id, values } : null;
    }
    case 'accept': {
      const f = form(`accept-${m.offer}`);
      return done(`accept-${m.offer}`, Boolean(f) && encodeCounts(f!, 'give', countsOf(m.cards), v));
    }
    case 'reject':
    case 'withdraw':
      return done(`${m.kind}-${m.offer}`);
    case 'done':
    case 'resume':
      return done(m.kind);
    case 'discard': {
      const f = form('discard');
      return done('discard', Boolean(f) && encodeCounts(f!, 'cards', countsOf(m.cards), v));
    }
    case 'buy':
      v.cards = [...m.purchase.cards];
      return done('buy');
    case 'nation':
    case 'start':
    case 'rate':
    case 'pillage':
    case 'gold':
      v.choice = [m.kind === 'nation' ? m.nation : m.kind === 'start' ? m.area : String(m.kind === 'rate' ? m.rate : m.kind === 'pillage' ? m.tokens : m.count)];
      return done(m.kind);
    case 'revolt':
      v.cities = [...m.areas];
      return done('revolt');
    case 'grow': {
      const f = form('grow');
      return done('grow', Boolean(f) && encodeCounts(f!, 'tokens', new Map(m.placement), v));
    }
    case 'cities': {
      const f = form('cities');
      if (!f) return null;
      const plain = m.builds.filter((b) => b.treasury === 0).map((b) => b.area);
      const arch = m.builds.filter((b) => b.treasury > 0).map((b) => `${b.area}:${b.treasury}`);
      return done('cities', encodePlain(f, 'areas', plain, v) && encodePlain(f, 'architecture', arch, v));
    }
    case 'reduce': {
      const id = s.phase === 'support' ? 'reduce' : 'calamity';
      v.cities = [...m.areas];
      return done(id);
    }
    case 'pick': {
      const f = form('calamity');
      return done('calamity', Boolean(f) && encodePlain(f!, 'choice', [m.choice], v));
    }
    case 'grain':
      v.count = [String(m.count)];
      return done('calamity');
    case 'seize':
      v.cities = [...m.areas];
      return done('calamity');
    case 'lose':
    case 'select': {
      const f = form('calamity');
      if (!f) return null;
      const tokens = new Map<string, number>();
      for (const it of m.items) {
        if (it.what === 'tokens') tokens.set(it.area, (tokens.get(it.area) ?? 0) + it.n);
        else (v.cities ??= []).push(`${it.what}:${it.area}`);
      }
      return done('calamity', encodeCounts(f, 'tokens', tokens, v));
    }
    case 'assign': {
      const f = form('calamity');
      if (!f) return null;
      const coastal = m.shares.some(([, x]) => !/^\d+$/.test(x));
      if (coastal) return done('calamity', encodePlain(f, 'shares', m.shares.map(([n, a]) => `${n}:${a}`), v));
      return done('calamity', encodeCounts(f, 'shares', new Map(m.shares.map(([n, x]) => [n, Number(x)])), v));
    }
    default:
      return null;
  }
}

/** A notation with its comma-separated parts sorted: two answers that differ only in order compare equal. */
export function canonical(notation: string): string {
  const [head, ...rest] = notation.split(' ');
  const body = rest.join(' ');
  return `${head} ${body.split(', ').sort().join(', ')}`;
}

/**
 * One fuzz step, as a form submit goes: random values in the form either make a move the rules accept (its notation is
 * returned) or are refused with a message, by the composer or by the rules when the move is played (null); the state
 * is never changed.
 */
export function fuzzOnce(s: AcState, seat: number, f: MoveForm, rng: RngState): string | null {
  const before = JSON.stringify(s);
  const r = submit(s, seat, f.id, randomValues(f, rng));
  expect(JSON.stringify(s)).toBe(before);
  if (isRuleError(r)) {
    expect(r.message.length).toBeGreaterThan(10);
    return null;
  }
  return r.notation;
}
