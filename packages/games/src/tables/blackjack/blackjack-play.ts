import type { RandomSource } from '../../fair/index.ts';
import { actionError } from '../../instant/shared/errors.ts';
import type { BlackjackConfig, BlackjackMove } from './blackjack-config.ts';
import {
  type BlackjackBet,
  type BlackjackResult,
  type BlackjackRound,
  dealerPlayBlackjack,
  moveBlackjack,
  settleBlackjack,
  startBlackjack,
} from './blackjack-round.ts';
import { blackjackBasicStrategy } from './blackjack-strategy.ts';

/** Read once (an imported binding is a getter call under the test transform; these run per move). */
const strategy = blackjackBasicStrategy;
const move = moveBlackjack;

/**
 * A whole round on auto-play: start, the basic-strategy move until the player's turn ends, the dealer, the
 * settlement (what the simulations play).
 */
export function playBlackjack(
  config: BlackjackConfig,
  bet: BlackjackBet,
  source: RandomSource,
): BlackjackResult {
  let round: BlackjackRound = startBlackjack(config, bet, source);
  while (round.status === 'player_turn') round = move(round, strategy(round), source);
  if (round.status === 'dealer_turn') round = dealerPlayBlackjack(round, source);
  return settleBlackjack(round);
}

/**
 * Replays a round from its source and the player's recorded moves (the verification page's entry point): the same
 * cards are drawn in the same order, so the result is the round that was played. Refuses moves the round did not
 * allow, moves left over after the player's turn, and moves missing before its end.
 */
export function replayBlackjack(
  config: BlackjackConfig,
  bet: BlackjackBet,
  source: RandomSource,
  moves: readonly BlackjackMove[],
): BlackjackResult {
  let round: BlackjackRound = startBlackjack(config, bet, source);
  for (const next of moves) round = move(round, next, source);
  if (round.status === 'player_turn')
    actionError('blackjack: the recorded moves end before the player’s turn');
  if (round.status === 'dealer_turn') round = dealerPlayBlackjack(round, source);
  return settleBlackjack(round);
}
