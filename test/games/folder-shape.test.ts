/**
 * Issue 21: every game folder has the same rooms with the same names, so someone who knows one game finds their
 * way in the others, and no game folder has an import cycle. The shape is one table; each game is checked on its own.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const GAMES_DIR = resolve(import.meta.dirname, '../../src/games');

/** The shape of a game folder: what every game has, and what else may stand at its top level. */
const SHAPE = {
  rooms: ['data/', 'rules/', 'render/'],
  files: [
    'state.ts',
    'moves.ts',
    'notation.ts',
    'legal.ts',
    'pending.ts',
    'view.ts',
    'commands.ts',
    'help.ts',
    'options.ts',
    'index.ts',
    'entry.ts',
    'README.md',
  ],
  /** forms/: games with move forms; ai/: a game's bot; snellman/: Terra Mystica's importer of recorded games. */
  extras: ['forms/', 'ai/', 'snellman/', 'sandbox-script.ts'],
} as const;

function gameFolders(): string[] {
  return readdirSync(GAMES_DIR)
    .filter((name) => statSync(join(GAMES_DIR, name)).isDirectory())
    .sort();
}

/** Top-level entries of a folder, directories with a trailing slash. */
function topLevel(dir: string): string[] {
  return readdirSync(dir).map((name) => (statSync(join(dir, name)).isDirectory() ? `${name}/` : name));
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** Relative imports and re-exports of a file (type-only ones too) that stay inside `root`. */
function localImports(file: string, root: string): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)) {
    const target = resolve(dirname(file), m[1] as string);
    if (target.startsWith(root)) out.push(target);
  }
  return out;
}

/** Every import cycle found by a depth-first walk, as "a.ts -> b.ts -> a.ts" relative to the folder. */
function importCycles(root: string): string[] {
  const graph = new Map(tsFiles(root).sort().map((f) => [f, localImports(f, root)] as const));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => relative(root, f)).join(' -> '));
      } else if (!state.has(next) && graph.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('issue 21: one folder shape for every game', () => {
  it('finds the four games', () => {
    expect(gameFolders()).toEqual(['advanced-civilization', 'cargo-empire', 'energy-empire', 'terra-mystica']);
  });

  for (const game of gameFolders()) {
    const dir = join(GAMES_DIR, game);

    it(`${game} has every room of the shape`, () => {
      const have = new Set(topLevel(dir));
      const missing = [...SHAPE.rooms, ...SHAPE.files].filter((room) => !have.has(room));
      expect(missing, `${game} lacks`).toEqual([]);
    });

    it(`${game} has nothing else at its top level`, () => {
      const allowed = new Set<string>([...SHAPE.rooms, ...SHAPE.files, ...SHAPE.extras]);
      const strays = topLevel(dir).filter((entry) => !allowed.has(entry));
      expect(strays, `${game} has stray top-level entries`).toEqual([]);
    });

    it(`${game} has no import cycle`, () => {
      expect(importCycles(dir), `${game} import cycles`).toEqual([]);
    });
  }
});

describe('issue 21: the cycle walk itself', () => {
  it('reports a cycle through a type-only import and a multi-line import, and none in a tree', () => {
    const root = mkdtempSync(join(tmpdir(), 'folder-shape-'));
    try {
      mkdirSync(join(root, 'rules'));
      writeFileSync(join(root, 'state.ts'), "import type { Step } from './rules/step.ts';\nexport type State = { step: Step };\n");
      writeFileSync(join(root, 'rules', 'step.ts'), "import {\n  type State,\n} from '../state.ts';\nexport type Step = (s: State) => void;\n");
      writeFileSync(join(root, 'view.ts'), "import type { State } from './state.ts';\nimport { x } from '../outside.ts';\nexport const v = (s: State) => s;\n");
      expect(importCycles(root)).toEqual(['rules/step.ts -> state.ts -> rules/step.ts']);
      writeFileSync(join(root, 'rules', 'step.ts'), 'export type Step = () => void;\n');
      expect(importCycles(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
