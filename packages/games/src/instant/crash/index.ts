export { bustFromUnit, crashReachCount, drawCrashBust } from './bust-point.ts';
export {
  CRASH_MODELS,
  type CrashConfig,
  DEFAULT_CRASH_CONFIG,
  validateCrashConfig,
} from './crash-config.ts';
export {
  type CrashBet,
  type CrashResult,
  playCrash,
  resolveCrash,
  validateCrashBet,
} from './crash-round.ts';
export { crashExactRtp, crashRtpTable } from './crash-rtp.ts';
export { crashMsForMultiplier, crashMultiplierAtMs } from './growth-curve.ts';
