import { describe, expect, it } from 'vitest';
import { SportsError } from '../errors.ts';
import type { FootballMarket } from '../markets/market-spec.ts';
import { poissonProbabilities } from './distributions.ts';
import { type MarketProbabilities, theoreticalReturn } from './expectation.ts';
import { footballMarketProbabilities, footballRates, footballScoreDistribution } from './football-pricing.ts';
import { bookOverround, priceWithMargin } from './margin.ts';

const rates = { home: 1.5, away: 1.1 };
const periods = ['ft', '1h'] as const;
const lines = [-7, -4, -3, -2, -1, 0, 1, 2, 3];
const totals = [2, 4, 5, 6, 8, 9, 10, 11, 12, 14];

const everyMarket: FootballMarket[] = periods.flatMap((period) => [
  { sport: 'football', period, kind: '1x2' },
  { sport: 'football', period, kind: 'dc' },
  { sport: 'football', period, kind: 'oe' },
  { sport: 'football', period, kind: 'cs' },
  ...lines.map((line) => ({ sport: 'football', period, kind: 'ah', line }) as const),
  ...totals.map((line) => ({ sport: 'football', period, kind: 'ou', line }) as const),
]);

const sum = (market: MarketProbabilities) => market.selections.reduce((s, x) => s + x.probability, 0);
const byKey = (markets: (MarketProbabilities | undefined)[], key: string) =>
  markets.find((m) => m?.key === key);

describe('Poisson score matrix', () => {
  it('gives the known Poisson values: rates 1.5 and 1.1, P(0–0) = e^−2.6', () => {
    const cells = footballScoreDistribution(rates, 90);
    const at = (h: number, a: number) =>
      cells.find((c) => c.cell.home === h && c.cell.away === a)?.probability;
    expect(at(0, 0)).toBeCloseTo(Math.exp(-2.6), 10);
    expect(at(1, 0)).toBeCloseTo(1.5 * Math.exp(-2.6), 10);
    expect(at(2, 1)).toBeCloseTo(((1.5 ** 2 / 2) * 1.1 * Math.exp(-2.6)) as number, 10);
    expect(cells.reduce((s, c) => s + c.probability, 0)).toBeCloseTo(1, 12);
  });

  it('truncates each side where its tail is under 5e-10', () => {
    const home = poissonProbabilities(1.5);
    const kept = home.reduce((s, p) => s + p, 0);
    expect(1 - kept).toBeLessThan(5e-10);
    expect(1 - (kept - (home.at(-1) as number))).toBeGreaterThanOrEqual(5e-10);
  });

  it('builds rates from strengths', () => {
    expect(footballRates({ attack: 1.2, defence: 0.9 }, { attack: 1, defence: 1.1 })).toEqual({
      home: 1.35 * 1.2 * 1.1 * 1.2,
      away: 1.35 * 1 * 0.9,
    });
    expect(() => footballRates({ attack: -1, defence: 1 }, { attack: 1, defence: 1 })).toThrow(SportsError);
  });
});

describe('football market probabilities', () => {
  const markets = footballMarketProbabilities(rates, everyMarket);

  it('sum to 1 for every market (double chance: 2, each result wins two of its three)', () => {
    for (const market of markets) {
      if (!market) throw new Error('a kick-off market is priced');
      expect(sum(market)).toBeCloseTo(market.key.endsWith(':dc') ? 2 : 1, 9);
      for (const { outcomes } of market.selections) {
        expect(Object.values(outcomes).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
      }
    }
  });

  it('agree with the Poisson sums and with draw-no-bet and quarter-line algebra', () => {
    const home = poissonProbabilities(1.5);
    const away = poissonProbabilities(1.1);
    const draw = home.reduce((s, p, k) => s + p * (away[k] ?? 0), 0);
    const [h, x, a] = byKey(markets, 'ft:1x2')?.selections.map((s) => s.probability) ?? [];
    expect(x).toBeCloseTo(draw, 9);
    expect((h as number) + (x as number) + (a as number)).toBeCloseTo(1, 12);
    expect(byKey(markets, 'ft:ah:0')?.selections[0]?.probability).toBeCloseTo((h as number) / (1 - draw), 9);
    // home −0.25: wins on a home win, loses half on a draw → fair 1/O = pH / (1 − pD/2)
    expect(byKey(markets, 'ft:ah:-1')?.selections[0]?.probability).toBeCloseTo(
      (h as number) / (1 - draw / 2),
      9,
    );
    // over 2.5 = P(total ≥ 3) with total ~ Poisson(2.6)
    const under3 = Math.exp(-2.6) * (1 + 2.6 + 2.6 ** 2 / 2);
    expect(byKey(markets, 'ft:ou:10')?.selections[0]?.probability).toBeCloseTo(1 - under3, 9);
    // odd total: (1 − e^(−2·2.6)) / 2
    expect(byKey(markets, 'ft:oe')?.selections[0]?.probability).toBeCloseTo((1 - Math.exp(-5.2)) / 2, 9);
    // the first half is the same model at half the rates
    expect(byKey(markets, '1h:cs')?.selections[0]?.probability).toBeCloseTo(Math.exp(-1.3), 9);
  });

  it('in play, prices from the score so far and the minutes left; first-half markets close at 45', () => {
    const late = footballMarketProbabilities(rates, everyMarket, { minute: 80, score: { home: 1, away: 0 } });
    const ml = byKey(late, 'ft:1x2')?.selections.map((s) => s.probability) ?? [];
    // away needs a goal in 10 minutes just to draw: P(home still wins) ≥ P(no away goal) = e^(−1.1/9)
    expect(ml[0]).toBeGreaterThan(Math.exp(-1.1 / 9));
    expect(byKey(late, 'ft:cs')?.selections.find((s) => s.selection === '0-0')?.probability).toBe(0);
    expect(late.filter((m) => m === undefined)).toHaveLength(everyMarket.length / 2);
    const over = footballMarketProbabilities(rates, [{ sport: 'football', period: 'ft', kind: '1x2' }], {
      minute: 90,
      score: { home: 2, away: 2 },
    });
    expect(over[0]?.selections.map((s) => s.probability)).toEqual([0, 1, 0]);
    expect(() =>
      footballMarketProbabilities(rates, everyMarket, { minute: 91, score: { home: 0, away: 0 } }),
    ).toThrow(SportsError);
  });
});

describe('priceWithMargin', () => {
  const markets = footballMarketProbabilities(rates, everyMarket) as MarketProbabilities[];

  it('spreads the margin proportionally and rounds down to the 0.01 ladder', () => {
    expect(priceWithMargin([0.5, 0.5], 50)).toEqual({ status: 'open', odds: [1900, 1900] }); // 1.9048 → 1.90
    expect(priceWithMargin([0.25, 0.75], 0)).toEqual({ status: 'open', odds: [4000, 1330] });
    expect(priceWithMargin([0.001, 0.999 - 1e-12], 50)).toEqual({
      status: 'suspended',
      reason: 'favourite_above_99',
    });
    expect(priceWithMargin([0.98, 0.02], 50)).toEqual({ status: 'suspended', reason: 'below_min_odds' });
    expect(priceWithMargin([1e-9, 0.5, 0.5 - 1e-9], 50)).toMatchObject({ odds: [500_000, 1900, 1900] });
    expect(() => priceWithMargin([0.5, 0.5], 501)).toThrow(SportsError);
  });

  it('keeps every price on the ladder and the overround at least the margin', () => {
    for (const margin of [0, 30, 50, 80]) {
      for (const market of markets) {
        const probabilities = market.selections.map((s) => s.probability);
        const price = priceWithMargin(probabilities, margin);
        if (price.status !== 'open') continue;
        for (const odds of price.odds) {
          expect(odds % 10).toBe(0);
          expect(odds).toBeGreaterThanOrEqual(1010);
          expect(odds).toBeLessThanOrEqual(500_000);
        }
        const fairSum = probabilities.reduce((s, p) => s + p, 0);
        expect(bookOverround(price.odds)).toBeGreaterThanOrEqual(fairSum * (1 + margin / 1000) - 1e-12);
      }
    }
  });

  it('returns at most 1 / (1 + margin) on a market without pushes', () => {
    for (const key of ['ft:1x2', 'ft:ah:-2', 'ft:ou:10', 'ft:cs', '1h:1x2']) {
      const market = byKey(markets, key) as MarketProbabilities;
      const price = priceWithMargin(
        market.selections.map((s) => s.probability),
        50,
      );
      if (price.status !== 'open') throw new Error(`${key} is open`);
      const rtp = theoreticalReturn(market, price.odds);
      expect(rtp).toBeLessThanOrEqual(1 / 1.05 + 1e-12);
      expect(rtp).toBeGreaterThan(key === 'ft:cs' ? 0.85 : 0.93); // the ladder's rounding costs a little
    }
  });
});
