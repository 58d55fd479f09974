import { describe, expect, it } from 'vitest';
import { createLiveCache } from './live-cache.ts';

function counter<V>(values: (n: number) => V) {
  let reads = 0;
  return {
    read: async () => values(++reads),
    get reads() {
      return reads;
    },
  };
}

describe('createLiveCache', () => {
  it('keeps a value for ttlMs after its read, and shares one read among concurrent callers', async () => {
    let clock = 0;
    const cache = createLiveCache<number>({ ttlMs: () => 2000, maxEntries: 10, now: () => clock });
    const source = counter((n) => n);
    expect(await Promise.all([cache.get('a', source.read), cache.get('a', source.read)])).toEqual([1, 1]);
    clock = 1999;
    expect(await cache.get('a', source.read)).toBe(1);
    clock = 2000;
    expect(await cache.get('a', source.read)).toBe(2);
    expect(source.reads).toBe(2);
  });

  it('keeps nothing with a ttl of 0, what `keep` refuses, or a failed read', async () => {
    const off = createLiveCache<number>({ ttlMs: () => 0, maxEntries: 10 });
    const source = counter((n) => n);
    await off.get('a', source.read);
    expect(await off.get('a', source.read)).toBe(2);

    const positive = createLiveCache<number>({ ttlMs: () => 2000, maxEntries: 10, keep: (n) => n > 1 });
    const values = counter((n) => n);
    expect(await positive.get('a', values.read)).toBe(1);
    await Promise.resolve(); // the refused value leaves once its read has settled
    expect(await positive.get('a', values.read)).toBe(2);
    expect(await positive.get('a', values.read)).toBe(2);

    const flaky = createLiveCache<number>({ ttlMs: () => 2000, maxEntries: 10 });
    await expect(flaky.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await flaky.get('a', async () => 7)).toBe(7);
  });

  it('forgets what `forget` matches, and every read still under way', async () => {
    const cache = createLiveCache<{ member: number }>({ ttlMs: () => 60_000, maxEntries: 10 });
    await cache.get('x', async () => ({ member: 1 }));
    await cache.get('y', async () => ({ member: 2 }));
    let finish: (value: { member: number }) => void = () => {};
    const pending = cache.get('z', () => new Promise((resolve) => (finish = resolve)));
    cache.forget((value) => value.member === 1);
    expect(cache.size).toBe(1); // y stays; x is matched, z was still being read
    finish({ member: 3 });
    expect(await pending).toEqual({ member: 3 });
    expect(await cache.get('z', async () => ({ member: 4 }))).toEqual({ member: 4 });
    expect(await cache.get('y', async () => ({ member: 5 }))).toEqual({ member: 2 });
  });

  it('makes room past maxEntries: expired entries first, then everything', async () => {
    let clock = 0;
    const cache = createLiveCache<number>({ ttlMs: () => 1000, maxEntries: 2, now: () => clock });
    await cache.get('a', async () => 1);
    clock = 500;
    await cache.get('b', async () => 2);
    clock = 1200;
    await cache.get('c', async () => 3); // a has expired and goes
    expect(cache.size).toBe(2);
    await cache.get('d', async () => 4); // b and c are fresh: all go
    expect(cache.size).toBe(1);
  });
});
