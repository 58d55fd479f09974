import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../../fair/index.ts';
import { scriptedSource } from '../../../instant/shared/testing.ts';
import { simulationRounds } from '../../../simulation-size.ts';
import { type BetSimulation, simulateBets } from '../testing.ts';
import {
  DEFAULT_FOUR_D_CONFIG as config,
  drawFourD,
  type FourDBet,
  type FourDDraw,
  fourDExactRtp,
  fourDRtpTable,
  playFourD,
  settleFourD,
  validateFourDConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const DRAW: FourDDraw = {
  first: 1234,
  second: 42,
  third: 9999,
  starters: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  consolations: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
};
const payouts = (bets: FourDBet[], draw = DRAW) => settleFourD(config, bets, draw).bets.map((s) => s.payout);

describe('4d settlement', () => {
  it('draws 23 randomInt(source, 10000) numbers in prize order, drawing a repeat again', () => {
    const words = [
      1234, 42, 1234, 9999, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ];
    const source = scriptedSource(words);
    expect(drawFourD(source)).toEqual(DRAW);
    expect(source.remaining).toBe(0);
  });

  it('pays big on every tier and small on the top three only', () => {
    const bets: FourDBet[] = [
      { type: 'big', selection: 1234, stake: 100n },
      { type: 'big', selection: 42, stake: 100n },
      { type: 'big', selection: 9999, stake: 100n },
      { type: 'big', selection: 7, stake: 100n },
      { type: 'big', selection: 20, stake: 100n },
      { type: 'big', selection: 21, stake: 100n },
      { type: 'small', selection: 1234, stake: 100n },
      { type: 'small', selection: 42, stake: 100n },
      { type: 'small', selection: 9999, stake: 100n },
      { type: 'small', selection: 7, stake: 100n },
      { type: 'small', selection: 20, stake: 100n },
    ];
    expect(payouts(bets)).toEqual([
      290_000n,
      145_000n,
      72_000n,
      36_000n,
      9_000n,
      0n,
      495_000n,
      330_000n,
      132_000n,
      0n,
      0n,
    ]);
  });

  it('returns exactly the RTP to a player who backs every number once', () => {
    for (const type of ['big', 'small'] as const) {
      const bets = Array.from({ length: 10_000 }, (_, n): FourDBet => ({ type, selection: n, stake: 100n }));
      const result = settleFourD({ ...config, maxBetsPerRound: 10_000 }, bets, DRAW);
      expect(Number(result.totalPayout) / Number(result.totalStake)).toBeCloseTo(
        fourDExactRtp(config, type),
        14,
      );
    }
  });

  it('refuses malformed bets and draws', () => {
    const settle =
      (bet: unknown, draw: unknown = DRAW) =>
      () =>
        settleFourD(config, [bet as FourDBet], draw as FourDDraw);
    expect(settle({ type: 'big', selection: 10_000, stake: 1n })).toThrow(/number/);
    expect(settle({ type: 'big', selection: 1.5, stake: 1n })).toThrow(/number/);
    expect(settle({ type: 'ibet', selection: 1, stake: 1n })).toThrow(/unknown bet type/);
    expect(settle({ type: 'small', selection: 1, stake: 0n })).toThrow(/stake/);
    expect(settle({ type: 'small', selection: 1, stake: 1n }, { ...DRAW, second: 1234 })).toThrow(
      /23 distinct/,
    );
    expect(settle({ type: 'small', selection: 1, stake: 1n }, { ...DRAW, starters: [1, 2] })).toThrow(
      /23 distinct/,
    );
    expect(settle({ type: 'small', selection: 1, stake: 1n }, null)).toThrow(/23 distinct/);
  });

  it('draws the same numbers from the same fair seeds', () => {
    const seeds = { serverSeed: 'fast-4d-server', clientSeed: 'player', nonce: 4 };
    const bets: FourDBet[] = [{ type: 'big', selection: 8888, stake: 1n }];
    const first = playFourD(config, bets, fairSource(seeds));
    expect(playFourD(config, bets, fairSource(seeds))).toEqual(first);
    // Golden value, recomputed by an independent Python script.
    expect(first.draw).toEqual({
      first: 3404,
      second: 8833,
      third: 3170,
      starters: [7873, 7540, 654, 996, 3473, 793, 1745, 2920, 135, 4489],
      consolations: [76, 7965, 2465, 9287, 4562, 7263, 6568, 8162, 2641, 3125],
    });
  });
});

describe('4d properties', () => {
  const bet: fc.Arbitrary<FourDBet> = fc.record({
    type: fc.constantFrom('big', 'small') as fc.Arbitrary<'big'>,
    selection: fc.integer({ min: 0, max: 9_999 }),
    stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  });

  it('conserves money: total payout = Σ payouts ≥ 0, stake − payout is the house result', () => {
    fc.assert(
      fc.property(fc.array(bet, { minLength: 1, maxLength: 100 }), fc.integer(), (bets, seed) => {
        const source = seededSource(seed);
        const draw = drawFourD(source);
        // Make some bets win: point a few at drawn numbers.
        const aimed = bets.map((b, i) =>
          i % 3 === 0 ? { ...b, selection: i % 2 ? draw.first : (draw.starters[0] as number) } : b,
        );
        const result = settleFourD(config, aimed, draw);
        let payout = 0n;
        let staked = 0n;
        for (const settled of result.bets) {
          expect(settled.payout).toBeGreaterThanOrEqual(0n);
          payout += settled.payout;
          staked += settled.bet.stake;
        }
        expect(result.totalPayout).toBe(payout);
        expect(result.totalStake - result.totalPayout).toBe(staked - payout);
      }),
    );
  });

  it('draws 23 distinct numbers 0..9999 in JSON-plain form', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const draw = drawFourD(seededSource(seed));
        const numbers = [draw.first, draw.second, draw.third, ...draw.starters, ...draw.consolations];
        expect(numbers).toHaveLength(23);
        expect(new Set(numbers).size).toBe(23);
        for (const n of numbers) expect(Number.isInteger(n) && n >= 0 && n <= 9_999).toBe(true);
        expect(JSON.parse(JSON.stringify(draw))).toEqual(draw);
      }),
    );
  });
});

describe('4d RTP', () => {
  it('is 95.7 % on big and on small', () => {
    validateFourDConfig(config);
    const table = Object.fromEntries(fourDRtpTable(config).map(({ bet, rtp }) => [bet, rtp]));
    expect(table.big).toBeCloseTo(0.957, 14);
    expect(table.small).toBeCloseTo(0.957, 14);
  });

  it("refuses a config whose RTP leaves [90 %, 100 %), such as Singapore Pools' own tiers", () => {
    const singapore = {
      ...config,
      payouts: {
        big: { first: 200_000, second: 100_000, third: 49_000, starter: 25_000, consolation: 6_000 },
        small: { first: 300_000, second: 200_000, third: 80_000 },
      },
    };
    expect(() => validateFourDConfig(singapore)).toThrow(/4d big: RTP 65.9000 %/);
    const generous = {
      ...config,
      payouts: { ...config.payouts, small: { first: 500_000, second: 350_000, third: 150_000 } },
    };
    expect(() => validateFourDConfig(generous)).toThrow(/small: RTP/);
  });

  it(`simulates ${ROUNDS.toLocaleString('en')} draws of a big and a small bet within 4 standard errors`, () => {
    const bets: FourDBet[] = [
      { type: 'big', selection: 2026, stake: 10_000n },
      { type: 'small', selection: 168, stake: 10_000n },
    ];
    const source = seededSource(4);
    const sims = simulateBets(ROUNDS, 10_000n, () =>
      playFourD(config, bets, source).bets.map((s) => s.payout),
    );
    (['big', 'small'] as const).forEach((type, i) => {
      const sim = sims[i] as BetSimulation;
      expect(Math.abs(sim.rtp - fourDExactRtp(config, type))).toBeLessThan(4 * sim.standardError);
    });
  });
});
