import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { InstantGameError } from '../shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../shared/testing.ts';
import { exactBustFromUnit } from './bust-point.ts';
import {
  bustFromUnit,
  DEFAULT_CRASH_CONFIG as config,
  crashExactRtp,
  crashMsForMultiplier,
  crashMultiplierAtMs,
  drawCrashBust,
  playCrash,
  resolveCrash,
  validateCrashConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);

describe('crash bust point', () => {
  it('maps u = 0.5 to floor(99 / 0.5) = 1.98× and u = 0 to 1.00×', () => {
    expect(drawCrashBust(config, scriptedSource([2 ** 31, 0]))).toBe(198);
    expect(drawCrashBust(config, scriptedSource([0, 0]))).toBe(100);
    expect(bustFromUnit(config, 3 * 2 ** 51)).toBe(396); // u = 0.75 → 0.99 / 0.25
  });

  it('agrees with the all-bigint formula, also right at the edges of each hundredth', () => {
    const arbitraryUnit = fc.integer({ min: 0, max: 2 ** 53 - 1 });
    // m just around the exact threshold 2^53 − 99 × 2^53 / T of each target T, where flooring is closest.
    const edgeUnit = fc
      .tuple(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: -2, max: 2 }))
      .map(([target, offset]) => 2 ** 53 - Math.floor((99 * 2 ** 53) / target) + offset)
      .filter((m) => m >= 0 && m < 2 ** 53);
    fc.assert(
      fc.property(
        fc.oneof(arbitraryUnit, edgeUnit),
        (m) => bustFromUnit(config, m) === exactBustFromUnit(config, m),
      ),
      { numRuns: 20_000 },
    );
  });

  it('caps the bust point at maxMultiplierX100', () => {
    expect(drawCrashBust(config, scriptedSource([0xffffffff, 0xffffffff]))).toBe(config.maxMultiplierX100);
  });

  it('keeps the bust point in [1.00×, cap] and never pays a negative amount', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 101, max: 100_000 }), (seed, cashoutX100) => {
        const result = playCrash(config, { stake: 1_000n, cashoutX100 }, seededSource(seed));
        return (
          result.bustX100 >= 100 &&
          result.bustX100 <= config.maxMultiplierX100 &&
          result.payout === (cashoutX100 <= result.bustX100 ? (1_000n * BigInt(cashoutX100)) / 100n : 0n)
        );
      }),
    );
  });
});

describe('crash settlement', () => {
  it('pays the cash-out when it is at most the bust point', () => {
    expect(resolveCrash(config, { stake: 10_000n, cashoutX100: 198 }, 198)).toMatchObject({
      won: true,
      payout: 19_800n,
    });
    expect(resolveCrash(config, { stake: 10_000n, cashoutX100: 199 }, 198)).toMatchObject({
      won: false,
      payout: 0n,
    });
    expect(resolveCrash(config, { stake: 333n, cashoutX100: 150 }, 500).payout).toBe(499n); // floored
  });

  it('refuses a cash-out below 1.01× or above the cap, and a stake of zero', () => {
    expect(() => resolveCrash(config, { stake: 100n, cashoutX100: 100 }, 500)).toThrow(InstantGameError);
    expect(() => resolveCrash(config, { stake: 100n, cashoutX100: 1.5 }, 500)).toThrow(/cashoutX100/);
    expect(() =>
      resolveCrash(config, { stake: 100n, cashoutX100: config.maxMultiplierX100 + 1 }, 500),
    ).toThrow();
    expect(() => resolveCrash(config, { stake: 0n, cashoutX100: 200 }, 500)).toThrow(/stake/);
  });

  it('refuses a config outside the RTP bounds', () => {
    expect(() => validateCrashConfig({ ...config, houseEdgeBps: 0 })).toThrow(InstantGameError);
    expect(() => validateCrashConfig({ ...config, houseEdgeBps: 1_001 })).toThrow(/RTP/);
    expect(() => validateCrashConfig({ ...config, minCashoutX100: 100 })).toThrow();
  });
});

describe('crash growth curve', () => {
  it('starts at 1.00× and reaches 2.00× at ceil(ln 2 / 0.00006) ms', () => {
    expect(crashMultiplierAtMs(config, 0)).toBe(100);
    expect(crashMsForMultiplier(config, 200)).toBe(11_553);
    expect(crashMultiplierAtMs(config, 11_553)).toBe(200);
    expect(crashMultiplierAtMs(config, 11_552)).toBe(199);
  });

  it('inverts exactly: the first ms showing a multiplier shows it, the one before does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000_000 }), (target) => {
        const ms = crashMsForMultiplier(config, target);
        return crashMultiplierAtMs(config, ms) >= target && crashMultiplierAtMs(config, ms - 1) < target;
      }),
    );
  });
});

describe('crash RTP', () => {
  it('is 1 − edge at every target', () => {
    for (const target of [101, 150, 200, 1_000, 100_000, config.maxMultiplierX100]) {
      expect(crashExactRtp(config, target)).toBeCloseTo(0.99, 9);
    }
  });

  for (const cashoutX100 of [200, 1_000]) {
    it(`simulates ${ROUNDS.toLocaleString('en')} rounds cashing out at ${cashoutX100 / 100}× within 4 standard errors of the exact RTP`, () => {
      const source = seededSource(cashoutX100);
      const bet = { stake: 10_000n, cashoutX100 };
      const sim = simulate(ROUNDS, () => returnRatio(playCrash(config, bet, source).payout, bet.stake));
      expect(Math.abs(sim.rtp - crashExactRtp(config, cashoutX100))).toBeLessThan(4 * sim.standardError);
    });
  }
});

describe('crash with the fair source', () => {
  it('draws the same bust point from the same seeds', () => {
    const seeds = { serverSeed: 'crash-server', clientSeed: 'player', nonce: 1 };
    const bust = drawCrashBust(config, fairSource(seeds));
    expect(drawCrashBust(config, fairSource(seeds))).toBe(bust);
    expect(bust).toBe(260); // golden value: docs/games/instant.md recomputes it by hand
  });
});
