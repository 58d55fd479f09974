import { FISH_FIELD_HEIGHT, FISH_FIELD_WIDTH } from '@app/games';

/** A point on the field, in field units (x right, y down; the field is 1600 × 900). */
export type FieldPoint = { x: number; y: number };

/** How the 1600 × 900 field sits in a box of width × height pixels: scaled to fit, centred (letterboxed). */
export type Letterbox = { scale: number; offsetX: number; offsetY: number };

export function letterbox(width: number, height: number): Letterbox {
  if (!(width > 0) || !(height > 0)) return { scale: 1, offsetX: 0, offsetY: 0 };
  const scale = Math.min(width / FISH_FIELD_WIDTH, height / FISH_FIELD_HEIGHT);
  return {
    scale,
    offsetX: (width - FISH_FIELD_WIDTH * scale) / 2,
    offsetY: (height - FISH_FIELD_HEIGHT * scale) / 2,
  };
}

/**
 * A pointer's client coordinates as a field point, for a box at `rect` (its getBoundingClientRect) showing the
 * field letterboxed. Points in the bars map outside 0…1600 × 0…900 (the caller decides what they mean).
 */
export function toField(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): FieldPoint {
  const box = letterbox(rect.width, rect.height);
  return {
    x: (clientX - rect.left - box.offsetX) / box.scale,
    y: (clientY - rect.top - box.offsetY) / box.scale,
  };
}

/** The cannon's pivot: the bottom centre of the field, a little above the edge. */
export const CANNON: Readonly<FieldPoint> = { x: FISH_FIELD_WIDTH / 2, y: FISH_FIELD_HEIGHT - 18 };

/** Bullets leave the barrel this far from the pivot. */
export const MUZZLE = 70;

/** The bullet's speed in field units per second. */
export const BULLET_SPEED = 1400;

/** The turret turns at most this close to horizontal (radians): it never fires into the bottom edge. */
const MIN_ELEVATION = 0.08;

/** The angle (radians, 0 = +x, y down) from the cannon towards `to`, kept in the upper half-plane. */
export function aimAngle(to: FieldPoint, from: FieldPoint = CANNON): number {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  // upward angles are in (−π, 0); anything at or below the horizon is clamped to the nearer side
  if (angle > -MIN_ELEVATION && angle <= Math.PI / 2) return -MIN_ELEVATION;
  if (angle > Math.PI / 2 || angle < -Math.PI + MIN_ELEVATION) return -Math.PI + MIN_ELEVATION;
  return angle;
}

/** The price of one bullet at a cannon level: baseStake × levels[level] (minor units), or null for no such level. */
export function bulletCost(
  baseStake: string | bigint,
  levels: readonly number[],
  level: number,
): bigint | null {
  const multiple = levels[level];
  if (multiple === undefined) return null;
  return BigInt(baseStake) * BigInt(multiple);
}

/**
 * Whether one more bullet may be fired: the balance less what is already spoken for (hits queued or being
 * sent, bullets still in the air — each may yet be charged) must cover it.
 */
export function canAfford(balance: bigint, reserved: bigint, cost: bigint | null): boolean {
  return cost !== null && cost > 0n && balance - reserved >= cost;
}

/** A cannon level moved by `step`, kept within 0 … count − 1. */
export function stepLevel(level: number, step: number, count: number): number {
  return Math.max(0, Math.min(count - 1, level + step));
}
