/**
 * Quick picks, pure: a row's big/small/odd/even values, and random numbers (the random source is passed in, so the
 * tests choose it).
 */
export type RowPick = 'all' | 'big' | 'small' | 'odd' | 'even';

/** A row's values for a quick pick: big is the upper half of the range (5–9 of 0–9, 06–10 of the cars). */
export function rowPick(values: readonly number[], pick: RowPick): number[] {
  const half = Math.floor(values.length / 2);
  switch (pick) {
    case 'all':
      return [...values];
    case 'big':
      return values.slice(values.length - half);
    case 'small':
      return values.slice(0, values.length - half);
    case 'odd':
      return values.filter((value) => value % 2 === 1);
    case 'even':
      return values.filter((value) => value % 2 === 0);
  }
}

/** `count` different items chosen at random (a partial Fisher–Yates shuffle), in the items' order. */
export function randomPick<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const take = Math.max(0, Math.min(count, pool.length));
  for (let index = 0; index < take; index += 1) {
    const other = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
  }
  const chosen = new Set(pool.slice(0, take));
  return items.filter((item) => chosen.has(item));
}
