export {
  DICE_MINI_BET_TYPES,
  type DiceMiniBet,
  type DiceMiniBetType,
  diceMiniMultiplierX100,
  validateDiceMiniBets,
} from './dice-mini-bets.ts';
export {
  DEFAULT_DICE_MINI_CONFIG,
  type DiceMiniConfig,
  type DiceMiniPayouts,
} from './dice-mini-config.ts';
export { type DiceMiniResult, playDiceMini, settleDiceMini } from './dice-mini-round.ts';
export { diceMiniExactRtp, diceMiniRtpTable } from './dice-mini-rtp.ts';
export { validateDiceMiniConfig } from './validate-dice-mini-config.ts';
