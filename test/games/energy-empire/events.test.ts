import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types.ts';
import { EE_EVENT_KINDS } from '../../../src/games/energy-empire/rules/event-kinds.ts';
import { playWithEvents, turnOf, started } from './helpers.ts';
import { playRandomGame } from './random-agent.ts';

const README = readFileSync(new URL('../../../src/games/energy-empire/README.md', import.meta.url), 'utf8');

describe('EE events: a kind and public data beside the words (issue 21)', () => {
  it('every event kind is documented in the README table', () => {
    const table = README.slice(README.indexOf('## Event kinds'));
    for (const kind of EE_EVENT_KINDS) expect(table, kind).toContain(`\`${kind}\``);
  });

  it('every event of a random game has a known kind and plain JSON data', () => {
    const seen = new Set<string>();
    const game = playRandomGame(3, 'events', (_s, events: GameEvent[]) => {
      for (const e of events) {
        expect(EE_EVENT_KINDS as readonly string[]).toContain(e.kind);
        expect(e.data).toBeDefined();
        expect(JSON.parse(JSON.stringify(e.data))).toEqual(e.data);
        seen.add(e.kind!);
      }
    });
    expect(game.errors).toEqual([]);
    // A whole game meets most kinds, among them each step of both turn types.
    for (const kind of ['keep', 'nation-revealed', 'place', 'activate', 'generate', 'roll', 'highest-die', 'end-turn', 'global-impact', 'row-scoring', 'game-over']) expect(seen).toContain(kind);
  });

  it('EE-5 / EE-7 a Work turn reports placement, the location action, then activation and its effect in order, with their facts', () => {
    const s = turnOf(started(3), 0, {}, (x) => {
      x.players[0]!.structures = [{ uid: 'iron_mine-1', card: 'iron_mine', tokens: { workers: 0, energy: 0 }, uses: 0, lastWorkTurn: -1 }];
    });
    const r = playWithEvents(s, 0, 'place mine', 'activate iron_mine-1 with worker');
    expect(r.events.map((e) => [e.kind, e.data])).toEqual([
      ['place', { seat: 0, location: 'mine', energy: 0 }],
      ['gain', { seat: 0, bag: { steel: 1 } }],
      ['activate', { seat: 0, target: 'iron_mine-1', card: 'iron_mine', workers: 1, energy: 0 }],
      ['gain', { seat: 0, bag: { steel: 2 } }],
    ]);
  });
});
