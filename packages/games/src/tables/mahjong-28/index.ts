export {
  DEFAULT_MAHJONG_28_CONFIG,
  MAHJONG_28_BET_TYPES,
  MAHJONG_28_POSITIONS,
  MAHJONG_28_SEATS,
  type Mahjong28BetType,
  type Mahjong28Config,
  type Mahjong28Position,
  type Mahjong28Seat,
} from './mahjong-28-config.ts';
export {
  compareMahjong28Hands,
  dealMahjong28,
  MAHJONG_28_TILES_DEALT,
  type Mahjong28Bet,
  type Mahjong28Category,
  type Mahjong28Hand,
  type Mahjong28Outcome,
  type Mahjong28Result,
  type Mahjong28Versus,
  mahjong28HandOf,
  mahjong28HandRank,
  mahjong28MultiplierX100,
  playMahjong28,
  settleMahjong28,
  validateMahjong28Bets,
} from './mahjong-28-round.ts';
export {
  type Mahjong28DealCounts,
  type Mahjong28PositionCounts,
  mahjong28DealCounts,
  mahjong28ExactRtp,
  mahjong28RtpTable,
} from './mahjong-28-rtp.ts';
export {
  dealMahjong28Tiles,
  freshMahjong28Tiles,
  isMahjong28Tile,
  MAHJONG_28_COPIES,
  MAHJONG_28_TILE_KINDS,
  MAHJONG_28_WHITE,
  type Mahjong28Tile,
} from './mahjong-28-tiles.ts';
export { validateMahjong28Config } from './validate-mahjong-28-config.ts';
