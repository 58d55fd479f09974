import {
  FISH_WINDOW_MS,
  type FishConfig,
  type FishFieldMemo,
  type FishKind,
  type FishSpawn,
  fishFieldMemo,
  fishFieldSources,
  fishMaxLifeMs,
} from '@app/games';

/** A fish on the field this frame: its spawn, kind, and where it is (updated in place every frame). */
export type LiveFish = {
  id: number;
  spawn: FishSpawn;
  kind: FishKind;
  x: number;
  y: number;
  /** Radians, 0 = towards +x (y down). */
  heading: number;
};

/**
 * The fish on the field at a field time, as the server sees them: every fish of `fishField` born in the last
 * `fishMaxLifeMs` and alive now, less the captured ones.
 *
 * The spawn list is drawn once per 1000 ms window (through a fishFieldMemo, so each window is hashed once); in
 * between, a frame only moves the fish: one Bézier point and heading per fish, written into objects kept from
 * frame to frame (no allocation unless a fish is new). The point is the engine's formula (fishPathPoint), term
 * for term, so it equals `fishPosition` exactly.
 */
export class FishFieldView {
  /** The live fish, oldest first; the same array every frame. */
  readonly live: LiveFish[] = [];
  private readonly memo: FishFieldMemo;
  private readonly maxLife: number;
  private readonly kinds = new Map<string, FishKind>();
  private readonly captured = new Set<number>();
  /** Candidates for the current window: every fish that can be alive at some moment of it. */
  private entries: LiveFish[] = [];
  private window = Number.NaN;

  constructor(config: FishConfig, fieldSeed: string, captured: Iterable<number> = [], memo?: FishFieldMemo) {
    this.memo = memo ?? fishFieldMemo(config, fishFieldSources(fieldSeed));
    this.maxLife = fishMaxLifeMs(config);
    for (const kind of config.kinds) this.kinds.set(kind.id, kind);
    this.addCaptured(captured);
  }

  /** Fish that are gone for good (captured here or reported by the server): never drawn again. */
  addCaptured(ids: Iterable<number>): void {
    for (const id of ids) this.captured.add(id);
  }

  isCaptured(id: number): boolean {
    return this.captured.has(id);
  }

  /** Moves the field to field time `atMs` (an integer, the server's session clock). */
  update(atMs: number): LiveFish[] {
    const window = Math.floor(atMs / FISH_WINDOW_MS);
    if (window !== this.window) this.draw(window);
    const live = this.live;
    live.length = 0;
    for (const fish of this.entries) {
      if (this.captured.has(fish.id)) continue;
      const spawn = fish.spawn;
      const age = atMs - spawn.bornMs;
      if (age < 0 || age >= spawn.lifeMs) continue;
      const t = age / spawn.lifeMs;
      const path = spawn.path;
      const u = 1 - t;
      const a = u * u;
      const b = 2 * u * t;
      const c = t * t;
      fish.x = a * path.x0 + b * path.cx + c * path.x1;
      fish.y = a * path.y0 + b * path.cy + c * path.y1;
      fish.heading = Math.atan2(
        u * (path.cy - path.y0) + t * (path.y1 - path.cy),
        u * (path.cx - path.x0) + t * (path.x1 - path.cx),
      );
      live.push(fish);
    }
    return live;
  }

  /** The live fish with this id (after the last update), if any. */
  find(id: number): LiveFish | undefined {
    for (const fish of this.live) if (fish.id === id) return fish;
    return undefined;
  }

  /**
   * The live fish under a point (within its radius plus `slack`): the nearest relative to its size, so a small
   * fish in front of a whale can still be picked.
   */
  pick(x: number, y: number, slack = 0): LiveFish | null {
    let best: LiveFish | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const fish of this.live) {
      const reach = fish.kind.radius + slack;
      const dx = x - fish.x;
      const dy = y - fish.y;
      const d2 = dx * dx + dy * dy;
      if (d2 > reach * reach) continue;
      const score = d2 / (reach * reach);
      if (score < bestScore) {
        best = fish;
        bestScore = score;
      }
    }
    return best;
  }

  /** Forgets the drawn window (after a clock resync the next update redraws it). */
  reset(): void {
    this.window = Number.NaN;
  }

  /** The spawns that can be alive during `window`: born in [window start − longest life, window end). */
  private draw(window: number): void {
    const end = (window + 1) * FISH_WINDOW_MS;
    const spawns = end <= 0 ? [] : this.memo.field(window * FISH_WINDOW_MS - this.maxLife, end);
    const kept = new Map<number, LiveFish>();
    for (const fish of this.entries) kept.set(fish.id, fish);
    const entries: LiveFish[] = [];
    for (const spawn of spawns) {
      if (this.captured.has(spawn.id)) continue;
      const known = kept.get(spawn.id);
      if (known) {
        entries.push(known);
        continue;
      }
      const kind = this.kinds.get(spawn.kind);
      if (!kind) continue;
      entries.push({ id: spawn.id, spawn, kind, x: spawn.path.x0, y: spawn.path.y0, heading: 0 });
    }
    this.entries = entries;
    this.window = window;
  }
}
