import { configError } from '../../instant/shared/errors.ts';

/**
 * pot (ba cây, all against all): every seat antes the bet and the best hand takes the pot.
 * banker (bài cào): seat 0 is the banker (nhà cái) and every other seat plays one bet against it.
 */
export const BA_CAY_MODES = ['pot', 'banker'] as const;
export type BaCayMode = (typeof BA_CAY_MODES)[number];

export const BA_CAY_MIN_PLAYERS = 2;
export const BA_CAY_MAX_PLAYERS = 8;
export const BA_CAY_CARDS_PER_SEAT = 3;

/** Banker mode: bets that change hands when the winning hand is ba tây (any other winning hand: 1). */
export const BA_CAY_BA_TAY_MULTIPLE = 2;

/** The most ba tây hands one deal can hold: 12 face cards (J, Q, K of four suits), three a hand. */
export const BA_CAY_MOST_BA_TAY_HANDS = 4;

/**
 * The players' only move: show (lật bài) the three cards. Nobody decides anything, so when a player's timer runs
 * out the server shows the cards for them (`baCayAutoMove()`), and the result is the same either way.
 */
export const BA_CAY_MOVES = ['show'] as const;
export interface BaCayMove {
  kind: (typeof BA_CAY_MOVES)[number];
}

/** The move the server makes for a player whose timer ends. */
export function baCayAutoMove(): BaCayMove {
  return { kind: 'show' };
}

/**
 * Both modes are player versus player: every bet is won from another seat, the deltas sum to 0, and the house has
 * no edge in the cards. The house's income is the room's rake, taken by the server from the winners afterwards.
 */
export const BA_CAY_HOUSE_EDGE = {
  percent: 0,
  statement:
    'Ba cây is player versus player in both modes (pot and banker): every amount won is lost by another seat, ' +
    'so the game has no house edge. The house earns only the room’s rake, taken from the winners after settlement.',
} as const;

export function baCayCheckMode(mode: unknown): asserts mode is BaCayMode {
  if (!BA_CAY_MODES.includes(mode as BaCayMode))
    configError(`ba-cay: the mode is one of ${BA_CAY_MODES.join(', ')}`);
}

export function baCayCheckPlayers(players: unknown): asserts players is number {
  if (
    typeof players !== 'number' ||
    !Number.isInteger(players) ||
    players < BA_CAY_MIN_PLAYERS ||
    players > BA_CAY_MAX_PLAYERS
  ) {
    configError(`ba-cay: a room seats ${BA_CAY_MIN_PLAYERS} to ${BA_CAY_MAX_PLAYERS} players`);
  }
}

export function baCayCheckBet(bet: unknown): asserts bet is bigint {
  if (typeof bet !== 'bigint' || bet <= 0n) configError('ba-cay: the bet is a bigint above zero');
}
