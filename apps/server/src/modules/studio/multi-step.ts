import type { StudioFamily } from '@app/contracts';
import {
  cashOutHiLo,
  cashOutMines,
  DEFAULT_HILO_CONFIG,
  DEFAULT_MINES_CONFIG,
  guessHiLo,
  type HiLoBet,
  type HiLoGuess,
  type HiLoRound,
  hiLoNextMultipliers,
  InstantGameError,
  type MinesBet,
  type MinesRound,
  minesMultiplierLadder,
  minesPlayerView,
  type RandomSource,
  revealTile,
  skipHiLoCard,
  startHiLo,
  startMines,
  validateHiLoBet,
  validateMinesBet,
} from '@app/games';

/**
 * Games played in several requests (mines, hi-lo): started with a bet, continued move by move, ended by a loss or
 * a cash-out. The engine state is a pure function of the seeds, the bet and the moves, so the server keeps only
 * the moves and replays them (the verification page does the same).
 */
export type MultiStep = {
  validate(bet: unknown): void;
  stakeOf(bet: unknown): bigint;
  /** The stake of a round in play (its state keeps the bet it started with). */
  stakeOfState(state: unknown): bigint;
  start(bet: unknown, source: RandomSource): unknown;
  move(state: unknown, move: Record<string, unknown>, source: RandomSource): unknown;
  status(state: unknown): 'playing' | 'lost' | 'cashed_out';
  payout(state: unknown): bigint;
  /** What the player may see (mines stay hidden while the round is played) and the next steps' multipliers. */
  view(state: unknown): object;
};

function moveError(message: string): never {
  throw new InstantGameError('invalid_game_action', message);
}

const mines: MultiStep = {
  validate: (bet) => validateMinesBet(DEFAULT_MINES_CONFIG, bet as MinesBet),
  stakeOf: (bet) => (bet as MinesBet).stake,
  stakeOfState: (state) => (state as MinesRound).stake,
  start: (bet, source) => startMines(DEFAULT_MINES_CONFIG, bet as MinesBet, source),
  move: (state, move) => {
    const round = state as MinesRound;
    if (move.type === 'reveal') return revealTile(round, move.tile as number);
    if (move.type === 'cashout') return cashOutMines(round);
    return moveError('mines: a move is reveal (with a tile) or cashout');
  },
  status: (state) => (state as MinesRound).status,
  payout: (state) => (state as MinesRound).payout,
  view: (state) => {
    const round = state as MinesRound;
    return {
      ...minesPlayerView(round),
      ladder: minesMultiplierLadder(DEFAULT_MINES_CONFIG, round.mineCount),
    };
  },
};

const hilo: MultiStep = {
  validate: (bet) => validateHiLoBet(DEFAULT_HILO_CONFIG, bet as HiLoBet),
  stakeOf: (bet) => (bet as HiLoBet).stake,
  stakeOfState: (state) => (state as HiLoRound).stake,
  start: (bet, source) => startHiLo(DEFAULT_HILO_CONFIG, bet as HiLoBet, source),
  move: (state, move, source) => {
    const round = state as HiLoRound;
    if (move.type === 'guess') return guessHiLo(round, move.guess as HiLoGuess, source);
    if (move.type === 'skip') return skipHiLoCard(round, source);
    if (move.type === 'cashout') return cashOutHiLo(round);
    return moveError('hi-lo: a move is guess (with a guess), skip or cashout');
  },
  status: (state) => (state as HiLoRound).status,
  payout: (state) => (state as HiLoRound).payout,
  view: (state) => {
    const { config: _config, ...round } = state as HiLoRound;
    return { ...round, next: hiLoNextMultipliers(state as HiLoRound) };
  },
};

export const MULTI_STEP_GAMES: Partial<Record<StudioFamily, MultiStep>> = { mines, hilo };

/** The state after the start and every move, drawn again from the round's source. */
export function replay(
  game: MultiStep,
  bet: unknown,
  moves: readonly Record<string, unknown>[],
  source: RandomSource,
) {
  let state = game.start(bet, source);
  for (const move of moves) state = game.move(state, move, source);
  return state;
}
