import { betError } from './errors.ts';
import { assertStake, payoutFor } from './money.ts';

export interface SettledBet<B> {
  bet: B;
  /** What the stake returns, in hundredths of the stake (0 = lost; 200 = stake back plus 1:1). */
  multiplierX100: number;
  /** floor(stake × multiplierX100 / 100): the stake included, 0n on a loss. */
  payout: bigint;
  won: boolean;
}

export interface TableSettlement<B> {
  bets: SettledBet<B>[];
  totalStake: bigint;
  totalPayout: bigint;
}

/** Checks the list's shape and each stake; the game checks each bet's type and selection. */
export function assertBetList(bets: unknown, maxBets: number): asserts bets is readonly { stake: bigint }[] {
  if (!Array.isArray(bets) || bets.length === 0) betError('a round holds at least one bet');
  if (bets.length > maxBets) betError(`a round holds at most ${maxBets} bets`);
  for (const bet of bets) {
    if (typeof bet !== 'object' || bet === null) betError('each bet is an object');
    assertStake((bet as { stake?: unknown }).stake);
  }
}

/** Pays each bet at the multiplier the drawn outcome gives it. */
export function settleBets<B extends { stake: bigint }>(
  bets: readonly B[],
  multiplierOf: (bet: B) => number,
): TableSettlement<B> {
  let totalStake = 0n;
  let totalPayout = 0n;
  const settled = bets.map((bet) => {
    const multiplierX100 = multiplierOf(bet);
    const payout = payoutFor(bet.stake, multiplierX100);
    totalStake += bet.stake;
    totalPayout += payout;
    return { bet, multiplierX100, payout, won: multiplierX100 > 0 };
  });
  return { bets: settled, totalStake, totalPayout };
}
