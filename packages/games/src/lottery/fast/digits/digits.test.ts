import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../../fair/index.ts';
import { InstantGameError } from '../../../instant/shared/errors.ts';
import { scriptedSource } from '../../../instant/shared/testing.ts';
import { simulationRounds } from '../../../simulation-size.ts';
import { type BetSimulation, simulateBets } from '../testing.ts';
import {
  DEFAULT_3D_CONFIG as config3d,
  DEFAULT_5D_CONFIG as config5d,
  type DigitBet,
  type DigitLotteryConfig,
  digitExactRtp,
  digitRtpTable,
  digitSumWays,
  playDigitLottery,
  settleDigitLottery,
  validateDigitLotteryConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const payouts = (config: DigitLotteryConfig, bets: DigitBet[], digits: number[]) =>
  settleDigitLottery(config, bets, digits).bets.map((settled) => settled.payout);

describe('5D settlement', () => {
  it('draws five randomInt(source, 10) digits, position 1 first', () => {
    const result = playDigitLottery(
      config5d,
      [{ type: 'sum_big', stake: 100n }],
      scriptedSource([3, 17, 9, 0, 4]),
    );
    expect(result.digits).toEqual([3, 7, 9, 0, 4]);
    expect(result.sum).toBe(23);
    expect(result.totalPayout).toBe(198n);
  });

  it('pays each bet type on the draw 3 7 9 0 4 (sum 23: big, odd; dragon 3 < 4: tiger)', () => {
    const bets: DigitBet[] = [
      { type: 'digit', position: 2, selection: 7, stake: 1_000n },
      { type: 'digit', position: 2, selection: 8, stake: 1_000n },
      { type: 'big', position: 3, stake: 1_000n },
      { type: 'small', position: 3, stake: 1_000n },
      { type: 'odd', position: 1, stake: 1_000n },
      { type: 'even', position: 4, stake: 1_000n },
      { type: 'sum_big', stake: 1_000n },
      { type: 'sum_small', stake: 1_000n },
      { type: 'sum_odd', stake: 1_000n },
      { type: 'sum_even', stake: 1_000n },
      { type: 'dragon', stake: 1_000n },
      { type: 'tiger', stake: 1_000n },
      { type: 'tie', stake: 1_000n },
    ];
    expect(payouts(config5d, bets, [3, 7, 9, 0, 4])).toEqual([
      9_800n,
      0n,
      1_980n,
      0n,
      1_980n,
      1_980n,
      1_980n,
      0n,
      1_980n,
      0n,
      0n,
      1_980n,
      0n,
    ]);
  });

  it('pushes dragon and tiger on a tie, which pays the tie bet; 22 is a small sum', () => {
    const bets: DigitBet[] = [
      { type: 'dragon', stake: 1_000n },
      { type: 'tiger', stake: 1_000n },
      { type: 'tie', stake: 1_000n },
      { type: 'sum_small', stake: 1_000n },
      { type: 'sum_even', stake: 1_000n },
    ];
    expect(payouts(config5d, bets, [5, 9, 2, 1, 5])).toEqual([1_000n, 1_000n, 9_500n, 1_980n, 1_980n]);
  });

  it('refuses unknown or malformed bets, bad stakes and bad draws', () => {
    const draw = [1, 2, 3, 4, 5];
    const settle =
      (bet: unknown, digits = draw) =>
      () =>
        settleDigitLottery(config5d, [bet as DigitBet], digits);
    expect(settle({ type: 'straight', selection: 12_345, stake: 1n })).toThrow(/unknown bet type/); // 3D only
    expect(settle({ type: 'digit', position: 6, selection: 1, stake: 1n })).toThrow(/position/);
    expect(settle({ type: 'digit', position: 1, selection: 10, stake: 1n })).toThrow(/digit/);
    expect(settle({ type: 'big', stake: 1n })).toThrow(/position/);
    expect(settle({ type: 'sum_big', position: 1, stake: 1n })).toThrow(/no position/);
    expect(settle({ type: 'odd', position: 1, stake: 0n })).toThrow(/stake/);
    expect(settle({ type: 'odd', position: 1, stake: 1n }, [1, 2, 3, 4])).toThrow(/5 digits/);
    expect(() => settleDigitLottery(config5d, [], draw)).toThrow(InstantGameError);
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as InstantGameError).code;
      }
      return undefined;
    };
    expect(codeOf(settle({ type: 'odd', position: 1, stake: 5 }))).toBe('invalid_stake');
    expect(codeOf(settle({ type: 'odd', position: 0, stake: 5n }))).toBe('invalid_bet');
  });

  it('draws the same digits from the same fair seeds', () => {
    const seeds = { serverSeed: 'fast-5d-server', clientSeed: 'player', nonce: 1 };
    const bets: DigitBet[] = [{ type: 'sum_odd', stake: 1n }];
    const first = playDigitLottery(config5d, bets, fairSource(seeds));
    expect(playDigitLottery(config5d, bets, fairSource(seeds))).toEqual(first);
    expect(first.digits).toEqual([1, 4, 9, 7, 3]); // golden value, recomputed by an independent Python script
    const three = { serverSeed: 'fast-3d-server', clientSeed: 'player', nonce: 2 };
    expect(playDigitLottery(config3d, bets, fairSource(three)).digits).toEqual([7, 5, 2]);
  });
});

describe('3D settlement', () => {
  it('pays the straight, the digits and the sum (14 is big) on 5 0 9', () => {
    const bets: DigitBet[] = [
      { type: 'straight', selection: 509, stake: 100n },
      { type: 'straight', selection: 905, stake: 100n },
      { type: 'digit', position: 3, selection: 9, stake: 100n },
      { type: 'sum_big', stake: 100n },
      { type: 'sum_even', stake: 100n },
      { type: 'small', position: 2, stake: 100n },
      { type: 'tiger', stake: 100n },
    ];
    expect(payouts(config3d, bets, [5, 0, 9])).toEqual([98_000n, 0n, 980n, 198n, 198n, 198n, 198n]);
    expect(payouts(config3d, [{ type: 'straight', selection: 7, stake: 100n }], [0, 0, 7])).toEqual([
      98_000n,
    ]);
  });

  it('refuses a straight above 999', () => {
    expect(() =>
      settleDigitLottery(config3d, [{ type: 'straight', selection: 1_000, stake: 1n }], [1, 2, 3]),
    ).toThrow(/number/);
  });
});

const side = fc.constantFrom('big', 'small', 'odd', 'even') as fc.Arbitrary<'big' | 'small' | 'odd' | 'even'>;
const anyBet = (digits: number): fc.Arbitrary<DigitBet> =>
  fc.oneof(
    fc.record({
      type: fc.constant('digit' as const),
      position: fc.integer({ min: 1, max: digits }),
      selection: fc.integer({ min: 0, max: 9 }),
      stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    }),
    fc.record({
      type: side,
      position: fc.integer({ min: 1, max: digits }),
      stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    }),
    fc.record({
      type: fc.constantFrom(
        'sum_big',
        'sum_small',
        'sum_odd',
        'sum_even',
        'dragon',
        'tiger',
        'tie',
      ) as fc.Arbitrary<'tie'>,
      stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    }),
    fc.record({
      type: fc.constant('straight' as const),
      selection: fc.integer({ min: 0, max: 10 ** digits - 1 }),
      stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    }),
  );

describe('digit lottery properties', () => {
  it('conserves money: total payout = Σ payouts ≥ 0, stake − payout is the house result', () => {
    fc.assert(
      fc.property(fc.array(anyBet(3), { minLength: 1, maxLength: 30 }), fc.integer(), (bets, seed) => {
        const result = playDigitLottery(config3d, bets, seededSource(seed));
        let payout = 0n;
        let stake = 0n;
        for (const settled of result.bets) {
          expect(settled.payout).toBeGreaterThanOrEqual(0n);
          payout += settled.payout;
          stake += settled.bet.stake;
        }
        expect(result.totalPayout).toBe(payout);
        expect(result.totalStake).toBe(stake);
        expect(result.totalStake - result.totalPayout).toBe(stake - payout);
      }),
    );
  });

  it('draws well-formed digits', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { digits, sum } = playDigitLottery(config5d, [{ type: 'tie', stake: 1n }], seededSource(seed));
        expect(digits).toHaveLength(5);
        for (const digit of digits) expect(Number.isInteger(digit) && digit >= 0 && digit <= 9).toBe(true);
        expect(sum).toBe(digits.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('digit lottery RTP', () => {
  it('lists the default RTPs and agrees with a brute-force enumeration of all 1,000 3D draws', () => {
    validateDigitLotteryConfig(config5d);
    validateDigitLotteryConfig(config3d);
    const table = Object.fromEntries(digitRtpTable(config5d).map(({ bet, rtp }) => [bet, rtp]));
    expect(table.digit).toBeCloseTo(0.98, 14);
    expect(table.sum_big).toBeCloseTo(0.99, 14);
    expect(table.dragon).toBeCloseTo(0.991, 14);
    expect(table.tie).toBeCloseTo(0.95, 14);
    expect(digitExactRtp(config3d, 'straight')).toBeCloseTo(0.98, 14);
    expect(digitSumWays(5).reduce((a, b) => a + b, 0n)).toBe(100_000n);
    const bets: DigitBet[] = [
      { type: 'digit', position: 1, selection: 4, stake: 100n },
      { type: 'sum_big', stake: 100n },
      { type: 'sum_odd', stake: 100n },
      { type: 'dragon', stake: 100n },
      { type: 'straight', selection: 123, stake: 100n },
    ];
    const returned = bets.map(() => 0n);
    for (let n = 0; n < 1_000; n++) {
      const result = settleDigitLottery(config3d, bets, [
        Math.floor(n / 100),
        Math.floor(n / 10) % 10,
        n % 10,
      ]);
      result.bets.forEach((settled, i) => {
        returned[i] = (returned[i] as bigint) + settled.payout;
      });
    }
    bets.forEach((bet, i) => {
      expect(Number(returned[i]) / 100_000).toBeCloseTo(digitExactRtp(config3d, bet.type), 12);
    });
  });

  it('refuses a config whose RTP leaves [90 %, 100 %)', () => {
    expect(() =>
      validateDigitLotteryConfig({ ...config5d, payouts: { ...config5d.payouts, digit: 1_000 } }),
    ).toThrow(/digit: RTP/);
    expect(() =>
      validateDigitLotteryConfig({ ...config3d, payouts: { ...config3d.payouts, straight: 89_900 } }),
    ).toThrow(/straight: RTP/);
    expect(() =>
      validateDigitLotteryConfig({ ...config5d, payouts: { ...config5d.payouts, dragon: 200 } }),
    ).toThrow(/dragon/);
  });

  const cases: [DigitLotteryConfig, DigitBet[]][] = [
    [
      config5d,
      [
        { type: 'digit', position: 3, selection: 7, stake: 10_000n },
        { type: 'sum_big', stake: 10_000n },
        { type: 'dragon', stake: 10_000n },
        { type: 'tie', stake: 10_000n },
      ],
    ],
    [
      config3d,
      [
        { type: 'straight', selection: 777, stake: 10_000n },
        { type: 'sum_small', stake: 10_000n },
      ],
    ],
  ];
  for (const [config, bets] of cases) {
    const names = bets.map((bet) => bet.type).join(', ');
    it(`simulates ${ROUNDS.toLocaleString('en')} ${config.game} draws: ${names} within 4 standard errors`, () => {
      const source = seededSource(config.digits);
      const sims = simulateBets(ROUNDS, 10_000n, () =>
        playDigitLottery(config, bets, source).bets.map((settled) => settled.payout),
      );
      bets.forEach((bet, i) => {
        const sim = sims[i] as BetSimulation;
        expect(Math.abs(sim.rtp - digitExactRtp(config, bet.type))).toBeLessThan(4 * sim.standardError);
      });
    });
  }
});
