import { InstantGameError } from '../instant/shared/errors.ts';
import type { TableSettlement } from '../instant/shared/table-round.ts';
import {
  BLACKJACK_MOVES,
  type BlackjackMove,
  type BlackjackTableOutcome,
  blackjackRtpTable,
  blackjackTableHand,
  blackjackTableShown,
  blackjackTotal,
  DEFAULT_BLACKJACK_CONFIG,
  dealBlackjackTable,
  settleBlackjackTable,
  validateBlackjackConfig,
} from './blackjack/index.ts';
import {
  type CasinoHoldemBet,
  type CasinoHoldemOutcome,
  casinoHoldemPlayerView,
  casinoHoldemRtpTable,
  DEFAULT_CASINO_HOLDEM_CONFIG,
  dealCasinoHoldem,
  settleCasinoHoldem,
  validateCasinoHoldemConfig,
} from './casino-holdem/index.ts';
import type { TableEngine, TableStake } from './live.ts';
import {
  DEFAULT_THREE_CARD_POKER_CONFIG,
  dealThreeCardPoker,
  settleThreeCardPoker,
  type ThreeCardPokerBet,
  type ThreeCardPokerOutcome,
  threeCardPokerPlayerView,
  threeCardPokerRtpTable,
  validateThreeCardPokerConfig,
} from './three-card-poker/index.ts';

/**
 * The live tables where each player decides after the deal (docs/games/tables.md, "Decision tables"): betting
 * closes, the cards every player shares are dealt and shown, then each player decides within the decision time —
 * three card poker play or fold, casino hold'em call (play) or fold, blackjack hit, stand, double or split on their
 * own hand — and the round settles when it ends. A player who has not decided by then folds (poker) or stands
 * (blackjack): the server never stakes more for a player who did not ask it to.
 */
export const DECISION_TABLE_GAMES = ['blackjack', 'three-card-poker', 'casino-holdem'] as const;
export type DecisionTableGame = (typeof DECISION_TABLE_GAMES)[number];

/** A player's hand at a decision table after their moves so far. */
export type TableDecisionState = {
  /** The moves allowed now (none: the player's part of the round is over). */
  legal: readonly string[];
  /** What the moves so far staked on top of the bets (a play bet, a call, a double or a split). */
  extraStake: bigint;
  /** The player's own hand as they see it (blackjack: their hands; poker: their decision). */
  view: unknown;
};

export type TableDecisions = {
  /** The moves a player may send. */
  moves: readonly string[];
  /** What the table sees while players decide (the dealer's hidden cards never). */
  shown(outcome: unknown): unknown;
  /** False when the deal leaves nothing to decide (a blackjack at the start). */
  open(outcome: unknown): boolean;
  /** Plays the moves on the player's bets: InstantGameError for a move the hand did not allow. */
  state(bets: readonly TableStake[], outcome: unknown, moves: readonly string[]): TableDecisionState;
  /** Pays the player's bets after their moves (what is left undecided folds or stands). */
  settleMoves(
    bets: readonly TableStake[],
    outcome: unknown,
    moves: readonly string[],
  ): TableSettlement<unknown>;
};

function refuse(message: string): never {
  throw new InstantGameError('invalid_bet', message);
}

function refuseMove(message: string): never {
  throw new InstantGameError('invalid_game_action', message);
}

const stakeOf = (bets: readonly TableStake[], type: string) =>
  bets.reduce((sum, bet) => (bet.type === type ? sum + bet.stake : sum), 0n);
const totalOf = (bets: readonly TableStake[]) => bets.reduce((sum, bet) => sum + bet.stake, 0n);

/**
 * Poker against the dealer with one decision: `play` stakes more (what settle says), `fold` gives up the ante.
 * Only an ante gives a decision; a side bet alone is paid on the cards.
 */
function pokerDecisions<B, O>(
  settleWith: (bets: readonly B[], decision: 'play' | 'fold', outcome: O) => TableSettlement<unknown>,
  shown: (outcome: O) => unknown,
): TableDecisions {
  const decisionOf = (bets: readonly TableStake[], moves: readonly string[]) => {
    if (moves.length > 1) refuseMove('one decision a round');
    const [move] = moves;
    if (move !== undefined && move !== 'play' && move !== 'fold') refuseMove('the decision is play or fold');
    if (move !== undefined && stakeOf(bets, 'ante') === 0n) refuseMove('a decision needs an ante');
    return move as 'play' | 'fold' | undefined;
  };
  return {
    moves: ['play', 'fold'],
    shown: (outcome) => shown(outcome as O),
    open: () => true,
    state(bets, outcome, moves) {
      const decision = decisionOf(bets, moves);
      const settled = settleWith(bets as unknown as B[], decision ?? 'fold', outcome as O);
      return {
        legal: decision === undefined && stakeOf(bets, 'ante') > 0n ? ['play', 'fold'] : [],
        extraStake: settled.totalStake - totalOf(bets),
        view: { decision: decision ?? null },
      };
    },
    settleMoves: (bets, outcome, moves) =>
      settleWith(bets as unknown as B[], decisionOf(bets, moves) ?? 'fold', outcome as O),
  };
}

const blackjackMoves = (moves: readonly string[]): BlackjackMove[] => {
  for (const move of moves)
    if (!(BLACKJACK_MOVES as readonly string[]).includes(move))
      refuseMove(`the move is one of ${BLACKJACK_MOVES.join(', ')}`);
  return moves as BlackjackMove[];
};

const blackjackStake = (bets: readonly TableStake[]): bigint => {
  for (const bet of bets) if (bet.type !== 'main') refuse('blackjack: the bet type is main');
  const stake = stakeOf(bets, 'main');
  if (stake <= 0n) refuse('blackjack: the bet is positive');
  return stake;
};

const blackjackDecisions: TableDecisions = {
  moves: BLACKJACK_MOVES,
  shown: (outcome) => blackjackTableShown(outcome as BlackjackTableOutcome),
  open: (outcome) => !(outcome as BlackjackTableOutcome).natural,
  state(bets, outcome, moves) {
    const stake = blackjackStake(bets);
    const { round, legal } = blackjackTableHand(
      DEFAULT_BLACKJACK_CONFIG,
      stake,
      outcome as BlackjackTableOutcome,
      blackjackMoves(moves),
    );
    return {
      legal,
      extraStake: round.totalStake - stake,
      view: {
        activeHand: round.activeHand,
        hands: round.hands.map((hand) => ({
          cards: hand.cards,
          total: blackjackTotal(hand.cards),
          stake: String(hand.stake),
          doubled: hand.doubled,
          done: hand.done,
        })),
      },
    };
  },
  settleMoves(bets, outcome, moves) {
    const result = settleBlackjackTable(
      DEFAULT_BLACKJACK_CONFIG,
      blackjackStake(bets),
      outcome as BlackjackTableOutcome,
      blackjackMoves(moves),
    );
    return {
      bets: result.hands.map((hand) => ({
        bet: { type: 'main', stake: hand.hand.stake, cards: hand.hand.cards, outcome: hand.outcome },
        multiplierX100: hand.multiplierX100,
        payout: hand.payout,
        won: hand.payout > hand.hand.stake,
      })),
      totalStake: result.totalStake,
      totalPayout: result.totalPayout,
    };
  },
};

const threeCardPoker = pokerDecisions<ThreeCardPokerBet, ThreeCardPokerOutcome>(
  (bets, decision, outcome) => settleThreeCardPoker(DEFAULT_THREE_CARD_POKER_CONFIG, bets, decision, outcome),
  threeCardPokerPlayerView,
);
const casinoHoldem = pokerDecisions<CasinoHoldemBet, CasinoHoldemOutcome>(
  (bets, decision, outcome) => settleCasinoHoldem(DEFAULT_CASINO_HOLDEM_CONFIG, bets, decision, outcome),
  casinoHoldemPlayerView,
);

type DecisionEngine = TableEngine & { decisions: TableDecisions };

/** The decision tables' engines, with their bet types' RTP computed on first use (live.ts's `lazily`). */
export function decisionEngines(
  lazily: (key: string, compute: () => TableEngine['betTypes']) => TableEngine['betTypes'],
): Record<DecisionTableGame, DecisionEngine> {
  const engine = (
    family: DecisionTableGame,
    deal: TableEngine['deal'],
    decisions: TableDecisions,
    rtp: () => TableEngine['betTypes'],
  ): DecisionEngine => ({
    family,
    deal,
    settle: (bets, outcome) => decisions.settleMoves(bets, outcome, []),
    decisions,
    get betTypes() {
      return lazily(`${family}RtpTable`, rtp);
    },
  });
  return {
    blackjack: engine('blackjack', dealBlackjackTable, blackjackDecisions, () =>
      blackjackRtpTable(DEFAULT_BLACKJACK_CONFIG),
    ),
    'three-card-poker': engine('three-card-poker', dealThreeCardPoker, threeCardPoker, () =>
      threeCardPokerRtpTable(DEFAULT_THREE_CARD_POKER_CONFIG),
    ),
    'casino-holdem': engine('casino-holdem', dealCasinoHoldem, casinoHoldem, () =>
      casinoHoldemRtpTable(DEFAULT_CASINO_HOLDEM_CONFIG),
    ),
  };
}

export const DECISION_CONFIG_CHECKS: Record<DecisionTableGame, () => void> = {
  blackjack: () => validateBlackjackConfig(DEFAULT_BLACKJACK_CONFIG),
  'three-card-poker': () => validateThreeCardPokerConfig(DEFAULT_THREE_CARD_POKER_CONFIG),
  'casino-holdem': () => validateCasinoHoldemConfig(DEFAULT_CASINO_HOLDEM_CONFIG),
};
