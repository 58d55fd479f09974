import { type RandomSource, randomFloat } from '../../fair/random.ts';
import { isIntegerIn, isProbability, sportsError } from '../errors.ts';
import type { TeamSide } from '../lines.ts';
import type { BasketballResult, MatchScore } from '../markets/results.ts';
import type { BasketballModel } from '../pricing/basketball-pricing.ts';

/** What one possession scores: the chance of 1, 2 and 3 points (the rest scores nothing). */
export interface PossessionModel {
  onePoint: number;
  twoPoints: number;
  threePoints: number;
}

/** Both sides' possessions, and how many each side has per 12-minute quarter. */
export interface BasketballSimulationModel {
  home: PossessionModel;
  away: PossessionModel;
  possessionsPerQuarter: number;
}

/** About 112–108 in expectation over 100 possessions a side, an NBA-like game. */
export const DEFAULT_BASKETBALL_SIMULATION: BasketballSimulationModel = {
  home: { onePoint: 0.08, twoPoints: 0.37, threePoints: 0.1 },
  away: { onePoint: 0.08, twoPoints: 0.36, threePoints: 0.1 },
  possessionsPerQuarter: 25,
};

export interface BasketballEvent {
  kind: 'score' | 'period_end';
  /** 1..4, then 5.. for overtimes. */
  period: number;
  secondsLeft: number;
  team?: TeamSide;
  points?: number;
  score: MatchScore;
}

function moments(p: PossessionModel): { mean: number; variance: number } {
  const mean = p.onePoint + 2 * p.twoPoints + 3 * p.threePoints;
  return { mean, variance: p.onePoint + 4 * p.twoPoints + 9 * p.threePoints - mean * mean };
}

function assertModel(model: BasketballSimulationModel): void {
  const ok = (p: PossessionModel) =>
    [p?.onePoint, p?.twoPoints, p?.threePoints].every(isProbability) &&
    p.onePoint + p.twoPoints + p.threePoints <= 1 &&
    p.onePoint + p.twoPoints + p.threePoints > 0;
  if (!ok(model.home) || !ok(model.away) || !isIntegerIn(model.possessionsPerQuarter, 1, 100)) {
    sportsError('invalid_model', 'possession chances sum to (0, 1]; 1..100 possessions a quarter');
  }
}

/**
 * The pricing model (basketball-pricing.ts) this simulation implies: over the 4n possessions a side has in
 * regulation, points have mean 4n × E[points] and variance 4n × Var[points]; margin and total share the
 * s.d. √(4n (Var_home + Var_away)) as the sides are independent. The normal is its approximation (CLT).
 */
export function basketballNormalModel(model: BasketballSimulationModel): BasketballModel {
  assertModel(model);
  const n = 4 * model.possessionsPerQuarter;
  const home = moments(model.home);
  const away = moments(model.away);
  const sd = Math.sqrt(n * (home.variance + away.variance));
  return { homePoints: n * home.mean, awayPoints: n * away.mean, marginSd: sd, totalSd: sd };
}

/**
 * A game possession by possession from `source`: four quarters of 2n alternating possessions (home starts
 * the odd periods), the clock split evenly between them, then 5-minute overtimes of round(5n/12)
 * possessions a side until the score is not tied. One randomFloat per possession: 3 points below
 * P(3), 2 below P(3) + P(2), 1 below P(3) + P(2) + P(1).
 */
export function simulateBasketballGame(
  model: BasketballSimulationModel,
  source: RandomSource,
): { events: BasketballEvent[]; regulation: MatchScore; result: BasketballResult } {
  assertModel(model);
  const score = { home: 0, away: 0 };
  const events: BasketballEvent[] = [];
  let regulation: MatchScore = score;
  for (let period = 1; period <= 4 || score.home === score.away; period++) {
    const overtime = period > 4;
    const perSide = overtime
      ? Math.max(1, Math.round((model.possessionsPerQuarter * 5) / 12))
      : model.possessionsPerQuarter;
    const seconds = overtime ? 300 : 720;
    for (let i = 0; i < 2 * perSide; i++) {
      const team: TeamSide = (i % 2 === 0) === (period % 2 === 1) ? 'home' : 'away';
      const p = model[team];
      const u = randomFloat(source);
      const points =
        u < p.threePoints
          ? 3
          : u < p.threePoints + p.twoPoints
            ? 2
            : u < p.threePoints + p.twoPoints + p.onePoint
              ? 1
              : 0;
      if (points === 0) continue;
      score[team] += points;
      const secondsLeft = seconds - Math.round((seconds * (i + 1)) / (2 * perSide));
      events.push({ kind: 'score', period, secondsLeft, team, points, score: { ...score } });
    }
    events.push({ kind: 'period_end', period, secondsLeft: 0, score: { ...score } });
    if (period === 4) regulation = { ...score };
  }
  return { events, regulation, result: { sport: 'basketball', final: { ...score } } };
}
