/**
 * Inside bets name the numbers they cover (`selection`: an ascending number[]): straight (cược thẳng, one
 * number), split (cược chia, two adjacent numbers), street (cược đường, a row of three), corner (cược góc, four in
 * a square), six_line (cược sáu số, two adjacent rows), trio (cược bộ ba: 0-1-2 or 0-2-3), first_four (bốn số
 * đầu: 0-1-2-3). Outside bets: dozen (cược tá, selection 1..3), column (cược cột, selection 1..3), and the
 * even-money red (đỏ), black (đen), odd (lẻ), even (chẵn), low (thấp, 1–18), high (cao, 19–36), which take no
 * selection.
 */
export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'six_line',
  'trio',
  'first_four',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** The even-money bets: they lose on zero (or return half the stake under la partage). */
export const ROULETTE_EVEN_MONEY_TYPES = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type RouletteEvenMoneyType = (typeof ROULETTE_EVEN_MONEY_TYPES)[number];

export interface RouletteConfig {
  /** Per bet type, the return multiplier in hundredths, stake included (35:1 is 3600). */
  payouts: Readonly<Record<RouletteBetType, number>>;
  /**
   * La partage: on zero, the even-money bets return half the stake (multiplier 50) instead of losing. Off by
   * default (plain single-zero rules); on, those bets return 98.65 % instead of 97.30 %.
   */
  laPartage: boolean;
  maxBetsPerRound: number;
}

/**
 * The single-zero table's standard odds: a bet covering k of the 37 numbers pays (36 / k − 1):1, so every bet
 * returns k / 37 × 36 / k = 36/37 = 97.297 % (house edge 1/37 = 2.70 %): straight 35:1, split 17:1, street and
 * trio 11:1, corner and first_four 8:1, six_line 5:1, dozen and column 2:1, the even-money bets 1:1.
 */
export const DEFAULT_ROULETTE_CONFIG: RouletteConfig = {
  payouts: {
    straight: 3_600,
    split: 1_800,
    street: 1_200,
    corner: 900,
    six_line: 600,
    trio: 1_200,
    first_four: 900,
    dozen: 300,
    column: 300,
    red: 200,
    black: 200,
    odd: 200,
    even: 200,
    low: 200,
    high: 200,
  },
  laPartage: false,
  maxBetsPerRound: 200,
};
