import { describe, expect, it } from 'vitest';
import { SportsError } from '../errors.ts';
import { basketballFinalDistributions, basketballMarketProbabilities } from './basketball-pricing.ts';
import { convolve, discretizedNormal, normalCdf } from './distributions.ts';
import { esportsMapScoreDistribution, esportsMarketProbabilities } from './esports-pricing.ts';
import type { MarketProbabilities } from './expectation.ts';
import { holdProbability, tennisMarketProbabilities, tiebreakProbability } from './tennis-pricing.ts';

const sum = (market: MarketProbabilities | undefined) =>
  market?.selections.reduce((s, x) => s + x.probability, 0);
const first = (market: MarketProbabilities | undefined) => market?.selections[0]?.probability as number;

describe('normal helpers', () => {
  it('Φ matches known values to 1e-7', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.8413447461, 7);
    expect(normalCdf(-1.96)).toBeCloseTo(0.0249978951, 7);
    expect(normalCdf(3)).toBeCloseTo(0.998650102, 7);
  });

  it('discretizes a normal into integers summing to 1, and convolves', () => {
    const d = discretizedNormal(3.2, 2, 0);
    expect(d.offset).toBe(0);
    expect(d.probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(d.probabilities[0]).toBeCloseTo(normalCdf(-1.35), 7); // everything below ½ piles on 0
    const c = convolve({ offset: 1, probabilities: [0.5, 0.5] }, { offset: 0, probabilities: [0.5, 0.5] });
    expect(c).toEqual({ offset: 1, probabilities: [0.25, 0.5, 0.25] });
  });
});

describe('basketball pricing', () => {
  const model = { homePoints: 112, awayPoints: 108, marginSd: 13, totalSd: 18 };
  const specs = [
    { sport: 'basketball', kind: 'ml' },
    { sport: 'basketball', kind: 'ah', line: -16 },
    { sport: 'basketball', kind: 'ah', line: -18 },
    { sport: 'basketball', kind: 'ou', line: 882 },
    { sport: 'basketball', kind: 'ou', line: 881 },
  ] as const;

  it('sums every market to 1 and never ends tied', () => {
    const { margin } = basketballFinalDistributions(model);
    expect(margin.has(0)).toBe(false);
    for (const market of basketballMarketProbabilities(model, specs)) expect(sum(market)).toBeCloseTo(1, 9);
  });

  it('follows the normal model: the money line near Φ(4/13), the spread at the mean near ½', () => {
    const [ml, spread4, spread45, total] = basketballMarketProbabilities(model, specs);
    expect(first(ml)).toBeGreaterThan(0.6);
    expect(Math.abs(first(ml) - normalCdf(4 / 13))).toBeLessThan(0.01);
    expect(Math.abs(first(spread4) - 0.5)).toBeLessThan(0.01); // −4 on a mean margin of 4: ½ once pushes are out
    expect(first(spread45)).toBeLessThan(first(spread4));
    expect(Math.abs(first(total) - 0.5)).toBeLessThan(0.05); // overtime adds points: over 220.5 a bit above ½
  });

  it('in play, shrinks the uncertainty with the time left', () => {
    const late = basketballMarketProbabilities(model, [specs[0]], {
      secondsLeft: 60,
      score: { home: 100, away: 95 },
    });
    expect(first(late[0])).toBeGreaterThan(0.95);
    const end = basketballMarketProbabilities(model, [specs[0]], {
      secondsLeft: 0,
      score: { home: 100, away: 100 },
    });
    expect(Math.abs(first(end[0]) - 0.5)).toBeLessThan(0.1); // to overtime, the home edge scaled to 5 minutes
    expect(() =>
      basketballMarketProbabilities(model, specs, { secondsLeft: 3000, score: { home: 0, away: 0 } }),
    ).toThrow(SportsError);
  });
});

describe('tennis pricing', () => {
  it('holds serve by the classic formula and splits even tie-breaks evenly', () => {
    expect(holdProbability(0.5)).toBeCloseTo(0.5, 12);
    expect(holdProbability(0.6)).toBeCloseTo(0.735729, 6);
    expect(holdProbability(0.65)).toBeCloseTo(0.829645, 6);
    const even = { homeServe: 0.62, awayServe: 0.62, bestOf: 3 } as const;
    expect(tiebreakProbability(even, 'home')).toBeCloseTo(0.5, 12);
  });

  it('prices match and set winners; a third set carries its chance of not being played', () => {
    const model = { homeServe: 0.66, awayServe: 0.62, bestOf: 3 } as const;
    const [match, set1, set3] = tennisMarketProbabilities(model, [
      { sport: 'tennis', kind: 'winner' },
      { sport: 'tennis', kind: 'set_winner', set: 1 },
      { sport: 'tennis', kind: 'set_winner', set: 3 },
    ]);
    const s = first(set1);
    expect(s).toBeGreaterThan(0.5);
    // with sets independent the match is s² + 2s²(1 − s) (the serve order barely matters)
    expect(first(match)).toBeCloseTo(s * s * (3 - 2 * s), 2);
    expect(set3?.selections[0]?.outcomes.push).toBeCloseTo(s * s + (1 - s) * (1 - s), 2);
    for (const market of [match, set1, set3]) expect(sum(market)).toBeCloseTo(1, 9);
  });

  it('in play: a finished set is not priced, a best of 5 needs three', () => {
    const model = { homeServe: 0.64, awayServe: 0.64, bestOf: 5 } as const;
    const state = { sets: { home: 2, away: 0 }, games: { home: 5, away: 5 }, server: 'away' } as const;
    const [match, set1, set3] = tennisMarketProbabilities(
      model,
      [
        { sport: 'tennis', kind: 'winner' },
        { sport: 'tennis', kind: 'set_winner', set: 1 },
        { sport: 'tennis', kind: 'set_winner', set: 3 },
      ],
      state,
    );
    expect(set1).toBeUndefined();
    expect(first(set3)).toBeCloseTo(0.5, 1);
    expect(first(match)).toBeGreaterThan(0.85);
    expect(() => tennisMarketProbabilities(model, [], { ...state, games: { home: 6, away: 2 } })).toThrow(
      SportsError,
    );
    expect(() => tennisMarketProbabilities({ ...model, homeServe: 1 }, [])).toThrow(SportsError);
  });
});

describe('e-sports pricing', () => {
  it('gives the best-of-3 map scores: 2–0 p², 2–1 2p²(1 − p)', () => {
    const p = 0.6;
    const cells = esportsMapScoreDistribution({ mapWin: p, bestOf: 3 });
    const at = (h: number, a: number) =>
      cells.find((c) => c.cell.home === h && c.cell.away === a)?.probability;
    expect(at(2, 0)).toBeCloseTo(p * p, 12);
    expect(at(2, 1)).toBeCloseTo(2 * p * p * (1 - p), 12);
    expect(at(0, 2)).toBeCloseTo((1 - p) ** 2, 12);
    const [winner, ah, ou] = esportsMarketProbabilities({ mapWin: p, bestOf: 3 }, [
      { sport: 'esports', kind: 'winner' },
      { sport: 'esports', kind: 'ah', line: -6 },
      { sport: 'esports', kind: 'ou', line: 10 },
    ]);
    expect(first(winner)).toBeCloseTo(p * p * (3 - 2 * p), 12);
    expect(first(ah)).toBeCloseTo(p * p, 12);
    expect(first(ou)).toBeCloseTo(2 * p * (1 - p), 12);
    for (const market of [winner, ah, ou]) expect(sum(market)).toBeCloseTo(1, 12);
  });

  it('in play from the maps won; refuses even best-ofs', () => {
    const [winner] = esportsMarketProbabilities(
      { mapWin: 0.5, bestOf: 5 },
      [{ sport: 'esports', kind: 'winner' }],
      {
        maps: { home: 2, away: 0 },
      },
    );
    expect(first(winner)).toBeCloseTo(7 / 8, 12);
    expect(() => esportsMapScoreDistribution({ mapWin: 0.5, bestOf: 2 })).toThrow(SportsError);
  });
});
