export {
  BLACKJACK_DECKS,
  BLACKJACK_FIXED_RULES,
  BLACKJACK_MOVES,
  type BlackjackConfig,
  type BlackjackMove,
  DEFAULT_BLACKJACK_CONFIG,
} from './blackjack-config.ts';
export {
  type BlackjackTotal,
  blackjackCardValue,
  blackjackHandTotal,
  blackjackIsPair,
  blackjackTotal,
} from './blackjack-hand.ts';
export { playBlackjack, replayBlackjack } from './blackjack-play.ts';
export {
  type BlackjackBet,
  type BlackjackHand,
  type BlackjackOutcome,
  type BlackjackResult,
  type BlackjackRound,
  type BlackjackSettledHand,
  type BlackjackStatus,
  blackjackDealerShown,
  blackjackHandResult,
  blackjackIsNatural,
  blackjackLegalMoves,
  dealerPlayBlackjack,
  doubleBlackjack,
  hitBlackjack,
  moveBlackjack,
  settleBlackjack,
  splitBlackjack,
  standBlackjack,
  startBlackjack,
  validateBlackjackBet,
} from './blackjack-round.ts';
export {
  BLACKJACK_REFERENCE_PAYOUT_X100,
  BLACKJACK_REFERENCE_RTP,
  type BlackjackReference,
  blackjackNaturalWinChance,
  blackjackRtp,
  blackjackRtpTable,
} from './blackjack-rtp.ts';
export { type BlackjackDraw, drawBlackjackCard } from './blackjack-shoe.ts';
export {
  BLACKJACK_BASIC_STRATEGY,
  blackjackBasicStrategy,
  blackjackStrategyColumn,
} from './blackjack-strategy.ts';
export {
  type BlackjackTableOutcome,
  blackjackTableHand,
  blackjackTableShown,
  dealBlackjackTable,
  settleBlackjackTable,
} from './blackjack-table.ts';
export { validateBlackjackConfig } from './validate-blackjack-config.ts';
