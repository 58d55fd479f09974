import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { InstantGameError } from '../shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../shared/testing.ts';
import {
  DEFAULT_DICE_MINI_CONFIG as config,
  type DiceMiniBet,
  diceMiniExactRtp,
  diceMiniRtpTable,
  playDiceMini,
  settleDiceMini,
  validateDiceMiniConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const stake = 1_000n;

describe('dice-mini settlement', () => {
  it('rolls randomInt(source, 6) + 1 three times and pays every bet of the round', () => {
    const bets: DiceMiniBet[] = [
      { type: 'big', stake },
      { type: 'small', stake },
      { type: 'odd', stake },
      { type: 'total', selection: 12, stake },
      { type: 'single', selection: 6, stake },
    ];
    const result = playDiceMini(config, bets, scriptedSource([5, 5, 1]));
    expect(result).toMatchObject({ dice: [6, 6, 2], total: 14, triple: false });
    expect(result.bets.map((bet) => bet.payout)).toEqual([2_000n, 0n, 0n, 0n, 3_000n]);
    expect(result.totalStake).toBe(5_000n);
    expect(result.totalPayout).toBe(5_000n);
  });

  it('loses big, small, odd and even on a triple, and pays triples', () => {
    const bets: DiceMiniBet[] = [
      { type: 'big', stake },
      { type: 'small', stake },
      { type: 'odd', stake },
      { type: 'even', stake },
      { type: 'triple', selection: 4, stake },
      { type: 'triple', selection: 5, stake },
      { type: 'any_triple', stake },
      { type: 'single', selection: 4, stake },
      { type: 'total', selection: 12, stake },
    ];
    const result = settleDiceMini(config, bets, [4, 4, 4]);
    expect(result.bets.map((bet) => bet.payout)).toEqual([
      0n,
      0n,
      0n,
      0n,
      210_000n,
      0n,
      35_000n,
      4_000n,
      8_400n,
    ]);
  });

  it('refuses unknown types, selections out of range, empty rounds and bad stakes', () => {
    const bad =
      (bets: unknown): (() => unknown) =>
      () =>
        settleDiceMini(config, bets as DiceMiniBet[], [1, 2, 3]);
    expect(bad([])).toThrow(InstantGameError);
    expect(bad([{ type: 'total', selection: 3, stake }])).toThrow(/4..17/);
    expect(bad([{ type: 'total', selection: 18, stake }])).toThrow(/4..17/);
    expect(bad([{ type: 'single', selection: 0, stake }])).toThrow(/1..6/);
    expect(bad([{ type: 'triple', selection: 7, stake }])).toThrow(/1..6/);
    expect(bad([{ type: 'big', selection: 3, stake }])).toThrow(/no selection/);
    expect(bad([{ type: 'pair', selection: 3, stake }])).toThrow(/unknown bet type/);
    expect(bad([{ type: 'big', stake: 0n }])).toThrow(/stake/);
    expect(bad(Array(51).fill({ type: 'big', stake }))).toThrow(/at most 50/);
    expect(() => settleDiceMini(config, [{ type: 'big', stake }], [0, 2, 3])).toThrow(/three dice/);
  });

  it('never pays a negative amount and adds up the bets', () => {
    const bet = fc.oneof(
      fc.record({
        type: fc.constantFrom(
          'big' as const,
          'small' as const,
          'odd' as const,
          'even' as const,
          'any_triple' as const,
        ),
        stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      }),
      fc.record({
        type: fc.constant('total' as const),
        selection: fc.integer({ min: 4, max: 17 }),
        stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      }),
      fc.record({
        type: fc.constantFrom('triple' as const, 'single' as const),
        selection: fc.integer({ min: 1, max: 6 }),
        stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      }),
    );
    fc.assert(
      fc.property(fc.integer(), fc.array(bet, { minLength: 1, maxLength: 50 }), (seed, bets) => {
        const result = playDiceMini(config, bets, seededSource(seed));
        const sum = result.bets.reduce((total, settled) => total + settled.payout, 0n);
        return result.bets.every((settled) => settled.payout >= 0n) && sum === result.totalPayout;
      }),
    );
  });

  it('rolls the same dice from the same fair seeds', () => {
    const seeds = { serverSeed: 'dice-server', clientSeed: 'player', nonce: 6 };
    const first = playDiceMini(config, [{ type: 'big', stake }], fairSource(seeds));
    expect(playDiceMini(config, [{ type: 'big', stake }], fairSource(seeds))).toEqual(first);
    expect(first.dice).toEqual([5, 5, 1]); // golden value for the verification page
  });
});

describe('dice-mini RTP', () => {
  it('gives each bet its exact RTP by enumerating the 216 rolls', () => {
    validateDiceMiniConfig(config);
    const rtp = Object.fromEntries(diceMiniRtpTable(config).map((row) => [row.bet, row.rtp]));
    expect(rtp.big).toBeCloseTo(210 / 216, 12);
    expect(rtp.even).toBeCloseTo(210 / 216, 12);
    expect(rtp['total 4']).toBeCloseTo((3 * 70) / 216, 12);
    expect(rtp['total 10']).toBeCloseTo((27 * 7.77) / 216, 12);
    expect(rtp['triple 6']).toBeCloseTo(210 / 216, 12);
    expect(rtp.any_triple).toBeCloseTo((6 * 35) / 216, 12);
    expect(rtp['single 3']).toBeCloseTo(199 / 216, 12);
    for (const row of diceMiniRtpTable(config)) expect(row.rtp).toBeGreaterThanOrEqual(0.9);
  });

  it('refuses payouts returning 100 % or below 90 %', () => {
    const macau = { ...config, payouts: { ...config.payouts, anyTriple: 3_100 } }; // 30:1 returns 86.1 %
    expect(() => validateDiceMiniConfig(macau)).toThrow(/any_triple/);
    const generous = {
      ...config,
      payouts: { ...config.payouts, total: { ...config.payouts.total, 10: 800 } },
    };
    expect(() => validateDiceMiniConfig(generous)).toThrow(/total 10/);
  });

  for (const bet of [
    { type: 'big' },
    { type: 'total', selection: 4 },
    { type: 'any_triple' },
    { type: 'single', selection: 2 },
  ] as const) {
    const name = 'selection' in bet ? `${bet.type} ${bet.selection}` : bet.type;
    it(`simulates ${ROUNDS.toLocaleString('en')} ${name} bets within 4 standard errors of the exact RTP`, () => {
      const source = seededSource(name.length);
      const bets = [{ ...bet, stake: 10_000n }] as DiceMiniBet[];
      const sim = simulate(ROUNDS, () =>
        returnRatio(playDiceMini(config, bets, source).totalPayout, 10_000n),
      );
      expect(Math.abs(sim.rtp - diceMiniExactRtp(config, bet))).toBeLessThan(4 * sim.standardError);
    });
  }
});
