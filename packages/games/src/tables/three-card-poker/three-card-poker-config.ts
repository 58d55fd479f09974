/**
 * The bets placed while betting is open:
 * - ante (cược Ante): the player's hand against the dealer's. After seeing their cards the player plays (theo: a
 *   play bet equal to the ante is debited) or folds (bỏ bài: the ante is lost). It also earns the ante bonus.
 * - pair_plus (Pair Plus, "đôi trở lên"): a side bet on the player's three cards alone, paid on a pair or better
 *   whatever the dealer holds and whether the player plays or folds.
 */
export const THREE_CARD_POKER_BET_TYPES = ['ante', 'pair_plus'] as const;
export type ThreeCardPokerBetType = (typeof THREE_CARD_POKER_BET_TYPES)[number];

/** The player's choice after seeing their cards: play (theo, a play bet equal to the ante) or fold (bỏ bài). */
export const THREE_CARD_POKER_DECISIONS = ['play', 'fold'] as const;
export type ThreeCardPokerDecision = (typeof THREE_CARD_POKER_DECISIONS)[number];

/**
 * Three-card hands from lowest to highest: high card (mậu thầu), pair (đôi), flush (thùng), straight (sảnh),
 * three of a kind (sám cô), straight flush (thùng phá sảnh). With three cards a straight is rarer than a flush,
 * so it ranks above it.
 */
export const THREE_CARD_POKER_HAND_CLASSES = [
  'high_card',
  'pair',
  'flush',
  'straight',
  'three_of_a_kind',
  'straight_flush',
] as const;
export type ThreeCardPokerHandClass = (typeof THREE_CARD_POKER_HAND_CLASSES)[number];

export interface ThreeCardPokerConfig {
  /**
   * Ante bonus: per class of the player's hand, what a played ante earns on top of its own result, whatever the
   * dealer holds, in hundredths of the ante ("4 to 1" is 400; 0 = no bonus). Not paid on a fold.
   */
  anteBonus: Readonly<Record<ThreeCardPokerHandClass, number>>;
  /** Pair plus: per class of the player's hand, the return in hundredths of the stake, stake included (0 = lost). */
  pairPlus: Readonly<Record<ThreeCardPokerHandClass, number>>;
  maxBetsPerRound: number;
}

/**
 * The common tables (as analysed by the Wizard of Odds).
 * - ante + play, ante bonus 1 / 4 / 5 to 1 (straight / three of a kind / straight flush), played with the
 *   standard strategy (play Q-6-4 or better): RTP exactly 96.6270 % of the ante (19671831/20358520; house edge 3.3730 %; element of
 *   risk 2.0147 % of the total wagered, 1.6742 antes a round);
 * - pair_plus 1-4-6-30-40 (pair 1:1, flush 4:1, straight 6:1, three of a kind 30:1, straight flush 40:1): RTP
 *   exactly 5397/5525 = 97.6833 % (house edge 2.3167 %). The other common table, 1-3-6-30-40, returns
 *   92.7240 % (house edge 7.2760 %): also inside [90 %, 100 %), but we pay the better one.
 */
export const DEFAULT_THREE_CARD_POKER_CONFIG: ThreeCardPokerConfig = {
  anteBonus: {
    high_card: 0,
    pair: 0,
    flush: 0,
    straight: 100,
    three_of_a_kind: 400,
    straight_flush: 500,
  },
  pairPlus: {
    high_card: 0,
    pair: 200,
    flush: 500,
    straight: 700,
    three_of_a_kind: 3_100,
    straight_flush: 4_100,
  },
  maxBetsPerRound: 10,
};
