type Entry<T> = { expires: number; value: Promise<T>; loaded?: { value: T } };

/**
 * A tiny in-process cache of promises by key: a value is reused for `ttlMs`, concurrent misses share one
 * load, a failed load is forgotten. Past `maxEntries` the expired entries go, then everything if still full.
 */
export function createTtlCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();

  function makeRoom() {
    if (entries.size < options.maxEntries) return;
    const time = now();
    for (const [key, entry] of entries) if (entry.expires <= time) entries.delete(key);
    if (entries.size >= options.maxEntries) entries.clear();
  }

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      if (found && found.expires > now()) return found.value;
      makeRoom();
      const value = load();
      const entry: Entry<T> = { expires: now() + options.ttlMs, value };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          entry.loaded = { value: loaded };
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    /** The value of `key` when it is loaded and fresh, without waiting (for callers on a hot path). */
    peek(key: string): { value: T } | undefined {
      const found = entries.get(key);
      return found && found.expires > now() ? found.loaded : undefined;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
