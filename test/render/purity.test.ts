import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const renderDir = new URL('../../src/render/', import.meta.url);

/** Every module reachable from `entry` by static relative imports, with its import specifiers. */
function reachable(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    const source = readFileSync(new URL(file, renderDir), 'utf8');
    const specifiers = [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1] ?? '');
    seen.set(file, specifiers);
    for (const s of specifiers) if (s.startsWith('./')) queue.push(s.slice(2));
  }
  return seen;
}

describe('render primitives stay pure', () => {
  it.each(['primitives.ts', 'sample-board.ts'])('%s reaches no sharp, fonts or I/O', (entry) => {
    const graph = reachable(entry);
    expect(graph.size).toBeGreaterThanOrEqual(4);
    for (const [file, specifiers] of graph) {
      expect(['png.ts', 'sharp-loader.ts', 'fonts.ts', 'cache.ts'], file).not.toContain(file);
      for (const s of specifiers) expect(s === 'sharp' || s.startsWith('node:'), `${file} imports ${s}`).toBe(false);
    }
  });
});
