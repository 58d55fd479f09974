import { describe, expect, it } from 'vitest';
import { countScatters, createScratch, evaluateLines, evaluateWays, fillWindow } from './evaluate.ts';
import type { SlotModel } from './model.ts';
import { exactRtp, expectedFeatureSpins } from './rtp.ts';
import type { StripTables } from './tables.ts';
import { columns, lineTestModel, waysTestModel } from './testing.ts';

/** Every stop combination of a strip set, played through the engine's evaluator. */
function enumerate(model: SlotModel, strips: StripTables, lines = model.tables.lineCount) {
  const tables = model.tables;
  const scratch = createScratch(tables);
  const stakeUnits = model.kind === 'lines' ? lines : tables.betMultiplier;
  const lengths = Array.from(strips.lengths);
  const combinations = lengths.reduce((product, length) => product * length, 1);
  let wins = 0;
  let scatters = 0;
  let hits = 0;
  let triggers = 0;
  let retriggers = 0;
  const byCount = new Map<number, number>();
  for (let combination = 0; combination < combinations; combination++) {
    let rest = combination;
    lengths.forEach((length, reel) => {
      scratch.stops[reel] = rest % length;
      rest = Math.floor(rest / length);
    });
    fillWindow(tables, strips, scratch);
    const units =
      model.kind === 'lines' ? evaluateLines(tables, lines, scratch) : evaluateWays(tables, strips, scratch);
    const count = countScatters(tables, strips, scratch);
    wins += units / stakeUnits;
    scatters += tables.scatterPays[count]!;
    if (units > 0 || tables.scatterPays[count]! > 0) hits++;
    if (tables.triggerSpins[count]! > 0) triggers++;
    retriggers += tables.retriggerSpins[count]!;
    byCount.set(count, (byCount.get(count) ?? 0) + 1 / combinations);
  }
  return {
    wins: wins / combinations,
    scatter: scatters / combinations,
    hitFrequency: hits / combinations,
    triggerFrequency: triggers / combinations,
    retriggerRate: retriggers / combinations,
    byCount,
  };
}

const lineModel = lineTestModel({
  reels: columns('A B W C S B C', 'C A B S C W', 'B W C A S C B', 'A C B S W C', 'C B A S C B W'),
});
const waysModel = waysTestModel({
  reels: columns('A B C S B C', 'C A W S B C A', 'B W C A S C', 'A C B S W C B', 'C B A S C W'),
});

describe('exactRtp', () => {
  for (const model of [lineModel, waysModel]) {
    it(`equals play over every stop combination (${model.kind})`, () => {
      const exact = exactRtp(model);
      const base = enumerate(model, model.tables.base);
      const free = enumerate(model, model.tables.free!);
      expect(exact.base).toBeCloseTo(base.wins, 12);
      expect(exact.scatter).toBeCloseTo(base.scatter, 12);
      expect(exact.hitFrequency).toBeCloseTo(base.hitFrequency, 12);
      expect(exact.triggerFrequency).toBeCloseTo(base.triggerFrequency, 12);
      expect(exact.retriggerRate).toBeCloseTo(free.retriggerRate, 12);

      const { tables } = model;
      const awards = new Map<number, number>();
      for (const [count, p] of free.byCount) {
        const extra = tables.retriggerSpins[count]!;
        awards.set(extra, (awards.get(extra) ?? 0) + p);
      }
      const perFreeSpin = tables.freeMultiplier * (free.wins + free.scatter);
      let freeSpins = 0;
      for (const [count, p] of base.byCount) {
        const start = Math.min(tables.triggerSpins[count]!, tables.maxFreeSpins);
        if (start > 0)
          freeSpins += p * expectedFeatureSpins(start, tables.maxFreeSpins, awards) * perFreeSpin;
      }
      expect(Math.abs(exact.freeSpins / freeSpins - 1)).toBeLessThan(1e-10); // sums in another order
      expect(exact.total).toBe(exact.base + exact.scatter + exact.freeSpins);
    });
  }
});

describe('the stated RTP of a line slot', () => {
  it('holds whatever the lines played: each line returns the same per line bet (every stop combination)', () => {
    const stated = exactRtp(lineModel);
    for (let lines = 1; lines <= lineModel.tables.lineCount; lines++) {
      const base = enumerate(lineModel, lineModel.tables.base, lines);
      expect(base.wins, `${lines} lines`).toBeCloseTo(stated.base, 12);
      expect(base.scatter, `${lines} lines`).toBeCloseTo(stated.scatter, 12);
    }
  });
});

describe('expectedFeatureSpins', () => {
  it('counts the spins played, retriggers included, up to the cap', () => {
    expect(expectedFeatureSpins(10, 500, new Map([[0, 1]]))).toBe(10);
    expect(expectedFeatureSpins(1, 20, new Map([[1, 1]]))).toBe(20);
    // One spin, then half the time one more (capped at 2): 0.5 × 1 + 0.5 × 2.
    expect(
      expectedFeatureSpins(
        1,
        2,
        new Map([
          [0, 0.5],
          [1, 0.5],
        ]),
      ),
    ).toBe(1.5);
  });

  it('matches start / (1 − extra spins per spin) when the cap is out of reach', () => {
    const awards = new Map([
      [0, 0.95],
      [10, 0.05],
    ]);
    expect(expectedFeatureSpins(10, 1_500, awards)).toBeCloseTo(10 / (1 - 0.5), 9);
  });
});
