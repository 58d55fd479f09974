/** Colours of a wheel's multipliers: losing segments dark, the rest from cool to hot as they pay more. */
const PALETTE = ['#22c55e', '#3b82f6', '#a855f7', '#eab308', '#f97316', '#ef4444', '#ec4899', '#14b8a6'];

export function multiplierColors(segments: readonly number[]): Map<number, string> {
  const paying = [...new Set(segments.filter((m) => m > 0))].sort((a, b) => a - b);
  const colors = new Map<number, string>([[0, '#2b2542']]);
  for (const [i, m] of paying.entries()) colors.set(m, PALETTE[i % PALETTE.length]!);
  return colors;
}

/**
 * The wheel's rotation that brings segment `index` of `count` under the pointer (segment 0 starts under it,
 * the others follow clockwise), always turning forward from `current` by at least `turns` full turns.
 */
export function rotationFor(index: number, count: number, current: number, turns = 5): number {
  const slice = 360 / count;
  const target = (360 - (index + 0.5) * slice) % 360;
  const now = ((current % 360) + 360) % 360;
  const forward = (target - now + 360) % 360;
  return current + turns * 360 + forward;
}

/** The SVG path of segment `index` of `count` around (100, 100), radius 96, clockwise from the top. */
export function segmentPath(index: number, count: number): string {
  const start = (index / count) * 2 * Math.PI;
  const end = ((index + 1) / count) * 2 * Math.PI;
  const point = (angle: number) =>
    `${(100 + 96 * Math.sin(angle)).toFixed(2)} ${(100 - 96 * Math.cos(angle)).toFixed(2)}`;
  return `M100 100L${point(start)}A96 96 0 0 1 ${point(end)}Z`;
}
