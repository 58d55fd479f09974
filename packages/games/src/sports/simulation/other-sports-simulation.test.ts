import { describe, expect, it } from 'vitest';
import { seededSource } from '../../fair/seeded.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { assertResult } from '../markets/results.ts';
import { basketballMarketProbabilities } from '../pricing/basketball-pricing.ts';
import { esportsMarketProbabilities } from '../pricing/esports-pricing.ts';
import { tennisMarketProbabilities } from '../pricing/tennis-pricing.ts';
import {
  basketballNormalModel,
  DEFAULT_BASKETBALL_SIMULATION,
  simulateBasketballGame,
} from './basketball.ts';
import { simulateEsportsMatch } from './esports.ts';
import { simulateTennisMatch } from './tennis.ts';

/** |frequency − p| within 4 binomial standard errors. */
function expectFrequency(hits: number, n: number, p: number): void {
  expect(Math.abs(hits / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
}

describe('basketball simulation', () => {
  const model = DEFAULT_BASKETBALL_SIMULATION;

  it('is deterministic and ends with a winner', () => {
    expect(simulateBasketballGame(model, seededSource(3))).toEqual(
      simulateBasketballGame(model, seededSource(3)),
    );
    const source = seededSource(4);
    for (let i = 0; i < 100; i++) {
      const { events, regulation, result } = simulateBasketballGame(model, source);
      assertResult('basketball', result);
      expect(events.filter((e) => e.kind === 'period_end').length).toBeGreaterThanOrEqual(4);
      expect(events.at(-1)?.score).toEqual(result.final);
      expect(regulation.home + regulation.away).toBeLessThanOrEqual(result.final.home + result.final.away);
    }
  });

  it('scores as its normal model says, and that model prices the money line', () => {
    const games = simulationRounds(50_000);
    const normal = basketballNormalModel(model);
    const [moneyLine] = basketballMarketProbabilities(normal, [{ sport: 'basketball', kind: 'ml' }]);
    const source = seededSource(5);
    let home = 0;
    let homeSquares = 0;
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const { regulation, result } = simulateBasketballGame(model, source);
      home += regulation.home;
      homeSquares += regulation.home ** 2;
      if (result.final.home > result.final.away) wins++;
    }
    const mean = home / games;
    const sd = Math.sqrt(homeSquares / games - mean * mean);
    expect(Math.abs(mean - normal.homePoints)).toBeLessThan((4 * sd) / Math.sqrt(games));
    // the normal is an approximation of a sum of 100 possessions: allow 0.02 beyond the sampling error
    const p = moneyLine?.selections[0]?.probability as number;
    expect(Math.abs(wins / games - p)).toBeLessThan(0.02 + 4 * Math.sqrt((p * (1 - p)) / games));
  });
});

describe('tennis simulation', () => {
  const model = { homeServe: 0.66, awayServe: 0.62, bestOf: 3 } as const;

  it('is deterministic and plays complete, valid matches', () => {
    expect(simulateTennisMatch(model, seededSource(1))).toEqual(simulateTennisMatch(model, seededSource(1)));
    const source = seededSource(2);
    for (let i = 0; i < 100; i++) {
      const { events, result } = simulateTennisMatch(model, source);
      assertResult('tennis', result);
      for (const set of result.sets) {
        const [w, l] = [Math.max(set.home, set.away), Math.min(set.home, set.away)];
        expect((w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6))).toBe(true);
      }
      expect(events.at(-1)?.kind).toBe('match');
    }
  });

  it('wins sets and matches as the dynamic programme prices them', () => {
    const matches = simulationRounds(100_000);
    const [match, set1] = tennisMarketProbabilities(model, [
      { sport: 'tennis', kind: 'winner' },
      { sport: 'tennis', kind: 'set_winner', set: 1 },
    ]);
    const source = seededSource(6);
    let matchWins = 0;
    let setWins = 0;
    for (let i = 0; i < matches; i++) {
      const { result } = simulateTennisMatch(model, source);
      if (result.setsWon.home > result.setsWon.away) matchWins++;
      const first = result.sets[0];
      if (first && first.home > first.away) setWins++;
    }
    expectFrequency(matchWins, matches, match?.selections[0]?.probability as number);
    expectFrequency(setWins, matches, set1?.selections[0]?.probability as number);
  });
});

describe('e-sports simulation', () => {
  it('plays best-of-N map by map as priced', () => {
    const model = { mapWin: 0.58, bestOf: 5 };
    expect(simulateEsportsMatch(model, seededSource(1))).toEqual(
      simulateEsportsMatch(model, seededSource(1)),
    );
    const matches = simulationRounds(100_000);
    const [winner, fiveMaps] = esportsMarketProbabilities(model, [
      { sport: 'esports', kind: 'winner' },
      { sport: 'esports', kind: 'ou', line: 18 }, // over 4.5 maps: the match goes the distance
    ]);
    const source = seededSource(8);
    let wins = 0;
    let deciders = 0;
    for (let i = 0; i < matches; i++) {
      const { events, result } = simulateEsportsMatch(model, source);
      if (i < 100) {
        assertResult('esports', result);
        expect(events).toHaveLength(result.maps.home + result.maps.away);
      }
      if (result.maps.home > result.maps.away) wins++;
      if (result.maps.home + result.maps.away === 5) deciders++;
    }
    expectFrequency(wins, matches, winner?.selections[0]?.probability as number);
    expectFrequency(deciders, matches, fiveMaps?.selections[0]?.probability as number);
  });
});
