/**
 * The bets placed while betting is open:
 * - ante (cược Ante): the player's best five cards against the dealer's. After seeing their two cards and the flop
 *   the player calls (theo: a call bet of twice the ante is debited) or folds (bỏ bài: the ante is lost).
 * - aa_bonus (cược thưởng AA, "AA Bonus"): a side bet on the player's two cards and the flop, paid on a pair of
 *   aces or better whatever the dealer holds and whether the player calls or folds. It needs an ante in the round.
 */
export const CASINO_HOLDEM_BET_TYPES = ['ante', 'aa_bonus'] as const;
export type CasinoHoldemBetType = (typeof CASINO_HOLDEM_BET_TYPES)[number];

/** The player's choice after the flop: play (theo / call: a call bet of 2 × the ante) or fold (bỏ bài). */
export const CASINO_HOLDEM_DECISIONS = ['play', 'fold'] as const;
export type CasinoHoldemDecision = (typeof CASINO_HOLDEM_DECISIONS)[number];

/**
 * Five-card poker hands from lowest to highest: high card (mậu thầu), pair (đôi), two pair (thú), three of a kind
 * (sám cô), straight (sảnh), flush (thùng), full house (cù lũ), four of a kind (tứ quý), straight flush (thùng phá
 * sảnh) and royal flush (thùng phá sảnh lớn: the ace-high straight flush).
 */
export const CASINO_HOLDEM_HAND_CLASSES = [
  'high_card',
  'pair',
  'two_pair',
  'three_of_a_kind',
  'straight',
  'flush',
  'full_house',
  'four_of_a_kind',
  'straight_flush',
  'royal_flush',
] as const;
export type CasinoHoldemHandClass = (typeof CASINO_HOLDEM_HAND_CLASSES)[number];

/** The hands the AA bonus pays: a pair of aces, or two pair or better, made by the player's two cards and the flop. */
export const CASINO_HOLDEM_AA_BONUS_HANDS = [
  'pair_of_aces',
  'two_pair',
  'three_of_a_kind',
  'straight',
  'flush',
  'full_house',
  'four_of_a_kind',
  'straight_flush',
  'royal_flush',
] as const;
export type CasinoHoldemAaBonusHand = (typeof CASINO_HOLDEM_AA_BONUS_HANDS)[number];

export interface CasinoHoldemConfig {
  /**
   * What the ante returns when it wins (the dealer does not qualify, or qualifies and loses), per class of the
   * player's final hand, in hundredths of the ante, stake included ("1 to 1" is 200, "100 to 1" 10,100).
   */
  antePays: Readonly<Record<CasinoHoldemHandClass, number>>;
  /** The AA bonus's return per hand, in hundredths of the stake, stake included; anything lower loses. */
  aaBonusPays: Readonly<Record<CasinoHoldemAaBonusHand, number>>;
  maxBetsPerRound: number;
}

/**
 * The pay tables of the land-based game and of Evolution's live Casino Hold'em.
 * - ante + call: ante 1:1 up to a straight, flush 2:1, full house 3:1, four of a kind 10:1, straight flush 20:1,
 *   royal flush 100:1; the call 1:1. With the auto-play strategy (casinoHoldemOptimalDecision) the round returns
 *   97.5712 % of the ante (house edge 2.4288 %, element of risk 0.91 % of the 2.66 antes wagered on average), a
 *   reference from 10^8 seeded rounds with a standard error of 0.026 % (casino-holdem-rtp.ts). The optimal
 *   strategy's textbook edge is 2.16 %.
 * - aa_bonus: pair of aces, two pair, three of a kind and straight 7:1, flush 20:1, full house 30:1, four of a
 *   kind 40:1, straight flush 50:1, royal flush 100:1: RTP exactly 609077/649740 = 93.7417 % (house edge
 *   6.2583 %).
 */
export const DEFAULT_CASINO_HOLDEM_CONFIG: CasinoHoldemConfig = {
  antePays: {
    high_card: 200,
    pair: 200,
    two_pair: 200,
    three_of_a_kind: 200,
    straight: 200,
    flush: 300,
    full_house: 400,
    four_of_a_kind: 1_100,
    straight_flush: 2_100,
    royal_flush: 10_100,
  },
  aaBonusPays: {
    pair_of_aces: 800,
    two_pair: 800,
    three_of_a_kind: 800,
    straight: 800,
    flush: 2_100,
    full_house: 3_100,
    four_of_a_kind: 4_100,
    straight_flush: 5_100,
    royal_flush: 10_100,
  },
  maxBetsPerRound: 10,
};
