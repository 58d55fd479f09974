import { type RandomSource, randomInt, randomWeighted } from '../fair/index.ts';
import { FISH_FIELD_HEIGHT, FISH_FIELD_WIDTH, type FishKind } from './fish-config.ts';

/**
 * A quadratic Bézier: from (x0, y0) just outside one edge, pulled towards the control point (cx, cy), to
 * (x1, y1) just outside the opposite edge. The curve stays inside the triangle of its three points.
 */
export interface FishPath {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  cx: number;
  cy: number;
}

/** The four routes: left → right, right → left, top → bottom, bottom → top, drawn with these weights. */
export const FISH_ROUTES = ['left-right', 'right-left', 'top-bottom', 'bottom-top'] as const;
export type FishRoute = (typeof FISH_ROUTES)[number];
export const FISH_ROUTE_WEIGHTS: readonly number[] = [3, 3, 1, 1];

/**
 * Where the points are drawn, in whole field units (inclusive ranges). Horizontal routes enter and leave at a
 * height in [90, 810], their control point in x [400, 1200], y [0, 900]; vertical routes at an x in
 * [160, 1440], their control point in x [400, 1200], y [225, 675].
 */
export const FISH_PATH_RANGES = {
  horizontal: { edge: [90, 810], controlAlong: [400, 1200], controlAcross: [0, 900] },
  vertical: { edge: [160, 1440], controlAlong: [225, 675], controlAcross: [400, 1200] },
} as const;

function between(source: RandomSource, [low, high]: readonly [number, number]): number {
  return low + randomInt(source, high - low + 1);
}

/**
 * Draws one path for a fish of the given radius, in this order: the route (weights 3 3 1 1), then the
 * entry coordinate along the edge, the exit coordinate, the control point's x, then its y. Entry and exit
 * lie `radius` outside the field, so the fish swims in and out of view whole.
 */
export function fishDrawPath(source: RandomSource, radius: number): FishPath {
  const route = FISH_ROUTES[randomWeighted(source, FISH_ROUTE_WEIGHTS)] as FishRoute;
  if (route === 'left-right' || route === 'right-left') {
    const ranges = FISH_PATH_RANGES.horizontal;
    const y0 = between(source, ranges.edge);
    const y1 = between(source, ranges.edge);
    const cx = between(source, ranges.controlAlong);
    const cy = between(source, ranges.controlAcross);
    const left = -radius;
    const right = FISH_FIELD_WIDTH + radius;
    return route === 'left-right'
      ? { x0: left, y0, x1: right, y1, cx, cy }
      : { x0: right, y0, x1: left, y1, cx, cy };
  }
  const ranges = FISH_PATH_RANGES.vertical;
  const x0 = between(source, ranges.edge);
  const x1 = between(source, ranges.edge);
  const cx = between(source, ranges.controlAcross);
  const cy = between(source, ranges.controlAlong);
  const top = -radius;
  const bottom = FISH_FIELD_HEIGHT + radius;
  return route === 'top-bottom'
    ? { x0, y0: top, x1, y1: bottom, cx, cy }
    : { x0, y0: bottom, x1, y1: top, cx, cy };
}

/** The point at parameter t in [0, 1]. */
export function fishPathPoint(path: FishPath, t: number): { x: number; y: number } {
  const u = 1 - t;
  const a = u * u;
  const b = 2 * u * t;
  const c = t * t;
  return { x: a * path.x0 + b * path.cx + c * path.x1, y: a * path.y0 + b * path.cy + c * path.y1 };
}

const LENGTH_SEGMENTS = 32;

/**
 * The path's length as a 32-segment polyline (slightly under the true arc length). Only +, −, ×, ÷ and
 * Math.sqrt, which IEEE 754 rounds exactly, so every JavaScript engine gets the same number.
 */
export function fishPathLength(path: FishPath): number {
  let length = 0;
  let previous = fishPathPoint(path, 0);
  for (let i = 1; i <= LENGTH_SEGMENTS; i++) {
    const point = fishPathPoint(path, i / LENGTH_SEGMENTS);
    const dx = point.x - previous.x;
    const dy = point.y - previous.y;
    length += Math.sqrt(dx * dx + dy * dy);
    previous = point;
  }
  return length;
}

/** How long a fish of this kind takes over this path: ceil(length × 1000 / speed) milliseconds. */
export function fishLifeMs(path: FishPath, speed: number): number {
  return Math.max(1, Math.ceil((fishPathLength(path) * 1000) / speed));
}

function widest([low, high]: readonly [number, number], [cLow, cHigh]: readonly [number, number]): number {
  return Math.max(Math.abs(high - cLow), Math.abs(cHigh - low));
}

/**
 * An upper bound on any path's length for this radius: the control polygon |P0 C| + |C P1| is at least the
 * curve's length, and (Minkowski) at most √(along² + across²) with along = the field's side + 2 × radius and
 * across = the two widest sideways steps between the edge range and the control range.
 */
export function fishPathLengthBound(radius: number): number {
  const h = FISH_PATH_RANGES.horizontal;
  const v = FISH_PATH_RANGES.vertical;
  const horizontalAlong = FISH_FIELD_WIDTH + 2 * radius;
  const horizontalAcross = 2 * widest(h.edge, h.controlAcross);
  const verticalAlong = FISH_FIELD_HEIGHT + 2 * radius;
  const verticalAcross = 2 * widest(v.edge, v.controlAcross);
  return Math.max(
    Math.sqrt(horizontalAlong * horizontalAlong + horizontalAcross * horizontalAcross),
    Math.sqrt(verticalAlong * verticalAlong + verticalAcross * verticalAcross),
  );
}

/** No fish of this kind lives longer than this (milliseconds, one spare for rounding). */
export function fishKindMaxLifeMs(kind: Pick<FishKind, 'speed' | 'radius'>): number {
  return Math.ceil((fishPathLengthBound(kind.radius) * 1000) / kind.speed) + 1;
}
