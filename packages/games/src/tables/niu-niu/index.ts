export {
  DEFAULT_NIU_NIU_CONFIG,
  NIU_NIU_BET_TYPES,
  NIU_NIU_HAND_CLASSES,
  NIU_NIU_POSITIONS,
  NIU_NIU_SEATS,
  type NiuNiuBetType,
  type NiuNiuConfig,
  type NiuNiuHandClass,
  type NiuNiuPosition,
  type NiuNiuSeat,
} from './niu-niu-config.ts';
export {
  compareNiuNiuHands,
  dealNiuNiu,
  NIU_NIU_CARDS_DEALT,
  type NiuNiuBet,
  type NiuNiuHand,
  type NiuNiuOutcome,
  type NiuNiuResult,
  niuNiuCardValue,
  niuNiuClassIndex,
  niuNiuDoubleHold,
  niuNiuHandOf,
  niuNiuMultiplierX100,
  playNiuNiu,
  settleNiuNiu,
  validateNiuNiuBets,
} from './niu-niu-round.ts';
export { niuNiuBetRtp, niuNiuClassPairCounts, niuNiuExactRtp, niuNiuRtpTable } from './niu-niu-rtp.ts';
export { validateNiuNiuConfig } from './validate-niu-niu-config.ts';
