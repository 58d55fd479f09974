/** dragon (Rồng), tiger (Hổ), tie (Hòa: both cards of the same rank). */
export const DRAGON_TIGER_BET_TYPES = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerBetType = (typeof DRAGON_TIGER_BET_TYPES)[number];

/** Every round deals from a fresh eight-deck shoe (416 cards). */
export const DRAGON_TIGER_DECKS = 8;

export interface DragonTigerConfig {
  /** Per bet type, the return multiplier in hundredths when the bet wins, stake included (1:1 is 200). */
  payouts: Readonly<Record<DragonTigerBetType, number>>;
  /** What a dragon or tiger bet returns on a tie, in hundredths of its stake (50: half the stake back). */
  tieRefundX100: number;
  maxBetsPerRound: number;
}

/**
 * From 8 decks, exact RTP (house edge):
 * - dragon, tiger 1:1 (200), half the stake back on a tie (50): 799/830 = 96.2651 % (3.7349 %);
 * - tie 12:1 (1300): 403/415 = 97.1084 % (2.8916 %) — the usual 8:1 returns 67.23 % and 11:1 89.64 %, both
 *   below the 90 % floor.
 * No suited tie: its usual 50:1 returns 357/415 = 86.02 %, below the floor.
 */
export const DEFAULT_DRAGON_TIGER_CONFIG: DragonTigerConfig = {
  payouts: { dragon: 200, tiger: 200, tie: 1_300 },
  tieRefundX100: 50,
  maxBetsPerRound: 20,
};
