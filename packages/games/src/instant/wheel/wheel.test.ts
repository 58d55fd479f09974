import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { InstantGameError } from '../shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../shared/testing.ts';
import {
  DEFAULT_WHEEL_CONFIG as config,
  playWheel,
  settleWheel,
  validateWheelConfig,
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  type WheelSegmentCount,
  wheelExactRtp,
  wheelRtpTable,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);

describe('wheel spins', () => {
  it('stops on segment randomInt(source, segments) and pays its multiplier', () => {
    expect(
      playWheel(config, { stake: 1_000n, segments: 10, risk: 'high' }, scriptedSource([19])),
    ).toMatchObject({
      segmentIndex: 9,
      multiplierX100: 990,
      payout: 9_900n,
    });
    expect(settleWheel(config, { stake: 1_001n, segments: 10, risk: 'low' }, 1).payout).toBe(1_201n); // floor(1201.2)
    expect(settleWheel(config, { stake: 1_000n, segments: 10, risk: 'low' }, 4).payout).toBe(0n);
  });

  it('refuses unknown wheels, segments and stakes', () => {
    const source = seededSource(1);
    expect(() =>
      playWheel(config, { stake: 1n, segments: 15 as WheelSegmentCount, risk: 'low' }, source),
    ).toThrow(InstantGameError);
    expect(() => playWheel(config, { stake: 1n, segments: 10, risk: 'extreme' as 'low' }, source)).toThrow(
      /risk/,
    );
    expect(() => playWheel(config, { stake: -5n, segments: 10, risk: 'low' }, source)).toThrow(/stake/);
    expect(() => settleWheel(config, { stake: 1n, segments: 10, risk: 'low' }, 10)).toThrow(/segment/);
  });

  it('lands inside the wheel and never pays below zero', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...WHEEL_SEGMENT_COUNTS),
        fc.constantFrom(...WHEEL_RISKS),
        (seed, segments, risk) => {
          const result = playWheel(config, { stake: 99n, segments, risk }, seededSource(seed));
          return result.segmentIndex >= 0 && result.segmentIndex < segments && result.payout >= 0n;
        },
      ),
    );
  });

  it('spins the same segment from the same fair seeds', () => {
    const seeds = { serverSeed: 'wheel-server', clientSeed: 'player', nonce: 2 };
    const bet = { stake: 100n, segments: 50 as const, risk: 'medium' as const };
    const first = playWheel(config, bet, fairSource(seeds));
    expect(playWheel(config, bet, fairSource(seeds))).toEqual(first);
    expect(first.segmentIndex).toBe(40); // golden value for the verification page
  });
});

describe('wheel RTP', () => {
  it('is exactly 99 % on every default wheel', () => {
    validateWheelConfig(config);
    expect(wheelRtpTable(config)).toHaveLength(15);
    for (const { rtp } of wheelRtpTable(config)) expect(rtp).toBeCloseTo(0.99, 12);
  });

  it('refuses a wheel of the wrong size or returning 100 %', () => {
    const short = { ...config.tables, 10: { ...config.tables[10], low: [100, 100] } };
    expect(() => validateWheelConfig({ tables: short })).toThrow(/10 whole multipliers/);
    const even = { ...config.tables, 10: { ...config.tables[10], high: [...Array(9).fill(0), 1_000] } };
    expect(() => validateWheelConfig({ tables: even })).toThrow(/RTP/);
  });

  for (const [segments, risk] of [
    [10, 'low'],
    [30, 'medium'],
    [50, 'high'],
  ] as const) {
    it(`simulates ${ROUNDS.toLocaleString('en')} spins of the ${segments}-segment ${risk} wheel within 4 standard errors of the exact RTP`, () => {
      const source = seededSource(segments);
      const bet = { stake: 10_000n, segments, risk };
      const sim = simulate(ROUNDS, () => returnRatio(playWheel(config, bet, source).payout, bet.stake));
      expect(Math.abs(sim.rtp - wheelExactRtp(config, segments, risk))).toBeLessThan(4 * sim.standardError);
    });
  }
});
