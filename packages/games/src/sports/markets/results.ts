import { isIntegerIn, sportsError } from '../errors.ts';
import type { Sport } from './market-spec.ts';

/** Goals, points, games, sets or maps of the two sides. */
export interface MatchScore {
  home: number;
  away: number;
}

/** Football: the full-time score (regular time with stoppage, no extra time) and the half-time score. */
export interface FootballResult {
  sport: 'football';
  fullTime: MatchScore;
  halfTime: MatchScore;
}

/** Basketball: the final score, overtime included (so never a tie). */
export interface BasketballResult {
  sport: 'basketball';
  final: MatchScore;
}

/** Tennis: sets won and each played set's games (a tie-break set is 7–6), best of 3 or 5. */
export interface TennisResult {
  sport: 'tennis';
  bestOf: 3 | 5;
  setsWon: MatchScore;
  sets: readonly MatchScore[];
}

/** E-sports (MOBA, tactical shooter): maps won in a best-of-N match (N odd). */
export interface EsportsResult {
  sport: 'esports';
  bestOf: number;
  maps: MatchScore;
}

export type SportResult = FootballResult | BasketballResult | TennisResult | EsportsResult;

function isScore(score: MatchScore | undefined): boolean {
  return score !== undefined && isIntegerIn(score.home, 0, 100_000) && isIntegerIn(score.away, 0, 100_000);
}

function resultError(message: string): never {
  sportsError('invalid_result', message);
}

/**
 * Throws `invalid_result` unless `result` is a complete, consistent result of `sport`: football half time
 * within full time; basketball not tied; tennis sets won counted from the sets' games, the winner on
 * ⌈N/2⌉ sets; e-sports the winner on ⌈N/2⌉ maps. A retirement or a walkover is not a result: void the markets.
 */
export function assertResult(sport: Sport, result: SportResult): void {
  if (result?.sport !== sport) resultError(`a ${sport} market needs a ${sport} result`);
  switch (result.sport) {
    case 'football': {
      const { fullTime, halfTime } = result;
      if (!isScore(fullTime) || !isScore(halfTime)) resultError('football scores are whole numbers');
      if (halfTime.home > fullTime.home || halfTime.away > fullTime.away) {
        resultError('the half-time score cannot exceed the full-time score');
      }
      return;
    }
    case 'basketball':
      if (!isScore(result.final)) resultError('basketball scores are whole numbers');
      if (result.final.home === result.final.away)
        resultError('a basketball game ends in overtime, not a tie');
      return;
    case 'tennis':
      assertTennisResult(result);
      return;
    case 'esports': {
      const { bestOf, maps } = result;
      if (!isIntegerIn(bestOf, 1, 9) || bestOf % 2 === 0)
        resultError('e-sports matches are best of 1, 3, 5, 7 or 9');
      const needed = (bestOf + 1) / 2;
      if (
        !isScore(maps) ||
        Math.max(maps.home, maps.away) !== needed ||
        Math.min(maps.home, maps.away) >= needed
      ) {
        resultError(`a best of ${bestOf} ends when one side has won ${needed} maps`);
      }
      return;
    }
  }
}

function assertTennisResult(result: TennisResult): void {
  const { bestOf, setsWon, sets } = result;
  if (bestOf !== 3 && bestOf !== 5) resultError('tennis matches are best of 3 or 5');
  if (!Array.isArray(sets) || !sets.every(isScore)) resultError('each set is a score in games');
  const counted = { home: 0, away: 0 };
  for (const set of sets) {
    if (set.home === set.away) resultError('a played set has a winner');
    if (set.home > set.away) counted.home++;
    else counted.away++;
  }
  if (!isScore(setsWon) || setsWon.home !== counted.home || setsWon.away !== counted.away) {
    resultError('sets won must count the sets won in games');
  }
  const needed = (bestOf + 1) / 2;
  if (Math.max(counted.home, counted.away) !== needed || Math.min(counted.home, counted.away) >= needed) {
    resultError(`a best of ${bestOf} ends when one player has won ${needed} sets`);
  }
}
