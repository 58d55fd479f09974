import { describe, expect, it } from 'vitest';
import { seededSource } from '../../fair/seeded.ts';
import { simulationRounds } from '../../simulation-size.ts';
import type { FootballMarket } from '../markets/market-spec.ts';
import { assertResult } from '../markets/results.ts';
import { settleMarket } from '../markets/settle-market.ts';
import { singleReturn } from '../payout.ts';
import { theoreticalReturn } from '../pricing/expectation.ts';
import { footballMarketProbabilities } from '../pricing/football-pricing.ts';
import { bookOverround, priceWithMargin } from '../pricing/margin.ts';
import { simulateFootballMatch } from './football.ts';

const rates = { home: 1.5, away: 1.1 };
const MARGIN = 50; // 5 %: an overround of 105 %
const STAKE = 1_000_000n; // a multiple of 2000 minor units, so no floor is ever hit

/** Running mean and standard error of a per-match figure. */
function tally() {
  let n = 0;
  let sum = 0;
  let squares = 0;
  return {
    add(x: number) {
      n++;
      sum += x;
      squares += x * x;
    },
    get mean() {
      return sum / n;
    },
    get standardError() {
      const mean = sum / n;
      return Math.sqrt(Math.max(0, squares / n - mean * mean) / n);
    },
  };
}

describe('football simulation', () => {
  it('is deterministic from the seed', () => {
    const a = simulateFootballMatch(rates, seededSource(7));
    const b = simulateFootballMatch(rates, seededSource(7));
    expect(a).toEqual(b);
    const others = [8, 9, 10, 11].map((seed) => simulateFootballMatch(rates, seededSource(seed)).events);
    expect(others.some((events) => JSON.stringify(events) !== JSON.stringify(a.events))).toBe(true);
  });

  it('tells a consistent match: ordered events, a bet stop 5–15 s before each goal, the score it ends on', () => {
    const source = seededSource(2024);
    for (let i = 0; i < 100; i++) {
      const { events, result } = simulateFootballMatch(rates, source);
      assertResult('football', result);
      expect(events.filter((e) => e.kind === 'kick_off')).toHaveLength(2);
      expect(events.filter((e) => e.kind === 'stoppage').map((e) => e.minute)).toEqual([45, 90]);
      expect(events.find((e) => e.kind === 'half_time')?.score).toEqual(result.halfTime);
      expect(events.at(-1)).toMatchObject({ kind: 'full_time', score: result.fullTime });
      const clock = (e: (typeof events)[number]) => e.minute * 60 + e.second;
      events.forEach((event, k) => {
        if (k > 0 && event.half === events[k - 1]?.half)
          expect(clock(event)).toBeGreaterThanOrEqual(clock(events[k - 1] as typeof event));
        if (event.kind !== 'goal') return;
        const stop = events
          .slice(0, k)
          .findLast((e) => e.kind === 'danger' && e.team === event.team && e.minute === event.minute);
        expect(stop).toBeDefined();
        expect(clock(event) - clock(stop as typeof event)).toBeGreaterThanOrEqual(5);
        expect(clock(event) - clock(stop as typeof event)).toBeLessThanOrEqual(15);
      });
      const goals = events.filter((e) => e.kind === 'goal');
      expect(goals).toHaveLength(result.fullTime.home + result.fullTime.away);
    }
  });

  it('scores at the rates and returns the stated RTP on 1X2 and Asian handicap lines', () => {
    const matches = simulationRounds(200_000);
    const specs: FootballMarket[] = [
      { sport: 'football', period: 'ft', kind: '1x2' },
      { sport: 'football', period: 'ft', kind: 'ah', line: -2 }, // −0.5: no push
      { sport: 'football', period: 'ft', kind: 'ah', line: -1 }, // −0.25: half-lose on a draw
    ];
    const books = footballMarketProbabilities(rates, specs).map((market, i) => {
      if (!market) throw new Error('priced at kick-off');
      const price = priceWithMargin(
        market.selections.map((s) => s.probability),
        MARGIN,
      );
      if (price.status !== 'open') throw new Error('open at kick-off');
      return { spec: specs[i] as FootballMarket, market, odds: price.odds, returned: tally() };
    });
    const goals = { home: tally(), away: tally(), firstHalf: tally() };
    const source = seededSource(90);
    for (let i = 0; i < matches; i++) {
      const { result } = simulateFootballMatch(rates, source);
      goals.home.add(result.fullTime.home);
      goals.away.add(result.fullTime.away);
      goals.firstHalf.add(result.halfTime.home + result.halfTime.away);
      for (const book of books) {
        const settled = settleMarket(book.spec, result);
        let paid = 0n;
        book.market.selections.forEach(({ selection }, k) => {
          paid += singleReturn(STAKE, book.odds[k] as number, settled[selection] as 'win');
        });
        book.returned.add(Number(paid) / Number(STAKE * BigInt(book.odds.length)));
      }
    }
    expect(Math.abs(goals.home.mean - rates.home)).toBeLessThan(4 * goals.home.standardError);
    expect(Math.abs(goals.away.mean - rates.away)).toBeLessThan(4 * goals.away.standardError);
    expect(Math.abs(goals.firstHalf.mean - (rates.home + rates.away) / 2)).toBeLessThan(
      4 * goals.firstHalf.standardError,
    );
    for (const book of books) {
      const stated = theoreticalReturn(book.market, book.odds);
      // the stated RTP: 1 / overround, less the ladder's rounding (and more where a line can push)
      expect(Math.abs(stated - 1 / bookOverround(book.odds))).toBeLessThan(0.01);
      expect(Math.abs(book.returned.mean - stated)).toBeLessThan(4 * book.returned.standardError);
    }
  });
});
