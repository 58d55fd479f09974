export {
  DEFAULT_DRAGON_TIGER_CONFIG,
  DRAGON_TIGER_BET_TYPES,
  DRAGON_TIGER_DECKS,
  type DragonTigerBetType,
  type DragonTigerConfig,
} from './dragon-tiger-config.ts';
export {
  assertDragonTigerOutcome,
  type DragonTigerBet,
  type DragonTigerOutcome,
  type DragonTigerResult,
  type DragonTigerWinner,
  dealDragonTiger,
  dragonTigerMultiplier,
  dragonTigerWinner,
  playDragonTiger,
  settleDragonTiger,
  validateDragonTigerBets,
} from './dragon-tiger-round.ts';
export {
  type DragonTigerDealCounts,
  dragonTigerDealCounts,
  dragonTigerExactRtp,
  dragonTigerRtpTable,
} from './dragon-tiger-rtp.ts';
export { validateDragonTigerConfig } from './validate-dragon-tiger-config.ts';
