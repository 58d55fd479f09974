import type { BetOutcome, OutcomeProbabilities } from '../lines.ts';
import { type MarketSpec, marketKey, marketSelections } from '../markets/market-spec.ts';

/** One selection of a priced market: the chance of each outcome and its fair-price probability. */
export interface SelectionProbability {
  selection: string;
  /**
   * The probability the fair price is 1 / this: P(win) for a plain selection; for a selection that can
   * push or half-settle, the chance of the stake's decisive part winning (see fairProbability).
   */
  probability: number;
  outcomes: OutcomeProbabilities;
}

/** A market's fair book: its key and every selection's probabilities, in marketSelections order. */
export interface MarketProbabilities {
  key: string;
  selections: SelectionProbability[];
}

/**
 * The probability whose inverse is the fair price of a selection, i.e. the odds O at which the expected
 * return is the stake: O × (P(win) + P(half win)/2) + P(push) + P(half win)/2 + P(half lose)/2 = 1, so
 * 1/O = (w + hw/2) / (w + l + hw/2 + hl/2). For the two sides of a line these sum to 1; for a plain
 * selection it is P(win). 0 when the selection can only push.
 */
export function fairProbability(outcomes: OutcomeProbabilities): number {
  const { win, half_win, half_lose, lose } = outcomes;
  const decisive = win + lose + half_win / 2 + half_lose / 2;
  return decisive > 0 ? (win + half_win / 2) / decisive : 0;
}

/** Expected return of one unit staked at `odds` (thousandths), stake included. */
export function expectedReturn(outcomes: OutcomeProbabilities, odds: number): number {
  const o = odds / 1000;
  return outcomes.win * o + outcomes.half_win * (1 + o) * 0.5 + outcomes.push + outcomes.half_lose * 0.5;
}

/**
 * The book's theoretical return to a player who stakes 1 on every selection of the market at `odds`: the
 * mean of the selections' expected returns. With exact proportional prices and no pushes it is
 * 1 / (1 + margin); the ladder's rounding down lowers it a little, pushes raise it.
 */
export function theoreticalReturn(market: MarketProbabilities, odds: readonly number[]): number {
  let sum = 0;
  market.selections.forEach((selection, i) => {
    sum += expectedReturn(selection.outcomes, odds[i] as number);
  });
  return sum / market.selections.length;
}

/**
 * A market's probabilities as the expectation of its own settlement: `settle(selection, cell)` for every
 * cell of the model's result distribution, weighted by the cell's probability. Pricing and settlement
 * share one rule, so the price is always of what will be paid.
 */
export function marketFromDistribution<Cell>(
  spec: MarketSpec,
  cells: readonly { probability: number; cell: Cell }[],
  settle: (selection: string, cell: Cell) => BetOutcome,
): MarketProbabilities {
  const selections = marketSelections(spec).map((selection) => {
    const outcomes: Record<BetOutcome, number> = { win: 0, half_win: 0, push: 0, half_lose: 0, lose: 0 };
    for (const { probability, cell } of cells) outcomes[settle(selection, cell)] += probability;
    return { selection, probability: fairProbability(outcomes), outcomes };
  });
  return { key: marketKey(spec), selections };
}
