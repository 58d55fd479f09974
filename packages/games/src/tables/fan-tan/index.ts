export {
  DEFAULT_FAN_TAN_CONFIG,
  FAN_TAN_BET_TYPES,
  type FanTanBetType,
  type FanTanConfig,
} from './fan-tan-config.ts';
export {
  dealFanTan,
  FAN_TAN_MAX_BEADS,
  FAN_TAN_MIN_BEADS,
  type FanTanBet,
  type FanTanNumber,
  type FanTanOutcome,
  type FanTanResult,
  fanTanMultiplierX100,
  playFanTan,
  settleFanTan,
  validateFanTanBets,
} from './fan-tan-round.ts';
export { fanTanBetExactRtp, fanTanBetsOfType, fanTanExactRtp, fanTanRtpTable } from './fan-tan-rtp.ts';
export { validateFanTanConfig } from './validate-fan-tan-config.ts';
