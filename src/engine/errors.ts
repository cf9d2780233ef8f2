/**
 * Rule errors are values in every game: a rule function that can refuse returns `T | RuleError`, and its caller
 * passes a RuleError on (`if (isRuleError(r)) return r;`) up to GameModule.parse/apply. Each game builds its errors
 * with its own `fail(code, message, allowed?)` (in `rules/fail.ts`, made by `failFor`), which adds the game's prefix.
 * A throw means a bug (an impossible state), never a refused move.
 *
 * A move that the rules do not allow. `code` is stable (tests and translations key on it);
 * `message` tells the player what was wrong and what is allowed instead.
 */
export class RuleError {
  readonly isRuleError = true;
  constructor(
    readonly code: string,
    readonly message: string,
    /** Legal alternatives worth showing ("E5, E7, G3"), already filtered to what the player may see. */
    readonly allowed?: string[],
  ) {}
}

export function isRuleError(value: unknown): value is RuleError {
  return typeof value === 'object' && value !== null && (value as { isRuleError?: unknown }).isRuleError === true;
}

export function ruleError(code: string, message: string, allowed?: string[]): RuleError {
  return new RuleError(code, message, allowed);
}

/** Codes shared by every game; games add their own with a game prefix (e.g. 'tm.not-home-terrain'). */
export const CommonErrors = {
  notYourTurn: 'not-your-turn',
  noDecision: 'no-decision',
  badNotation: 'bad-notation',
  gameOver: 'game-over',
  illegal: 'illegal-move',
} as const;

/** The `fail` of one game: a RuleError whose code carries the game's prefix ('tm.' + 'not-home-terrain'). */
export function failFor(prefix: string): (code: string, message: string, allowed?: string[]) => RuleError {
  return (code, message, allowed) => new RuleError(`${prefix}.${code}`, message, allowed);
}
