import { discordError, invalidForm, type RouteResult } from '../http/respond.ts';
import type { MessageContent } from '../message-content.ts';
import { messageProblem } from '../validate.ts';

/** The error Discord would answer for an invalid message body, or null when it is fine. */
export function rejectMessage(content: MessageContent, opts: { allowEmpty?: boolean } = {}): RouteResult | null {
  const problem = messageProblem(content, opts);
  if (problem === null) return null;
  if (problem === 'Cannot send an empty message') return discordError(400, 50006, problem);
  return invalidForm(problem);
}
