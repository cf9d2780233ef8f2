import { describe, expect, it } from 'vitest';
import { engines } from '../../../src/games/engines.ts';
import { games } from '../../../src/games/registry.ts';
import type { EePublicView, EeSeatView } from '../../../src/games/energy-empire/index.ts';
import { EE, legal, newGame, play, playWithEvents, started, turnOf } from './helpers.ts';

describe('EE GameModule', () => {
  it('is hosted (registry entry) and the engines map holds it once', () => {
    expect(engines.get('energy-empire')).toBe(EE);
    expect(games.get('energy-empire')?.module).toBe(EE);
    expect([...engines.keys()].filter((id) => id === 'energy-empire')).toHaveLength(1);
    expect([EE.minPlayers, EE.maxPlayers]).toEqual([1, 5]);
  });

  it('help and the lobby say clearly that the data is provisional', () => {
    expect(EE.help.summary).toMatch(/PROVISIONAL DATA/);
    expect(EE.describeOptions(EE.options.parse({})).join('\n')).toMatch(/PROVISIONAL DATA/);
    expect(EE.statusDetails!(started(3)).join('\n')).toMatch(/Provisional data/);
  });

  it('every decision carries a timing and a safe default move that is legal', () => {
    let s = newGame(3);
    for (const d of EE.pending(s)) {
      expect(d.timing).toBe('off-turn');
      expect(legal(s, d.seat)).toContain(d.defaultMove);
    }
    s = turnOf(started(3), 0);
    expect(EE.pending(s)).toEqual([expect.objectContaining({ seat: 0, kind: 'turn', timing: 'turn', defaultMove: 'generate' })]);
    s = play(s, 0, 'place trade');
    expect(EE.pending(s)[0]).toMatchObject({ kind: 'trade', defaultMove: 'trade done' });
    s = play(s, 0, 'trade done');
    expect(EE.pending(s)[0]).toMatchObject({ seat: 1, kind: 'turn', timing: 'turn' });
  });

  it('legal() is empty for a seat without a decision', () => {
    const s = turnOf(started(3), 0);
    expect(legal(s, 1)).toEqual([]);
    expect(legal(s, 2)).toEqual([]);
  });

  it('views: the public view has counts only; a seat view adds its own private part', () => {
    const s = turnOf(started(3), 0);
    const pub = EE.view(s, null) as EePublicView;
    expect(pub).not.toHaveProperty('private');
    expect(pub.provisional).toBe(true);
    expect(pub.players[1]!.agendas).toEqual({ count: 1, public: [] });
    expect(pub.locations).toHaveLength(13);
    expect(pub.globalImpacts.every((g) => g.card === null)).toBe(true);
    expect(JSON.stringify(pub)).not.toContain('"rng"');
    const mine = EE.view(s, 1) as EeSeatView;
    expect(mine.private.agendas).toEqual(s.players[1]!.agendas);
    expect(mine.seat).toBe(1);
  });

  it('dice rolls, peeks and market reveals mark the move as revealing; a plain placement does not', () => {
    const s = turnOf(started(3), 0, { money: 2, oil: 1 }, (x) => Object.assign(x.players[0]!, { dice: ['coal'] }));
    expect(playWithEvents(s, 0, 'place mine').reveals).toBe(false);
    expect(playWithEvents(s, 0, 'place science_research', 'peek 2').reveals).toBe(true);
    expect(playWithEvents(s, 0, 'place commerce_market', 'buy 1 with money').reveals).toBe(true);
    const gen = play(s, 0, 'generate', 'claim none', 'refine 0');
    expect(playWithEvents(gen, 0, 'roll coal 1').reveals).toBe(true);
  });

  it('peeks are private: the public event says a card was looked at, the private line names it', () => {
    const s = turnOf(started(3), 0);
    const r = playWithEvents(s, 0, 'place science_research', 'peek 3');
    const peekEvent = r.events.find((e) => e.private)!;
    expect(peekEvent.text).not.toContain(s.giRow[2]!.card);
    expect(peekEvent).toMatchObject({ kind: 'peek', data: { seat: 0, position: 3 } });
    expect(JSON.stringify(peekEvent.data)).not.toContain(s.giRow[2]!.card);
    expect(peekEvent.private).toEqual([{ seat: 0, text: expect.stringContaining('position 3') }]);
    expect(EE.privateSummary!(r.state, 0)).toContain('position 3');
  });

  it('statusLine names the player to move and the track', () => {
    expect(EE.statusLine(newGame(3))).toMatch(/setup/);
    expect(EE.statusLine(turnOf(started(3), 2))).toMatch(/Orange to choose Work or Generate.*Track 5\/5\/5\/5\/5\/5/);
  });
});
