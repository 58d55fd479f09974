/**
 * Blackjack (Xì Dách) against the dealer, one seat's hand: the moves a player may make (hit: rút; stand: dằn;
 * double: gấp đôi; split: tách).
 */
export const BLACKJACK_MOVES = ['hit', 'stand', 'double', 'split'] as const;
export type BlackjackMove = (typeof BLACKJACK_MOVES)[number];

/** Every seat's round deals from its own full eight-deck shoe (416 cards). */
export const BLACKJACK_DECKS = 8;

/**
 * The rules no config changes (the reference RTP is simulated with them): the dealer stands on every 17, soft 17
 * included (S17), and peeks for blackjack with an ace or a ten-value card up (a dealer blackjack ends the hand
 * before any move, taking only the bet); double on any first two cards; one split of two cards of the same value
 * (any two ten-value cards are a pair), split aces taking one card each; a two-card 21 after a split is not a
 * blackjack; no surrender, no insurance (and so no even money).
 */
export const BLACKJACK_FIXED_RULES = {
  decks: BLACKJACK_DECKS,
  dealerHitsSoft17: false,
  dealerPeeks: true,
  doubleOn: 'any_two',
  maxHands: 2,
  splitAcesOneCard: true,
  surrender: false,
  insurance: false,
} as const;

export interface BlackjackConfig {
  /** What a blackjack (natural) returns, stake included, in hundredths: 3:2 is 250, 6:5 is 220. */
  blackjackPayoutX100: number;
  /** May a hand made by a split be doubled on its first two cards (DAS)? Never a split ace (one card each). */
  doubleAfterSplit: boolean;
}

/**
 * Blackjack pays 3:2, double after split allowed. With the basic strategy (blackjackBasicStrategy) a hand returns
 * 99.5184 % of the bet: house edge 0.4816 % ± 0.0115 % (a reference simulation of 10^8 hands, see
 * BLACKJACK_REFERENCE_RTP; the textbook edge for 8 decks, S17, DAS, no resplit, no surrender is about 0.47 %).
 * Without double after split: 99.3916 % (edge 0.6084 %). A 6:5 blackjack would return 98.1604 %.
 */
export const DEFAULT_BLACKJACK_CONFIG: BlackjackConfig = {
  blackjackPayoutX100: 250,
  doubleAfterSplit: true,
};
