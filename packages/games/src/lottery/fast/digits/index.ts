export {
  DEFAULT_3D_CONFIG,
  DEFAULT_5D_CONFIG,
  DIGIT_BET_TYPES,
  type DigitBetType,
  type DigitLotteryConfig,
} from './digit-config.ts';
export {
  type DigitBet,
  type DigitLotteryResult,
  digitMultiplierX100,
  digitsToNumber,
  drawDigits,
  playDigitLottery,
  settleDigitLottery,
  validateDigitBets,
} from './digit-round.ts';
export { digitExactRtp, digitRtpTable, digitSumWays } from './digit-rtp.ts';
export { validateDigitLotteryConfig } from './validate-digit-config.ts';
