import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../../fair/index.ts';
import { simulationRounds } from '../../../simulation-size.ts';
import { choose } from '../shared.ts';
import { type BetSimulation, simulateBets } from '../testing.ts';
import {
  DEFAULT_KENO_CONFIG as config,
  drawKeno,
  type KenoBet,
  kenoHitWays,
  kenoRtpTable,
  kenoSpotsRtp,
  kenoSumRtp,
  kenoSumWays,
  playKeno,
  settleKeno,
  validateKenoConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
/** 1..20: sum 210 (small, even). */
const LOW = Array.from({ length: 20 }, (_, i) => i + 1);
const payouts = (bets: KenoBet[], numbers: number[]) =>
  settleKeno(config, bets, numbers).bets.map((s) => s.payout);

describe('keno settlement', () => {
  it('pays spots bets by the paytable row of their size and the hits caught', () => {
    const bets: KenoBet[] = [
      { type: 'spots', selection: [5], stake: 1_000n },
      { type: 'spots', selection: [21], stake: 1_000n },
      { type: 'spots', selection: [1, 2, 3], stake: 1_000n },
      { type: 'spots', selection: [1, 2, 30], stake: 1_000n },
      { type: 'spots', selection: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], stake: 1_000n },
      { type: 'spots', selection: [71, 72, 73, 74, 75, 76, 77, 78, 79, 80], stake: 1_000n },
      { type: 'spots', selection: [1, 2, 3, 4, 5, 50, 51, 52, 53], stake: 1_000n },
    ];
    // 3.8×; lost; 3 of 3: 40×; 2 of 3: 2.8×; 10 of 10: 20,000×; 0 of 10: 1×; 5 of 9: 5×.
    expect(payouts(bets, LOW)).toEqual([3_800n, 0n, 40_000n, 2_800n, 20_000_000n, 1_000n, 5_000n]);
  });

  it('pays the sum bets: 210 is small and even; 810 pushes big and small', () => {
    const sums: KenoBet[] = [
      { type: 'sum_big', stake: 1_000n },
      { type: 'sum_small', stake: 1_000n },
      { type: 'sum_odd', stake: 1_000n },
      { type: 'sum_even', stake: 1_000n },
    ];
    expect(payouts(sums, LOW)).toEqual([0n, 1_980n, 0n, 1_980n]);
    const high = Array.from({ length: 20 }, (_, i) => 80 - i); // 61..80: 1410
    expect(payouts(sums, high)).toEqual([1_980n, 0n, 0n, 1_980n]);
    const middle = [
      ...Array.from({ length: 10 }, (_, i) => i + 1),
      ...Array.from({ length: 10 }, (_, i) => 71 + i),
    ];
    expect(middle.reduce((a, b) => a + b, 0)).toBe(810);
    expect(payouts(sums, middle)).toEqual([1_000n, 1_000n, 0n, 1_980n]);
    expect(payouts(sums, [...LOW.slice(0, 19), 21])).toEqual([0n, 1_980n, 1_980n, 0n]); // 211
  });

  it('refuses bad picks, unknown bets and bad draws', () => {
    const settle =
      (bet: unknown, numbers = LOW) =>
      () =>
        settleKeno(config, [bet as KenoBet], numbers);
    expect(settle({ type: 'spots', selection: [], stake: 1n })).toThrow(/1 to 10/);
    expect(settle({ type: 'spots', selection: LOW.slice(0, 11), stake: 1n })).toThrow(/1 to 10/);
    expect(settle({ type: 'spots', selection: [0], stake: 1n })).toThrow(/1..80/);
    expect(settle({ type: 'spots', selection: [4, 4], stake: 1n })).toThrow(/distinct/);
    expect(settle({ type: 'toString', stake: 1n })).toThrow(/unknown bet type/);
    expect(settle({ type: 'sum_big', selection: [1], stake: 1n })).toThrow(/no selection/);
    expect(settle({ type: 'sum_big', stake: -5n })).toThrow(/stake/);
    expect(settle({ type: 'sum_big', stake: 1n }, [...LOW.slice(0, 19), 1])).toThrow(/20 distinct/);
  });

  it('draws the same numbers from the same fair seeds', () => {
    const seeds = { serverSeed: 'fast-keno-server', clientSeed: 'player', nonce: 3 };
    const bets: KenoBet[] = [{ type: 'sum_odd', stake: 1n }];
    const first = playKeno(config, bets, fairSource(seeds));
    expect(playKeno(config, bets, fairSource(seeds))).toEqual(first);
    // Golden value, recomputed by an independent Python script.
    expect(first.numbers).toEqual([
      33, 51, 39, 62, 43, 2, 65, 10, 69, 31, 37, 68, 17, 30, 50, 52, 67, 74, 46, 58,
    ]);
    expect(first.sum).toBe(904);
  });
});

const pick = fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 });
const stake = fc.bigInt({ min: 1n, max: 10n ** 12n });
const anyBet: fc.Arbitrary<KenoBet> = fc.oneof(
  fc.record({ type: fc.constant('spots' as const), selection: pick, stake }),
  fc.record({
    type: fc.constantFrom('sum_big', 'sum_small', 'sum_odd', 'sum_even') as fc.Arbitrary<'sum_big'>,
    stake,
  }),
);

describe('keno properties', () => {
  it('conserves money: total payout = Σ payouts ≥ 0, stake − payout is the house result', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { minLength: 1, maxLength: 50 }), fc.integer(), (bets, seed) => {
        const result = playKeno(config, bets, seededSource(seed));
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

  it('draws 20 distinct numbers of 1..80 with their sum', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const numbers = drawKeno(seededSource(seed));
        expect(numbers).toHaveLength(20);
        expect(new Set(numbers).size).toBe(20);
        for (const n of numbers) expect(Number.isInteger(n) && n >= 1 && n <= 80).toBe(true);
      }),
    );
  });
});

describe('keno RTP', () => {
  it('is 92–95 % per spot count and 99 % on the sum bets; the counts add up', () => {
    validateKenoConfig(config);
    for (let spots = 1; spots <= 10; spots++) {
      let ways = 0n;
      for (let hits = 0; hits <= spots; hits++) ways += kenoHitWays(spots, hits);
      expect(ways).toBe(choose(80, spots));
    }
    expect(kenoSumWays().reduce((a, b) => a + b, 0n)).toBe(choose(80, 20));
    expect(kenoSpotsRtp(config, 1)).toBeCloseTo(0.95, 14);
    const table = Object.fromEntries(kenoRtpTable(config).map(({ bet, rtp }) => [bet, rtp]));
    expect(table.spots_10).toBeCloseTo(0.925853, 6);
    expect(table.sum_big).toBeCloseTo(table.sum_small as number, 14);
    expect(table.sum_big).toBeCloseTo(0.990044, 6);
    expect(table.sum_odd).toBeCloseTo(0.99, 9);
  });

  it('refuses a config whose RTP leaves [90 %, 100 %)', () => {
    const paytable = config.paytable.map((row) => [...row]);
    (paytable[0] as number[])[1] = 400; // 1 spot at 4× returns 100 %
    expect(() => validateKenoConfig({ ...config, paytable })).toThrow(/spots_1: RTP/);
    const stingy = { ...config, payouts: { ...config.payouts, sum_odd: 178 } };
    expect(() => validateKenoConfig(stingy)).toThrow(/sum_odd: RTP/);
  });

  it(`simulates ${ROUNDS.toLocaleString('en')} draws: 1-spot, 5-spot, 10-spot and sum_big within 4 standard errors`, () => {
    const bets: KenoBet[] = [
      { type: 'spots', selection: [7], stake: 10_000n },
      { type: 'spots', selection: [3, 14, 15, 27, 44], stake: 10_000n },
      { type: 'spots', selection: [1, 9, 17, 25, 33, 41, 49, 57, 65, 80], stake: 10_000n },
      { type: 'sum_big', stake: 10_000n },
    ];
    const source = seededSource(2026);
    const sims = simulateBets(ROUNDS, 10_000n, () =>
      playKeno(config, bets, source).bets.map((s) => s.payout),
    );
    bets.forEach((bet, i) => {
      const exact =
        bet.type === 'spots' ? kenoSpotsRtp(config, bet.selection.length) : kenoSumRtp(config, bet.type);
      const sim = sims[i] as BetSimulation;
      expect(Math.abs(sim.rtp - exact)).toBeLessThan(4 * sim.standardError);
    });
  });
});
