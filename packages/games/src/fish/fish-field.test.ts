import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededSource } from '../fair/index.ts';
import { InstantGameError } from '../instant/shared/errors.ts';
import {
  FISH_FIELD_HEIGHT,
  FISH_FIELD_WIDTH,
  FISH_MODEL_IDS,
  FISH_MODELS,
  type FishConfig,
  type FishSpawn,
  type FishWindowSources,
  fishAlive,
  fishField,
  fishFieldMemo,
  fishFieldSources,
  fishHeading,
  fishHitTest,
  fishMaxLifeMs,
  fishPosition,
  fishSlotsPerWindow,
  fishSpawnById,
} from './index.ts';

/** A fast stand-in for fishFieldSources: window w reads seededSource(seed × 1,000,003 + w). */
function seeded(seed: number): FishWindowSources {
  return (window) => seededSource(seed * 1_000_003 + window);
}

const classic = FISH_MODELS.classic;

function radiusOf(config: FishConfig, spawn: FishSpawn): number {
  return config.kinds.find((kind) => kind.id === spawn.kind)!.radius;
}

/** The most fish (and bosses) alive at once: a sweep over births and deaths (a death at t frees its place at t). */
function peakAlive(config: FishConfig, fish: FishSpawn[]): { all: number; bosses: number } {
  const bosses = new Set(config.kinds.filter((kind) => kind.boss).map((kind) => kind.id));
  const events: [at: number, change: number, boss: boolean][] = [];
  for (const f of fish) {
    events.push([f.bornMs, 1, bosses.has(f.kind)], [f.bornMs + f.lifeMs, -1, bosses.has(f.kind)]);
  }
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let all = 0;
  let boss = 0;
  const peak = { all: 0, bosses: 0 };
  for (const [, change, isBoss] of events) {
    all += change;
    if (isBoss) boss += change;
    peak.all = Math.max(peak.all, all);
    peak.bosses = Math.max(peak.bosses, boss);
  }
  return peak;
}

describe('fishField', () => {
  it('is deterministic: the same seed gives the same fish, another seed other fish', () => {
    const first = fishField(classic, seeded(1), 0, 30_000);
    expect(fishField(classic, seeded(1), 0, 30_000)).toEqual(first);
    expect(fishField(classic, seeded(2), 0, 30_000)).not.toEqual(first);
    expect(first.length).toBeGreaterThan(30); // ~2 a second
  });

  it('gives the same fish window by window as in one call, however the span is split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 }),
        fc.constantFrom(...FISH_MODEL_IDS),
        fc.uniqueArray(fc.integer({ min: 1, max: 59_999 }), { maxLength: 6 }),
        (seed, model, cuts) => {
          const config = FISH_MODELS[model];
          const whole = fishField(config, seeded(seed), 0, 60_000);
          const edges = [0, ...cuts.sort((a, b) => a - b), 60_000];
          const pieces = edges
            .slice(1)
            .flatMap((to, i) => fishField(config, seeded(seed), edges[i] as number, to));
          expect(pieces).toEqual(whole);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('agrees with consecutive 1000 ms windows late in a session, and with fishSpawnById', () => {
    const sources = seeded(9);
    const whole = fishField(classic, sources, 3_600_000, 3_620_000);
    const windows: FishSpawn[] = [];
    for (let w = 3_600; w < 3_620; w++)
      windows.push(...fishField(classic, sources, w * 1000, w * 1000 + 1000));
    expect(windows).toEqual(whole);
    for (const fish of whole) expect(fishSpawnById(classic, sources, fish.id)).toEqual(fish);
    expect(fishSpawnById(classic, sources, -1)).toBeNull();
    expect(fishSpawnById(classic, sources, 0.5)).toBeNull();
  });

  it('answers the same through a memo, in any order and with a small memory', () => {
    for (const capacity of [1024, 3]) {
      const memo = fishFieldMemo(FISH_MODELS.boss, seeded(11), capacity);
      expect(memo.field(120_000, 150_000)).toEqual(fishField(FISH_MODELS.boss, seeded(11), 120_000, 150_000));
      expect(memo.field(0, 30_000)).toEqual(fishField(FISH_MODELS.boss, seeded(11), 0, 30_000));
      const some = fishField(FISH_MODELS.boss, seeded(11), 200_000, 210_000);
      for (const fish of some.reverse()) expect(memo.spawnById(fish.id)).toEqual(fish);
      expect(memo.spawnById(-3)).toBeNull();
      // answers are copies: changing one does not change the memo
      const first = memo.field(0, 1_000)[0]!;
      first.path.x0 = 12_345;
      expect(memo.field(0, 1_000)[0]!.path.x0).not.toBe(12_345);
    }
  });

  it('numbers fish window × slots + rank: unique, ascending, in birth order, from 0', () => {
    for (const id of FISH_MODEL_IDS) {
      const config = FISH_MODELS[id];
      const slots = fishSlotsPerWindow(config);
      const fish = fishField(config, seeded(3), 0, 120_000);
      for (let i = 1; i < fish.length; i++) {
        expect(fish[i]!.id).toBeGreaterThan(fish[i - 1]!.id);
        expect(fish[i]!.bornMs).toBeGreaterThanOrEqual(fish[i - 1]!.bornMs);
      }
      for (const f of fish) {
        expect(Math.floor(f.id / slots)).toBe(Math.floor(f.bornMs / 1000));
        expect(Number.isInteger(f.bornMs) && Number.isInteger(f.lifeMs)).toBe(true);
        expect(f.lifeMs).toBeGreaterThan(0);
        expect(f.lifeMs).toBeLessThanOrEqual(fishMaxLifeMs(config));
      }
    }
    // the first window's first fish is 0 (whenever window 0 has a fish)
    const starts = Array.from({ length: 20 }, (_, seed) => fishField(classic, seeded(seed), 0, 1000)[0]?.id);
    expect(starts.filter((id) => id !== undefined).every((id) => id === 0)).toBe(true);
  });

  it('keeps every fish inside the field, within its radius, while alive', () => {
    for (const id of FISH_MODEL_IDS) {
      const config = FISH_MODELS[id];
      for (const fish of fishField(config, seeded(4), 0, 60_000)) {
        const r = radiusOf(config, fish) + 1e-9;
        for (let step = 0; step <= 20; step++) {
          const at = fish.bornMs + Math.min(fish.lifeMs - 1, Math.floor((fish.lifeMs * step) / 20));
          const p = fishPosition(fish, at)!;
          expect(p.x).toBeGreaterThanOrEqual(-r);
          expect(p.x).toBeLessThanOrEqual(FISH_FIELD_WIDTH + r);
          expect(p.y).toBeGreaterThanOrEqual(-r);
          expect(p.y).toBeLessThanOrEqual(FISH_FIELD_HEIGHT + r);
        }
      }
    }
  });

  it('enters and leaves just outside opposite edges, and is null before birth and from death on', () => {
    for (const fish of fishField(classic, seeded(5), 0, 20_000)) {
      const r = radiusOf(classic, fish);
      const { x0, y0, x1, y1 } = fish.path;
      const horizontal = Math.abs(x1 - x0) === FISH_FIELD_WIDTH + 2 * r;
      const vertical = Math.abs(y1 - y0) === FISH_FIELD_HEIGHT + 2 * r;
      expect(horizontal || vertical).toBe(true);
      expect(fishPosition(fish, fish.bornMs)).toEqual({ x: x0, y: y0 });
      expect(fishPosition(fish, fish.bornMs - 1)).toBeNull();
      expect(fishPosition(fish, fish.bornMs + fish.lifeMs - 1)).not.toBeNull();
      expect(fishPosition(fish, fish.bornMs + fish.lifeMs)).toBeNull();
      expect(fishAlive(fish, fish.bornMs)).toBe(true);
      expect(fishAlive(fish, fish.bornMs + fish.lifeMs)).toBe(false);
      expect(fishHeading(fish, fish.bornMs - 1)).toBeNull();
      expect(typeof fishHeading(fish, fish.bornMs)).toBe('number');
      const middle = fish.bornMs + Math.floor(fish.lifeMs / 2);
      const at = fishPosition(fish, middle)!;
      expect(fishHitTest(classic, fish, middle, { x: at.x + r - 1, y: at.y })).toBe(true);
      expect(fishHitTest(classic, fish, middle, { x: at.x + r + 1, y: at.y })).toBe(false);
      expect(fishHitTest(classic, fish, middle, { x: at.x + r + 1, y: at.y }, 2)).toBe(true);
    }
  });

  it('never has more than maxOnField fish or more than one boss alive', () => {
    for (const id of FISH_MODEL_IDS) {
      const config = FISH_MODELS[id];
      const peak = peakAlive(config, fishField(config, seeded(6), 0, 300_000));
      expect(peak.all).toBeLessThanOrEqual(config.maxOnField);
      expect(peak.bosses).toBeLessThanOrEqual(1);
    }
    // A crowded field (the validator would refuse it: 24 is below its load bound, and the boss's load is 1.1)
    // where the cap must hold fish back: about 24 candidates alive on average, at most 24 kept.
    const crowded: FishConfig = {
      ...FISH_MODELS.boss,
      maxOnField: 24,
      kinds: FISH_MODELS.boss.kinds.map((kind) => (kind.boss ? { ...kind, weight: 8 } : kind)),
    };
    const capped = fishField(crowded, seeded(7), 0, 600_000);
    const roomy = fishField({ ...crowded, maxOnField: 500 }, seeded(7), 0, 600_000);
    expect(capped.length).toBeLessThan(roomy.length);
    const peak = peakAlive(crowded, capped);
    expect(peak.all).toBe(24);
    expect(peak.bosses).toBe(1);
    expect(capped.filter((fish) => fish.kind === 'boss').length).toBeGreaterThan(1);
    // without the boss flag the same candidates would put two bosses on the field at once
    const unflagged = crowded.kinds.map(({ boss: _boss, ...kind }) => kind);
    const free = fishField({ ...crowded, maxOnField: 500, kinds: unflagged }, seeded(7), 0, 600_000);
    expect(peakAlive(crowded, free).bosses).toBeGreaterThan(1);
  });

  it('spawns about spawnPerSecond fish a second, kinds in proportion to their weights', () => {
    const fish = Array.from({ length: 10 }, (_, seed) =>
      fishField(classic, seeded(100 + seed), 0, 1_000_000),
    ).flat();
    const perSecond = fish.length / 10_000;
    expect(perSecond).toBeGreaterThan(1.95);
    expect(perSecond).toBeLessThan(2.05);
    const total = classic.kinds.reduce((sum, kind) => sum + kind.weight, 0);
    let chiSquare = 0;
    for (const kind of classic.kinds) {
      const expected = (fish.length * kind.weight) / total;
      const seen = fish.filter((f) => f.kind === kind.id).length;
      chiSquare += (seen - expected) ** 2 / expected;
    }
    expect(chiSquare).toBeLessThan(27.88); // p = 0.001 for 9 degrees of freedom
  });

  it('draws the public field from fairSource(fieldSeed, "fish-field", window)', () => {
    const sources = fishFieldSources('field-seed-1');
    const fish = fishField(classic, sources, 0, 5_000);
    expect(fishField(classic, fishFieldSources('field-seed-1'), 0, 5_000)).toEqual(fish);
    expect(fishField(classic, fishFieldSources('field-seed-2'), 0, 5_000)).not.toEqual(fish);
    // golden values, recomputed with Python hmac: window 0 holds three fish (slots 0, 1, 2; slot 3 empty)
    expect(fish.slice(0, 3)).toEqual([
      {
        id: 0,
        kind: 'clownfish',
        bornMs: 132,
        lifeMs: 9_933,
        path: { x0: -22, y0: 276, x1: 1622, y1: 633, cx: 1008, cy: 374 },
      },
      {
        id: 1,
        kind: 'goldfish',
        bornMs: 507,
        lifeMs: 11_010,
        path: { x0: -24, y0: 600, x1: 1624, y1: 243, cx: 425, cy: 61 },
      },
      {
        id: 2,
        kind: 'pufferfish',
        bornMs: 868,
        lifeMs: 12_632,
        path: { x0: 1630, y0: 612, x1: -30, y1: 133, cx: 405, cy: 587 },
      },
    ]);
    expect(fish[3]!.bornMs).toBeGreaterThanOrEqual(1_000);
  });

  it('answers nothing for an empty or negative span and refuses non-numbers and spans over an hour', () => {
    expect(fishField(classic, seeded(1), 5_000, 5_000)).toEqual([]);
    expect(fishField(classic, seeded(1), -5_000, -1)).toEqual([]);
    expect(fishField(classic, seeded(1), -5_000, 2_000)).toEqual(fishField(classic, seeded(1), 0, 2_000));
    expect(() => fishField(classic, seeded(1), Number.NaN, 1_000)).toThrow(InstantGameError);
    expect(() => fishField(classic, seeded(1), 0, Number.POSITIVE_INFINITY)).toThrow(InstantGameError);
    expect(() => fishField(classic, seeded(1), 0, 3_600_001)).toThrow(/hour/);
  });
});
