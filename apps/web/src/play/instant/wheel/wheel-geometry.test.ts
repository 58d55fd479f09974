import { describe, expect, it } from 'vitest';
import { multiplierColors, rotationFor } from './wheel-geometry';

describe('the wheel', () => {
  it('brings the drawn segment’s middle under the pointer, turning forward', () => {
    expect(rotationFor(0, 10, 0, 0)).toBe(342);
    const first = rotationFor(3, 10, 0);
    expect(first).toBeGreaterThanOrEqual(5 * 360);
    expect(((first % 360) + 360) % 360).toBeCloseTo(360 - 3.5 * 36);
    const second = rotationFor(7, 10, first);
    expect(second).toBeGreaterThan(first + 5 * 360 - 1);
    expect(second % 360).toBeCloseTo(360 - 7.5 * 36);
  });

  it('colours losing segments apart from paying ones', () => {
    const colors = multiplierColors([0, 150, 120, 0, 990]);
    expect(colors.size).toBe(4);
    expect(colors.get(0)).not.toBe(colors.get(150));
  });
});
