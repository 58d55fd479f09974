import type { RandomSource } from '../../fair/index.ts';
import { actionError } from '../../instant/shared/errors.ts';
import type { Card } from '../cards/index.ts';
import type { BlackjackConfig, BlackjackMove } from './blackjack-config.ts';
import { blackjackTotal } from './blackjack-hand.ts';
import {
  type BlackjackResult,
  type BlackjackRound,
  blackjackLegalMoves,
  moveBlackjack,
  settleBlackjack,
  standBlackjack,
  startBlackjack,
} from './blackjack-round.ts';
import { drawBlackjackCard } from './blackjack-shoe.ts';

/**
 * Blackjack at a shared live table ("infinite" style): one shoe per round, the same start for every player (two
 * cards each, the dealer's up card and hole card), then each player plays their own hand. The player cards come
 * from one stream, so everyone who takes a k-th card gets the same k-th card; the dealer draws from its own part
 * of the shoe, so the dealer's hand is the same for the whole table whatever each player does.
 *
 * The shoe's first PLAYER_CARDS cards are the player stream (the start: player, dealer up, player, dealer hole,
 * then the draws of hits, doubles and splits in order); the DEALER_DRAWS after them are the dealer's draws.
 */
const PLAYER_CARDS = 48;
const DEALER_DRAWS = 16;

export interface BlackjackTableOutcome {
  /** The randomInt results that drew the shoe's first 64 cards (drawBlackjackCard): the round's whole deal. */
  readonly offsets: readonly number[];
  /** The start every player shares. */
  readonly player: readonly Card[];
  /** The dealer's final hand: up, hole, then its draws to 17 (none when a blackjack ended the round). */
  readonly dealer: readonly Card[];
  /** A blackjack on either side at the start: nobody decides, the round settles as dealt. */
  readonly natural: boolean;
}

/** Deals a table round: the whole shoe prefix the round can use, and the dealer's final hand. */
export function dealBlackjackTable(source: RandomSource): BlackjackTableOutcome {
  const offsets: number[] = [];
  const cards: Card[] = [];
  for (let i = 0; i < PLAYER_CARDS + DEALER_DRAWS; i++) {
    const { card, offset } = drawBlackjackCard(offsets, source);
    offsets.push(offset);
    cards.push(card);
  }
  const player = [cards[0], cards[2]] as Card[];
  const dealer = [cards[1], cards[3]] as Card[];
  const natural = blackjackTotal(player) === 21 || blackjackTotal(dealer) === 21;
  if (!natural) {
    // the dealer stands on every 17 (S17); 16 draws always reach it (at most ten are ever needed)
    for (let i = PLAYER_CARDS; blackjackTotal(dealer) < 17; i++) dealer.push(cards[i] as Card);
  }
  return { offsets, player, dealer, natural };
}

/** What every player sees while deciding: the shared start and the dealer's up card. */
export function blackjackTableShown(outcome: BlackjackTableOutcome): {
  player: readonly Card[];
  dealer: readonly Card[];
} {
  return { player: outcome.player, dealer: outcome.dealer.slice(0, 1) };
}

/** The player stream replayed from the recorded offsets: the cards a player's moves draw, in order. */
function playerStream(outcome: BlackjackTableOutcome): RandomSource {
  let next = 0;
  return {
    nextUint32() {
      if (next >= PLAYER_CARDS) actionError('blackjack: no more cards for this hand');
      return outcome.offsets[next++] as number;
    },
  };
}

/**
 * A player's hand after their moves so far (refusing a move the hand did not allow) and the moves allowed now.
 * With a stake of 0 (no bet) there is nothing to play.
 */
export function blackjackTableHand(
  config: BlackjackConfig,
  stake: bigint,
  outcome: BlackjackTableOutcome,
  moves: readonly BlackjackMove[],
): { round: BlackjackRound; legal: BlackjackMove[] } {
  const { round } = replay(config, stake, outcome, moves);
  return { round, legal: blackjackLegalMoves(round) };
}

function replay(
  config: BlackjackConfig,
  stake: bigint,
  outcome: BlackjackTableOutcome,
  moves: readonly BlackjackMove[],
): { round: BlackjackRound; source: RandomSource } {
  const source = playerStream(outcome);
  let round = startBlackjack(config, { stake }, source);
  for (const move of moves) round = moveBlackjack(round, move, source);
  return { round, source };
}

/**
 * Settles a player's hand against the table's dealer: hands still open when the decision time ran out stand, the
 * dealer's final hand is the table's.
 */
export function settleBlackjackTable(
  config: BlackjackConfig,
  stake: bigint,
  outcome: BlackjackTableOutcome,
  moves: readonly BlackjackMove[],
): BlackjackResult {
  const replayed = replay(config, stake, outcome, moves);
  const source = replayed.source;
  let round = replayed.round;
  while (round.status === 'player_turn') round = standBlackjack(round, source);
  if (round.status === 'dealer_turn') {
    round = { ...round, dealer: outcome.dealer, activeHand: -1, status: 'finished' };
  }
  return settleBlackjack(round);
}
