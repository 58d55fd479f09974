/** A settled bet as the studio sends it: the engine's SettledBet, money as strings. */
export type SettledBetJson = {
  bet: { type: string; selection?: string | number; stake: string };
  multiplierX100: number;
  payout: string;
  won: boolean;
};

/** What each box paid in a settled round (box key `type` or `type:selection`), summed over its bets. */
export function paidBoxes(bets: readonly SettledBetJson[] | undefined): Map<string, bigint> {
  const paid = new Map<string, bigint>();
  for (const settled of bets ?? []) {
    if (!settled.won) continue;
    const { type, selection } = settled.bet;
    const box = selection === undefined ? type : `${type}:${selection}`;
    paid.set(box, (paid.get(box) ?? 0n) + BigInt(settled.payout));
  }
  return paid;
}
