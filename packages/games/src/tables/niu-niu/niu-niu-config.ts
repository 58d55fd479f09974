/**
 * equal (bình thường, 平倍): the position against the banker at even money less 5 % commission.
 * double (gấp đôi, 翻倍): the win or loss is multiplied by the winning hand's class (see doubleMultiples).
 * Every bet is placed on one of the three player positions (người chơi 1, 2, 3).
 */
export const NIU_NIU_BET_TYPES = ['equal', 'double'] as const;
export type NiuNiuBetType = (typeof NIU_NIU_BET_TYPES)[number];

/** The three player positions a bet can back, against the banker (nhà cái). */
export const NIU_NIU_POSITIONS = ['player_1', 'player_2', 'player_3'] as const;
export type NiuNiuPosition = (typeof NIU_NIU_POSITIONS)[number];

/** The four hands of a round, in dealing order (the first card goes to the banker). */
export const NIU_NIU_SEATS = ['banker', 'player_1', 'player_2', 'player_3'] as const;
export type NiuNiuSeat = (typeof NIU_NIU_SEATS)[number];

/**
 * Hand classes from lowest to highest: no bull (không ngưu), bull 1..9 (ngưu 1..9), bull-bull (ngưu ngưu:
 * the other two cards also make a multiple of 10) and five face cards (ngũ công: all five J, Q or K).
 */
export const NIU_NIU_HAND_CLASSES = [
  'no_bull',
  'bull_1',
  'bull_2',
  'bull_3',
  'bull_4',
  'bull_5',
  'bull_6',
  'bull_7',
  'bull_8',
  'bull_9',
  'bull_bull',
  'five_face',
] as const;
export type NiuNiuHandClass = (typeof NIU_NIU_HAND_CLASSES)[number];

export interface NiuNiuConfig {
  /** Per bet type, the share of a win the house keeps, in whole percent (live tables: 5). */
  commissionPercent: Readonly<Record<NiuNiuBetType, number>>;
  /**
   * Double: per class of the round's winning hand (the position's when it wins, the banker's when it loses), how
   * many bets change hands. The stake of a double bet is the hold, max(doubleMultiples) bets, debited up front;
   * a win returns stake + multiple × bet × (100 − commission) %, a loss returns stake − multiple × bet.
   */
  doubleMultiples: Readonly<Record<NiuNiuHandClass, number>>;
  maxBetsPerRound: number;
}

/**
 * The live tables' pay table. equal: a win returns 1.95× (1:0.95), a loss 0: RTP exactly 97.5 % (each position
 * beats the banker with probability exactly 1/2), house edge 2.5 %.
 * double: ×1 for no bull to bull 6, ×2 for bull 7–9, ×3 for bull-bull, ×5 for five face cards, wins less 5 %;
 * the stake is the 5× hold, so a win returns 1.19 / 1.38 / 1.57 / 1.95× and a loss 0.80 / 0.60 / 0.40 / 0×.
 * Per staked hold it returns exactly 32954446217291/33222050862000 = 99.1945 %, a house edge of 0.8055 % of the hold
 * = 4.0275 % of the bet (the nominal bet, stake ÷ 5): the table states it per bet placed, 95.9725 % (niuNiuBetRtp).
 */
export const DEFAULT_NIU_NIU_CONFIG: NiuNiuConfig = {
  commissionPercent: { equal: 5, double: 5 },
  doubleMultiples: {
    no_bull: 1,
    bull_1: 1,
    bull_2: 1,
    bull_3: 1,
    bull_4: 1,
    bull_5: 1,
    bull_6: 1,
    bull_7: 2,
    bull_8: 2,
    bull_9: 2,
    bull_bull: 3,
    five_face: 5,
  },
  maxBetsPerRound: 30,
};
