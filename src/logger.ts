import pino, { type DestinationStream, type Logger } from 'pino';

/** Structured logs; tokens and interaction tokens are redacted wherever they appear in logged objects. */
export function createLogger(level: string, secrets: readonly string[] = [], destination?: DestinationStream): Logger {
  const redactValues = secrets.filter((s) => s.length >= 8);
  return pino(
    {
    level,
    redact: { paths: ['token', '*.token', 'config.DISCORD_TOKEN', 'headers.authorization', '*.headers.authorization'], censor: '[redacted]' },
    hooks: {
      // Belt and braces: a secret that slips into a message string is masked too.
      logMethod(args, method) {
        const masked = redactValues.length === 0 ? args : args.map((a) => (typeof a === 'string' ? redactValues.reduce((s, v) => s.split(v).join('[redacted]'), a) : a));
        return method.apply(this, masked as Parameters<typeof method>);
      },
    },
    },
    // Synchronous, so the last lines before an exit ("stopped cleanly") are never lost.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

export type { Logger };
