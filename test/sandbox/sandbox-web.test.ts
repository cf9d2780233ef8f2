/**
 * `npm run sandbox -- <game> --web PORT` (issue 24: "The sandbox serves its local table with --web at
 * http://127.0.0.1:PORT, so a newcomer sees the page with no token and no database server"): on a free port, the
 * printed page shows the board SVG to a plain fetch, and the page stops being served when the run ends.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { runSandboxCli } from '../../src/sandbox/cli.ts';
import { openTemplateStore } from '../support/db.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function until<T>(find: () => T | undefined, ms = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('sandbox --web', () => {
  it('serves the local table at http://127.0.0.1:PORT with its board, no token, until the run is stopped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-web-'));
    try {
      const port = await freePort();
      const script = join(dir, 'moves.txt');
      await writeFile(script, '# no moves: the opening position\n');
      const lines: string[] = [];
      const errors: string[] = [];
      let stop!: () => void;
      const webStop = new Promise<void>((resolve) => (stop = resolve));
      const run = runSandboxCli(['cargo-empire', '--players', '3', '--seed', 'web', '--script', script, '--out', join(dir, 'out'), '--web', String(port)], games, (l) => lines.push(...l.split('\n')), (l) => errors.push(l), {
        input: Readable.from([]),
        tempRoot: dir,
        openStore: openTemplateStore,
        webStop,
      });
      expect(await until(() => lines.find((l) => l.startsWith('Serving the table')))).toContain(`http://127.0.0.1:${port}`);
      const page = await until(() => lines.map((l) => /The table's page: (\S+)/.exec(l)?.[1]).find((u) => u !== undefined));
      expect(page).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/t/[A-Za-z0-9_-]{22,}$`));
      await until(() => lines.find((l) => l.includes('until you press Ctrl-C')));
      const res = await fetch(page);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<svg');
      expect(html).toContain('Cargo Empire');
      stop();
      expect(await run).toBe(0);
      expect(errors).toEqual([]);
      await expect(fetch(page)).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a port that is not a number', async () => {
    const errors: string[] = [];
    expect(await runSandboxCli(['cargo-empire', '--web', 'eighty'], games, () => {}, (l) => errors.push(l))).toBe(2);
    expect(errors.join('\n')).toContain('--web must be a whole number from 1 to 65535');
  });
});
