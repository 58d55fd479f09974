export {
  DEFAULT_PK10_CONFIG,
  PK10_BET_TYPES,
  PK10_CARS,
  PK10_MAX_SUM,
  PK10_MIN_SUM,
  PK10_SUM_BIG_FROM,
  type Pk10BetType,
  type Pk10Config,
} from './pk10-config.ts';
export {
  drawPk10,
  type Pk10Bet,
  type Pk10Result,
  pk10MultiplierX100,
  playPk10,
  settlePk10,
  validatePk10Bets,
} from './pk10-round.ts';
export { pk10ExactRtp, pk10RtpTable, pk10TopTwoWays } from './pk10-rtp.ts';
export { validatePk10Config } from './validate-pk10-config.ts';
