export {
  BACCARAT_BET_TYPES,
  BACCARAT_DECKS,
  type BaccaratBetType,
  type BaccaratConfig,
  DEFAULT_BACCARAT_CONFIG,
} from './baccarat-config.ts';
export {
  assertBaccaratOutcome,
  BACCARAT_CARDS_DEALT,
  type BaccaratBet,
  type BaccaratHand,
  type BaccaratOutcome,
  type BaccaratResult,
  type BaccaratWinner,
  baccaratBankerDraws,
  baccaratCardValue,
  baccaratFromCards,
  baccaratHandTotal,
  baccaratIsPair,
  baccaratMultiplier,
  baccaratPlayerDraws,
  baccaratWinner,
  dealBaccarat,
  playBaccarat,
  settleBaccarat,
  validateBaccaratBets,
} from './baccarat-round.ts';
export {
  type BaccaratDealCounts,
  baccaratDealCounts,
  baccaratExactRtp,
  baccaratPairChance,
  baccaratRtpTable,
} from './baccarat-rtp.ts';
export { validateBaccaratConfig } from './validate-baccarat-config.ts';
