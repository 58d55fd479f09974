type Entry<V> = { until: number; value: Promise<V>; read?: V };

export type LiveCache<V> = {
  /** The value of `key`: the kept one while fresh, else `read()` (kept when `keep` allows). */
  get(key: string, read: () => Promise<V>): Promise<V>;
  /** Drops the kept values `matches` picks, and every read still under way (it may be one of them). */
  forget(matches: (value: V) => boolean): void;
  clear(): void;
  readonly size: number;
};

/**
 * Rows read from the database, kept for a moment so that a burst of calls on them costs one read: each value
 * for `ttlMs` after its read (0: none kept), concurrent reads of one key shared, a failed read or one `keep`
 * refuses not kept. Whoever changes the rows calls `forget` (onTableWrite does it for this process's own
 * statements), so a change made here is seen at once; a change made by another process, within `ttlMs`.
 */
export function createLiveCache<V>(options: {
  ttlMs: () => number;
  maxEntries: number;
  keep?: (value: V) => boolean;
  now?: () => number;
}): LiveCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();

  function drop(key: string, entry: Entry<V>) {
    if (entries.get(key) === entry) entries.delete(key);
  }

  function makeRoom(time: number) {
    if (entries.size < options.maxEntries) return;
    for (const [key, entry] of entries) if (entry.until <= time) entries.delete(key);
    if (entries.size >= options.maxEntries) entries.clear();
  }

  return {
    get(key, read) {
      const ttlMs = options.ttlMs();
      if (ttlMs <= 0) return read();
      const time = now();
      const found = entries.get(key);
      if (found && found.until > time) return found.value;
      makeRoom(time);
      const entry: Entry<V> = { until: time + ttlMs, value: read() };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          if (options.keep && !options.keep(value)) drop(key, entry);
          else entry.read = value;
        },
        () => drop(key, entry),
      );
      return entry.value;
    },
    forget(matches) {
      for (const [key, entry] of entries) {
        if (!('read' in entry) || matches(entry.read as V)) entries.delete(key);
      }
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
