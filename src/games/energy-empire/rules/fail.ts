import { failFor, ruleError, type CommonErrors, type RuleError } from '../../../engine/errors.ts';

/** Every Energy Empire refusal: a RuleError value with an 'ee.' code, returned (never thrown) up to parse/apply. */
export const fail = failFor('ee');

/** The refusals every game shares ('game-over', 'not-your-turn'), whose codes carry no game prefix. */
export function failCommon(code: (typeof CommonErrors)[keyof typeof CommonErrors], message: string): RuleError {
  return ruleError(code, message);
}
