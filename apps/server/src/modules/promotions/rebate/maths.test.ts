import { BET_CATEGORIES, type BetCategory } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RebateInput, rebateLines, totalOf } from './maths.ts';

const category = fc.constantFrom(...BET_CATEGORIES);
const amount = fc.bigInt({ min: 0n, max: 10n ** 14n });
const rate = fc.integer({ min: 0, max: 300 });

describe('cashback maths', () => {
  it('pays the rate of the turnover since the last claim, rounded down to the minor unit', () => {
    expect(
      rebateLines([
        { category: 'RNG', wagered: 1_000_000n, rebated: 0n, rateBp: 100 },
        { category: 'LIVE', wagered: 2_500_099n, rebated: 500_000n, rateBp: 60 },
        { category: 'FISH', wagered: 300n, rebated: 300n, rateBp: 100 },
      ]),
    ).toEqual([
      { category: 'LIVE', wagered: 2_000_099n, rateBp: 60, amount: 12_000n },
      { category: 'RNG', wagered: 1_000_000n, rateBp: 100, amount: 10_000n },
    ]);
    expect(rebateLines([{ category: 'PVP', wagered: 99n, rebated: 0n, rateBp: 100 }])[0]?.amount).toBe(0n);
    expect(() => rebateLines([{ category: 'RNG', wagered: 1n, rebated: 0n, rateBp: 1.5 }])).toThrow(
      RangeError,
    );
  });

  it('never pays twice for the same turnover: claims in any steps pay at most the whole at once, and lose < 1 unit a step', () => {
    fc.assert(
      fc.property(category, rate, fc.array(amount, { minLength: 1, maxLength: 20 }), (cat, bp, steps) => {
        let wagered = 0n;
        let rebated = 0n;
        let paid = 0n;
        for (const step of steps) {
          wagered += step;
          const lines = rebateLines([{ category: cat, wagered, rebated, rateBp: bp }]);
          paid += totalOf(lines);
          rebated = wagered;
        }
        const whole = (wagered * BigInt(bp)) / 10_000n;
        expect(paid <= whole).toBe(true);
        expect(whole - paid <= BigInt(steps.length)).toBe(true);
        // nothing new: nothing owed
        expect(rebateLines([{ category: cat, wagered, rebated, rateBp: bp }])).toEqual([]);
      }),
    );
  });

  it('answers each category with new turnover once, in the categories’ order, whatever the input order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ category, wagered: amount, rebated: amount, rateBp: rate }), {
          selector: (input: RebateInput) => input.category,
        }),
        (inputs) => {
          const lines = rebateLines(inputs);
          const order = lines.map((l) => BET_CATEGORIES.indexOf(l.category as BetCategory));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          expect(lines.length).toBe(inputs.filter((i) => i.wagered > i.rebated).length);
          for (const line of lines) expect(line.amount >= 0n && line.wagered > 0n).toBe(true);
        },
      ),
    );
  });
});
