/** Every payout is a return multiplier in hundredths, the stake included: 1:1 is 200, 69:1 is 7000. */
export interface DiceMiniPayouts {
  big: number;
  small: number;
  odd: number;
  even: number;
  /** Per total 4..17. */
  total: Readonly<Record<number, number>>;
  /** A specific triple (e.g. three 5s). */
  triple: number;
  anyTriple: number;
  /** A single number on one, two or three of the dice. */
  single: readonly [number, number, number];
}

export interface DiceMiniConfig {
  payouts: DiceMiniPayouts;
  maxBetsPerRound: number;
}

/**
 * Every bet returns 210/216 = 97.22 % except totals 10/11 (97.125 %) and single numbers (199/216 = 92.13 %,
 * the classic 1:1/2:1/3:1). The classic Macau totals and triples return 81–90 %, below our 90 % floor.
 */
export const DEFAULT_DICE_MINI_CONFIG: DiceMiniConfig = {
  payouts: {
    big: 200,
    small: 200,
    odd: 200,
    even: 200,
    total: {
      4: 7_000,
      5: 3_500,
      6: 2_100,
      7: 1_400,
      8: 1_000,
      9: 840,
      10: 777,
      11: 777,
      12: 840,
      13: 1_000,
      14: 1_400,
      15: 2_100,
      16: 3_500,
      17: 7_000,
    },
    triple: 21_000,
    anyTriple: 3_500,
    single: [200, 300, 400],
  },
  maxBetsPerRound: 50,
};
