import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Money } from '../../../lib/money';

export type AmountLimits = { min?: string; max?: string; allowZero?: boolean };

/** The example amount the wallet texts show (500,000 ₫), in minor units. */
const EXAMPLE_AMOUNT = '50000000';

/** The example in the texts of an amount field: as the language groups it ("500.000"), and as plain digits. */
export function amountExample(money: Money): { example: string; digits: string } {
  return { example: money.input(EXAMPLE_AMOUNT), digits: (BigInt(EXAMPLE_AMOUNT) / 100n).toString() };
}

/**
 * The message for an amount the member typed, or null with the amount in minor units: read in the page's
 * language (`money`), then the contracts' amountInput rules (a positive integer of minor units, at most 15
 * digits) and the channel's bounds.
 */
export function checkAmount(
  text: string,
  limits: AmountLimits,
  money: Money,
  t: TFunction<'wallet'>,
): { error: string; minor?: undefined } | { error: null; minor: string } {
  const parsed = money.parse(text);
  if (!parsed.ok) return { error: t(`amount.${parsed.reason}`, amountExample(money)) };
  const value = BigInt(parsed.minor);
  if (value === 0n && !limits.allowZero) return { error: t('amount.zero') };
  if (limits.min !== undefined && value < BigInt(limits.min)) {
    return { error: t('amount.belowMin', { amount: money.format(limits.min) }) };
  }
  if (limits.max !== undefined && value > BigInt(limits.max)) {
    return { error: t('amount.aboveMax', { amount: money.format(limits.max) }) };
  }
  if (parsed.minor.length > 15) return { error: t('amount.invalid', amountExample(money)) };
  return { error: null, minor: parsed.minor };
}

/**
 * An amount field as a zod schema: what the member typed (VI "1.000.000" / "500.000,50", EN "1,000,000" /
 * "500,000.50") checked and read by `checkAmount` (with the bounds of the channel or the limits; a function when
 * they follow another field), then the contracts' schema for the request's amount (`base`: `amountInput`, a
 * positive integer of minor units). The output is the amount in minor units.
 */
export function amountSchema<B extends z.ZodType<unknown, string>>(
  limits: AmountLimits | (() => AmountLimits),
  money: Money,
  t: TFunction<'wallet'>,
  base: B,
) {
  return z
    .string()
    .transform((text, ctx) => {
      const checked = checkAmount(text, typeof limits === 'function' ? limits() : limits, money, t);
      if (checked.error === null) return checked.minor;
      ctx.addIssue({ code: 'custom', message: checked.error });
      return z.NEVER;
    })
    .pipe(base);
}
