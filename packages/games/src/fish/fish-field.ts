import { fairSource, type RandomSource, randomInt, randomWeighted } from '../fair/index.ts';
import { actionError } from '../instant/shared/errors.ts';
import { FISH_WINDOW_MS, type FishConfig } from './fish-config.ts';
import { type FishPath, fishDrawPath, fishKindMaxLifeMs, fishLifeMs, fishPathPoint } from './fish-path.ts';

/**
 * One fish of a session: born at `bornMs` (session time), it follows `path` from start to end in `lifeMs`
 * and is alive in [bornMs, bornMs + lifeMs).
 */
export interface FishSpawn {
  id: number;
  kind: string;
  bornMs: number;
  lifeMs: number;
  path: FishPath;
}

/**
 * The field's randomness: one RandomSource per window of FISH_WINDOW_MS (window w covers session time
 * [w × 1000, (w + 1) × 1000)). The factory must return a fresh source, at its first word, on every call.
 */
export type FishWindowSources = (window: number) => RandomSource;

/** The client seed under which a public field seed's windows are drawn. */
export const FISH_FIELD_CLIENT_SEED = 'fish-field';

/**
 * The windows of a session's public field seed: window w reads
 * fairSource({ serverSeed: fieldSeed, clientSeed: 'fish-field', nonce: w }). The server and every client
 * call this with the same seed and get the same fish.
 */
export function fishFieldSources(fieldSeed: string): FishWindowSources {
  return (window) => fairSource({ serverSeed: fieldSeed, clientSeed: FISH_FIELD_CLIENT_SEED, nonce: window });
}

/** Spawn slots per window: 2 × spawnPerSecond, each holding a fish with chance 1/2 (mean spawnPerSecond). */
export function fishSlotsPerWindow(config: FishConfig): number {
  return 2 * config.spawnPerSecond;
}

/** The longest any fish of this config can live, in milliseconds. */
export function fishMaxLifeMs(config: FishConfig): number {
  let longest = 0;
  for (const kind of config.kinds) longest = Math.max(longest, fishKindMaxLifeMs(kind));
  return longest;
}

/**
 * Upper bounds on how many fish (and bosses) are alive on average: spawnPerSecond × Σ (weight share ×
 * the kind's longest life in seconds). The validator asks maxOnField ≥ `fish` and `bosses` ≤ 1, so the cap
 * (see fishField) trims rare crowds instead of thinning a field that is always full.
 */
export function fishFieldLoad(config: FishConfig): { fish: number; bosses: number } {
  let totalWeight = 0;
  for (const kind of config.kinds) totalWeight += kind.weight;
  let fish = 0;
  let bosses = 0;
  for (const kind of config.kinds) {
    const load = (config.spawnPerSecond * kind.weight * fishKindMaxLifeMs(kind)) / (totalWeight * 1000);
    fish += load;
    if (kind.boss) bosses += load;
  }
  return { fish, bosses };
}

/** The longest span one fishField call may cover (an hour). */
export const FISH_MAX_FIELD_SPAN_MS = 3_600_000;

interface Candidate extends FishSpawn {
  boss: boolean;
}

/**
 * Every candidate fish of one window, in id order. For each of the window's 2 × spawnPerSecond slots, in
 * order: randomInt(2) (1 = a fish); for a fish, its birth offset randomInt(1000), its kind
 * randomWeighted(weights), then its path (fishDrawPath). The window's fish are then sorted by birth (ties
 * by slot) and numbered window × slots + rank.
 */
function windowCandidates(config: FishConfig, sources: FishWindowSources, window: number): Candidate[] {
  const source = sources(window);
  const slots = fishSlotsPerWindow(config);
  const weights = config.kinds.map((kind) => kind.weight);
  const drawn: Omit<Candidate, 'id'>[] = [];
  for (let slot = 0; slot < slots; slot++) {
    if (randomInt(source, 2) === 0) continue;
    const bornMs = window * FISH_WINDOW_MS + randomInt(source, FISH_WINDOW_MS);
    const kind = config.kinds[randomWeighted(source, weights)]!;
    const path = fishDrawPath(source, kind.radius);
    drawn.push({
      kind: kind.id,
      bornMs,
      lifeMs: fishLifeMs(path, kind.speed),
      path,
      boss: kind.boss === true,
    });
  }
  drawn.sort((a, b) => a.bornMs - b.bornMs); // stable: equal births keep their slot order
  return drawn.map((fish, rank) => ({ id: window * slots + rank, ...fish }));
}

function assertTime(name: string, value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) actionError(`fish: ${name} is a finite number`);
}

/**
 * The fish born in [fromMs, toMs) of a session, ascending by id (and so by birth). Deterministic from the
 * window sources, and window by window: any split of a span into consecutive calls gives the same fish.
 *
 * The cap: the candidates of each window are drawn on their own; a candidate is kept only if fewer than
 * maxOnField earlier candidates (kept or not) are still alive at its birth, and, for a boss, no earlier boss
 * candidate is. Counting candidates rather than kept fish lets a window be decided from the windows of the
 * last fishMaxLifeMs alone, and still bounds the kept fish: at any instant, the latest-born fish alive saw
 * every other fish alive then as an earlier live candidate, so at most maxOnField are alive (one boss).
 */
export function fishField(
  config: FishConfig,
  sources: FishWindowSources,
  fromMs: number,
  toMs: number,
): FishSpawn[] {
  return fieldFrom(config, (window) => windowCandidates(config, sources, window), fromMs, toMs);
}

function fieldFrom(
  config: FishConfig,
  candidatesOf: (window: number) => readonly Candidate[],
  fromMs: number,
  toMs: number,
): FishSpawn[] {
  assertTime('fromMs', fromMs);
  assertTime('toMs', toMs);
  const from = Math.max(0, fromMs);
  if (toMs <= from) return [];
  if (toMs - from > FISH_MAX_FIELD_SPAN_MS) actionError('fish: a field span is at most one hour');
  const firstWindow = Math.floor(from / FISH_WINDOW_MS);
  const lastWindow = Math.ceil(toMs / FISH_WINDOW_MS) - 1;
  const lookback = Math.ceil(fishMaxLifeMs(config) / FISH_WINDOW_MS);

  const out: FishSpawn[] = [];
  let alive: Candidate[] = []; // earlier candidates, kept or not, not yet known to be dead
  for (let window = Math.max(0, firstWindow - lookback); window <= lastWindow; window++) {
    for (const candidate of candidatesOf(window)) {
      alive = alive.filter((earlier) => earlier.bornMs + earlier.lifeMs > candidate.bornMs);
      if (window >= firstWindow && candidate.bornMs >= from && candidate.bornMs < toMs) {
        const crowded = alive.length >= config.maxOnField;
        const bossTaken = candidate.boss && alive.some((earlier) => earlier.boss);
        if (!crowded && !bossTaken) {
          const { id, kind, bornMs, lifeMs, path } = candidate;
          out.push({ id, kind, bornMs, lifeMs, path: { ...path } });
        }
      }
      alive.push(candidate);
    }
  }
  return out;
}

function windowOfId(config: FishConfig, id: number): number | null {
  if (!Number.isSafeInteger(id) || id < 0) return null;
  return Math.floor(id / fishSlotsPerWindow(config));
}

/** The fish with this id, or null when no such fish was born (its slot was empty or the cap held it back). */
export function fishSpawnById(config: FishConfig, sources: FishWindowSources, id: number): FishSpawn | null {
  const window = windowOfId(config, id);
  if (window === null) return null;
  const start = window * FISH_WINDOW_MS;
  return fishField(config, sources, start, start + FISH_WINDOW_MS).find((fish) => fish.id === id) ?? null;
}

/** fishField and fishSpawnById over one session, remembering the windows already drawn. */
export interface FishFieldMemo {
  field(fromMs: number, toMs: number): FishSpawn[];
  spawnById(id: number): FishSpawn | null;
}

/**
 * The same answers as fishField / fishSpawnById, but each window is drawn once and kept (the most recent
 * `capacity` windows; the oldest drawn is forgotten first). A window's fish never change, so the server can
 * keep one memo per session: checking a shot's fish then costs no hashing once its windows are drawn
 * (each call otherwise redraws up to fishMaxLifeMs / 1000 windows of lookback).
 */
export function fishFieldMemo(
  config: FishConfig,
  sources: FishWindowSources,
  capacity = 1024,
): FishFieldMemo {
  const drawn = new Map<number, readonly Candidate[]>();
  const candidatesOf = (window: number): readonly Candidate[] => {
    let candidates = drawn.get(window);
    if (!candidates) {
      candidates = windowCandidates(config, sources, window);
      drawn.set(window, candidates);
      if (drawn.size > capacity) drawn.delete(drawn.keys().next().value as number);
    }
    return candidates;
  };
  const field = (fromMs: number, toMs: number) => fieldFrom(config, candidatesOf, fromMs, toMs);
  return {
    field,
    spawnById(id) {
      const window = windowOfId(config, id);
      if (window === null) return null;
      const start = window * FISH_WINDOW_MS;
      return field(start, start + FISH_WINDOW_MS).find((fish) => fish.id === id) ?? null;
    },
  };
}

/** True while the fish is on the field: bornMs ≤ atMs < bornMs + lifeMs. */
export function fishAlive(spawn: FishSpawn, atMs: number): boolean {
  return atMs >= spawn.bornMs && atMs < spawn.bornMs + spawn.lifeMs;
}

/** Where the fish is at atMs (the path's point at t = (atMs − bornMs) / lifeMs), or null when not alive. */
export function fishPosition(spawn: FishSpawn, atMs: number): { x: number; y: number } | null {
  if (!fishAlive(spawn, atMs)) return null;
  return fishPathPoint(spawn.path, (atMs - spawn.bornMs) / spawn.lifeMs);
}

/** The direction the fish swims at atMs, in radians (0 = towards +x, y pointing down), or null. Display only. */
export function fishHeading(spawn: FishSpawn, atMs: number): number | null {
  if (!fishAlive(spawn, atMs)) return null;
  const t = (atMs - spawn.bornMs) / spawn.lifeMs;
  const { x0, y0, x1, y1, cx, cy } = spawn.path;
  const dx = (1 - t) * (cx - x0) + t * (x1 - cx);
  const dy = (1 - t) * (cy - y0) + t * (y1 - cy);
  return Math.atan2(dy, dx);
}

/** True when (x, y) is within the kind's radius (plus `slack`) of the fish at atMs: a plausibility check. */
export function fishHitTest(
  config: FishConfig,
  spawn: FishSpawn,
  atMs: number,
  point: { x: number; y: number },
  slack = 0,
): boolean {
  const position = fishPosition(spawn, atMs);
  const kind = config.kinds.find((k) => k.id === spawn.kind);
  if (!position || !kind) return false;
  const dx = point.x - position.x;
  const dy = point.y - position.y;
  const reach = kind.radius + slack;
  return dx * dx + dy * dy <= reach * reach;
}
