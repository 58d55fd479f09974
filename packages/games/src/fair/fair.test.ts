import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fairSource,
  hashServerSeed,
  randomFloat,
  randomInt,
  randomWeighted,
  seededSource,
  shuffled,
} from './index.ts';

describe('fairSource', () => {
  it('reads the words of HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) in order', () => {
    const source = fairSource({ serverSeed: 'server', clientSeed: 'client', nonce: 7 });
    const words = Array.from({ length: 10 }, () => source.nextUint32());
    const digest0 = createHmac('sha256', 'server').update('client:7:0').digest();
    const digest1 = createHmac('sha256', 'server').update('client:7:1').digest();
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => digest0.readUInt32BE(i * 4)));
    expect(words.slice(8)).toEqual([digest1.readUInt32BE(0), digest1.readUInt32BE(4)]);
    expect(source.used).toBe(10);
  });

  it('commits to the seed with its SHA-256', () => {
    expect(hashServerSeed('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });

  it('gives another sequence for another nonce or client seed', () => {
    const first = fairSource({ serverSeed: 's', clientSeed: 'c', nonce: 1 }).nextUint32();
    expect(fairSource({ serverSeed: 's', clientSeed: 'c', nonce: 2 }).nextUint32()).not.toBe(first);
    expect(fairSource({ serverSeed: 's', clientSeed: 'd', nonce: 1 }).nextUint32()).not.toBe(first);
  });
});

describe('drawing numbers', () => {
  it('keeps randomInt in range and randomFloat in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const source = seededSource(seed);
        const value = randomInt(source, n);
        const float = randomFloat(source);
        return Number.isInteger(value) && value >= 0 && value < n && float >= 0 && float < 1;
      }),
    );
  });

  it('rejects words above the last whole multiple, so small ranges are unbiased', () => {
    // A source that first offers a word in the biased tail, then 5: the tail word must be skipped.
    const words = [2 ** 32 - 1, 5];
    const source = { nextUint32: () => words.shift() ?? 0 };
    expect(randomInt(source, 3)).toBe(2); // 5 % 3, not (2^32 - 1) % 3 = 0
  });

  it('spreads a six-sided die evenly (chi-square, 600k rolls)', () => {
    const source = seededSource(42);
    const counts = [0, 0, 0, 0, 0, 0];
    const rolls = 600_000;
    for (let i = 0; i < rolls; i++) counts[randomInt(source, 6)]! += 1;
    const expected = rolls / 6;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it('never picks a zero weight and shuffles into a permutation', () => {
    const source = seededSource(1);
    for (let i = 0; i < 1000; i++) expect(randomWeighted(source, [0, 3, 0, 1])).toBeOneOf([1, 3]);
    expect(shuffled(source, [1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
