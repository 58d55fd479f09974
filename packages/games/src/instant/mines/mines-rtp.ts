import { type BetRtp, betRtp } from '../shared/rtp.ts';
import { MINES_TILES, type MinesConfig } from './mines-config.ts';
import { minesExactRtp } from './mines-odds.ts';

/** Every (mines, reveals) pair the config allows, with its exact RTP. */
export function minesRtpTable(config: MinesConfig): BetRtp[] {
  const table: BetRtp[] = [];
  for (let mines = config.minMines; mines <= config.maxMines; mines++) {
    for (let reveals = 1; reveals <= MINES_TILES - mines; reveals++) {
      table.push(betRtp(`${mines} mines, ${reveals} reveals`, minesExactRtp(config, mines, reveals)));
    }
  }
  return table;
}
