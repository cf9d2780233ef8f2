/**
 * Issue 21: every Advanced Civilization event carries a kind and its public facts as data. Checked over random games:
 * the kinds are stable kebab-case ids listed in the game's README, and the data names no trade card except where the
 * rules show it to everyone (a calamity striking or void, cards surrendered for civilization cards or discarded face up).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/engine/errors.ts';
import { playNotation } from '../../../src/engine/play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { calamities, commodities } from '../../../src/games/advanced-civilization/data/cards.ts';
import type { AcState } from '../../../src/games/advanced-civilization/state.ts';
import { pickWeighted } from '../../../src/sandbox/playout.ts';
import { game } from './helpers.ts';

const README = readFileSync(new URL('../../../src/games/advanced-civilization/README.md', import.meta.url), 'utf8');
/** The kinds documented in the README's event table (first column, several per row joined by " / "). */
const DOCUMENTED = new Set(
  README.split('\n')
    .filter((l) => l.startsWith('| `'))
    .flatMap((l) => [...l.split('|')[1]!.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!)),
);
/** Kinds whose data may name trade cards: the rules make those cards public (29.5, 29.6, 30, 31.2, 31.71). */
const SHOWS_CARDS = new Set(['calamities-voided', 'calamity-strikes', 'calamity-no-effect', 'civ-buy', 'hand-limit-discard']);
const isTradeCard = (v: unknown) => typeof v === 'string' && (commodities()[v] !== undefined || calamities()[v] !== undefined);

function strings(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [value];
}

function randomGameEvents(seed: string, players: number, turns: number): GameEvent[] {
  const chooser = seedRng(`${seed}:chooser`);
  let s = game.setup(game.options.parse({ turnLimit: turns }), Array.from({ length: players }, (_, i) => ({ name: `p${i}` })), seed) as AcState;
  const events: GameEvent[] = [];
  while (game.result(s) === null) {
    const decisions = game.pending(s);
    const d = decisions[randomInt(chooser, decisions.length)]!;
    const played = playNotation(game, s, d.seat, pickWeighted(chooser, game.legal(s, d.seat), game.randomPlayWeights));
    if (isRuleError(played)) throw new Error(played.message);
    events.push(...played.events);
    s = played.state as AcState;
  }
  return events;
}

describe('events have kinds and data (issue 21)', () => {
  const events = [...randomGameEvents('events-a', 3, 14), ...randomGameEvents('events-b', 5, 10)];

  it('15-35: every event of random games has a documented kebab-case kind and data', () => {
    const undocumented = new Set<string>();
    for (const e of events) {
      expect(e.kind, e.text).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(typeof e.data, e.text).toBe('object');
      if (!DOCUMENTED.has(e.kind!)) undocumented.add(e.kind!);
    }
    expect([...undocumented]).toEqual([]);
    // Enough of the game is played for the check to mean something: most phases and some calamities.
    const seen = new Set(events.map((e) => e.kind));
    for (const kind of ['nation-chosen', 'start-areas', 'turn-start', 'tax', 'growth', 'move', 'city-build', 'trade-cards-drawn', 'trade-open', 'trade-offer', 'calamity-strikes', 'civ-buy', 'game-end']) {
      expect(seen, kind).toContain(kind);
    }
    expect(seen.size).toBeGreaterThan(25);
  });

  it('H / 27.3 / D.3.3: event data names trade cards only where the rules show them to everyone', () => {
    for (const e of events) {
      if (SHOWS_CARDS.has(e.kind!)) continue;
      expect(strings(e.data).filter(isTradeCard), `${e.kind}: ${JSON.stringify(e.data)}`).toEqual([]);
    }
  });
});
