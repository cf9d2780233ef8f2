import { describe, expect, it } from 'vitest';
import { ImageCache } from '../../src/render/cache.ts';
import type { ImageKey } from '../../src/render/cache.ts';

const key = (version: number, viewer = 'public', kind = 'board', tableId = 't1'): ImageKey => ({ tableId, version, viewer, kind });
const image = (bytes: number, fill = 1): Buffer => Buffer.alloc(bytes, fill);

describe('ImageCache', () => {
  it('renders once and then serves hits', async () => {
    const cache = new ImageCache(1000);
    let renders = 0;
    const render = async (): Promise<Buffer> => {
      renders++;
      return image(100);
    };
    const first = await cache.getOrRender(key(1), render);
    const second = await cache.getOrRender(key(1), render);
    expect(second).toBe(first);
    expect(renders).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 100, hits: 1, misses: 1 });
  });

  it('keeps table, version, viewer and kind apart', async () => {
    const cache = new ImageCache(10_000);
    const keys = [key(1), key(2), key(1, 'user-7'), key(1, 'public', 'hand'), key(1, 'public', 'board', 't2')];
    for (const [i, k] of keys.entries()) await cache.getOrRender(k, async () => image(10, i));
    expect(cache.stats().entries).toBe(5);
    for (const [i, k] of keys.entries()) expect(cache.get(k)?.[0]).toBe(i);
    // Separator characters inside ids cannot make two keys collide.
    cache.set({ tableId: 'a|1', version: 1, viewer: 'b', kind: 'c' }, image(1, 1));
    expect(cache.get({ tableId: 'a', version: 1, viewer: '1|b', kind: 'c' })).toBeUndefined();
  });

  it('evicts the least recently used images when the byte budget is exceeded', () => {
    const cache = new ImageCache(300);
    cache.set(key(1), image(100));
    cache.set(key(2), image(100));
    cache.set(key(3), image(100));
    cache.get(key(1)); // 1 is now more recent than 2
    cache.set(key(4), image(150));
    expect(cache.get(key(2))).toBeUndefined();
    expect(cache.get(key(3))).toBeUndefined();
    expect(cache.get(key(1))).toBeDefined();
    expect(cache.get(key(4))).toBeDefined();
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 250, evictions: 2 });
  });

  it('does not keep an image larger than the whole budget, and replaces a key in place', () => {
    const cache = new ImageCache(100);
    cache.set(key(1), image(60));
    cache.set(key(2), image(101));
    expect(cache.get(key(2))).toBeUndefined();
    expect(cache.get(key(1))).toBeDefined();
    cache.set(key(1), image(80));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 80 });
  });

  it('shares one render between concurrent requests for the same key', async () => {
    const cache = new ImageCache(1000);
    let renders = 0;
    let release: (value: Buffer) => void = () => undefined;
    const rendered = new Promise<Buffer>((resolve) => {
      release = resolve;
    });
    const render = (): Promise<Buffer> => {
      renders++;
      return rendered;
    };
    const requests = Array.from({ length: 10 }, () => cache.getOrRender(key(1), render));
    const other = cache.getOrRender(key(2), async () => image(5, 9));
    release(image(50, 3));
    const results = await Promise.all(requests);
    expect(renders).toBe(1);
    expect(new Set(results).size).toBe(1);
    expect((await other)[0]).toBe(9);
    expect(cache.stats()).toMatchObject({ entries: 2, misses: 2, hits: 9 });
  });

  it('does not cache a failed render, so the next request tries again', async () => {
    const cache = new ImageCache(1000);
    const failing = (): Promise<Buffer> => {
      throw new Error('boom');
    };
    await expect(cache.getOrRender(key(1), failing)).rejects.toThrow('boom');
    await expect(cache.getOrRender(key(1), () => Promise.reject(new Error('again')))).rejects.toThrow('again');
    await expect(cache.getOrRender(key(1), async () => image(10))).resolves.toHaveLength(10);
    expect(cache.stats()).toMatchObject({ entries: 1, misses: 3 });
  });

  it('drops every image of a table', () => {
    const cache = new ImageCache(1000);
    cache.set(key(1), image(10));
    cache.set(key(2, 'u1'), image(10));
    cache.set(key(1, 'public', 'board', 't2'), image(10));
    cache.deleteTable('t1');
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 10 });
    expect(cache.get(key(1, 'public', 'board', 't2'))).toBeDefined();
  });
});
