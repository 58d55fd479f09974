/**
 * player (Nhà Con), banker (Nhà Cái), tie (Hòa), player_pair (Đôi Con: the Player's first two cards share a
 * rank), banker_pair (Đôi Cái: the Banker's first two cards share a rank).
 */
export const BACCARAT_BET_TYPES = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number];

/** Every round deals from a fresh eight-deck shoe (416 cards). */
export const BACCARAT_DECKS = 8;

export interface BaccaratConfig {
  /**
   * Per bet type, the return multiplier in hundredths when the bet wins, stake included (1:1 is 200; 1:1
   * less 5 % commission is 195). On a tie, player and banker bets are pushed (100) whatever these say.
   */
  payouts: Readonly<Record<BaccaratBetType, number>>;
  maxBetsPerRound: number;
}

/**
 * Punto banco from 8 decks, exact RTP (house edge):
 * - player 1:1 (200): 98.7649 % (1.2351 %), the ties pushed;
 * - banker 1:1 less 5 % commission (195): 98.9421 % (1.0579 %), the ties pushed;
 * - tie 9:1 (1000): 95.1560 % (4.8440 %) — the land-based 8:1 returns 85.64 %, below the 90 % floor;
 * - player_pair, banker_pair 12:1 (1300): 403/415 = 97.1084 % (2.8916 %) — the usual 11:1 returns
 *   372/415 = 89.64 %, below the 90 % floor.
 */
export const DEFAULT_BACCARAT_CONFIG: BaccaratConfig = {
  payouts: { player: 200, banker: 195, tie: 1_000, player_pair: 1_300, banker_pair: 1_300 },
  maxBetsPerRound: 20,
};
