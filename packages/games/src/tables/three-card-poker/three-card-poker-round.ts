import type { RandomSource } from '../../fair/index.ts';
import { actionError, betError } from '../../instant/shared/errors.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../instant/shared/table-round.ts';
import { type Card, dealCards, SUITS, type Suit } from '../cards/index.ts';
import {
  THREE_CARD_POKER_BET_TYPES,
  THREE_CARD_POKER_DECISIONS,
  THREE_CARD_POKER_HAND_CLASSES,
  type ThreeCardPokerBetType,
  type ThreeCardPokerConfig,
  type ThreeCardPokerDecision,
  type ThreeCardPokerHandClass,
} from './three-card-poker-config.ts';

/** A bet placed while betting is open. */
export interface ThreeCardPokerBet {
  type: ThreeCardPokerBetType;
  stake: bigint;
}

/** What the settlement pays: the bets placed, and the play bet (= its ante) a `play` decision adds to each ante. */
export type ThreeCardPokerWagerType = ThreeCardPokerBetType | 'play';

export interface ThreeCardPokerWager {
  type: ThreeCardPokerWagerType;
  stake: bigint;
}

/** Three cards and what they make. */
export interface ThreeCardPokerHand {
  /** The cards in the order dealt. */
  readonly cards: readonly Card[];
  readonly handClass: ThreeCardPokerHandClass;
}

/** Whose hand is higher at the showdown: the player's, the dealer's, or neither (the same ranks). */
export type ThreeCardPokerShowdown = 'player' | 'dealer' | 'tie';

/**
 * A round's shared draw: the one player hand every player at the table holds, and the dealer's hand (plain JSON).
 * `dealerQualifies` and `showdown` are what the cards make; each player's decision is theirs.
 */
export interface ThreeCardPokerOutcome {
  readonly player: ThreeCardPokerHand;
  readonly dealer: ThreeCardPokerHand;
  /** The dealer holds queen high or better. */
  readonly dealerQualifies: boolean;
  readonly showdown: ThreeCardPokerShowdown;
}

/** What a player may see while deciding: their own three cards (never the dealer's). */
export interface ThreeCardPokerView {
  readonly player: ThreeCardPokerHand;
}

/**
 * One player's settlement. `bets[i]` settles the i-th bet placed; after them comes one `play` wager per ante when
 * the decision is `play` (stake = that ante). `totalStake` is everything debited: the bets placed plus `playStake`.
 * `won` is the shared convention: the wager returned something (a push, and an ante lost with a bonus, included).
 */
export interface ThreeCardPokerResult extends TableSettlement<ThreeCardPokerWager> {
  outcome: ThreeCardPokerOutcome;
  decision: ThreeCardPokerDecision;
  /** The play stake debited when the player played: the sum of the antes (0n on a fold or with no ante). */
  playStake: bigint;
}

/** The cards a round deals from one fresh deck: the player's three, then the dealer's three. */
export const THREE_CARD_POKER_CARDS_DEALT = 6;

/** Read once (an imported binding is a getter call under the test transform; these run per card). */
const CLASSES = THREE_CARD_POKER_HAND_CLASSES;
const deal = dealCards;
const CLASS_SHIFT = 12;

/**
 * A hand's strength: class index × 4096 + its three ranks (ace 14, in an A-2-3 straight 1) in the order that
 * decides, 16 × 16 × first + 16 × second + third: the higher number is the higher hand and equal numbers tie
 * (suits never break a tie). A pair reads pair, pair, kicker; the others from the highest card down.
 */
export function threeCardPokerStrength(cards: readonly Card[]): number {
  const [first, second, third] = cards as [Card, Card, Card];
  let a = first.rank === 1 ? 14 : first.rank;
  let b = second.rank === 1 ? 14 : second.rank;
  let c = third.rank === 1 ? 14 : third.rank;
  // sort descending
  if (a < b) [a, b] = [b, a];
  if (b < c) [b, c] = [c, b];
  if (a < b) [a, b] = [b, a];
  const flush = first.suit === second.suit && second.suit === third.suit;
  let handClass: number;
  if (a === c) {
    handClass = 4;
  } else if (a === b || b === c) {
    // pair, pair, kicker
    const pair = b;
    const kicker = a === b ? c : a;
    return (1 << CLASS_SHIFT) | (pair << 8) | (pair << 4) | kicker;
  } else {
    const wheel = a === 14 && b === 3 && c === 2;
    const straight = wheel || (a - b === 1 && b - c === 1);
    if (wheel) {
      a = 3;
      b = 2;
      c = 1;
    }
    handClass = straight ? (flush ? 5 : 3) : flush ? 2 : 0;
  }
  return (handClass << CLASS_SHIFT) | (a << 8) | (b << 4) | c;
}

/** The class a strength stands for. */
export function threeCardPokerClassOf(strength: number): ThreeCardPokerHandClass {
  return CLASSES[strength >> CLASS_SHIFT] as ThreeCardPokerHandClass;
}

/** Queen high (any Q-x-x high-card hand) is the lowest hand with which the dealer qualifies. */
export const THREE_CARD_POKER_DEALER_QUALIFIER = 12 << 8;

/** Queen-six-four: the lowest hand the standard strategy plays (every higher hand is played, every lower folded). */
export const THREE_CARD_POKER_PLAY_THRESHOLD = (12 << 8) | (6 << 4) | 4;

export function threeCardPokerHandOf(cards: readonly Card[]): ThreeCardPokerHand {
  return { cards, handClass: threeCardPokerClassOf(threeCardPokerStrength(cards)) };
}

/** Positive when `a` beats `b`, negative when `b` beats `a`, 0 on a tie. */
export function compareThreeCardPokerHands(a: ThreeCardPokerHand, b: ThreeCardPokerHand): number {
  return threeCardPokerStrength(a.cards) - threeCardPokerStrength(b.cards);
}

/** The round's shared draw: dealCards(source, 1, 6), cards 0–2 to the player and 3–5 to the dealer. */
export function dealThreeCardPoker(source: RandomSource): ThreeCardPokerOutcome {
  const cards = deal(source, 1, THREE_CARD_POKER_CARDS_DEALT) as Card[];
  return outcomeOf([cards[0], cards[1], cards[2]] as Card[], [cards[3], cards[4], cards[5]] as Card[]);
}

/** What every player sees during the decision window: the player hand only. */
export function threeCardPokerPlayerView(outcome: ThreeCardPokerOutcome): ThreeCardPokerView {
  return { player: outcome.player };
}

/**
 * The standard strategy: play queen-six-four or better, fold anything lower. It is what the RTP assumes (house
 * edge 3.37 % of the ante); a player who does not decide in time at the table folds.
 */
export function threeCardPokerOptimalDecision(view: ThreeCardPokerView): ThreeCardPokerDecision {
  return threeCardPokerStrength(view.player.cards) >= THREE_CARD_POKER_PLAY_THRESHOLD ? 'play' : 'fold';
}

/**
 * What an ante that was played returns, in hundredths of the ante, stake included: the ante's own result (dealer
 * not qualified or beaten 200, a tie 100, beaten 0) plus the ante bonus for the player's hand. The play bet returns
 * 100 when the dealer does not qualify, else 200 / 100 / 0 on a win / tie / loss (`threeCardPokerPlayMultiplierX100`).
 */
export function threeCardPokerAnteMultiplierX100(
  config: ThreeCardPokerConfig,
  outcome: Pick<ThreeCardPokerOutcome, 'player' | 'dealerQualifies' | 'showdown'>,
): number {
  const own =
    !outcome.dealerQualifies || outcome.showdown === 'player' ? 200 : outcome.showdown === 'tie' ? 100 : 0;
  return own + config.anteBonus[outcome.player.handClass];
}

export function threeCardPokerPlayMultiplierX100(
  outcome: Pick<ThreeCardPokerOutcome, 'dealerQualifies' | 'showdown'>,
): number {
  if (!outcome.dealerQualifies) return 100;
  return outcome.showdown === 'player' ? 200 : outcome.showdown === 'tie' ? 100 : 0;
}

export function validateThreeCardPokerBets(
  config: ThreeCardPokerConfig,
  bets: readonly ThreeCardPokerBet[],
): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    if (!THREE_CARD_POKER_BET_TYPES.includes(bet.type))
      betError(`three-card-poker: the bet type is one of ${THREE_CARD_POKER_BET_TYPES.join(', ')}`);
  }
}

function assertDecision(decision: unknown): asserts decision is ThreeCardPokerDecision {
  if (!THREE_CARD_POKER_DECISIONS.includes(decision as ThreeCardPokerDecision))
    actionError(`three-card-poker: the decision is one of ${THREE_CARD_POKER_DECISIONS.join(', ')}`);
}

/**
 * Pays one player's bets on a drawn outcome for their decision (the shared round's, or one passed back by the
 * verification page, which must be what its cards make). `play` debits a play bet equal to each ante; `fold`
 * loses the antes. Pair plus is paid on the player's hand either way. With no ante the decision changes nothing.
 */
export function settleThreeCardPoker(
  config: ThreeCardPokerConfig,
  bets: readonly ThreeCardPokerBet[],
  decision: ThreeCardPokerDecision,
  outcome: ThreeCardPokerOutcome,
): ThreeCardPokerResult {
  validateThreeCardPokerBets(config, bets);
  assertDecision(decision);
  return settleOutcome(config, bets, decision, checkedOutcome(outcome));
}

/** deal + decide (the standard strategy unless another is given) + settle, for the simulations. */
export function playThreeCardPoker(
  config: ThreeCardPokerConfig,
  bets: readonly ThreeCardPokerBet[],
  source: RandomSource,
  strategy: (view: ThreeCardPokerView) => ThreeCardPokerDecision = threeCardPokerOptimalDecision,
): ThreeCardPokerResult {
  validateThreeCardPokerBets(config, bets);
  const outcome = dealThreeCardPoker(source);
  const decision = strategy(threeCardPokerPlayerView(outcome));
  assertDecision(decision);
  return settleOutcome(config, bets, decision, outcome);
}

function settleOutcome(
  config: ThreeCardPokerConfig,
  bets: readonly ThreeCardPokerBet[],
  decision: ThreeCardPokerDecision,
  outcome: ThreeCardPokerOutcome,
): ThreeCardPokerResult {
  const wagers: ThreeCardPokerWager[] = [...bets];
  if (decision === 'play') {
    for (const bet of bets) if (bet.type === 'ante') wagers.push({ type: 'play', stake: bet.stake });
  }
  const ante = decision === 'play' ? threeCardPokerAnteMultiplierX100(config, outcome) : 0;
  const play = threeCardPokerPlayMultiplierX100(outcome);
  const pairPlus = config.pairPlus[outcome.player.handClass];
  const settlement = settleBets(wagers, (wager) =>
    wager.type === 'ante' ? ante : wager.type === 'play' ? play : pairPlus,
  );
  let playStake = 0n;
  for (let i = bets.length; i < wagers.length; i++) playStake += (wagers[i] as ThreeCardPokerWager).stake;
  return { outcome, decision, playStake, ...settlement };
}

function outcomeOf(player: readonly Card[], dealer: readonly Card[]): ThreeCardPokerOutcome {
  const playerStrength = threeCardPokerStrength(player);
  const dealerStrength = threeCardPokerStrength(dealer);
  return {
    player: { cards: player, handClass: threeCardPokerClassOf(playerStrength) },
    dealer: { cards: dealer, handClass: threeCardPokerClassOf(dealerStrength) },
    dealerQualifies: dealerStrength >= THREE_CARD_POKER_DEALER_QUALIFIER,
    showdown: playerStrength > dealerStrength ? 'player' : playerStrength < dealerStrength ? 'dealer' : 'tie',
  };
}

const OUTCOME_SHAPE =
  'three-card-poker: the outcome holds three cards each for player and dealer, six distinct';

/** Rebuilds the outcome from its cards, refusing a malformed one or one whose evaluation disagrees. */
function checkedOutcome(outcome: unknown): ThreeCardPokerOutcome {
  if (typeof outcome !== 'object' || outcome === null) betError(OUTCOME_SHAPE);
  const given = outcome as Partial<Record<'player' | 'dealer', Partial<ThreeCardPokerHand>>> &
    Partial<Pick<ThreeCardPokerOutcome, 'dealerQualifies' | 'showdown'>>;
  const seen = new Set<string>();
  const hands: Card[][] = [];
  for (const seat of ['player', 'dealer'] as const) {
    const cards = given[seat]?.cards;
    if (!Array.isArray(cards) || cards.length !== 3) betError(OUTCOME_SHAPE);
    for (const card of cards as unknown[]) {
      if (!isCard(card) || seen.has(`${card.rank}${card.suit}`)) betError(OUTCOME_SHAPE);
      seen.add(`${card.rank}${card.suit}`);
    }
    hands.push((cards as Card[]).map(({ rank, suit }) => ({ rank, suit })));
  }
  const rebuilt = outcomeOf(hands[0] as Card[], hands[1] as Card[]);
  for (const seat of ['player', 'dealer'] as const) {
    if (given[seat]?.handClass !== rebuilt[seat].handClass)
      betError(`three-card-poker: the ${seat} hand's class is not what its cards make`);
  }
  if (given.dealerQualifies !== rebuilt.dealerQualifies || given.showdown !== rebuilt.showdown)
    betError('three-card-poker: dealerQualifies or showdown is not what the cards make');
  return rebuilt;
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
