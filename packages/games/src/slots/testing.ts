import type { RandomSource } from '../fair/index.ts';
import { defineSlotModel, type SlotModel } from './model.ts';
import type { PaylineModelSpec, ReelStrip, WaysModelSpec } from './types.ts';

/** A source whose words are the given stops, in order: randomInt(source, n) returns each one as is. */
export function stopsSource(...stops: number[][]): RandomSource {
  const words = stops.flat();
  return {
    nextUint32() {
      const word = words.shift();
      if (word === undefined) throw new Error('stopsSource: no more stops');
      return word;
    },
  };
}

/** Columns of a window, left reel first, as strips: stops [0, 0, 0, 0, 0] show exactly this window. */
export function columns(...reels: string[]): ReelStrip[] {
  return reels.map((reel) => reel.split(' '));
}

const SYMBOLS = ['A', 'B', 'C', 'W', 'S'];

/** A small 5×3 line model: 3 lines (middle, top, bottom), A pays best, W pays alone, S scatters. */
export function lineTestModel(overrides: Partial<PaylineModelSpec> = {}): SlotModel {
  return defineSlotModel({
    kind: 'lines',
    id: 'test-lines',
    rows: 3,
    symbols: SYMBOLS,
    wild: 'W',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ],
    pays: {
      A: { 3: 10, 4: 40, 5: 100 },
      B: { 2: 1, 3: 5, 4: 10, 5: 20 },
      C: { 4: 8, 5: 15 },
      W: { 3: 20, 4: 50, 5: 500 },
    },
    reels: columns('B C B', 'C B C', 'B C B', 'C B C', 'B C B'),
    scatter: { symbol: 'S', pays: { 3: 2, 4: 10, 5: 50 }, freeSpins: { 3: 2, 4: 3, 5: 4 } },
    freeSpins: {
      reels: columns('S A B C B C', 'S C A B C A', 'S B C A B C', 'S A B C A B', 'S C A B C B'),
      multiplier: 3,
      retrigger: { 3: 2, 4: 2, 5: 2 },
      maxSpins: 50,
    },
    ...overrides,
  });
}

/** A small 5×3 ways model (stake = 10 coins), no wild on the first reel. */
export function waysTestModel(overrides: Partial<WaysModelSpec> = {}): SlotModel {
  return defineSlotModel({
    kind: 'ways',
    id: 'test-ways',
    rows: 3,
    symbols: SYMBOLS,
    wild: 'W',
    betMultiplier: 10,
    pays: { A: { 3: 10, 4: 40, 5: 100 }, B: { 3: 2, 4: 5, 5: 10 }, C: { 3: 1, 4: 2, 5: 5 } },
    reels: columns('B C B', 'C B C', 'B C B', 'C B C', 'B C B'),
    scatter: { symbol: 'S', pays: { 3: 2, 4: 10, 5: 50 }, freeSpins: { 3: 2, 4: 3, 5: 4 } },
    freeSpins: {
      reels: columns('S A B C B C', 'S C A W C A', 'S B W A B C', 'S A B C A W', 'S C A B C B'),
      multiplier: 2,
      retrigger: { 3: 2, 4: 2, 5: 2 },
      maxSpins: 50,
    },
    ...overrides,
  });
}
