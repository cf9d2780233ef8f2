import type { Logger } from './logger.ts';

/**
 * A start-up failure (bad configuration, a refused token, an unreachable API): one plain line on the terminal's error
 * stream, saying what failed and what to check; when standard output is not a terminal (a log collector reads it), the
 * same message is also logged as JSON. Sets the exit code to 1.
 */
export function reportStartupFailure(message: string, logger: () => Logger, stdoutIsTerminal = process.stdout.isTTY === true): void {
  console.error(message);
  if (!stdoutIsTerminal) logger().fatal(message);
  process.exitCode = 1;
}
