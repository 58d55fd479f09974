export {
  DEFAULT_KENO_CONFIG,
  KENO_BET_TYPES,
  KENO_DRAWN,
  KENO_MAX_SPOTS,
  KENO_MIDDLE_SUM,
  KENO_NUMBERS,
  type KenoBetType,
  type KenoConfig,
  type KenoSumBetType,
} from './keno-config.ts';
export {
  drawKeno,
  type KenoBet,
  type KenoResult,
  kenoMultiplierX100,
  playKeno,
  settleKeno,
  validateKenoBets,
} from './keno-round.ts';
export { kenoHitWays, kenoRtpTable, kenoSpotsRtp, kenoSumRtp, kenoSumWays } from './keno-rtp.ts';
export { validateKenoConfig } from './validate-keno-config.ts';
