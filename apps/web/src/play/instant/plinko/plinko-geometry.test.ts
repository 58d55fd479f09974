import { describe, expect, it } from 'vitest';
import { ballPoints, pins, slotLabel, slotX } from './plinko-geometry';

describe('the plinko board', () => {
  it('has r + 3 pins on row r', () => {
    expect(pins(8)).toHaveLength((3 + 10) * 4);
  });

  it('lands the ball on the slot its path counts, touching a pin on every row', () => {
    const path = [0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 1];
    const points = ballPoints(path);
    expect(points).toHaveLength(path.length + 2);
    expect(points.at(-1)!.x).toBe(slotX(16, 5));
    const pinXs = new Set(pins(16).map((pin) => pin.x));
    for (const point of points.slice(1, -1)) expect(pinXs.has(point.x)).toBe(true);
  });

  it('writes slot multipliers short', () => {
    expect(slotLabel(100_000, 'en')).toBe('1000');
    expect(slotLabel(150, 'vi')).toBe('1,5');
    expect(slotLabel(20, 'en')).toBe('0.2');
    expect(slotLabel(777, 'en')).toBe('7.77');
  });
});
