import type { TableDecision, TableDecisionFamily } from '@app/contracts';
import type { TableCard } from '@app/games';
import type { TableKey } from './table-texts';

/**
 * The player's own hand at a decision table as the server reports it (`TablePlayerState.decision`): its `view`
 * read into shapes this screen draws, what each move costs, and which of two reports is the later one.
 */

/** One blackjack hand of the player's (two after a split). */
export type BlackjackHandView = {
  cards: TableCard[];
  total: number;
  stake: bigint;
  doubled: boolean;
  done: boolean;
};

/** What one part of the player's bets paid once the round is revealed. */
export type DecisionResult = {
  type: string;
  stake: bigint;
  payout: bigint;
  /** Blackjack: the hand's result. */
  outcome?: 'blackjack' | 'win' | 'push' | 'lose';
};

export type BlackjackView = {
  activeHand: number;
  hands: BlackjackHandView[];
  results: DecisionResult[] | null;
};
export type PokerView = { decision: 'play' | 'fold' | null; results: DecisionResult[] | null };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function resultsOf(view: Record<string, unknown>): DecisionResult[] | null {
  if (!Array.isArray(view.results)) return null;
  return view.results.filter(isObject).map((part) => ({
    type: String(part.type),
    stake: BigInt(String(part.stake ?? 0)),
    payout: BigInt(String(part.payout ?? 0)),
    outcome: typeof part.outcome === 'string' ? (part.outcome as DecisionResult['outcome']) : undefined,
  }));
}

/** Blackjack's view: `{ activeHand, hands: [{ cards, total, stake, doubled, done }], results? }`. */
export function blackjackView(view: unknown): BlackjackView | null {
  if (!isObject(view) || !Array.isArray(view.hands)) return null;
  return {
    activeHand: typeof view.activeHand === 'number' ? view.activeHand : -1,
    hands: view.hands.filter(isObject).map((hand) => ({
      cards: Array.isArray(hand.cards) ? (hand.cards as TableCard[]) : [],
      total: Number(hand.total ?? 0),
      stake: BigInt(String(hand.stake ?? 0)),
      doubled: hand.doubled === true,
      done: hand.done === true,
    })),
    results: resultsOf(view),
  };
}

/** Three card poker's and casino hold'em's view: `{ decision: 'play' | 'fold' | null, results? }`. */
export function pokerView(view: unknown): PokerView {
  const decision = isObject(view) ? view.decision : null;
  return {
    decision: decision === 'play' || decision === 'fold' ? decision : null,
    results: isObject(view) ? resultsOf(view) : null,
  };
}

const hasResults = (decision: TableDecision) =>
  isObject(decision.view) && Array.isArray(decision.view.results);

/**
 * The report to keep of two about the player's hand: another round's is taken as it comes; of the same round's,
 * one with fewer moves (a state read before a move was answered) never replaces one with more, nor one without
 * the results one with them.
 */
export function laterDecision(next: TableDecision, known: TableDecision | null): TableDecision {
  if (!known || known.tableRoundId !== next.tableRoundId) return next;
  if (next.moves.length !== known.moves.length) return next.moves.length > known.moves.length ? next : known;
  return hasResults(known) && !hasResults(next) ? known : next;
}

/** A move's words on its button, by the table's game (hold'em's play is a call). */
export function moveKey(family: TableDecisionFamily, move: string): TableKey | null {
  switch (move) {
    case 'hit':
      return 'moveHit';
    case 'stand':
      return 'moveStand';
    case 'double':
      return 'moveDouble';
    case 'split':
      return 'moveSplit';
    case 'play':
      return family === 'casino-holdem' ? 'moveCall' : 'movePlay';
    case 'fold':
      return 'moveFold';
    default:
      return null;
  }
}

/**
 * What a move stakes on top of the bets: a double or a split the active hand's bet again, three card poker's play
 * the ante again, hold'em's call twice the ante; hit, stand and fold nothing.
 */
export function moveCost(
  family: TableDecisionFamily,
  move: string,
  decision: TableDecision,
  ante: bigint,
): bigint {
  if (move === 'double' || move === 'split') {
    const view = blackjackView(decision.view);
    return view?.hands[view.activeHand]?.stake ?? 0n;
  }
  if (move === 'play') return family === 'casino-holdem' ? 2n * ante : ante;
  return 0n;
}

const HAND_CLASSES = new Set([
  'high_card',
  'pair',
  'two_pair',
  'three_of_a_kind',
  'straight',
  'flush',
  'full_house',
  'four_of_a_kind',
  'straight_flush',
  'royal_flush',
  'pair_of_aces',
]);

/** A poker hand class's (or AA bonus hand's) words: `flush` → 'hc_flush'; null for one this screen does not know. */
export function handClassKey(handClass: unknown): TableKey | null {
  return typeof handClass === 'string' && HAND_CLASSES.has(handClass)
    ? (`hc_${handClass}` as TableKey)
    : null;
}

/** The moves in the order their buttons stand. */
const ORDER = ['hit', 'stand', 'double', 'split', 'play', 'fold'];

export function orderedMoves(legal: readonly string[]): string[] {
  return [...legal].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}
