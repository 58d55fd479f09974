export { validateWheelConfig } from './validate-wheel-config.ts';
export {
  DEFAULT_WHEEL_CONFIG,
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  type WheelConfig,
  type WheelRisk,
  type WheelSegmentCount,
  type WheelTables,
  wheelSegments,
} from './wheel-config.ts';
export { playWheel, settleWheel, validateWheelBet, type WheelBet, type WheelResult } from './wheel-round.ts';
export { wheelExactRtp, wheelRtpTable } from './wheel-rtp.ts';
export { DEFAULT_WHEEL_TABLES } from './wheel-tables.ts';
