import { configError } from '../shared/errors.ts';
import { isIntegerIn } from '../shared/money.ts';
import { assertRtpInBounds } from '../shared/rtp.ts';
import { minesExactRtp, minesMultiplierX100 } from './mines-odds.ts';

/** The board: 5 × 5 tiles numbered 0..24 row by row (tile = row × 5 + column). */
export const MINES_TILES = 25;

export interface MinesConfig {
  /** The house edge in basis points: every cash-out multiplier is (1 − edge) × the fair one, floored. */
  houseEdgeBps: number;
  /** The mine counts a player may choose (1..24 at most). */
  minMines: number;
  maxMines: number;
}

export const DEFAULT_MINES_CONFIG: MinesConfig = Object.freeze({
  houseEdgeBps: 100,
  minMines: 1,
  maxMines: 24,
});

/** Checks the shape and that every (mines, reveals) cash-out returns within [90 %, 100 %). */
export function validateMinesConfig(config: MinesConfig): void {
  if (!isIntegerIn(config.houseEdgeBps, 1, 9_999))
    configError('mines: houseEdgeBps is a whole number in 1..9999');
  if (
    !isIntegerIn(config.minMines, 1, MINES_TILES - 1) ||
    !isIntegerIn(config.maxMines, config.minMines, 24)
  ) {
    configError('mines: 1 ≤ minMines ≤ maxMines ≤ 24');
  }
  for (let mines = config.minMines; mines <= config.maxMines; mines++) {
    for (let reveals = 1; reveals <= MINES_TILES - mines; reveals++) {
      if (minesMultiplierX100(config, mines, reveals) <= 100) {
        configError(`mines: ${mines} mines, ${reveals} reveals would pay no more than the stake`);
      }
      assertRtpInBounds(`mines ${mines}/${reveals}`, minesExactRtp(config, mines, reveals));
    }
  }
}
