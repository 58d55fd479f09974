/** What a member accepts when a price moves between their slip and the book's decision. */
export type AcceptOddsChange = 'any' | 'better' | 'none';

/**
 * The price a leg is taken at, or undefined when the member's setting refuses the move: `any` takes the current
 * price whatever it is; `better` takes it when it is at least the quoted one (a shorter price is refused); `none`
 * only the quoted price itself. The bet always stands at the book's current price, never at a stale quote.
 */
export function acceptedOdds(accept: AcceptOddsChange, quoted: number, current: number): number | undefined {
  if (accept === 'any') return current;
  if (accept === 'better') return current >= quoted ? current : undefined;
  return current === quoted ? current : undefined;
}

/** A sports bet's largest stake as a multiple of the game's smallest (min bet 1,000 ₫: at most 5,000,000 ₫). */
export const SPORTS_MAX_BET_MULTIPLE = 5_000n;

/** The stake limits of a member on one market and on one match, as multiples of the game's largest bet. */
export const MARKET_LIMIT_BETS = 2n;
export const MATCH_LIMIT_BETS = 4n;

/** Whether `stake` more keeps a member's open stakes within `maxBet × times`. */
export function withinLimit(held: bigint, stake: bigint, maxBet: bigint, times: bigint): boolean {
  return held + stake <= maxBet * times;
}
