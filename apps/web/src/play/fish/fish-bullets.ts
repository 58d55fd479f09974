import { FISH_FIELD_HEIGHT, FISH_FIELD_WIDTH, type FishConfig, fishHitTest } from '@app/games';
import type { LiveFish } from './fish-field-view';
import { BULLET_SPEED } from './fish-geometry';

/** One bullet slot. Slots are reused: `active` says whether it is in the air. */
export type Bullet = {
  active: boolean;
  x: number;
  y: number;
  /** Units per millisecond. */
  vx: number;
  vy: number;
  angle: number;
  level: number;
  /** A locked bullet passes through other fish and hits this one only (while it is on the field). */
  targetId: number | null;
};

/** A bullet that hit: the fish, the field time and the point (what the server checks with fishHitTest). */
export type BulletHit = { fishId: number; kind: string; atMs: number; x: number; y: number; level: number };

/** A bullet moves at most this far between two hit tests, well under the smallest fish's radius (22). */
const MAX_STEP = 14;

/** Past the field by this much a bullet is gone: it hit nothing and costs nothing. */
const MARGIN = 40;

/** A frame longer than this (a stalled tab) moves bullets as if it were this long. */
const MAX_FRAME_MS = 50;

/**
 * The bullets in the air: a fixed set of slots (no allocation while playing), moved every frame and tested
 * against the live fish at the frame's field time. A hit is confirmed with the engine's `fishHitTest` at the
 * integer field time and the exact point that will be sent, so the server's check sees what the client saw.
 */
export class BulletField {
  readonly slots: Bullet[];
  private count = 0;

  constructor(
    private readonly config: FishConfig,
    capacity = 24,
  ) {
    this.slots = Array.from({ length: capacity }, () => ({
      active: false,
      x: 0,
      y: 0,
      vx: 0,
      vy: 0,
      angle: 0,
      level: 0,
      targetId: null,
    }));
  }

  /** Bullets in the air. */
  get inAir(): number {
    return this.count;
  }

  /** Fires from (x, y) along `angle`; false when every slot is in the air. */
  fire(x: number, y: number, angle: number, level: number, targetId: number | null = null): boolean {
    for (const bullet of this.slots) {
      if (bullet.active) continue;
      bullet.active = true;
      bullet.x = x;
      bullet.y = y;
      bullet.angle = angle;
      bullet.vx = (Math.cos(angle) * BULLET_SPEED) / 1000;
      bullet.vy = (Math.sin(angle) * BULLET_SPEED) / 1000;
      bullet.level = level;
      bullet.targetId = targetId;
      this.count++;
      return true;
    }
    return false;
  }

  /** The sum of `price(level)` over the bullets in the air (each may still hit and be charged). */
  reserved(price: (level: number) => bigint): bigint {
    let total = 0n;
    for (const bullet of this.slots) if (bullet.active) total += price(bullet.level);
    return total;
  }

  clear(): void {
    for (const bullet of this.slots) bullet.active = false;
    this.count = 0;
  }

  /**
   * Moves every bullet by `elapsedMs` and tests it against `live` at field time `atMs` (an integer). Each hit
   * is handed to `onHit` (the bullet is then gone); bullets that leave the field vanish.
   */
  step(elapsedMs: number, atMs: number, live: readonly LiveFish[], onHit: (hit: BulletHit) => void): void {
    const ms = Math.min(Math.max(elapsedMs, 0), MAX_FRAME_MS);
    for (const bullet of this.slots) {
      if (!bullet.active) continue;
      const dx = bullet.vx * ms;
      const dy = bullet.vy * ms;
      const steps = Math.max(1, Math.ceil(Math.hypot(dx, dy) / MAX_STEP));
      let target: LiveFish | null = null;
      if (bullet.targetId !== null) {
        for (const fish of live) if (fish.id === bullet.targetId) target = fish;
        if (!target) bullet.targetId = null;
      }
      for (let i = 0; i < steps && bullet.active; i++) {
        bullet.x += dx / steps;
        bullet.y += dy / steps;
        const fish = target
          ? this.touches(target, bullet, atMs)
            ? target
            : null
          : this.firstHit(live, bullet, atMs);
        if (fish) {
          bullet.active = false;
          this.count--;
          onHit({ fishId: fish.id, kind: fish.kind.id, atMs, x: bullet.x, y: bullet.y, level: bullet.level });
        }
      }
      if (
        bullet.active &&
        (bullet.x < -MARGIN ||
          bullet.x > FISH_FIELD_WIDTH + MARGIN ||
          bullet.y < -MARGIN ||
          bullet.y > FISH_FIELD_HEIGHT + MARGIN)
      ) {
        bullet.active = false;
        this.count--;
      }
    }
  }

  private firstHit(live: readonly LiveFish[], bullet: Bullet, atMs: number): LiveFish | null {
    // only bullets inside the field hit (a fish half out of view is hit on its visible half)
    if (bullet.x < 0 || bullet.x > FISH_FIELD_WIDTH || bullet.y < 0 || bullet.y > FISH_FIELD_HEIGHT)
      return null;
    for (const fish of live) if (this.touches(fish, bullet, atMs)) return fish;
    return null;
  }

  private touches(fish: LiveFish, bullet: Bullet, atMs: number): boolean {
    const dx = bullet.x - fish.x;
    const dy = bullet.y - fish.y;
    const r = fish.kind.radius;
    // the cheap test on the positions of this frame, then the engine's own (the bullet is the point)
    return dx * dx + dy * dy <= r * r && fishHitTest(this.config, fish.spawn, atMs, bullet);
  }
}
