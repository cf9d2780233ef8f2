/** The sandbox's scripted game (AnyGameEntry.sandboxScript) and scripts with :commands. */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/errors.ts';
import { playNotation } from '../../src/engine/play.ts';
import { advancedCivilization as game } from '../../src/games/advanced-civilization/index.ts';
import type { AcPublicView } from '../../src/games/advanced-civilization/view.ts';
import type { SandboxScriptSpec } from '../../src/games/entry.ts';
import { scriptedGame, type ScriptedGame } from '../../src/sandbox/scripted-game.ts';
import { formatScript, parseScript, type ScriptLine } from '../../src/sandbox/script.ts';

const SPEC: SandboxScriptSpec = {
  options: { turnLimit: 3 },
  mustShow: ['turns'],
  privateMoment: (v) => ((v as AcPublicView).phase === 'move' ? `move ${(v as AcPublicView).turn}` : null),
  beforeEnd: [':area thebes', ':board egypt'],
};

const text = (l: ScriptLine) => ('command' in l ? `:${[l.command, ...l.args].join(' ')}` : `${l.seat}: ${l.notation}`);

function made(spec = SPEC, seed = 'sg-1'): ScriptedGame {
  const g = scriptedGame(game, spec, 3, seed, {});
  if (typeof g === 'string') throw new Error(g);
  return g;
}

describe('scripted sandbox game', () => {
  it('is the same script for the same seed, and its moves are legal and reach the end (AC-34.1 B at the turn limit)', () => {
    const a = made();
    expect(made().lines).toEqual(a.lines);
    expect(a.options).toEqual({ turnLimit: 3 });
    let state = game.setup(game.options.parse(a.options), ['Player 1', 'Player 2', 'Player 3'].map((name) => ({ name })), 'sg-1');
    const moves = a.lines.filter((l): l is Extract<ScriptLine, { seat: string }> => 'seat' in l);
    expect(moves).toHaveLength(a.moves);
    for (const m of moves) {
      const played = playNotation(game, state, Number(m.seat) - 1, m.notation);
      if (isRuleError(played)) throw new Error(`${m.seat}: ${m.notation}: ${played.message}`);
      state = played.state;
    }
    expect(game.result(state)).not.toBeNull();
  });

  it('shows every seat\'s view at each new private moment and at the end, and runs beforeEnd before the last move', () => {
    const lines = made().lines.map(text);
    const views = [':view 1', ':view 2', ':view 3'];
    const firstView = lines.indexOf(':view 1');
    expect(lines.slice(firstView, firstView + 3)).toEqual(views);
    // One block per turn's movement phase (three turns) and one at the end.
    expect(lines.filter((l) => l === ':view 2')).toHaveLength(4);
    expect(lines.slice(-4)).toEqual([':board', ...views]);
    const area = lines.indexOf(':area thebes');
    expect(lines[area + 1]).toBe(':board egypt');
    expect(lines[area + 2]).toMatch(/^\d: /);
    expect(lines[area + 3]).toBe(':board');
  });

  it('AC-15.2 names what no playthrough showed (no calamity within three turns: none lies among the first N cards)', () => {
    const g = made({ ...SPEC, mustShow: ['turns', 'calamitiesResolved'] });
    expect(g.missing).toEqual(['calamitiesResolved']);
    expect(g.statistics.turns).toBe(3);
  });

  it('options given win over the game\'s; bad ones are refused with what is wrong, nothing played', () => {
    expect(scriptedGame(game, SPEC, 3, 'sg-2', { turnLimit: 2 }) as ScriptedGame).toMatchObject({ options: { turnLimit: 2 }, statistics: { turns: 2 } });
    expect(scriptedGame(game, SPEC, 3, 'sg-2', { turnLimit: 'soon' })).toMatch(/^Bad options for advanced-civilization: turnLimit /);
  });

  it('scripts hold :commands beside moves and read back what formatScript wrote', () => {
    const parsed = parseScript('# c\n1: nation egypt\n:view 2\n  :board greece  \n2: done');
    expect(parsed).toEqual([
      { line: 2, seat: '1', notation: 'nation egypt' },
      { line: 3, command: 'view', args: ['2'] },
      { line: 4, command: 'board', args: ['greece'] },
      { line: 5, seat: '2', notation: 'done' },
    ]);
    expect(parseScript(formatScript(parsed as ScriptLine[]))).toEqual((parsed as ScriptLine[]).map((l, i) => ({ ...l, line: i + 1 })));
    expect(parseScript('1: done\n:!view')).toBe('line 2: expected a sandbox command such as ":view 1", got ":!view"');
  });
});
