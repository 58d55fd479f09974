import { isIntegerIn, isProbability, sportsError } from '../errors.ts';

/** Offered prices sit on a 0.01 ladder (multiples of 10 thousandths) between 1.01 and 500.00. */
export const ODDS_LADDER_STEP = 10;
export const MIN_OFFERED_ODDS = 1010;
export const MAX_OFFERED_ODDS = 500_000;

/** A market whose favourite is above this chance is suspended: no price can carry the margin. */
export const SUSPEND_ABOVE_PROBABILITY = 0.99;

/** The margin a market may carry, in thousandths of the fair book (50 = 5 %, an overround of 105 %). */
export const MAX_MARGIN_THOUSANDTHS = 500;

export type MarketPrice =
  | { status: 'open'; odds: number[] }
  | { status: 'suspended'; reason: 'favourite_above_99' | 'below_min_odds' | 'nothing_to_price' };

/**
 * Turns a market's fair probabilities into offered decimal odds (thousandths). Method: proportional
 * (multiplicative) margin — each probability is raised by the same factor (1 + margin), so the margin is
 * spread in proportion to each selection's chance; price = 1 / (p × (1 + margin)), rounded DOWN to the 0.01
 * ladder and capped at 500.00. Rounding down and capping only shorten prices, so the book's overround is
 * at least (1 + margin) × Σp. Suspended (no price) when the favourite is above 0.99, or when a margined
 * price would fall under 1.01 (the floor would give the margin back), or when every probability is 0.
 * A probability of 0 is offered at the cap.
 */
export function priceWithMargin(probabilities: readonly number[], marginThousandths: number): MarketPrice {
  if (!Array.isArray(probabilities) || !probabilities.every(isProbability)) {
    sportsError('invalid_model', 'a market prices probabilities in [0, 1]');
  }
  if (!isIntegerIn(marginThousandths, 0, MAX_MARGIN_THOUSANDTHS)) {
    sportsError('invalid_model', `the margin is 0..${MAX_MARGIN_THOUSANDTHS} thousandths`);
  }
  const best = Math.max(0, ...probabilities);
  if (best === 0) return { status: 'suspended', reason: 'nothing_to_price' };
  if (best > SUSPEND_ABOVE_PROBABILITY) return { status: 'suspended', reason: 'favourite_above_99' };
  const odds: number[] = [];
  for (const p of probabilities) {
    // 1000 / (p × (1000 + m) / 1000) thousandths
    const raw = p === 0 ? MAX_OFFERED_ODDS : 1_000_000 / (p * (1000 + marginThousandths));
    const price = Math.min(MAX_OFFERED_ODDS, Math.floor(raw / ODDS_LADDER_STEP) * ODDS_LADDER_STEP);
    if (price < MIN_OFFERED_ODDS) return { status: 'suspended', reason: 'below_min_odds' };
    odds.push(price);
  }
  return { status: 'open', odds };
}

/** The book's overround: Σ 1/odds (1.05 for a 5 % margin on a market whose chances sum to 1). */
export function bookOverround(odds: readonly number[]): number {
  let sum = 0;
  for (const price of odds) sum += 1000 / price;
  return sum;
}
