export { DEFAULT_MINES_CONFIG, MINES_TILES, type MinesConfig, validateMinesConfig } from './mines-config.ts';
export { minesExactRtp, minesMultiplierLadder, minesMultiplierX100 } from './mines-odds.ts';
export {
  cashOutMines,
  drawMines,
  type MinesBet,
  type MinesPlayerView,
  type MinesRound,
  type MinesStatus,
  minesPlayerView,
  revealTile,
  startMines,
  validateMinesBet,
} from './mines-round.ts';
export { minesRtpTable } from './mines-rtp.ts';
