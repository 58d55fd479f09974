import { BET_CATEGORIES, type BetCategory, REBATE_RATE_DIVISOR } from '@app/contracts';

/** A category's running valid turnover, what earlier claims paid on, and the rate in force (basis points). */
export type RebateInput = { category: BetCategory; wagered: bigint; rebated: bigint; rateBp: number };

export type RebateLineValue = { category: BetCategory; wagered: bigint; rateBp: number; amount: bigint };

/**
 * The cashback owed per category: the turnover bet since the last claim times the rate, rounded down to the
 * minor unit (a claim loses less than 0.01 ₫ a category to the rounding). Categories with nothing new are left
 * out; the rest come in the order of BET_CATEGORIES.
 */
export function rebateLines(inputs: readonly RebateInput[]): RebateLineValue[] {
  return inputs
    .map((input) => {
      if (!Number.isInteger(input.rateBp) || input.rateBp < 0) throw new RangeError('rebate: bad rate');
      const wagered = input.wagered > input.rebated ? input.wagered - input.rebated : 0n;
      const amount = (wagered * BigInt(input.rateBp)) / REBATE_RATE_DIVISOR;
      return { category: input.category, wagered, rateBp: input.rateBp, amount };
    })
    .filter((line) => line.wagered > 0n)
    .sort((a, b) => BET_CATEGORIES.indexOf(a.category) - BET_CATEGORIES.indexOf(b.category));
}

export function totalOf(lines: readonly { amount: bigint }[]): bigint {
  return lines.reduce((sum, line) => sum + line.amount, 0n);
}
