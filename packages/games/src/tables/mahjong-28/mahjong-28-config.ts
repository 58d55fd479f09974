/**
 * win (thắng: the position's hand beats the banker's; ties are pushed), pair (đôi: the position is dealt two
 * identical tiles). Every bet backs one of the three positions (cửa 1, 2, 3: 出门 chū mén, 天门 tiān mén, 末门 mò mén).
 */
export const MAHJONG_28_BET_TYPES = ['win', 'pair'] as const;
export type Mahjong28BetType = (typeof MAHJONG_28_BET_TYPES)[number];

/** The three positions a bet can back, against the banker (nhà cái, 庄). */
export const MAHJONG_28_POSITIONS = ['player_1', 'player_2', 'player_3'] as const;
export type Mahjong28Position = (typeof MAHJONG_28_POSITIONS)[number];

/** The four hands of a round, in dealing order (the banker's two tiles first). */
export const MAHJONG_28_SEATS = ['banker', 'player_1', 'player_2', 'player_3'] as const;
export type Mahjong28Seat = (typeof MAHJONG_28_SEATS)[number];

export interface Mahjong28Config {
  /** Per bet type, what a winning bet returns in hundredths, stake included (1:1 less 5 % is 195; 11:1 is 1200). */
  payouts: Readonly<Record<Mahjong28BetType, number>>;
  /** Equal hands: false pushes the win bet (returns the stake, the default), true lets the banker take it. */
  tiesGoToBanker: boolean;
  maxBetsPerRound: number;
}

/**
 * From one 40-tile set, exact RTP (house edge):
 * - win 1:1 less 5 % commission (195), equal hands pushed: 97.5368 % (2.4632 %); a position beats the banker
 *   with probability 22511/45695 = 49.2636 % and ties it with 1.4728 %;
 * - pair 11:1 (1200): 12/13 = 92.3077 % (7.6923 %); a pair is dealt with probability 1/13 (12:1 would return
 *   exactly 100 %).
 */
export const DEFAULT_MAHJONG_28_CONFIG: Mahjong28Config = {
  payouts: { win: 195, pair: 1_200 },
  tiesGoToBanker: false,
  maxBetsPerRound: 30,
};
