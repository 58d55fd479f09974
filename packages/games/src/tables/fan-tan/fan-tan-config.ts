/**
 * fan (Fan, một cửa: one number), nim (Nim: one number wins, one other named number pushes), kwok (Kwok, góc: two
 * adjacent sides of the square, 1-2, 2-3, 3-4 or 4-1), odd (lẻ: 1 or 3), even (chẵn: 2 or 4), nga_tan (Nga Tan /
 * Tong: two numbers win, a third named number pushes), sheh_sam_hong (Sheh-Sam-Hong, ba cửa: three numbers win).
 */
export const FAN_TAN_BET_TYPES = ['fan', 'nim', 'kwok', 'odd', 'even', 'nga_tan', 'sheh_sam_hong'] as const;
export type FanTanBetType = (typeof FAN_TAN_BET_TYPES)[number];

export interface FanTanConfig {
  /**
   * Per bet type, what a winning bet returns in hundredths, stake included (3:1 less 5 % is 385). A push (the
   * named push number of nim and nga_tan) always returns the stake (100).
   */
  payouts: Readonly<Record<FanTanBetType, number>>;
  maxBetsPerRound: number;
}

/**
 * The traditional true odds less the usual 5 % commission on the win, rounded down to whole hundredths; each
 * result 1..4 has probability 1/4:
 * - fan 3:1 less 5 % = 2.85:1 → 385: 385/400 = 96.25 % (house edge 3.75 %)
 * - nim 2:1 less 5 % = 1.9:1 → 290, push → 100: (290 + 100)/400 = 97.50 % (2.50 %)
 * - kwok, odd, even 1:1 less 5 % = 0.95:1 → 195: 2 × 195/400 = 97.50 % (2.50 %)
 * - nga_tan 1:2 less 5 % = 0.475:1 → 147 (rounded down), push → 100: (2 × 147 + 100)/400 = 98.50 % (1.50 %)
 * - sheh_sam_hong 1:3 less 5 % = 0.3167:1 → 131 (rounded down): 3 × 131/400 = 98.25 % (1.75 %)
 */
export const DEFAULT_FAN_TAN_CONFIG: FanTanConfig = {
  payouts: { fan: 385, nim: 290, kwok: 195, odd: 195, even: 195, nga_tan: 147, sheh_sam_hong: 131 },
  maxBetsPerRound: 50,
};
