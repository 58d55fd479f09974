export {
  settleValidVnBet,
  settleVnBet,
  type VnBet,
  type VnNumberOutcome,
  type VnSettlement,
  validateVnBet,
  vnBetCost,
  vnSettledNumbers,
} from './vn-bet.ts';
export {
  VN_BET_TYPE_INFO,
  VN_BET_TYPES,
  type VnBetRule,
  type VnBetType,
  type VnBetTypeInfo,
} from './vn-bet-types.ts';
export { DEFAULT_VN_LOTTERY_CONFIGS, type VnLotteryConfig } from './vn-config.ts';
export { drawVnResult } from './vn-draw.ts';
export {
  parseVnNumbers,
  type VnMalformedToken,
  type VnParsedNumbers,
  type VnParsedToken,
} from './vn-parse.ts';
export { REAL_DRAWS as VN_REAL_DRAWS, type RealDraw as VnRealDraw } from './vn-real-draws.ts';
export {
  VN_REGIONS,
  VN_RESULT_STRUCTURE,
  type VnPrize,
  type VnPrizeRow,
  type VnRegion,
  type VnResult,
  validateVnResult,
  vnFirstPrize,
  vnLoNumbers,
  vnPrizeCount,
  vnSpecial,
} from './vn-result.ts';
export { VN_DRAW_ROTA, VN_WEEKDAYS, type VnWeekday, vnDrawDays, vnProvincesDrawing } from './vn-rota.ts';
export {
  validateVnLotteryConfig,
  vnExactRtp,
  vnExpectedHits,
  vnLotteryRtpTable,
  vnRtpOutsideBounds,
} from './vn-rtp.ts';
