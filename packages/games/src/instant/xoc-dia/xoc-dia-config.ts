/**
 * even (chẵn: 0, 2 or 4 red), odd (lẻ: 1 or 3 red), four_red (4 đỏ), four_white (4 trắng),
 * three_red (3 red 1 white: 3 đỏ 1 trắng), three_white (3 white 1 red: 3 trắng 1 đỏ).
 */
export const XOC_DIA_BET_TYPES = [
  'even',
  'odd',
  'four_red',
  'four_white',
  'three_red',
  'three_white',
] as const;
export type XocDiaBetType = (typeof XOC_DIA_BET_TYPES)[number];

export interface XocDiaConfig {
  /** Per bet type, the return multiplier in hundredths, stake included (1:0.96 is 196). */
  payouts: Readonly<Record<XocDiaBetType, number>>;
  maxBetsPerRound: number;
}

/** Every bet returns 98 %: 0.98 × the fair odds (2×, 16×, 4×), a 2 % house edge. */
export const DEFAULT_XOC_DIA_CONFIG: XocDiaConfig = {
  payouts: { even: 196, odd: 196, four_red: 1_568, four_white: 1_568, three_red: 392, three_white: 392 },
  maxBetsPerRound: 30,
};
