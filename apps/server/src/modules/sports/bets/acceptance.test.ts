import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedOdds, withinLimit } from './acceptance.ts';

const odds = fc.integer({ min: 1010, max: 500_000 });

describe('a moved price is taken as the member chose', () => {
  it('takes any price with `any`, a longer or equal one with `better`, only the quoted one with `none`', () => {
    expect(acceptedOdds('any', 1950, 1800)).toBe(1800);
    expect(acceptedOdds('better', 1950, 1800)).toBeUndefined();
    expect(acceptedOdds('better', 1950, 2050)).toBe(2050);
    expect(acceptedOdds('none', 1950, 1960)).toBeUndefined();
    expect(acceptedOdds('none', 1950, 1950)).toBe(1950);
  });

  it('never takes a price the setting refuses, and always the current one when it takes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('any', 'better', 'none' as const),
        odds,
        odds,
        (accept, quoted, current) => {
          const taken = acceptedOdds(accept, quoted, current);
          if (taken !== undefined) expect(taken).toBe(current);
          if (accept === 'none') expect(taken !== undefined).toBe(quoted === current);
          if (accept === 'better') expect(taken !== undefined).toBe(current >= quoted);
        },
      ),
    );
  });

  it('keeps a member’s stakes within the limit, the limit itself allowed', () => {
    expect(withinLimit(0n, 200n, 100n, 2n)).toBe(true);
    expect(withinLimit(1n, 200n, 100n, 2n)).toBe(false);
  });
});
