import type { RandomSource } from '../../fair/index.ts';
import { actionError, betError } from '../../instant/shared/errors.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../instant/shared/table-round.ts';
import { type Card, dealCards, SUITS, type Suit } from '../cards/index.ts';
import {
  CASINO_HOLDEM_BET_TYPES,
  CASINO_HOLDEM_DECISIONS,
  type CasinoHoldemAaBonusHand,
  type CasinoHoldemBetType,
  type CasinoHoldemConfig,
  type CasinoHoldemDecision,
  type CasinoHoldemHandClass,
} from './casino-holdem-config.ts';
import {
  CASINO_HOLDEM_DEALER_QUALIFIER,
  casinoHoldemAaBonusHandOf,
  casinoHoldemBestFive,
  casinoHoldemClassOf,
  casinoHoldemStrength,
} from './casino-holdem-hands.ts';
import { casinoHoldemOptimalDecision } from './casino-holdem-strategy.ts';

/** A bet placed while betting is open. */
export interface CasinoHoldemBet {
  type: CasinoHoldemBetType;
  stake: bigint;
}

/** What the settlement pays: the bets placed, and the call (= 2 × its ante) a `play` decision adds to each ante. */
export type CasinoHoldemWagerType = CasinoHoldemBetType | 'call';

export interface CasinoHoldemWager {
  type: CasinoHoldemWagerType;
  stake: bigint;
}

/** A seat's two hole cards and the best five cards they make with the board. */
export interface CasinoHoldemHand {
  /** The two hole cards, in the order dealt. */
  readonly cards: readonly Card[];
  /** The class of the best five of the seven cards. */
  readonly handClass: CasinoHoldemHandClass;
  /** Those five cards, in the order that decides (see casinoHoldemBestFive). */
  readonly bestFive: readonly Card[];
}

/** Whose best five is higher at the showdown: the player's, the dealer's, or neither (same ranks). */
export type CasinoHoldemShowdown = 'player' | 'dealer' | 'tie';

/**
 * A round's shared draw: the one player hand every player at the table holds, the dealer's hand and the board
 * (plain JSON). Everything but the decision is settled by the cards.
 */
export interface CasinoHoldemOutcome {
  readonly player: CasinoHoldemHand;
  readonly dealer: CasinoHoldemHand;
  /** The five community cards: the flop (0–2), the turn (3) and the river (4). */
  readonly board: readonly Card[];
  /** The dealer's best five is a pair of fours or better. */
  readonly dealerQualifies: boolean;
  readonly showdown: CasinoHoldemShowdown;
  /** What the player's two cards and the flop make for the AA bonus (null: less than a pair of aces). */
  readonly aaBonusHand: CasinoHoldemAaBonusHand | null;
}

/** What a player may see while deciding: their two cards and the flop (never the dealer's cards, turn or river). */
export interface CasinoHoldemView {
  readonly player: readonly Card[];
  readonly flop: readonly Card[];
  /** The class of those five cards. */
  readonly handClass: CasinoHoldemHandClass;
}

/**
 * One player's settlement. `bets[i]` settles the i-th bet placed; after them comes one `call` wager per ante when
 * the decision is `play` (stake = 2 × that ante). `totalStake` is everything debited: the bets placed plus
 * `callStake`. `won` is the shared convention: the wager returned something (a push included).
 */
export interface CasinoHoldemResult extends TableSettlement<CasinoHoldemWager> {
  outcome: CasinoHoldemOutcome;
  decision: CasinoHoldemDecision;
  /** The call stake debited when the player played: twice the sum of the antes (0n on a fold). */
  callStake: bigint;
}

/** The cards a round deals from one fresh deck: player 2, dealer 2, flop 3, turn, river. */
export const CASINO_HOLDEM_CARDS_DEALT = 9;

/** Read once (an imported binding is a getter call under the test transform; these run per card). */
const deal = dealCards;
const strengthOf = casinoHoldemStrength;

/**
 * The round's shared draw: dealCards(source, 1, 9): cards 0–1 to the player, 2–3 to the dealer, 4–6 the flop,
 * 7 the turn, 8 the river.
 */
export function dealCasinoHoldem(source: RandomSource): CasinoHoldemOutcome {
  const c = deal(source, 1, CASINO_HOLDEM_CARDS_DEALT) as Card[];
  return outcomeOf([c[0], c[1]] as Card[], [c[2], c[3]] as Card[], [c[4], c[5], c[6], c[7], c[8]] as Card[]);
}

/** What every player sees during the decision window: the player's two cards and the flop. */
export function casinoHoldemPlayerView(outcome: CasinoHoldemOutcome): CasinoHoldemView {
  const flop = outcome.board.slice(0, 3);
  const five = [...outcome.player.cards, ...flop];
  return { player: outcome.player.cards, flop, handClass: casinoHoldemClassOf(strengthOf(five)) };
}

/**
 * What a called ante returns, in hundredths of the ante, stake included: the pay table's return for the player's
 * final hand when the dealer does not qualify or is beaten, 100 on a tie, 0 when beaten. The call returns 100 when
 * the dealer does not qualify, else 200 / 100 / 0 on a win / tie / loss (`casinoHoldemCallMultiplierX100`).
 */
export function casinoHoldemAnteMultiplierX100(
  config: CasinoHoldemConfig,
  outcome: Pick<CasinoHoldemOutcome, 'player' | 'dealerQualifies' | 'showdown'>,
): number {
  if (!outcome.dealerQualifies || outcome.showdown === 'player')
    return config.antePays[outcome.player.handClass];
  return outcome.showdown === 'tie' ? 100 : 0;
}

export function casinoHoldemCallMultiplierX100(
  outcome: Pick<CasinoHoldemOutcome, 'dealerQualifies' | 'showdown'>,
): number {
  if (!outcome.dealerQualifies) return 100;
  return outcome.showdown === 'player' ? 200 : outcome.showdown === 'tie' ? 100 : 0;
}

/** The AA bonus's return in hundredths for the round (0 below a pair of aces). */
export function casinoHoldemAaBonusMultiplierX100(
  config: CasinoHoldemConfig,
  outcome: Pick<CasinoHoldemOutcome, 'aaBonusHand'>,
): number {
  return outcome.aaBonusHand === null ? 0 : config.aaBonusPays[outcome.aaBonusHand];
}

/** The bet list's shape, each type, and an ante in any round that holds an AA bonus. */
export function validateCasinoHoldemBets(config: CasinoHoldemConfig, bets: readonly CasinoHoldemBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  let ante = false;
  for (const bet of bets) {
    if (!CASINO_HOLDEM_BET_TYPES.includes(bet.type))
      betError(`casino-holdem: the bet type is one of ${CASINO_HOLDEM_BET_TYPES.join(', ')}`);
    if (bet.type === 'ante') ante = true;
  }
  if (!ante) betError('casino-holdem: the AA bonus is placed with an ante');
}

function assertDecision(decision: unknown): asserts decision is CasinoHoldemDecision {
  if (!CASINO_HOLDEM_DECISIONS.includes(decision as CasinoHoldemDecision))
    actionError(`casino-holdem: the decision is one of ${CASINO_HOLDEM_DECISIONS.join(', ')}`);
}

/**
 * Pays one player's bets on a drawn outcome for their decision (the shared round's, or one passed back by the
 * verification page, which must be what its cards make). `play` debits a call of twice each ante; `fold` loses the
 * antes. The AA bonus is paid on the player's two cards and the flop either way.
 */
export function settleCasinoHoldem(
  config: CasinoHoldemConfig,
  bets: readonly CasinoHoldemBet[],
  decision: CasinoHoldemDecision,
  outcome: CasinoHoldemOutcome,
): CasinoHoldemResult {
  validateCasinoHoldemBets(config, bets);
  assertDecision(decision);
  return settleOutcome(config, bets, decision, checkedOutcome(outcome));
}

/** deal + decide (the auto-play strategy unless another is given) + settle, for the simulations. */
export function playCasinoHoldem(
  config: CasinoHoldemConfig,
  bets: readonly CasinoHoldemBet[],
  source: RandomSource,
  strategy: (view: CasinoHoldemView) => CasinoHoldemDecision = casinoHoldemOptimalDecision,
): CasinoHoldemResult {
  validateCasinoHoldemBets(config, bets);
  const outcome = dealCasinoHoldem(source);
  const decision = strategy(casinoHoldemPlayerView(outcome));
  assertDecision(decision);
  return settleOutcome(config, bets, decision, outcome);
}

function settleOutcome(
  config: CasinoHoldemConfig,
  bets: readonly CasinoHoldemBet[],
  decision: CasinoHoldemDecision,
  outcome: CasinoHoldemOutcome,
): CasinoHoldemResult {
  const wagers: CasinoHoldemWager[] = [...bets];
  if (decision === 'play') {
    for (const bet of bets) if (bet.type === 'ante') wagers.push({ type: 'call', stake: 2n * bet.stake });
  }
  const ante = decision === 'play' ? casinoHoldemAnteMultiplierX100(config, outcome) : 0;
  const call = casinoHoldemCallMultiplierX100(outcome);
  const bonus = casinoHoldemAaBonusMultiplierX100(config, outcome);
  const settlement = settleBets(wagers, (wager) =>
    wager.type === 'ante' ? ante : wager.type === 'call' ? call : bonus,
  );
  let callStake = 0n;
  for (let i = bets.length; i < wagers.length; i++) callStake += (wagers[i] as CasinoHoldemWager).stake;
  return { outcome, decision, callStake, ...settlement };
}

function outcomeOf(
  player: readonly Card[],
  dealer: readonly Card[],
  board: readonly Card[],
): CasinoHoldemOutcome {
  const playerSeven = [...player, ...board];
  const dealerSeven = [...dealer, ...board];
  const playerStrength = strengthOf(playerSeven);
  const dealerStrength = strengthOf(dealerSeven);
  return {
    player: {
      cards: player,
      handClass: casinoHoldemClassOf(playerStrength),
      bestFive: casinoHoldemBestFive(playerSeven, playerStrength),
    },
    dealer: {
      cards: dealer,
      handClass: casinoHoldemClassOf(dealerStrength),
      bestFive: casinoHoldemBestFive(dealerSeven, dealerStrength),
    },
    board,
    dealerQualifies: dealerStrength >= CASINO_HOLDEM_DEALER_QUALIFIER,
    showdown: playerStrength > dealerStrength ? 'player' : playerStrength < dealerStrength ? 'dealer' : 'tie',
    aaBonusHand: casinoHoldemAaBonusHandOf(strengthOf([...player, board[0], board[1], board[2]] as Card[])),
  };
}

const OUTCOME_SHAPE =
  'casino-holdem: the outcome holds two cards each for player and dealer and five on the board, nine distinct';

/** Rebuilds the outcome from its cards, refusing a malformed one or one whose evaluation disagrees. */
function checkedOutcome(outcome: unknown): CasinoHoldemOutcome {
  if (typeof outcome !== 'object' || outcome === null) betError(OUTCOME_SHAPE);
  const given = outcome as Partial<Record<'player' | 'dealer', Partial<CasinoHoldemHand>>> &
    Partial<Omit<CasinoHoldemOutcome, 'player' | 'dealer'>>;
  const seen = new Set<string>();
  const read = (cards: unknown, count: number): Card[] => {
    if (!Array.isArray(cards) || cards.length !== count) betError(OUTCOME_SHAPE);
    for (const card of cards as unknown[]) {
      if (!isCard(card) || seen.has(`${card.rank}${card.suit}`)) betError(OUTCOME_SHAPE);
      seen.add(`${card.rank}${card.suit}`);
    }
    return (cards as Card[]).map(({ rank, suit }) => ({ rank, suit }));
  };
  const rebuilt = outcomeOf(read(given.player?.cards, 2), read(given.dealer?.cards, 2), read(given.board, 5));
  for (const seat of ['player', 'dealer'] as const) {
    const hand = given[seat] as Partial<CasinoHoldemHand>;
    const bestFive = hand.bestFive;
    if (
      hand.handClass !== rebuilt[seat].handClass ||
      !Array.isArray(bestFive) ||
      bestFive.length !== 5 ||
      !bestFive.every((card, i) => sameCard(card, rebuilt[seat].bestFive[i] as Card))
    )
      betError(`casino-holdem: the ${seat} hand's class or best five is not what its cards make`);
  }
  if (
    given.dealerQualifies !== rebuilt.dealerQualifies ||
    given.showdown !== rebuilt.showdown ||
    given.aaBonusHand !== rebuilt.aaBonusHand
  )
    betError('casino-holdem: dealerQualifies, showdown or aaBonusHand is not what the cards make');
  return rebuilt;
}

function sameCard(card: unknown, expected: Card): boolean {
  return isCard(card) && card.rank === expected.rank && card.suit === expected.suit;
}

function isCard(card: unknown): card is Card {
  if (typeof card !== 'object' || card === null) return false;
  const { rank, suit } = card as { rank?: unknown; suit?: unknown };
  return (
    typeof rank === 'number' &&
    Number.isInteger(rank) &&
    rank >= 1 &&
    rank <= 13 &&
    SUITS.includes(suit as Suit)
  );
}
