/**
 * digit (a digit at a position), big (5–9) / small (0–4) / odd / even at a position, sum_big / sum_small /
 * sum_odd / sum_even on the sum of all digits (big: sum × 2 > 9 × digits, i.e. ≥ 23 of 45 for 5D and ≥ 14
 * of 27 for 3D), dragon / tiger (first digit above / below the last; a tie pushes), tie (first = last), and
 * straight (the exact number, 3D only by default).
 */
export const DIGIT_BET_TYPES = [
  'digit',
  'big',
  'small',
  'odd',
  'even',
  'sum_big',
  'sum_small',
  'sum_odd',
  'sum_even',
  'dragon',
  'tiger',
  'tie',
  'straight',
] as const;
export type DigitBetType = (typeof DIGIT_BET_TYPES)[number];

export interface DigitLotteryConfig {
  /** The game's name in messages: '5d' or '3d'. */
  game: string;
  /** How many digits a draw has (5 for 5D, 3 for 3D; 2..6 accepted). */
  digits: number;
  /**
   * Per offered bet type, the return multiplier in hundredths, stake included (9.8× = 980). A type without
   * a payout is not offered.
   */
  payouts: Readonly<Partial<Record<DigitBetType, number>>>;
  maxBetsPerRound: number;
}

/**
 * 5D ("SSC"-style): the usual platform odds, a digit at 9.8× (98 %), the even-money bets at 1.98× (99 %),
 * dragon / tiger 1.98× with the stake back on a tie (99.1 %), tie 9.5× (95 %).
 */
export const DEFAULT_5D_CONFIG: DigitLotteryConfig = {
  game: '5d',
  digits: 5,
  payouts: {
    digit: 980,
    big: 198,
    small: 198,
    odd: 198,
    even: 198,
    sum_big: 198,
    sum_small: 198,
    sum_odd: 198,
    sum_even: 198,
    dragon: 198,
    tiger: 198,
    tie: 950,
  },
  maxBetsPerRound: 100,
};

/** 3D: the 5D odds plus the straight (the exact 3-digit number) at 980× (98 %). */
export const DEFAULT_3D_CONFIG: DigitLotteryConfig = {
  game: '3d',
  digits: 3,
  payouts: { ...DEFAULT_5D_CONFIG.payouts, straight: 98_000 },
  maxBetsPerRound: 100,
};
