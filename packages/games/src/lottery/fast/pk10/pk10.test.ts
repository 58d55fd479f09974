import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../../fair/index.ts';
import { scriptedSource } from '../../../instant/shared/testing.ts';
import { simulationRounds } from '../../../simulation-size.ts';
import { type BetSimulation, simulateBets } from '../testing.ts';
import {
  DEFAULT_PK10_CONFIG as config,
  drawPk10,
  type Pk10Bet,
  pk10ExactRtp,
  pk10RtpTable,
  pk10TopTwoWays,
  playPk10,
  settlePk10,
  validatePk10Config,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
/** Winner car 7, then 2, 10, 4, 5, 1, 9, 3, 8, 6: top two sum 9 (small, odd). */
const FINISH = [7, 2, 10, 4, 5, 1, 9, 3, 8, 6];
const payouts = (bets: Pk10Bet[], cars = FINISH) => settlePk10(config, bets, cars).bets.map((s) => s.payout);

describe('pk10 settlement', () => {
  it('draws with shuffled(source, [1..10]): nine randomInt calls from the top', () => {
    // Fisher–Yates: i = 9..1, j = randomInt(i + 1); all-zero words swap each top item with the first.
    expect(drawPk10(scriptedSource([0, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 1]);
  });

  it('pays car, position sides and dragon / tiger on 7 2 10 4 5 1 9 3 8 6', () => {
    const bets: Pk10Bet[] = [
      { type: 'car', position: 1, selection: 7, stake: 1_000n },
      { type: 'car', position: 2, selection: 7, stake: 1_000n },
      { type: 'big', position: 3, stake: 1_000n },
      { type: 'small', position: 3, stake: 1_000n },
      { type: 'odd', position: 6, stake: 1_000n },
      { type: 'even', position: 10, stake: 1_000n },
      { type: 'dragon', position: 1, stake: 1_000n }, // 7 vs 6
      { type: 'tiger', position: 1, stake: 1_000n },
      { type: 'tiger', position: 2, stake: 1_000n }, // 2 vs 8
      { type: 'dragon', position: 5, stake: 1_000n }, // 5 vs 1
    ];
    expect(payouts(bets)).toEqual([9_800n, 0n, 1_980n, 0n, 1_980n, 1_980n, 1_980n, 0n, 1_980n, 1_980n]);
  });

  it('pays the top-two sum bets: 9 is small and odd; 11 small; 12 big', () => {
    const sums: Pk10Bet[] = [
      { type: 'sum_big', stake: 1_000n },
      { type: 'sum_small', stake: 1_000n },
      { type: 'sum_odd', stake: 1_000n },
      { type: 'sum_even', stake: 1_000n },
      { type: 'sum', selection: 9, stake: 1_000n },
      { type: 'sum', selection: 11, stake: 1_000n },
    ];
    expect(payouts(sums)).toEqual([0n, 1_780n, 1_780n, 0n, 11_000n, 0n]);
    expect(payouts(sums, [10, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([0n, 1_780n, 1_780n, 0n, 0n, 8_800n]);
    expect(payouts(sums, [10, 2, 1, 3, 4, 5, 6, 7, 8, 9])).toEqual([2_200n, 0n, 0n, 2_200n, 0n, 0n]);
    expect(payouts([{ type: 'sum', selection: 19, stake: 1_000n }], [9, 10, 1, 2, 3, 4, 5, 6, 7, 8])).toEqual(
      [44_000n],
    );
  });

  it('refuses malformed bets and finishes', () => {
    const settle =
      (bet: unknown, cars = FINISH) =>
      () =>
        settlePk10(config, [bet as Pk10Bet], cars);
    expect(settle({ type: 'car', position: 11, selection: 1, stake: 1n })).toThrow(/position/);
    expect(settle({ type: 'car', position: 1, selection: 0, stake: 1n })).toThrow(/car/);
    expect(settle({ type: 'dragon', position: 6, stake: 1n })).toThrow(/position/);
    expect(settle({ type: 'sum', selection: 2, stake: 1n })).toThrow(/sum/);
    expect(settle({ type: 'sum_big', selection: 12, stake: 1n })).toThrow(/no selection/);
    expect(settle({ type: 'champion', stake: 1n })).toThrow(/unknown bet type/);
    expect(settle({ type: 'sum_odd', stake: 1 })).toThrow(/stake/);
    expect(settle({ type: 'sum_odd', stake: 1n }, [1, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toThrow(/each once/);
  });

  it('races the same finish from the same fair seeds', () => {
    const seeds = { serverSeed: 'fast-pk10-server', clientSeed: 'player', nonce: 9 };
    const bets: Pk10Bet[] = [{ type: 'sum_odd', stake: 1n }];
    const first = playPk10(config, bets, fairSource(seeds));
    expect(playPk10(config, bets, fairSource(seeds))).toEqual(first);
    expect(first.cars).toEqual([5, 6, 2, 10, 4, 1, 9, 8, 3, 7]); // golden value, recomputed by an independent Python script
  });
});

const stake = fc.bigInt({ min: 1n, max: 10n ** 12n });
const anyBet: fc.Arbitrary<Pk10Bet> = fc.oneof(
  fc.record({
    type: fc.constant('car' as const),
    position: fc.integer({ min: 1, max: 10 }),
    selection: fc.integer({ min: 1, max: 10 }),
    stake,
  }),
  fc.record({
    type: fc.constantFrom('big', 'small', 'odd', 'even') as fc.Arbitrary<'big'>,
    position: fc.integer({ min: 1, max: 10 }),
    stake,
  }),
  fc.record({
    type: fc.constantFrom('dragon', 'tiger') as fc.Arbitrary<'dragon'>,
    position: fc.integer({ min: 1, max: 5 }),
    stake,
  }),
  fc.record({
    type: fc.constantFrom('sum_big', 'sum_small', 'sum_odd', 'sum_even') as fc.Arbitrary<'sum_big'>,
    stake,
  }),
  fc.record({ type: fc.constant('sum' as const), selection: fc.integer({ min: 3, max: 19 }), stake }),
);

describe('pk10 properties', () => {
  it('conserves money: total payout = Σ payouts ≥ 0, stake − payout is the house result', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { minLength: 1, maxLength: 100 }), fc.integer(), (bets, seed) => {
        const result = playPk10(config, bets, seededSource(seed));
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

  it('draws a permutation of the cars 1..10', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect([...drawPk10(seededSource(seed))].sort((a, b) => a - b)).toEqual([
          1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
        ]);
      }),
    );
  });
});

describe('pk10 RTP', () => {
  it('lists the default RTPs; the sum ways add up to 90', () => {
    validatePk10Config(config);
    let ways = 0n;
    for (let sum = 3; sum <= 19; sum++) ways += pk10TopTwoWays(sum);
    expect(ways).toBe(90n);
    const table = Object.fromEntries(pk10RtpTable(config).map(({ bet, rtp }) => [bet, rtp]));
    expect(table.car).toBeCloseTo(0.98, 14);
    expect(table.dragon).toBeCloseTo(0.99, 14);
    expect(table.sum_big).toBeCloseTo(0.97778, 5);
    expect(table.sum_small).toBeCloseTo(0.98889, 5);
    expect(table.sum_11).toBeCloseTo(0.97778, 5);
    expect(table.sum_7).toBeCloseTo(0.97333, 5);
  });

  it('refuses a config whose RTP leaves [90 %, 100 %)', () => {
    const generous = { ...config, payouts: { ...config.payouts, sum: { ...config.payouts.sum, 3: 4_500 } } };
    expect(() => validatePk10Config(generous)).toThrow(/sum_3: RTP/);
    expect(() => validatePk10Config({ ...config, payouts: { ...config.payouts, sum_big: 225 } })).toThrow(
      /sum_big/,
    );
    expect(() => validatePk10Config({ ...config, payouts: { ...config.payouts, car: 890 } })).toThrow(
      /car: RTP/,
    );
  });

  it(`simulates ${ROUNDS.toLocaleString('en')} races: car, dragon, sum_small and sum 3 within 4 standard errors`, () => {
    const bets: Pk10Bet[] = [
      { type: 'car', position: 4, selection: 6, stake: 10_000n },
      { type: 'dragon', position: 2, stake: 10_000n },
      { type: 'sum_small', stake: 10_000n },
      { type: 'sum', selection: 3, stake: 10_000n },
    ];
    const source = seededSource(10);
    const sims = simulateBets(ROUNDS, 10_000n, () =>
      playPk10(config, bets, source).bets.map((s) => s.payout),
    );
    const exact = [
      pk10ExactRtp(config, 'car'),
      pk10ExactRtp(config, 'dragon'),
      pk10ExactRtp(config, 'sum_small'),
      pk10ExactRtp(config, 'sum', 3),
    ];
    exact.forEach((rtp, i) => {
      const sim = sims[i] as BetSimulation;
      expect(Math.abs(sim.rtp - rtp)).toBeLessThan(4 * sim.standardError);
    });
  });
});
