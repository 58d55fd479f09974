export {
  CASINO_HOLDEM_AA_BONUS_HANDS,
  CASINO_HOLDEM_BET_TYPES,
  CASINO_HOLDEM_DECISIONS,
  CASINO_HOLDEM_HAND_CLASSES,
  type CasinoHoldemAaBonusHand,
  type CasinoHoldemBetType,
  type CasinoHoldemConfig,
  type CasinoHoldemDecision,
  type CasinoHoldemHandClass,
  DEFAULT_CASINO_HOLDEM_CONFIG,
} from './casino-holdem-config.ts';
export {
  CASINO_HOLDEM_DEALER_QUALIFIER,
  type CasinoHoldemStrength,
  casinoHoldemAaBonusHandOf,
  casinoHoldemBestFive,
  casinoHoldemClassOf,
  casinoHoldemStrength,
  casinoHoldemStrengthRanks,
} from './casino-holdem-hands.ts';
export {
  CASINO_HOLDEM_CARDS_DEALT,
  type CasinoHoldemBet,
  type CasinoHoldemHand,
  type CasinoHoldemOutcome,
  type CasinoHoldemResult,
  type CasinoHoldemShowdown,
  type CasinoHoldemView,
  type CasinoHoldemWager,
  type CasinoHoldemWagerType,
  casinoHoldemAaBonusMultiplierX100,
  casinoHoldemAnteMultiplierX100,
  casinoHoldemCallMultiplierX100,
  casinoHoldemPlayerView,
  dealCasinoHoldem,
  playCasinoHoldem,
  settleCasinoHoldem,
  validateCasinoHoldemBets,
} from './casino-holdem-round.ts';
export {
  CASINO_HOLDEM_AA_BONUS_COUNTS,
  CASINO_HOLDEM_ANTE_REFERENCE,
  CASINO_HOLDEM_ANTE_REFERENCE_STANDARD_ERROR,
  CASINO_HOLDEM_FIVE_CARD_HANDS,
  casinoHoldemAaBonusRtp,
  casinoHoldemAnteRtp,
  casinoHoldemRtp,
  casinoHoldemRtpTable,
} from './casino-holdem-rtp.ts';
export { CASINO_HOLDEM_POINTS_NEEDED, casinoHoldemOptimalDecision } from './casino-holdem-strategy.ts';
export { validateCasinoHoldemConfig } from './validate-casino-holdem-config.ts';
