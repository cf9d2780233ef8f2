import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (issue 24, for operators), served at /metrics by the web server: moves and their
 * latency, image renders, interactions by outcome, automatic moves (deadlines, autopilot), and the web page's open
 * streams. prom-client (not hand-written text) for its histograms, the process metrics and the exposition format.
 * Labels never carry a user, a table or a move: only fixed words.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const movesTotal = new Counter({ name: 'moves_total', help: 'Moves submitted by players, by outcome (played, refused).', labelNames: ['outcome'] as const, registers: [registry] });
export const moveSeconds = new Histogram({ name: 'move_seconds', help: 'Time from a submitted move to its outcome (load, check, apply, commit, posts).', buckets: SECONDS, registers: [registry] });
export const renderSeconds = new Histogram({ name: 'render_seconds', help: 'Time to draw one image to PNG, by kind (board, card, private).', labelNames: ['kind'] as const, buckets: SECONDS, registers: [registry] });
export const interactionsTotal = new Counter({ name: 'interactions_total', help: 'Discord interactions answered, by type and outcome (ok, refused, error).', labelNames: ['type', 'outcome'] as const, registers: [registry] });
export const automaticMovesTotal = new Counter({ name: 'automatic_moves_total', help: 'Moves the platform played, by reason (deadline, autopilot) and chooser (ai, default, ai-failed, ai-timeout).', labelNames: ['reason', 'chooser'] as const, registers: [registry] });

/** Times an async step into a histogram (seconds), whatever its end. */
export async function timed<T>(histogram: Histogram<string>, labels: Record<string, string>, step: () => Promise<T>): Promise<T> {
  const end = histogram.startTimer(labels);
  try {
    return await step();
  } finally {
    end();
  }
}
