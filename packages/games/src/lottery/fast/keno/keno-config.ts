/** spots: 1 to 10 distinct numbers of 1..80; sum_big (> 810) / sum_small (< 810) / sum_odd / sum_even. */
export const KENO_BET_TYPES = ['spots', 'sum_big', 'sum_small', 'sum_odd', 'sum_even'] as const;
export type KenoBetType = (typeof KENO_BET_TYPES)[number];
export type KenoSumBetType = Exclude<KenoBetType, 'spots'>;

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_SPOTS = 10;
/** The middle sum of the 20 numbers (their mean, 20 × 40.5): big and small both push on it. */
export const KENO_MIDDLE_SUM = 810;

export interface KenoConfig {
  /**
   * paytable[spots − 1][hits]: the return in hundredths of the stake, stake included, of a bet on `spots`
   * numbers that catches `hits` of the 20 (each row has spots + 1 entries).
   */
  paytable: readonly (readonly number[])[];
  /** The sum bets' returns in hundredths (big and small return the stake on a sum of exactly 810). */
  payouts: Readonly<Record<KenoSumBetType, number>>;
  maxBetsPerRound: number;
}

/**
 * A classic online keno table shaped like the usual platform tables (a 10-spot pays back on 0 hits),
 * tuned so each spot count returns 92–95 %; the sum bets pay 1.98× (99.0 %).
 */
export const DEFAULT_KENO_CONFIG: KenoConfig = {
  paytable: [
    [0, 380],
    [0, 100, 950],
    [0, 0, 280, 4_000],
    [0, 0, 170, 500, 12_000],
    [0, 0, 100, 300, 1_600, 35_000],
    [0, 0, 0, 250, 800, 7_000, 120_000],
    [0, 0, 0, 150, 400, 2_800, 20_000, 300_000],
    [0, 0, 0, 100, 250, 1_000, 8_000, 60_000, 800_000],
    [0, 0, 0, 100, 150, 500, 3_000, 20_000, 200_000, 2_000_000],
    [100, 0, 0, 0, 150, 300, 2_000, 10_000, 60_000, 500_000, 2_000_000],
  ],
  payouts: { sum_big: 198, sum_small: 198, sum_odd: 198, sum_even: 198 },
  maxBetsPerRound: 50,
};
