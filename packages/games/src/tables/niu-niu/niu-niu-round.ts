import type { RandomSource } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../instant/shared/table-round.ts';
import { type Card, dealCards, SUITS, type Suit } from '../cards/index.ts';
import {
  NIU_NIU_BET_TYPES,
  NIU_NIU_HAND_CLASSES,
  NIU_NIU_POSITIONS,
  NIU_NIU_SEATS,
  type NiuNiuBetType,
  type NiuNiuConfig,
  type NiuNiuHandClass,
  type NiuNiuPosition,
  type NiuNiuSeat,
} from './niu-niu-config.ts';

/**
 * A bet on one player position. For `double` the stake is the hold, max(doubleMultiples) × the bet shown to
 * the player (5× on the default table), so the worst loss is covered by what was debited.
 */
export interface NiuNiuBet {
  type: NiuNiuBetType;
  selection: NiuNiuPosition;
  stake: bigint;
}

/** One seat's five cards and what they make. */
export interface NiuNiuHand {
  /** The five cards in the order dealt. */
  readonly cards: readonly Card[];
  readonly handClass: NiuNiuHandClass;
  /** The highest card by rank (K high, A low), then suit (spades > hearts > clubs > diamonds): the tie-break. */
  readonly highCard: Card;
}

/** A round's shared draw: the four hands and which positions beat the banker (plain JSON). */
export interface NiuNiuOutcome {
  readonly banker: NiuNiuHand;
  readonly player_1: NiuNiuHand;
  readonly player_2: NiuNiuHand;
  readonly player_3: NiuNiuHand;
  readonly beatsBanker: Readonly<Record<NiuNiuPosition, boolean>>;
}

/**
 * `won` is true when the bet's position beat the banker (a losing double bet still returns part of its hold,
 * so a multiplier above 0 does not mean a win here).
 */
export interface NiuNiuResult extends TableSettlement<NiuNiuBet> {
  outcome: NiuNiuOutcome;
}

/** The cards a round deals from one fresh 52-card deck: five to each of the four seats. */
export const NIU_NIU_CARDS_DEALT = 20;

/** Read once (an imported binding is a getter call under the test transform; these run per card). */
const CLASSES = NIU_NIU_HAND_CLASSES;
const deal = dealCards;
const CLASS_INDEX = Object.fromEntries(CLASSES.map((handClass, index) => [handClass, index])) as Readonly<
  Record<NiuNiuHandClass, number>
>;

/** Bull value: ace 1, two to nine at face value, ten, jack, queen and king 10. */
export function niuNiuCardValue(card: Card): number {
  return card.rank >= 10 ? 10 : card.rank;
}

/**
 * The class index (position in NIU_NIU_HAND_CLASSES) of five card values; `fiveFace` when all five cards are
 * J, Q or K. A bull needs three cards summing to a multiple of 10, i.e. two cards whose sum ≡ the total (mod 10)
 * (the other three); its points are then the total mod 10 whichever three are chosen, 0 being bull-bull.
 */
export function niuNiuClassIndex(values: readonly number[], fiveFace: boolean): number {
  if (fiveFace) return 11;
  return bullIndex(values[0] ?? 0, values[1] ?? 0, values[2] ?? 0, values[3] ?? 0, values[4] ?? 0);
}

function bullIndex(a: number, b: number, c: number, d: number, e: number): number {
  const points = (a + b + c + d + e) % 10;
  const bull =
    (a + b) % 10 === points ||
    (a + c) % 10 === points ||
    (a + d) % 10 === points ||
    (a + e) % 10 === points ||
    (b + c) % 10 === points ||
    (b + d) % 10 === points ||
    (b + e) % 10 === points ||
    (c + d) % 10 === points ||
    (c + e) % 10 === points ||
    (d + e) % 10 === points;
  if (!bull) return 0;
  return points === 0 ? 10 : points;
}

/** Evaluates five cards. */
export function niuNiuHandOf(cards: readonly Card[]): NiuNiuHand {
  const [first, second, third, fourth, fifth] = cards as [Card, Card, Card, Card, Card];
  let highCard = first;
  let highKey = cardKey(first);
  for (let i = 1; i < 5; i++) {
    const card = cards[i] as Card;
    const key = cardKey(card);
    if (key > highKey) {
      highCard = card;
      highKey = key;
    }
  }
  const fiveFace =
    first.rank > 10 && second.rank > 10 && third.rank > 10 && fourth.rank > 10 && fifth.rank > 10;
  const index = fiveFace
    ? 11
    : bullIndex(
        niuNiuCardValue(first),
        niuNiuCardValue(second),
        niuNiuCardValue(third),
        niuNiuCardValue(fourth),
        niuNiuCardValue(fifth),
      );
  return { cards, handClass: CLASSES[index] as NiuNiuHandClass, highCard };
}

/**
 * Positive when `a` beats `b`, negative when `b` beats `a`: the higher class wins; in the same class the higher
 * high card (rank, then suit). Two hands from one deck never share a card, so there is never a tie.
 */
export function compareNiuNiuHands(a: NiuNiuHand, b: NiuNiuHand): number {
  return strength(a) - strength(b);
}

/** The round's shared draw: dealCards(source, 1, 20), card i going to NIU_NIU_SEATS[i mod 4] (banker first). */
export function dealNiuNiu(source: RandomSource): NiuNiuOutcome {
  const c = deal(source, 1, NIU_NIU_CARDS_DEALT) as Card[];
  return outcomeOf([
    [c[0], c[4], c[8], c[12], c[16]] as Card[],
    [c[1], c[5], c[9], c[13], c[17]] as Card[],
    [c[2], c[6], c[10], c[14], c[18]] as Card[],
    [c[3], c[7], c[11], c[15], c[19]] as Card[],
  ]);
}

/** The hold a double bet's stake covers, in bets: the largest multiple (5 on the default table). */
export function niuNiuDoubleHold(config: NiuNiuConfig): number {
  let hold = 0;
  for (const handClass of CLASSES) hold = Math.max(hold, config.doubleMultiples[handClass]);
  return hold;
}

/**
 * What a bet returns, in hundredths of its stake, when its position won (`beatsBanker`) or lost, `winnerClass`
 * being the class of the winning hand. equal: 200 − commission on a win, 0 on a loss. double (stake = hold ×
 * bet): 100 + multiple × (100 − commission) / hold on a win, 100 − 100 × multiple / hold on a loss.
 */
export function niuNiuMultiplierX100(
  config: NiuNiuConfig,
  type: NiuNiuBetType,
  beatsBanker: boolean,
  winnerClass: NiuNiuHandClass,
): number {
  return multiplierX100(config, niuNiuDoubleHold(config), type, beatsBanker, winnerClass);
}

function multiplierX100(
  config: NiuNiuConfig,
  hold: number,
  type: NiuNiuBetType,
  beatsBanker: boolean,
  winnerClass: NiuNiuHandClass,
): number {
  const commission = config.commissionPercent[type];
  if (type === 'equal') return beatsBanker ? 200 - commission : 0;
  const multiple = config.doubleMultiples[winnerClass];
  return beatsBanker ? 100 + (multiple * (100 - commission)) / hold : 100 - (100 * multiple) / hold;
}

export function validateNiuNiuBets(config: NiuNiuConfig, bets: readonly NiuNiuBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    if (!NIU_NIU_BET_TYPES.includes(bet.type))
      betError(`niu-niu: the bet type is one of ${NIU_NIU_BET_TYPES.join(', ')}`);
    if (!NIU_NIU_POSITIONS.includes(bet.selection))
      betError(`niu-niu: the position is one of ${NIU_NIU_POSITIONS.join(', ')}`);
  }
}

/**
 * Pays every bet on a drawn outcome (the verification page's entry point). The outcome must hold five distinct
 * cards per seat, and its classes, high cards and winners must be what those cards make.
 */
export function settleNiuNiu(
  config: NiuNiuConfig,
  bets: readonly NiuNiuBet[],
  outcome: NiuNiuOutcome,
): NiuNiuResult {
  validateNiuNiuBets(config, bets);
  return settleValidBets(config, bets, checkedOutcome(outcome));
}

/** One round: dealNiuNiu(source), then every bet settled on it. */
export function playNiuNiu(
  config: NiuNiuConfig,
  bets: readonly NiuNiuBet[],
  source: RandomSource,
): NiuNiuResult {
  validateNiuNiuBets(config, bets);
  return settleValidBets(config, bets, dealNiuNiu(source));
}

function settleValidBets(
  config: NiuNiuConfig,
  bets: readonly NiuNiuBet[],
  outcome: NiuNiuOutcome,
): NiuNiuResult {
  const hold = niuNiuDoubleHold(config);
  const settlement = settleBets(bets, (bet) => {
    const wins = outcome.beatsBanker[bet.selection];
    const winner = wins ? outcome[bet.selection] : outcome.banker;
    return multiplierX100(config, hold, bet.type, wins, winner.handClass);
  });
  for (const settled of settlement.bets) settled.won = outcome.beatsBanker[settled.bet.selection];
  return { outcome, ...settlement };
}

function outcomeOf(seatCards: readonly (readonly Card[])[]): NiuNiuOutcome {
  const banker = niuNiuHandOf(seatCards[0] as Card[]);
  const player_1 = niuNiuHandOf(seatCards[1] as Card[]);
  const player_2 = niuNiuHandOf(seatCards[2] as Card[]);
  const player_3 = niuNiuHandOf(seatCards[3] as Card[]);
  const bank = strength(banker);
  return {
    banker,
    player_1,
    player_2,
    player_3,
    beatsBanker: {
      player_1: strength(player_1) > bank,
      player_2: strength(player_2) > bank,
      player_3: strength(player_3) > bank,
    },
  };
}

const OUTCOME_SHAPE =
  'niu-niu: the outcome holds five distinct cards for each of banker, player_1, player_2, player_3';

/** Rebuilds the outcome from its cards, refusing a malformed one or one whose evaluation disagrees. */
function checkedOutcome(outcome: unknown): NiuNiuOutcome {
  if (typeof outcome !== 'object' || outcome === null) betError(OUTCOME_SHAPE);
  const given = outcome as Partial<Record<NiuNiuSeat, Partial<NiuNiuHand>>> & Partial<NiuNiuOutcome>;
  const seen = new Set<number>();
  const seatCards: Card[][] = [];
  for (const seat of NIU_NIU_SEATS) {
    const cards = given[seat]?.cards;
    if (!Array.isArray(cards) || cards.length !== 5) betError(OUTCOME_SHAPE);
    for (const card of cards as unknown[]) {
      if (!isCard(card) || seen.has(cardKey(card))) betError(OUTCOME_SHAPE);
      seen.add(cardKey(card));
    }
    seatCards.push((cards as Card[]).map(({ rank, suit }) => ({ rank, suit })));
  }
  const rebuilt = outcomeOf(seatCards);
  for (const seat of NIU_NIU_SEATS) {
    const hand = given[seat] as Partial<NiuNiuHand>;
    const high = hand.highCard;
    if (
      hand.handClass !== rebuilt[seat].handClass ||
      !isCard(high) ||
      cardKey(high) !== cardKey(rebuilt[seat].highCard)
    ) {
      betError(`niu-niu: the ${seat} hand's class or high card is not what its cards make`);
    }
  }
  for (const position of NIU_NIU_POSITIONS) {
    if (given.beatsBanker?.[position] !== rebuilt.beatsBanker[position])
      betError(`niu-niu: beatsBanker.${position} is not what the cards make`);
  }
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

/**
 * 4 × rank + the suit's tie-break order (diamonds 0 < clubs 1 < hearts 2 < spades 3, 黑红梅方): the higher key is
 * the higher card, and each card has its own key.
 */
function cardKey(card: Card): number {
  const suit = card.suit;
  return card.rank * 4 + (suit === 'spades' ? 3 : suit === 'hearts' ? 2 : suit === 'clubs' ? 1 : 0);
}

/** Class first, then the high card (cardKey ≤ 55 < 64). */
function strength(hand: NiuNiuHand): number {
  return CLASS_INDEX[hand.handClass] * 64 + cardKey(hand.highCard);
}
