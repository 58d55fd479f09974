import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, randomInt, seededSource } from '../fair/index.ts';
import { resolveBet, stakeOf } from './bet.ts';
import type { SlotModel } from './model.ts';
import { SLOT_MODELS } from './models/index.ts';
import { spin } from './spin.ts';
import { columns, lineTestModel, waysTestModel } from './testing.ts';
import type { Bet, SpinResult } from './types.ts';

// Scatter-heavy strips: features, retriggers and the cap of 50 come up in most rounds.
const busy = columns('S A B C W C', 'S C A W C A', 'S B W A B C', 'S A B C A W', 'S C A B W B');
const MODELS: SlotModel[] = [
  ...Object.values(SLOT_MODELS),
  lineTestModel({ reels: busy }),
  waysTestModel({ reels: [['S', 'A', 'B', 'C', 'B', 'C'], ...busy.slice(1)] }),
];

const modelAndBet = fc.constantFrom(...MODELS).chain((model) =>
  (model.kind === 'lines'
    ? fc.record({
        lineBet: fc.bigInt({ min: 1n, max: 10n ** 12n }),
        lines: fc.integer({ min: 1, max: model.lines.length }),
      })
    : fc
        .bigInt({ min: 1n, max: 10n ** 10n })
        .map((coin) => ({ betPerSpin: coin * BigInt(model.betMultiplier) }))
  ).map((bet: Bet) => ({ model, bet })),
);

function checkSpin(model: SlotModel, bet: Bet, result: SpinResult): bigint {
  const { unit, stake } = resolveBet(model, bet);
  const strips = result.phase === 'base' ? model.reels : model.freeSpins!.reels;
  result.window.forEach((shown, reel) => {
    const strip = strips[reel]!;
    shown.forEach((symbol, row) => {
      expect(symbol).toBe(strip[(result.stops[reel]! + row) % strip.length]);
    });
  });
  let sum = 0n;
  for (const win of result.wins) {
    expect(win.pay).toBe(model.pays[win.symbol]![win.count]);
    const ways = win.kind === 'ways' ? BigInt(win.ways) : 1n;
    expect(win.payout).toBe(unit * BigInt(win.pay) * ways * BigInt(win.multiplier));
    for (const { reel, row } of win.positions) {
      expect(reel).toBeLessThan(win.count);
      expect([win.symbol, model.wild]).toContain(result.window[reel]![row]);
    }
    sum += win.payout;
  }
  if (result.scatter !== null) {
    expect(result.scatter.positions).toHaveLength(result.scatter.count);
    expect(result.scatter.payout).toBe(stake * BigInt(result.scatter.pay * result.scatter.multiplier));
    sum += result.scatter.payout;
  }
  expect(result.win).toBe(sum);
  expect(sum).toBeGreaterThanOrEqual(0n);
  return sum;
}

describe('spin', () => {
  it('pays exactly the sum of its listed wins, all ≥ 0, from windows the strips show at the stops', () => {
    fc.assert(
      fc.property(fc.integer(), modelAndBet, (seed, { model, bet }) => {
        const outcome = spin(model, bet, seededSource(seed));
        expect(outcome.stake).toBe(stakeOf(model, bet));
        expect(outcome.base.phase).toBe('base');
        let total = checkSpin(model, bet, outcome.base);
        for (const free of outcome.freeSpins) {
          expect(free.phase).toBe('free');
          total += checkSpin(model, bet, free);
        }
        const awarded = [outcome.base, ...outcome.freeSpins].reduce((sum, s) => sum + s.freeSpinsAwarded, 0);
        expect(outcome.freeSpins).toHaveLength(awarded);
        expect(outcome.freeSpinsAwarded).toBe(awarded);
        expect(awarded).toBeLessThanOrEqual(model.freeSpins?.maxSpins ?? 0);
        expect(outcome.totalWin).toBe(total);
      }),
      { numRuns: 500 },
    );
  });

  it('plays the same round for the same seeds, and the stops can be recomputed from them', () => {
    const seeds = { serverSeed: 'server-seed', clientSeed: 'player', nonce: 42 };
    for (const model of MODELS) {
      const bet: Bet =
        model.kind === 'lines' ? { lineBet: 1_000n, lines: model.lines.length } : { betPerSpin: 5_000n };
      const first = spin(model, bet, fairSource(seeds));
      expect(spin(model, bet, fairSource(seeds))).toEqual(first);
      // The verification page: one randomInt per reel, base spin then each free spin.
      const source = fairSource(seeds);
      for (const result of [first.base, ...first.freeSpins]) {
        const strips = result.phase === 'base' ? model.reels : model.freeSpins!.reels;
        expect(strips.map((strip) => randomInt(source, strip.length))).toEqual(result.stops);
      }
    }
  });
});
