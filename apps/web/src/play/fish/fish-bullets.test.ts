import { FISH_MODELS, fishFieldMemo, fishHitTest, seededSource } from '@app/games';
import { describe, expect, it } from 'vitest';
import { BulletField, type BulletHit } from './fish-bullets';
import { FishFieldView, type LiveFish } from './fish-field-view';
import { BULLET_SPEED } from './fish-geometry';

const config = FISH_MODELS.classic;
const field = () =>
  new FishFieldView(
    config,
    'unused',
    [],
    fishFieldMemo(config, (w) => seededSource(3 * 1_000_003 + w)),
  );

/** A still fish at (x, y): a live fish whose path is frozen there for a minute. */
function still(id: number, x: number, y: number, kind = config.kinds[0]!): LiveFish {
  return {
    id,
    kind,
    x,
    y,
    heading: 0,
    spawn: {
      id,
      kind: kind.id,
      bornMs: 0,
      lifeMs: 60_000,
      path: { x0: x, y0: y, x1: x, y1: y, cx: x, cy: y },
    },
  };
}

/** Steps every 16 ms until the bullets are gone or `ms` pass. */
function run(bullets: BulletField, live: LiveFish[], ms: number, atMs = 1_000): BulletHit[] {
  const hits: BulletHit[] = [];
  for (let t = 0; t < ms && bullets.inAir > 0; t += 16) bullets.step(16, atMs, live, (hit) => hits.push(hit));
  return hits;
}

describe('bullets', () => {
  it('fly at the fixed speed and hit the fish in their way, at a point the engine accepts', () => {
    const bullets = new BulletField(config);
    const fish = still(5, 800, 300);
    bullets.fire(800, 800, -Math.PI / 2, 2);
    bullets.step(40, 1_000, [], () => {});
    expect(bullets.slots[0]!.y).toBeCloseTo(800 - (BULLET_SPEED * 40) / 1000);
    // a stalled frame moves a bullet at most 50 ms worth
    bullets.step(5_000, 1_000, [], () => {});
    expect(bullets.slots[0]!.y).toBeCloseTo(800 - (BULLET_SPEED * 90) / 1000);
    const hits = run(bullets, [fish], 2_000);
    expect(hits).toHaveLength(1);
    const hit = hits[0]!;
    expect(hit).toMatchObject({ fishId: 5, kind: 'clownfish', atMs: 1_000, level: 2 });
    expect(fishHitTest(config, fish.spawn, hit.atMs, hit)).toBe(true);
    expect(bullets.inAir).toBe(0);
  });

  it('do not pass through a small fish on a slow frame (sub-steps)', () => {
    const bullets = new BulletField(config);
    bullets.fire(800, 800, -Math.PI / 2, 0);
    const hits: BulletHit[] = [];
    bullets.step(50, 1_000, [still(1, 800, 760)], (hit) => hits.push(hit));
    expect(hits).toHaveLength(1);
  });

  it('are lost when they leave the field without a hit, and cost nothing', () => {
    const bullets = new BulletField(config);
    bullets.fire(800, 800, -Math.PI / 2, 0);
    expect(bullets.reserved(() => 100n)).toBe(100n);
    const hits = run(bullets, [still(1, 100, 100)], 3_000);
    expect(hits).toEqual([]);
    expect(bullets.inAir).toBe(0);
    expect(bullets.reserved(() => 100n)).toBe(0n);
  });

  it('locked on a fish, pass through the others and hit it', () => {
    const bullets = new BulletField(config);
    bullets.fire(800, 800, -Math.PI / 2, 0, 9);
    const hits = run(bullets, [still(1, 800, 600), still(9, 800, 200)], 2_000);
    expect(hits.map((hit) => hit.fishId)).toEqual([9]);
  });

  it('hit the live fish of a real field, every hit valid for the engine', () => {
    const sea = field();
    const bullets = new BulletField(config);
    const hits: BulletHit[] = [];
    for (let t = 30_000; t < 60_000; t += 16) {
      const live = sea.update(t);
      if (t % 256 === 0) bullets.fire(800, 830, -Math.PI / 2 + Math.sin(t) * 1.2, 0);
      bullets.step(16, t, live, (hit) => hits.push(hit));
    }
    expect(hits.length).toBeGreaterThan(10);
    const memo = fishFieldMemo(config, (w) => seededSource(3 * 1_000_003 + w));
    for (const hit of hits) {
      const spawn = memo.spawnById(hit.fishId)!;
      expect(Number.isInteger(hit.atMs)).toBe(true);
      expect(fishHitTest(config, spawn, hit.atMs, hit)).toBe(true);
    }
  });

  it('use a fixed set of slots: no more in the air than there are slots', () => {
    const bullets = new BulletField(config, 3);
    expect([1, 2, 3, 4].map(() => bullets.fire(800, 800, -1, 0))).toEqual([true, true, true, false]);
    bullets.clear();
    expect(bullets.inAir).toBe(0);
  });
});
