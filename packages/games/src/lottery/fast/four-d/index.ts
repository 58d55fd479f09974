export {
  DEFAULT_FOUR_D_CONFIG,
  FOUR_D_BET_TYPES,
  FOUR_D_CONSOLATIONS,
  FOUR_D_NUMBERS,
  FOUR_D_PRIZES,
  FOUR_D_STARTERS,
  type FourDBetType,
  type FourDConfig,
} from './four-d-config.ts';
export {
  drawFourD,
  type FourDBet,
  type FourDDraw,
  type FourDResult,
  type FourDTier,
  fourDMultiplierX100,
  fourDTierOf,
  playFourD,
  settleFourD,
  validateFourDBets,
} from './four-d-round.ts';
export { fourDExactRtp, fourDRtpTable } from './four-d-rtp.ts';
export { validateFourDConfig } from './validate-four-d-config.ts';
