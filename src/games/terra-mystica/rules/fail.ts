import { failFor, type RuleError } from '../../../engine/errors.ts';

/**
 * Terra Mystica's rule errors ('tm.' + code), returned, never thrown (src/engine/errors.ts). Rule functions that
 * can refuse return `RuleError | undefined` (or `T | RuleError`) and their callers pass the error on; the state they
 * change is a private copy (applyMove clones it), so a move refused part-way leaves the caller's state untouched.
 */
export const fail = failFor('tm');

/** What a rule step that changes the state in place returns: the refusal, or nothing when it went through. */
export type Refusal = RuleError | undefined;
