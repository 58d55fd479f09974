import { describe, expect, it } from 'vitest';
import { LruCache, ttlLru, ttlValue } from './cache.ts';

describe('LruCache', () => {
  it('evicts the least recently used entry past its bound', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});

describe('ttlValue', () => {
  it('shares one load among concurrent callers and reloads after the TTL', async () => {
    let clock = 0;
    let loads = 0;
    const value = ttlValue(
      5000,
      async () => {
        loads++;
        return loads;
      },
      () => clock,
    );
    const [a, b] = await Promise.all([value.get(), value.get()]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock = 4999;
    expect(await value.get()).toBe(1);
    clock = 5000;
    expect(await value.get()).toBe(2);
  });

  it('forgets a failed load so the next call tries again', async () => {
    let fail = true;
    const value = ttlValue(5000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(value.get()).rejects.toThrow('down');
    fail = false;
    expect(await value.get()).toBe('up');
  });
});

describe('ttlLru', () => {
  it('keeps each key for the TTL, shares concurrent loads and forgets failures', async () => {
    let clock = 0;
    let loads = 0;
    const cache = ttlLru<number>({ ttlMs: 100, maxEntries: 2, now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('b', load)).toBe(2);
    clock = 100;
    expect(await cache.get('a', load)).toBe(3);
    await expect(cache.get('c', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('c', load)).toBe(4);
  });
});
