/**
 * Rule violations inside the engine are thrown as TmFail and turned into a RuleError by apply();
 * the state being mutated is a private copy, so a failed move leaves the caller's state untouched.
 */
export class TmFail extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function fail(code: string, message: string): never {
  throw new TmFail(`tm.${code}`, message);
}
