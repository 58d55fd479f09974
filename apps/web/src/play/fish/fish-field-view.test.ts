import {
  FISH_MODELS,
  fishField,
  fishFieldMemo,
  fishHeading,
  fishMaxLifeMs,
  fishPosition,
  seededSource,
} from '@app/games';
import { describe, expect, it } from 'vitest';
import { FishFieldView } from './fish-field-view';

const config = FISH_MODELS.classic;
const sources = (window: number) => seededSource(7 * 1_000_003 + window);
const view = (captured: number[] = []) =>
  new FishFieldView(config, 'unused', captured, fishFieldMemo(config, sources));

/** The fish alive at t straight from the engine: fishField over the last longest life, filtered by position. */
function expected(t: number) {
  return fishField(config, sources, t - fishMaxLifeMs(config), t + 1000).filter(
    (fish) => fishPosition(fish, t) !== null,
  );
}

describe('the field as drawn', () => {
  it('holds exactly the engine’s live fish, at the engine’s positions and headings', () => {
    const field = view();
    for (const t of [0, 500, 12_345, 60_000, 60_999, 61_000, 300_777]) {
      const live = field.update(t);
      const engine = expected(t);
      expect(live.map((fish) => fish.id)).toEqual(engine.map((fish) => fish.id));
      for (const fish of live) {
        const spawn = engine.find((s) => s.id === fish.id)!;
        expect({ x: fish.x, y: fish.y }).toEqual(fishPosition(spawn, t));
        expect(fish.heading).toBe(fishHeading(spawn, t));
        expect(fish.kind.id).toBe(spawn.kind);
      }
    }
  });

  it('has fish on the field a minute in (about two born a second, each living 9–40 s)', () => {
    expect(view().update(60_000).length).toBeGreaterThan(10);
  });

  it('never draws a captured fish, whether known at the start or captured later', () => {
    const t = 90_000;
    const ids = expected(t).map((fish) => fish.id);
    const [first, second] = ids;
    const field = view([first!]);
    expect(field.update(t).map((fish) => fish.id)).toEqual(ids.slice(1));
    field.addCaptured([second!]);
    expect(field.update(t + 16).some((fish) => fish.id === second)).toBe(false);
    expect(field.isCaptured(second!)).toBe(true);
    // across window changes too
    expect(field.update(t + 2_000).some((fish) => fish.id === first || fish.id === second)).toBe(false);
  });

  it('keeps each fish the same object from frame to frame and across windows', () => {
    const field = view();
    const before = field.update(120_900)[0]!;
    const after = field.update(121_100).find((fish) => fish.id === before.id);
    expect(after).toBe(before);
  });

  it('picks the fish under a point, the nearest for its size', () => {
    const field = view();
    const live = field.update(45_000);
    const target = live[live.length - 1]!;
    expect(field.pick(target.x, target.y)?.id).toBeDefined();
    expect(field.pick(target.x, target.y, 0)!.kind.radius).toBeGreaterThan(0);
    expect(field.pick(-500, -500)).toBeNull();
    expect(field.find(target.id)).toBe(target);
  });
});
