import type { RuleError } from '../../../engine/errors.ts';
import type { Seat } from '../../../engine/types.ts';
import type { EeMove } from '../moves.ts';
import { formatMove } from '../notation.ts';
import type { EeState } from '../state.ts';
import { isAvailable } from './activation.ts';
import type { Choice } from './decisions.ts';
import { fail } from './fail.ts';
import { canPerform, maxHeight } from './locations.ts';
import { isLocation, locationData, structureData } from './lookup.ts';

const MAX_LISTED = 12;

function listed(choice: Choice): string {
  const all = choice.moves.map(formatMove);
  return all.length > MAX_LISTED ? `${all.slice(0, MAX_LISTED).join(', ')} … (${all.length} in all)` : all.join(', ');
}

/** A RuleError saying what was wrong with an illegal move and what is allowed instead. Nothing changes. */
export function explainIllegal(s: EeState, seat: Seat, move: EeMove, choice: Choice): RuleError {
  const allowed = choice.moves.map(formatMove).slice(0, 25);
  const refuse = (code: string, why: string) => fail(code, `${why} Now: ${choice.prompt.toLowerCase()}. Allowed: ${listed(choice)}.`, allowed);
  const kinds = new Set(choice.moves.map((m) => m.t));
  if (!kinds.has(move.t)) return refuse('wrong-step', `"${formatMove(move)}" does not answer the current decision.`);
  const p = s.players[seat]!;
  if (move.t === 'place') {
    if (!isLocation(move.location)) return refuse('unknown-location', `There is no location "${move.location}".`);
    const name = locationData(move.location).name;
    const h = maxHeight(s, move.location);
    if (move.energy > p.energyOnMat) return refuse('not-enough-energy', `You have ${p.energyOnMat} energy on your mat, not ${move.energy}.`);
    if (move.energy < h) return refuse('stack-too-low', `The tallest stack on ${name} has height ${h}: put at least ${h} energy under your worker (EE-5.3).`);
    if (!canPerform(s, seat, move.location)) return refuse('cannot-perform', `You cannot perform the action of ${name} now (its cost or requirement, EE-5.5).`);
    return refuse('placement', `You cannot place on ${name} now.`);
  }
  if (move.t === 'activate' && move.target !== 'nation') {
    const st = p.structures.find((x) => x.uid === move.target);
    if (!st) return refuse('unknown-structure', `You own no structure "${move.target}".`);
    if (!isAvailable(p, st)) return refuse('structure-used', `${structureData(st.card).name} has already been activated (EE-7.2).`);
    return refuse('activation', `${structureData(st.card).name} cannot be activated that way now (type, tokens or cost, EE-7).`);
  }
  if (move.t === 'buy') return refuse('unaffordable', `You cannot buy position ${move.slot} paying with ${move.payWith} (EE-12.2).`);
  return refuse('illegal', `"${formatMove(move)}" is not allowed now.`);
}
