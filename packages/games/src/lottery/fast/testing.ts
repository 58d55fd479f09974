/** Test helper: one simulation per bet of a multi-bet round (every bet sees the same draws). */
export interface BetSimulation {
  rtp: number;
  standardError: number;
}

/**
 * Runs `round` (returning each bet's payout of the round, every bet staking `stake`) `rounds` times and
 * answers each bet's mean payout ÷ stake and its standard error sd / √rounds.
 */
export function simulateBets(rounds: number, stake: bigint, round: () => readonly bigint[]): BetSimulation[] {
  const unit = Number(stake);
  let sums: number[] = [];
  let squares: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const payouts = round();
    if (i === 0) {
      sums = payouts.map(() => 0);
      squares = payouts.map(() => 0);
    }
    for (let b = 0; b < payouts.length; b++) {
      const ratio = Number(payouts[b]) / unit;
      sums[b] = (sums[b] as number) + ratio;
      squares[b] = (squares[b] as number) + ratio * ratio;
    }
  }
  return sums.map((sum, b) => {
    const rtp = sum / rounds;
    const sd = Math.sqrt(Math.max(0, (squares[b] as number) / rounds - rtp * rtp));
    return { rtp, standardError: sd / Math.sqrt(rounds) };
  });
}
