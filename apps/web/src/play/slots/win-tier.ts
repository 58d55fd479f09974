/** The celebration a round's win earns, by its ratio to the stake: 15× big, 50× mega, 100× epic. */
export type WinTier = 'big' | 'mega' | 'epic';

export const BIG_WIN_RATIO = 15n;

export function winTier(win: string | bigint, stake: string | bigint): WinTier | null {
  const amount = BigInt(win);
  const base = BigInt(stake);
  if (base <= 0n || amount < base * BIG_WIN_RATIO) return null;
  if (amount >= base * 100n) return 'epic';
  if (amount >= base * 50n) return 'mega';
  return 'big';
}

/**
 * The amount a count-up shows at `progress` (0…1, eased by the caller): a whole fraction of the win in minor
 * units, exactly the win at the end.
 */
export function countUpAmount(win: bigint, progress: number): bigint {
  if (progress >= 1) return win;
  if (progress <= 0) return 0n;
  return (win * BigInt(Math.floor(progress * 10_000))) / 10_000n;
}
