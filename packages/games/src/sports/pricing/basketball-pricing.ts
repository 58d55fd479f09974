import { isIntegerIn, sportsError } from '../errors.ts';
import { type BetOutcome, settleHandicap, settleTotal } from '../lines.ts';
import type { BasketballMarket } from '../markets/market-spec.ts';
import type { MatchScore } from '../markets/results.ts';
import { convolve, discretizedNormal, type IntegerDistribution } from './distributions.ts';
import { type MarketProbabilities, marketFromDistribution } from './expectation.ts';

/** A game's regulation (48 minutes) in expectation: each side's points and the s.d. of margin and total. */
export interface BasketballModel {
  homePoints: number;
  awayPoints: number;
  marginSd: number;
  totalSd: number;
}

/** Where a game stands: regulation seconds left (2880 at tip-off) and the score so far. */
export interface BasketballState {
  secondsLeft: number;
  score: MatchScore;
}

export const REGULATION_SECONDS = 2880;
export const OVERTIME_SECONDS = 300;
export const BASKETBALL_TIP_OFF: BasketballState = {
  secondsLeft: REGULATION_SECONDS,
  score: { home: 0, away: 0 },
};

const positive = (x: unknown): boolean => typeof x === 'number' && Number.isFinite(x) && x > 0 && x < 1000;

function withoutZero(margin: IntegerDistribution): { values: Map<number, number>; zero: number } {
  const values = new Map<number, number>();
  let zero = 0;
  margin.probabilities.forEach((p, i) => {
    if (margin.offset + i === 0) zero = p;
    else values.set(margin.offset + i, p);
  });
  return { values, zero };
}

/**
 * The final margin (home − away) and total, overtime included. Model: what is left of regulation (a
 * fraction f of 48 minutes) adds a margin ~ N((homePoints − awayPoints)·f, marginSd²·f) and points ~
 * N((homePoints + awayPoints)·f, totalSd²·f), independent, rounded to integers (points never negative).
 * A regulation tie goes to overtime, the same model over 5 minutes; its own ties are folded in (renormalized:
 * double overtime is not modelled separately), and its points are added to the total.
 */
export function basketballFinalDistributions(
  model: BasketballModel,
  state: BasketballState = BASKETBALL_TIP_OFF,
): { margin: Map<number, number>; total: IntegerDistribution } {
  const { homePoints, awayPoints, marginSd, totalSd } = model;
  if (![homePoints, awayPoints, marginSd, totalSd].every(positive))
    sportsError('invalid_model', 'basketball model values are positive');
  const { secondsLeft, score } = state;
  if (
    !isIntegerIn(secondsLeft, 0, REGULATION_SECONDS) ||
    !isIntegerIn(score?.home, 0, 1000) ||
    !isIntegerIn(score?.away, 0, 1000)
  ) {
    sportsError('invalid_model', 'the state is regulation seconds left 0..2880 and a score');
  }
  const f = secondsLeft / REGULATION_SECONDS;
  const g = OVERTIME_SECONDS / REGULATION_SECONDS;
  const diff = homePoints - awayPoints;
  const sum = homePoints + awayPoints;
  const regulation = withoutZero(
    discretizedNormal(score.home - score.away + diff * f, marginSd * Math.sqrt(f)),
  );
  const overtime = withoutZero(discretizedNormal(diff * g, marginSd * Math.sqrt(g)));
  const margin = new Map(regulation.values);
  for (const [value, p] of overtime.values) {
    margin.set(value, (margin.get(value) ?? 0) + (regulation.zero * p) / (1 - overtime.zero));
  }
  const rest = discretizedNormal(sum * f, totalSd * Math.sqrt(f), 0);
  const atBuzzer: IntegerDistribution = {
    offset: score.home + score.away + rest.offset,
    probabilities: rest.probabilities,
  };
  const withOvertime = convolve(atBuzzer, discretizedNormal(sum * g, totalSd * Math.sqrt(g), 0));
  const total = new Map<number, number>();
  const add = (d: IntegerDistribution, weight: number): void => {
    d.probabilities.forEach((p, i) => {
      total.set(d.offset + i, (total.get(d.offset + i) ?? 0) + p * weight);
    });
  };
  add(atBuzzer, 1 - regulation.zero);
  add(withOvertime, regulation.zero);
  const offset = Math.min(...total.keys());
  const probabilities = Array.from(
    { length: Math.max(...total.keys()) - offset + 1 },
    (_, i) => total.get(offset + i) ?? 0,
  );
  return { margin, total: { offset, probabilities } };
}

function settleOnMargin(spec: BasketballMarket, selection: string, margin: number): BetOutcome {
  if (spec.kind === 'ml') return (selection === 'home') === margin > 0 ? 'win' : 'lose';
  return settleHandicap(
    (spec as { line: number }).line,
    Math.max(margin, 0),
    Math.max(-margin, 0),
    selection as 'home' | 'away',
  );
}

/** Fair probabilities of basketball markets (money line, spread, total; overtime included) at `state`. */
export function basketballMarketProbabilities(
  model: BasketballModel,
  specs: readonly BasketballMarket[],
  state: BasketballState = BASKETBALL_TIP_OFF,
): MarketProbabilities[] {
  const { margin, total } = basketballFinalDistributions(model, state);
  const margins = [...margin].map(([cell, probability]) => ({ probability, cell }));
  const totals = total.probabilities.map((probability, i) => ({ probability, cell: total.offset + i }));
  return specs.map((spec) =>
    spec.kind === 'ou'
      ? marketFromDistribution(spec, totals, (selection, points) =>
          settleTotal(spec.line, points, selection as 'over' | 'under'),
        )
      : marketFromDistribution(spec, margins, (selection, value) => settleOnMargin(spec, selection, value)),
  );
}
