/**
 * car (a car at a finishing position), big (car 6–10) / small (1–5) / odd / even at a position, dragon /
 * tiger (position i, 1..5, against position 11 − i: dragon when the car at i has the higher number), and on
 * the sum of the first two cars (3–19): sum_big (12–19), sum_small (3–11), sum_odd, sum_even, sum (exact).
 */
export const PK10_BET_TYPES = [
  'car',
  'big',
  'small',
  'odd',
  'even',
  'dragon',
  'tiger',
  'sum_big',
  'sum_small',
  'sum_odd',
  'sum_even',
  'sum',
] as const;
export type Pk10BetType = (typeof PK10_BET_TYPES)[number];

export const PK10_CARS = 10;
export const PK10_MIN_SUM = 3;
export const PK10_MAX_SUM = 19;
/** Sums of the first two cars from this one up are big (12–19, 40 of the 90 ordered pairs). */
export const PK10_SUM_BIG_FROM = 12;

export interface Pk10Config {
  /** Per bet type, the return in hundredths of the stake, stake included; `sum` is keyed by the sum 3..19. */
  payouts: Readonly<Record<Exclude<Pk10BetType, 'sum'>, number>> & {
    sum: Readonly<Record<number, number>>;
  };
  maxBetsPerRound: number;
}

/**
 * The usual platform odds, adjusted into the bounds: car 9.8× (98 %); the even-money bets and dragon / tiger
 * 1.98× (99 %); sum big / even 2.2× (4/9: 97.78 %), sum small / odd 1.78× (5/9: 98.89 %); the exact sum
 * 44× / 22× / 14.6× / 11× / 8.8× for 2 / 4 / 6 / 8 / 10 ways in 90 (97.78 %, 97.33 % for 6 ways).
 */
export const DEFAULT_PK10_CONFIG: Pk10Config = {
  payouts: {
    car: 980,
    big: 198,
    small: 198,
    odd: 198,
    even: 198,
    dragon: 198,
    tiger: 198,
    sum_big: 220,
    sum_small: 178,
    sum_odd: 178,
    sum_even: 220,
    sum: {
      3: 4_400,
      4: 4_400,
      5: 2_200,
      6: 2_200,
      7: 1_460,
      8: 1_460,
      9: 1_100,
      10: 1_100,
      11: 880,
      12: 1_100,
      13: 1_100,
      14: 1_460,
      15: 1_460,
      16: 2_200,
      17: 2_200,
      18: 4_400,
      19: 4_400,
    },
  },
  maxBetsPerRound: 100,
};
