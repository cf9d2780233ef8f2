/**
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
