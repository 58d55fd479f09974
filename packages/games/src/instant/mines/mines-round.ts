import { type RandomSource, randomInt } from '../../fair/index.ts';
import { actionError, betError } from '../shared/errors.ts';
import { assertStake, isIntegerIn, payoutFor } from '../shared/money.ts';
import { MINES_TILES, type MinesConfig } from './mines-config.ts';
import { minesMultiplierX100 } from './mines-odds.ts';

export interface MinesBet {
  stake: bigint;
  mines: number;
}

export type MinesStatus = 'playing' | 'lost' | 'cashed_out';

/**
 * One round. Never mutated: every move returns a new round (readonly types; not frozen, for speed).
 * The server keeps it; the player sees minesPlayerView.
 */
export interface MinesRound {
  readonly config: MinesConfig;
  readonly stake: bigint;
  readonly mineCount: number;
  /** The mine tiles, ascending: secret until the round ends. */
  readonly mines: readonly number[];
  /** The safe tiles revealed, in order. */
  readonly revealed: readonly number[];
  /** The mine the player hit, when lost. */
  readonly hitMine: number | null;
  readonly status: MinesStatus;
  /**
   * What cashing out now pays, in hundredths (0 before the first reveal and after a loss); the screen shows
   * the next steps with minesMultiplierLadder.
   */
  readonly multiplierX100: number;
  /** 0n until the round is cashed out. */
  readonly payout: bigint;
}

/** What the player's screen may see: the round without its mines until it is over. */
export type MinesPlayerView = Omit<MinesRound, 'config' | 'mines'> & {
  readonly mines: readonly number[] | null;
};

/**
 * Read once: under the test and dev transforms every use of an imported binding is a getter call, which
 * the million-round simulations feel in hot loops.
 */
const TILES = MINES_TILES;
const pickBelow = randomInt;
const TILE_NUMBERS: readonly number[] = [...Array(TILES).keys()];

export function validateMinesBet(config: MinesConfig, bet: MinesBet): void {
  assertStake(bet.stake);
  if (!isIntegerIn(bet.mines, config.minMines, config.maxMines)) {
    betError(`mines: choose ${config.minMines}..${config.maxMines} mines`);
  }
}

/**
 * Hides the mines with a partial Fisher–Yates shuffle of the tiles 0..24: for i = 24 down to 25 − mines,
 * j = randomInt(source, i + 1), swap tiles i and j; the tiles that land on positions 24 … 25 − mines are the
 * mines (one randomInt call per mine, a uniformly random set).
 */
export function startMines(config: MinesConfig, bet: MinesBet, source: RandomSource): MinesRound {
  validateMinesBet(config, bet);
  return round(config, bet.stake, bet.mines, drawMines(bet.mines, source), [], null, 'playing', 0n);
}

/** The mine tiles, ascending, for a round with `mines` mines (what startMines draws). */
export function drawMines(mines: number, source: RandomSource): number[] {
  const tiles = TILE_NUMBERS.slice();
  let chosen = 0; // one bit per mine tile, so reading the bits gives the tiles in order
  for (let i = TILES - 1; i >= TILES - mines; i--) {
    const j = pickBelow(source, i + 1);
    const tile = tiles[j] as number;
    tiles[j] = tiles[i] as number;
    tiles[i] = tile;
    chosen |= 1 << tile;
  }
  const sorted: number[] = [];
  for (let tile = 0; tile < TILES; tile++) if (chosen & (1 << tile)) sorted.push(tile);
  return sorted;
}

/** Reveals one tile: a mine ends the round lost; the last safe tile cashes out by itself. */
export function revealTile(current: MinesRound, tile: number): MinesRound {
  if (current.status !== 'playing') actionError('mines: the round is over');
  if (!isIntegerIn(tile, 0, TILES - 1)) actionError('mines: a tile is a whole number in 0..24');
  if (current.revealed.includes(tile)) actionError(`mines: tile ${tile} is already revealed`);
  const { config, stake, mineCount, mines } = current;
  if (mines.includes(tile)) return round(config, stake, mineCount, mines, current.revealed, tile, 'lost', 0n);
  const revealed = current.revealed.concat(tile);
  const next = round(config, stake, mineCount, mines, revealed, null, 'playing', 0n);
  return revealed.length === TILES - mineCount ? cashOutMines(next) : next;
}

/** Takes the current multiplier: needs at least one safe reveal. */
export function cashOutMines(current: MinesRound): MinesRound {
  if (current.status !== 'playing') actionError('mines: the round is over');
  if (current.revealed.length === 0) actionError('mines: reveal a tile before cashing out');
  const payout = payoutFor(current.stake, current.multiplierX100);
  const { config, stake, mineCount, mines, revealed } = current;
  return round(config, stake, mineCount, mines, revealed, null, 'cashed_out', payout);
}

export function minesPlayerView(current: MinesRound): MinesPlayerView {
  const { config: _config, mines, ...shown } = current;
  return { ...shown, mines: current.status === 'playing' ? null : mines };
}

/** Builds a round field by field (no spread, no freeze: simulations make millions of them). */
function round(
  config: MinesConfig,
  stake: bigint,
  mineCount: number,
  mines: readonly number[],
  revealed: readonly number[],
  hitMine: number | null,
  status: MinesStatus,
  payout: bigint,
): MinesRound {
  return {
    config,
    stake,
    mineCount,
    mines,
    revealed,
    hitMine,
    status,
    multiplierX100: status === 'lost' ? 0 : minesMultiplierX100(config, mineCount, revealed.length),
    payout,
  };
}
