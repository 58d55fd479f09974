import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../fair/index.ts';
import { InstantGameError } from '../instant/shared/errors.ts';
import { scriptedSource } from '../instant/shared/testing.ts';
import { FISH_MODELS, type FishConfig, type FishShot, fishRandomBelow, resolveFishShot } from './index.ts';

const classic = FISH_MODELS.classic; // 96.5 %: a hit captures iff roll < 96,500,000
const THRESHOLD = 96_500_000;

function shoot(kind: string, words: number[], level = 0, baseStake = 1_000n, config: FishConfig = classic) {
  const source = scriptedSource(words);
  const result = resolveFishShot(config, baseStake, { fishId: 7, kind, level }, source);
  expect(source.remaining).toBe(0); // drew exactly the words the formula needs
  return result;
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof InstantGameError) return error.code;
    throw error;
  }
  return undefined;
}

describe('resolveFishShot: the capture draw', () => {
  it('captures a ×2 clownfish iff randomInt(2e8) < rtpPpm × 100 (one word, rejection above 4.2e9)', () => {
    // n = 1e6 × 200 = 2e8 ≤ 2^32; limit = 2^32 − (2^32 mod 2e8) = 4,200,000,000.
    expect(shoot('clownfish', [THRESHOLD - 1])).toMatchObject({ captured: true, roll: THRESHOLD - 1 });
    expect(shoot('clownfish', [THRESHOLD])).toMatchObject({ captured: false, roll: THRESHOLD, payout: 0n });
    expect(shoot('clownfish', [200_000_000 + THRESHOLD - 1]).captured).toBe(true); // word mod n
    expect(shoot('clownfish', [4_200_000_000, THRESHOLD - 1]).captured).toBe(true); // first word rejected
    expect(shoot('clownfish', [4_199_999_999])).toMatchObject({ captured: false, roll: 199_999_999 });
  });

  it('captures a ×100 whale iff the two-word draw below 1e10 is < rtpPpm × 100', () => {
    // n = 1e10 > 2^32: m = (w0 >>> 11) × 2^32 + w1; limit = 2^53 − (2^53 mod 1e10) = 9,007,190,000,000,000.
    expect(shoot('whale', [0, THRESHOLD - 1])).toMatchObject({ captured: true, roll: THRESHOLD - 1 });
    expect(shoot('whale', [0, THRESHOLD]).captured).toBe(false);
    expect(shoot('whale', [2047, THRESHOLD - 1]).captured).toBe(true); // the low 11 bits of w0 are dropped
    expect(shoot('whale', [2048, 0])).toMatchObject({ captured: false, roll: 4_294_967_296 });
    // w0 = 2^32 − 1 gives m ≥ 2^21 − 1 times 2^32 > limit: both words rejected, the next pair decides.
    expect(shoot('whale', [0xffff_ffff, 0, 0, THRESHOLD - 1]).captured).toBe(true);
  });

  it('draws a uniform integer in [0, n) for any n up to 2^53', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (seed, n) => {
        const value = fishRandomBelow(seededSource(seed), n);
        return Number.isInteger(value) && value >= 0 && value < n;
      }),
    );
    expect(() => fishRandomBelow(seededSource(1), 2 ** 53 + 2)).toThrow(RangeError);
  });
});

describe('resolveFishShot: stake and payout', () => {
  it('charges baseStake × the cannon level and pays stake × multiplier exactly, in bigint', () => {
    expect(shoot('whale', [0, 0], 3)).toMatchObject({
      stake: 10_000n,
      payout: 1_000_000n,
      multiplier100: 10_000,
    });
    expect(shoot('clownfish', [0], 6)).toMatchObject({ stake: 100_000n, payout: 200_000n });
    const huge = 123_456_789_012_345_678_901n;
    expect(shoot('octopus', [0, 0], 6, huge)).toMatchObject({
      stake: huge * 100n,
      payout: huge * 100n * 50n,
    });
    expect(shoot('octopus', [0, THRESHOLD], 6, huge)).toMatchObject({ stake: huge * 100n, payout: 0n });
  });

  it('floors a fractional multiplier like every other game (×2.50 on 3 minor units pays 7)', () => {
    const config: FishConfig = {
      ...classic,
      kinds: [{ id: 'odd', multiplier100: 250, weight: 1, speed: 100, radius: 20 }],
    };
    expect(shoot('odd', [0], 0, 3n, config)).toMatchObject({ stake: 3n, payout: 7n });
  });

  it('answers the same shot from the same fair seeds (golden values, recomputed with Python hmac)', () => {
    const seeds = { serverSeed: 'fish-server', clientSeed: 'player', nonce: 1 };
    const shot = (kind: string) =>
      resolveFishShot(classic, 100n, { fishId: 0, kind, level: 0 }, fairSource(seeds));
    expect(shot('clownfish')).toMatchObject({ captured: true, roll: 4_601_440, payout: 200n });
    expect(shot('whale')).toMatchObject({ captured: false, roll: 2_768_233_545, payout: 0n });
  });
});

describe('resolveFishShot: refusals', () => {
  const shot: FishShot = { fishId: 1, kind: 'shark', level: 0 };
  const resolve = (baseStake: bigint, s: FishShot) => () =>
    resolveFishShot(classic, baseStake, s, seededSource(1));

  it('refuses an unknown kind, a bad level, a bad fish id and a base stake not above zero (invalid_bet)', () => {
    expect(codeOf(resolve(1n, { ...shot, kind: 'mermaid' }))).toBe('invalid_bet');
    expect(codeOf(resolve(1n, { ...shot, level: -1 }))).toBe('invalid_bet');
    expect(codeOf(resolve(1n, { ...shot, level: 7 }))).toBe('invalid_bet');
    expect(codeOf(resolve(1n, { ...shot, level: 1.5 }))).toBe('invalid_bet');
    expect(codeOf(resolve(1n, { ...shot, fishId: -1 }))).toBe('invalid_bet');
    expect(codeOf(resolve(1n, { ...shot, fishId: 0.5 }))).toBe('invalid_bet');
    expect(codeOf(resolve(0n, shot))).toBe('invalid_bet');
    expect(codeOf(resolve(-100n, shot))).toBe('invalid_bet');
    expect(codeOf(resolve(100 as unknown as bigint, shot))).toBe('invalid_bet');
    expect(codeOf(resolve(1n, null as unknown as FishShot))).toBe('invalid_bet');
    expect(resolve(1n, { ...shot, kind: 'mermaid' })).toThrow(/kind/);
    expect(resolve(1n, { ...shot, level: 7 })).toThrow(/level/);
    expect(resolve(0n, shot)).toThrow(/stake/);
  });

  it('draws nothing when it refuses', () => {
    const source = scriptedSource([]);
    expect(() => resolveFishShot(classic, 0n, shot, source)).toThrow(InstantGameError);
  });
});
