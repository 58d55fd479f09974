/** A bounded least-recently-used map: reads refresh an entry, writes past the bound evict the oldest. */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * One value loaded on demand and kept for `ttlMs`; concurrent callers share one load, and a failed load
 * is not kept, so the next call tries again.
 */
export function ttlValue<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let value: { data: T; expires: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      if (value && value.expires > now()) return Promise.resolve(value.data);
      if (!pending) {
        pending = load().then(
          (data) => {
            value = { data, expires: now() + ttlMs };
            pending = undefined;
            return data;
          },
          (error: unknown) => {
            pending = undefined;
            throw error;
          },
        );
      }
      return pending;
    },
    clear(): void {
      value = undefined;
    },
  };
}

/**
 * Values by key, each kept for `ttlMs`, at most `maxEntries` of them (least recently used go first);
 * concurrent misses of one key share one load, and a failed load is not kept.
 */
export function ttlLru<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new LruCache<string, { expires: number; value: Promise<T> }>(options.maxEntries);
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      if (found && found.expires > now()) return found.value;
      const entry = { expires: now() + options.ttlMs, value: load() };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
  };
}
