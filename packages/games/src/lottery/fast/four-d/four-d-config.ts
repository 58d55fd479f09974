/** big: wins on any of the 23 prize numbers; small: only on the top three. Both name one number 0000–9999. */
export const FOUR_D_BET_TYPES = ['big', 'small'] as const;
export type FourDBetType = (typeof FOUR_D_BET_TYPES)[number];

export const FOUR_D_NUMBERS = 10_000;
export const FOUR_D_STARTERS = 10;
export const FOUR_D_CONSOLATIONS = 10;
/** 1st, 2nd, 3rd, 10 starters, 10 consolations. */
export const FOUR_D_PRIZES = 3 + FOUR_D_STARTERS + FOUR_D_CONSOLATIONS;

export interface FourDConfig {
  /**
   * Per bet type and prize tier, what a winning stake returns in hundredths of the stake (the prize, which
   * in 4D replaces the stake: 2,900× = 290,000).
   */
  payouts: {
    big: Readonly<{ first: number; second: number; third: number; starter: number; consolation: number }>;
    small: Readonly<{ first: number; second: number; third: number }>;
  };
  maxBetsPerRound: number;
}

/**
 * Singapore Pools' tiers per 1 unit (Big 2,000 / 1,000 / 490 / 250 / 60: 65.9 %; Small 3,000 / 2,000 / 800:
 * 58 %) raised into our bounds with their shape kept: Big 2,900 / 1,450 / 720 / 360 / 90 (95.7 %), Small
 * 4,950 / 3,300 / 1,320 (95.7 %).
 */
export const DEFAULT_FOUR_D_CONFIG: FourDConfig = {
  payouts: {
    big: { first: 290_000, second: 145_000, third: 72_000, starter: 36_000, consolation: 9_000 },
    small: { first: 495_000, second: 330_000, third: 132_000 },
  },
  maxBetsPerRound: 100,
};
