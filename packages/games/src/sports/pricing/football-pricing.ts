import { isIntegerIn, sportsError } from '../errors.ts';
import { settleFootballOnScore } from '../markets/football-settlement.ts';
import type { FootballMarket } from '../markets/market-spec.ts';
import type { MatchScore } from '../markets/results.ts';
import { poissonProbabilities } from './distributions.ts';
import { type MarketProbabilities, marketFromDistribution } from './expectation.ts';

/** A side's strength as multipliers of the league average: attack scales goals scored, defence goals let in. */
export interface TeamStrength {
  attack: number;
  defence: number;
}

/** The league: average goals per team per match, and the home side's multiplier. */
export interface FootballLeague {
  goalsPerTeam: number;
  homeAdvantage: number;
}

export const DEFAULT_FOOTBALL_LEAGUE: FootballLeague = { goalsPerTeam: 1.35, homeAdvantage: 1.2 };

/** Expected goals of each side over a whole match (90 minutes with its stoppage time). */
export interface FootballRates {
  home: number;
  away: number;
}

/** Where a match stands: minutes played (0..90, stoppage not counted) and the score so far. */
export interface FootballState {
  minute: number;
  score: MatchScore;
}

export const FOOTBALL_KICK_OFF: FootballState = { minute: 0, score: { home: 0, away: 0 } };

const isRate = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0 && x <= 20;

/**
 * Goal rates from strengths (independent Poisson, a Maher-style model without Dixon–Coles' low-score
 * correction): home = goalsPerTeam × home.attack × away.defence × homeAdvantage; away = goalsPerTeam ×
 * away.attack × home.defence.
 */
export function footballRates(
  home: TeamStrength,
  away: TeamStrength,
  league: FootballLeague = DEFAULT_FOOTBALL_LEAGUE,
): FootballRates {
  const rates = {
    home: league.goalsPerTeam * home.attack * away.defence * league.homeAdvantage,
    away: league.goalsPerTeam * away.attack * home.defence,
  };
  assertRates(rates);
  return rates;
}

function assertRates(rates: FootballRates): void {
  if (!isRate(rates?.home) || !isRate(rates?.away)) sportsError('invalid_model', 'goal rates are in (0, 20]');
}

/**
 * The final score of a period that has `minutesLeft` of 90 to run from `scoreSoFar`: each side adds
 * Poisson(rate × minutesLeft / 90) goals, independently. Each side's count is cut where its tail is under
 * 5e-10 (so the matrix loses under 1e-9), and the matrix is renormalized to sum to 1.
 */
export function footballScoreDistribution(
  rates: FootballRates,
  minutesLeft: number,
  scoreSoFar: MatchScore = { home: 0, away: 0 },
): { probability: number; cell: MatchScore }[] {
  assertRates(rates);
  const home = poissonProbabilities((rates.home * minutesLeft) / 90);
  const away = poissonProbabilities((rates.away * minutesLeft) / 90);
  const cells: { probability: number; cell: MatchScore }[] = [];
  let total = 0;
  home.forEach((ph, h) => {
    away.forEach((pa, a) => {
      cells.push({ probability: ph * pa, cell: { home: scoreSoFar.home + h, away: scoreSoFar.away + a } });
      total += ph * pa;
    });
  });
  for (const cell of cells) cell.probability /= total;
  return cells;
}

/**
 * Fair probabilities of football markets at `state` (kick-off by default): full-time markets from the
 * score matrix of the minutes left; first-half markets (while the first half runs: minute < 45) from the
 * first half's own matrix, whose rate is half the match's. A first-half market after minute 45 answers
 * `undefined` (closed). Quarter lines go through their half-stake split (settleFootballOnScore).
 */
export function footballMarketProbabilities(
  rates: FootballRates,
  specs: readonly FootballMarket[],
  state: FootballState = FOOTBALL_KICK_OFF,
): (MarketProbabilities | undefined)[] {
  const { minute, score } = state;
  if (typeof minute !== 'number' || !(minute >= 0 && minute <= 90))
    sportsError('invalid_model', 'minute is 0..90');
  if (!isIntegerIn(score?.home, 0, 100) || !isIntegerIn(score?.away, 0, 100)) {
    sportsError('invalid_model', 'the score so far is two whole numbers');
  }
  let fullTime: ReturnType<typeof footballScoreDistribution> | undefined;
  let firstHalf: ReturnType<typeof footballScoreDistribution> | undefined;
  return specs.map((spec) => {
    if (spec.period === '1h' && minute >= 45) return undefined;
    if (spec.period === 'ft') fullTime ??= footballScoreDistribution(rates, 90 - minute, score);
    else firstHalf ??= footballScoreDistribution(rates, 45 - minute, score);
    const cells = (spec.period === 'ft' ? fullTime : firstHalf) as ReturnType<
      typeof footballScoreDistribution
    >;
    return marketFromDistribution(spec, cells, (selection, cell) =>
      settleFootballOnScore(spec, selection, cell),
    );
  });
}
