export {
  BAU_CUA_FACES,
  type BauCuaConfig,
  type BauCuaFace,
  DEFAULT_BAU_CUA_CONFIG,
} from './bau-cua-config.ts';
export {
  type BauCuaBet,
  type BauCuaResult,
  bauCuaFacesOf,
  bauCuaMultiplierX100,
  playBauCua,
  settleBauCua,
  validateBauCuaBets,
} from './bau-cua-round.ts';
export { bauCuaExactRtp, bauCuaRtpTable } from './bau-cua-rtp.ts';
export { validateBauCuaConfig } from './validate-bau-cua-config.ts';
