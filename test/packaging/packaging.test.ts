import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledFontFiles } from '../../src/render/fonts.ts';

const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

type Version = [number, number, number];

function parseVersion(text: string): { v: Version; parts: number } {
  const nums = text.replace(/^v/, '').split('.').map((n) => (n === 'x' || n === '*' ? NaN : Number(n)));
  const parts = nums.filter((n) => !Number.isNaN(n)).length;
  return { v: [nums[0] || 0, nums[1] || 0, nums[2] || 0], parts };
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The subset of npm's range syntax that engines fields use: `||`, `>=`, `>`, `<`, `<=`, `^`, `~`, bare and partial versions. */
function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version).v;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
      .filter((c) => c !== '' && c !== '*')
      .every((comparator) => {
        const [, op = '', rest = ''] = /^([<>=^~]*)(.*)$/.exec(comparator)!;
        const { v: bound, parts } = parseVersion(rest);
        const c = compare(v, bound);
        switch (op) {
          case '>=': return c >= 0;
          case '>': return c > 0;
          case '<=': return c <= 0;
          case '<': return c < 0;
          case '^': return c >= 0 && (bound[0] > 0 ? v[0] === bound[0] : v[0] === 0 && v[1] === bound[1]);
          case '~': return c >= 0 && v[0] === bound[0] && (parts < 2 || v[1] === bound[1]);
          default: return parts === 1 ? v[0] === bound[0] : parts === 2 ? v[0] === bound[0] && v[1] === bound[1] : c === 0;
        }
      }),
  );
}

describe('packaging', () => {
  it('the range checker reads engines fields as npm does', () => {
    expect(satisfies('20.19.0', '^20.19 || ^22.12 || >=24.0')).toBe(true);
    expect(satisfies('20.18.0', '^20.19 || ^22.12 || >=24.0')).toBe(false);
    expect(satisfies('20.19.0', '>=22.0.0')).toBe(false);
    expect(satisfies('20.19.0', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('21.0.0', '18 || 20 || >=22')).toBe(false);
    expect(satisfies('20.19.0', '>= 18')).toBe(true);
  });

  it('npm ci gives no engine warning on the Node version the README and package.json name', () => {
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
    const minimum = /^>=\s*(\d+\.\d+)$/.exec(pkg.engines.node)?.[1];
    expect(minimum, 'package.json engines.node is ">=MAJOR.MINOR"').toBeDefined();
    const major = minimum!.split('.')[0];
    expect(read('README.md')).toContain(`Node ${major}`);
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }> };
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => !p.optional || p.os === undefined || p.os.includes('linux'))
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node && !satisfies(`${minimum}.0`, p.engines.node))
      .map(([name, p]) => `${name} (${(p.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });

  it('the Docker build context leaves out dependencies, databases and secrets', () => {
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    for (const entry of ['node_modules', 'data', '.env']) expect(ignored).toContain(entry);
  });

  it('the Docker runtime stage takes its node_modules from a stage installed without dev dependencies', () => {
    const stages = read('Dockerfile').split(/^FROM /m).slice(1).map((s) => ({ name: /^\S+ AS (\S+)/.exec(s)?.[1], body: s }));
    const runtime = stages.at(-1)!;
    const from = /COPY --from=(\S+) \/app\/node_modules/.exec(runtime.body)?.[1];
    expect(from).toBeDefined();
    const source = stages.find((s) => s.name === from)!;
    expect(source.body).toMatch(/npm ci[^\n]*--omit=dev/);
    expect(runtime.body).not.toMatch(/npm (ci|install)/);
  });

  it('the Docker image keeps every font file the renderer draws with when it drops the unused weights', () => {
    const prune = /find node_modules\/@expo-google-fonts -name '\*\.ttf'((?: ! -name '[^']+')+) -delete/.exec(read('Dockerfile'));
    expect(prune, 'the prune step').not.toBeNull();
    const kept = [...prune![1]!.matchAll(/! -name '([^']+)'/g)].map((m) => new RegExp(`^${m[1]!.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`));
    const files = bundledFontFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(kept.some((k) => k.test(basename(file))), basename(file)).toBe(true);
    expect(kept.some((k) => k.test('NotoSansSC_100Thin.ttf'))).toBe(false);
  });
});
