import { isIntegerIn, sportsError } from './errors.ts';

/**
 * Odds are held as exact integers: decimal odds in thousandths (1.950 → 1950), the one form a bet is priced,
 * stored and paid in. The Asian formats are derived from it for display and typed input only.
 */
export const MIN_DECIMAL_ODDS = 1001;
export const MAX_DECIMAL_ODDS = 1_000_000;

/** The four formats a Vietnamese player can choose: decimal (EU), Hong Kong, Malay and Indonesian. */
export type OddsFormat = 'decimal' | 'hong_kong' | 'malay' | 'indonesian';

export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'hong_kong', 'malay', 'indonesian'];

/** True for decimal odds in thousandths: an integer in 1001..1_000_000 (1.001 to 1000.000). */
export function isDecimalOdds(value: unknown): value is number {
  return isIntegerIn(value, MIN_DECIMAL_ODDS, MAX_DECIMAL_ODDS);
}

/** Throws `invalid_odds` unless `value` is decimal odds in thousandths. */
export function assertDecimalOdds(value: unknown): asserts value is number {
  if (!isDecimalOdds(value))
    sportsError('invalid_odds', `odds must be an integer in 1001..1000000 thousandths`);
}

/**
 * The price in another format as an exact fraction of units: HK = decimal − 1; Malay = HK when HK ≤ 1, else
 * −1/HK; Indonesian = HK when HK ≥ 1, else −1/HK.
 */
function exactPrice(decimal: number, format: OddsFormat): { num: number; den: number } {
  const hk = decimal - 1000;
  switch (format) {
    case 'decimal':
      return { num: decimal, den: 1000 };
    case 'hong_kong':
      return { num: hk, den: 1000 };
    case 'malay':
      return hk <= 1000 ? { num: hk, den: 1000 } : { num: -1000, den: hk };
    case 'indonesian':
      return hk >= 1000 ? { num: hk, den: 1000 } : { num: -1000, den: hk };
  }
}

/** num/den (den > 0, both safe integers) rounded to the nearest integer, halves away from zero. */
function roundHalfAwayFromZero(num: number, den: number): number {
  const magnitude = Math.abs(num);
  const remainder = magnitude % den;
  const quotient = (magnitude - remainder) / den + (2 * remainder >= den ? 1 : 0);
  return num < 0 ? -quotient : quotient;
}

/**
 * Decimal odds (thousandths) in `format`, in thousandths. HK is exact (decimal − 1000). Malay and Indonesian
 * are exact on their HK branch; their −1/HK branch is rounded once to the nearest thousandth, halves away
 * from zero (decimal 2.500 → Malay −0.667; 1.950 → Indonesian −1.053).
 */
export function oddsIn(decimal: number, format: OddsFormat): number {
  assertDecimalOdds(decimal);
  const { num, den } = exactPrice(decimal, format);
  return roundHalfAwayFromZero(num * 1000, den);
}

/** Hong Kong odds in thousandths: decimal − 1000 (exact). */
export function toHongKong(decimal: number): number {
  return oddsIn(decimal, 'hong_kong');
}

/** Malay odds in thousandths: HK when HK ≤ 1.000, else −1/HK rounded half away from zero (see oddsIn). */
export function toMalay(decimal: number): number {
  return oddsIn(decimal, 'malay');
}

/** Indonesian odds in thousandths: HK when HK ≥ 1.000, else −1/HK rounded half away from zero. */
export function toIndonesian(decimal: number): number {
  return oddsIn(decimal, 'indonesian');
}

/**
 * The inverse of oddsIn: a price typed in `format` (thousandths) back to decimal thousandths. HK and the
 * positive branches are exact; a negative Malay or Indonesian price −x gives 1000 + 1_000_000/x rounded to
 * the nearest thousandth, halves away from zero. Throws `invalid_odds` on a price outside the format's range
 * (Malay −1.000..−0.001 or 0.001..1.000; Indonesian ≤ −1.000 or ≥ 1.000; HK > 0) or a result outside
 * 1001..1_000_000.
 */
export function decimalFrom(value: number, format: OddsFormat): number {
  if (!Number.isSafeInteger(value))
    sportsError('invalid_odds', `${format} odds must be an integer in thousandths`);
  let decimal: number;
  switch (format) {
    case 'decimal':
      decimal = value;
      break;
    case 'hong_kong':
      decimal = value + 1000;
      break;
    case 'malay':
      if (value === 0 || value < -1000 || value > 1000)
        sportsError('invalid_odds', 'Malay odds are in −1..1, not 0');
      decimal = value > 0 ? value + 1000 : 1000 + roundHalfAwayFromZero(1_000_000, -value);
      break;
    case 'indonesian':
      if (value > -1000 && value < 1000) sportsError('invalid_odds', 'Indonesian odds are ≤ −1 or ≥ 1');
      decimal = value > 0 ? value + 1000 : 1000 + roundHalfAwayFromZero(1_000_000, -value);
      break;
  }
  assertDecimalOdds(decimal);
  return decimal;
}

/** Decimal thousandths from Hong Kong thousandths (exact: HK + 1000). */
export function fromHongKong(hongKong: number): number {
  return decimalFrom(hongKong, 'hong_kong');
}

/** Decimal thousandths from Malay thousandths (see decimalFrom for the rounding). */
export function fromMalay(malay: number): number {
  return decimalFrom(malay, 'malay');
}

/** Decimal thousandths from Indonesian thousandths (see decimalFrom for the rounding). */
export function fromIndonesian(indonesian: number): number {
  return decimalFrom(indonesian, 'indonesian');
}

/**
 * The display string of decimal odds in `format`, with `decimals` (2, as Asian books show, or 3) decimals:
 * decimal "1.95", HK "0.95", Malay "-0.83" or "0.95", Indonesian "-1.05" or "1.25". Rounded once from the
 * exact price, halves away from zero; a price on the 0.01 ladder shows exactly in decimal and HK.
 */
export function formatOdds(decimal: number, format: OddsFormat, decimals: 2 | 3 = 2): string {
  assertDecimalOdds(decimal);
  if (decimals !== 2 && decimals !== 3) sportsError('invalid_odds', 'odds show 2 or 3 decimals');
  const scale = 10 ** decimals;
  const { num, den } = exactPrice(decimal, format);
  const scaled = roundHalfAwayFromZero(num * scale, den);
  const magnitude = Math.abs(scaled);
  const whole = Math.floor(magnitude / scale);
  const fraction = String(magnitude % scale).padStart(decimals, '0');
  return `${scaled < 0 ? '-' : ''}${whole}.${fraction}`;
}
