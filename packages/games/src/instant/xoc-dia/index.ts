export { validateXocDiaConfig } from './validate-xoc-dia-config.ts';
export {
  DEFAULT_XOC_DIA_CONFIG,
  XOC_DIA_BET_TYPES,
  type XocDiaBetType,
  type XocDiaConfig,
} from './xoc-dia-config.ts';
export {
  playXocDia,
  settleXocDia,
  shakeXocDiaCoins,
  validateXocDiaBets,
  type XocDiaBet,
  type XocDiaCoin,
  type XocDiaResult,
  xocDiaBetWins,
} from './xoc-dia-round.ts';
export { xocDiaExactRtp, xocDiaRtpTable } from './xoc-dia-rtp.ts';
