import { describe, expect, it } from 'vitest';
import { aimAngle, bulletCost, CANNON, canAfford, letterbox, stepLevel, toField } from './fish-geometry';

describe('the field in a box', () => {
  it('fills a 16:9 box exactly (a 390 px phone: 390 × 219.375)', () => {
    expect(letterbox(390, 219.375)).toEqual({ scale: 390 / 1600, offsetX: 0, offsetY: 0 });
    expect(letterbox(1280, 720)).toEqual({ scale: 0.8, offsetX: 0, offsetY: 0 });
  });

  it('letterboxes a tall box (bars above and below) and pillarboxes a wide one', () => {
    const tall = letterbox(400, 400);
    expect(tall.scale).toBe(0.25);
    expect(tall.offsetX).toBe(0);
    expect(tall.offsetY).toBeCloseTo((400 - 225) / 2);
    const wide = letterbox(1000, 450);
    expect(wide.scale).toBe(0.5);
    expect(wide.offsetX).toBe(100);
    expect(wide.offsetY).toBe(0);
  });

  it('maps pointer coordinates to field units under the letterbox', () => {
    const rect = { left: 10, top: 50, width: 400, height: 400 };
    const barTop = (400 - 225) / 2;
    expect(toField(10, 50 + barTop, rect)).toEqual({ x: 0, y: 0 });
    const centre = toField(10 + 200, 50 + 200, rect);
    expect(centre.x).toBeCloseTo(800);
    expect(centre.y).toBeCloseTo(450);
    const corner = toField(10 + 400, 50 + barTop + 225, rect);
    expect(corner.x).toBeCloseTo(1600);
    expect(corner.y).toBeCloseTo(900);
    // in the bar above the field: a negative y (the caller clamps it)
    expect(toField(210, 55, rect).y).toBeLessThan(0);
    // pillarbox: the left bar is left of x = 0
    expect(toField(50, 0, { left: 0, top: 0, width: 1000, height: 450 }).x).toBeLessThan(0);
  });

  it('survives an empty box', () => {
    expect(letterbox(0, 0)).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
  });
});

describe('the cannon', () => {
  it('points up at a point above it and never below the horizon', () => {
    expect(aimAngle({ x: CANNON.x, y: 0 })).toBeCloseTo(-Math.PI / 2);
    expect(aimAngle({ x: CANNON.x + 100, y: CANNON.y - 100 })).toBeCloseTo(-Math.PI / 4);
    const right = aimAngle({ x: 1600, y: 900 });
    expect(right).toBeLessThan(0);
    expect(right).toBeGreaterThan(-0.2);
    const left = aimAngle({ x: 0, y: 900 });
    expect(left).toBeLessThan(-Math.PI + 0.2);
    expect(aimAngle({ x: CANNON.x - 1, y: 1000 })).toBeCloseTo(left);
  });
});

describe('the price of a bullet', () => {
  it('is the base stake × the level’s multiple, exactly', () => {
    expect(bulletCost('10000', [1, 2, 5, 10], 2)).toBe(50_000n);
    expect(bulletCost(99_999_999_999_999n, [1, 100], 1)).toBe(9_999_999_999_999_900n);
    expect(bulletCost('10000', [1, 2], 5)).toBeNull();
  });

  it('is affordable only while the balance less what is spoken for covers it', () => {
    expect(canAfford(10_000n, 0n, 10_000n)).toBe(true);
    expect(canAfford(9_999n, 0n, 10_000n)).toBe(false);
    expect(canAfford(30_000n, 20_001n, 10_000n)).toBe(false);
    expect(canAfford(30_000n, 20_000n, 10_000n)).toBe(true);
    expect(canAfford(30_000n, 0n, null)).toBe(false);
    expect(canAfford(30_000n, 0n, 0n)).toBe(false);
  });

  it('keeps the level within the cannon’s levels', () => {
    expect(stepLevel(0, -1, 7)).toBe(0);
    expect(stepLevel(6, 1, 7)).toBe(6);
    expect(stepLevel(3, 1, 7)).toBe(4);
  });
});
