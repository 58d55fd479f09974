import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SportsError } from './errors.ts';
import type { SettledOutcome } from './lines.ts';
import { MAX_DECIMAL_ODDS, MIN_DECIMAL_ODDS } from './odds.ts';
import {
  assertParlay,
  cashOutOffer,
  MAX_PARLAY_LEGS,
  parlayReturn,
  type SettledLeg,
  sameMatchLegs,
  singleReturn,
} from './payout.ts';

const stake = fc.bigInt({ min: 1n, max: 10n ** 15n });
const odds = fc.integer({ min: MIN_DECIMAL_ODDS, max: MAX_DECIMAL_ODDS });
const outcome = fc.constantFrom<SettledOutcome>('win', 'half_win', 'push', 'void', 'half_lose', 'lose');
const leg = fc.record({ odds, outcome });

describe('single bets', () => {
  it('returns stake × factor for each outcome', () => {
    expect(singleReturn(100_000n, 1950, 'win')).toBe(195_000n);
    expect(singleReturn(100_000n, 1950, 'half_win')).toBe(147_500n);
    expect(singleReturn(100_000n, 1950, 'push')).toBe(100_000n);
    expect(singleReturn(100_000n, 1950, 'void')).toBe(100_000n);
    expect(singleReturn(100_000n, 1950, 'half_lose')).toBe(50_000n);
    expect(singleReturn(100_000n, 1950, 'lose')).toBe(0n);
  });

  it('floors once to the minor unit', () => {
    expect(singleReturn(1n, 1950, 'win')).toBe(1n); // 1.95
    expect(singleReturn(3n, 1950, 'half_lose')).toBe(1n); // 1.5
    expect(singleReturn(7n, 1333, 'half_win')).toBe(8n); // 7 × 2.333 / 2 = 8.1655
  });

  it('refuses a stake that is not a positive bigint and odds off the range', () => {
    expect(() => singleReturn(0n, 1950, 'win')).toThrow(SportsError);
    expect(() => singleReturn(100 as unknown as bigint, 1950, 'win')).toThrow(SportsError);
    expect(() => singleReturn(100n, 1000, 'win')).toThrow(SportsError);
  });

  it('half win lies between push and win; half lose between lose and push; nothing is negative', () => {
    fc.assert(
      fc.property(stake, odds, (s, o) => {
        const r = (x: SettledOutcome) => singleReturn(s, o, x);
        expect(r('push')).toBeLessThanOrEqual(r('half_win'));
        expect(r('half_win')).toBeLessThanOrEqual(r('win'));
        expect(r('lose')).toBeLessThanOrEqual(r('half_lose'));
        expect(r('half_lose')).toBeLessThanOrEqual(r('push'));
        expect(r('lose')).toBeGreaterThanOrEqual(0n);
      }),
    );
  });
});

describe('parlays', () => {
  it('multiplies the legs’ factors exactly and floors once', () => {
    expect(
      parlayReturn(100_000n, [
        { odds: 1900, outcome: 'win' },
        { odds: 2000, outcome: 'win' },
      ]),
    ).toBe(380_000n);
    expect(
      parlayReturn(100_000n, [
        { odds: 1900, outcome: 'half_win' },
        { odds: 2000, outcome: 'half_lose' },
      ]),
    ).toBe(72_500n);
    expect(
      parlayReturn(100_000n, [
        { odds: 1900, outcome: 'win' },
        { odds: 2000, outcome: 'lose' },
      ]),
    ).toBe(0n);
    // 1 × 1.5 × 1.5 = 2.25 → 2; flooring leg by leg would give 1
    expect(
      parlayReturn(1n, [
        { odds: 1500, outcome: 'win' },
        { odds: 1500, outcome: 'win' },
      ]),
    ).toBe(2n);
  });

  it('a parlay of one leg equals the single', () => {
    fc.assert(fc.property(stake, leg, (s, l) => parlayReturn(s, [l]) === singleReturn(s, l.odds, l.outcome)));
  });

  it('void (and push) legs do not change the return', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(leg, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 5 }),
        odds,
        (s, legs, at, o) => {
          const withVoid: SettledLeg[] = [...legs];
          withVoid.splice(Math.min(at, legs.length), 0, { odds: o, outcome: 'void' });
          expect(parlayReturn(s, withVoid)).toBe(parlayReturn(s, legs));
        },
      ),
    );
  });

  it('never returns a negative amount, and returns at most the all-win return', () => {
    fc.assert(
      fc.property(stake, fc.array(leg, { minLength: 1, maxLength: MAX_PARLAY_LEGS }), (s, legs) => {
        const paid = parlayReturn(s, legs);
        expect(paid).toBeGreaterThanOrEqual(0n);
        expect(paid).toBeLessThanOrEqual(
          parlayReturn(
            s,
            legs.map((l) => ({ ...l, outcome: 'win' })),
          ),
        );
      }),
    );
  });

  it('refuses two legs of one match and more than 10 legs', () => {
    const legs = (ids: string[]) => ids.map((matchId) => ({ matchId, odds: 1900 }));
    expect(sameMatchLegs(legs(['a', 'b', 'a', 'c', 'b']))).toEqual(['a', 'b']);
    expect(sameMatchLegs(legs(['a', 'b']))).toEqual([]);
    expect(() => assertParlay(legs(['a', 'b']))).not.toThrow();
    expect(() => assertParlay(legs(['a', 'a']))).toThrow(/two legs of one match/);
    expect(() => assertParlay(legs(['a']))).toThrow(SportsError);
    expect(() => assertParlay(legs([...'abcdefghijk']))).toThrow(SportsError);
    expect(() => assertParlay(legs([...'abcdefghij']))).not.toThrow();
    expect(() => parlayReturn(1n, Array(11).fill({ odds: 1900, outcome: 'win' }))).toThrow(SportsError);
  });
});

describe('cash-out', () => {
  it('offers floor(stake × O/1000 × p × (1 − margin))', () => {
    expect(cashOutOffer(100_000n, 2000, 0.5, 50)).toBe(95_000n);
    expect(cashOutOffer(100_000n, 1950, 1, 0)).toBe(195_000n);
    expect(cashOutOffer(100_000n, 1950, 0, 50)).toBe(0n);
    expect(cashOutOffer(1n, 1950, 0.9, 50)).toBe(1n); // 1.667 → 1
  });

  it('values a quarter line by all its outcomes', () => {
    // −0.25 at 2.00: 50 % win, 25 % draw (half lose), 25 % lose
    const chances = { win: 0.5, half_win: 0, push: 0, half_lose: 0.25, lose: 0.25 };
    expect(cashOutOffer(100_000n, 2000, chances, 0)).toBe(112_500n); // 0.5 × 2 + 0.25 × 0.5 = 1.125
    expect(() => cashOutOffer(100_000n, 2000, { ...chances, lose: 0.5 }, 0)).toThrow(SportsError);
  });

  it('never offers more than the margined potential return (floored once), and grows with p', () => {
    fc.assert(
      fc.property(
        stake,
        odds,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 200 }),
        (s, o, p, m) => {
          const offer = cashOutOffer(s, o, p, m);
          expect(offer).toBeGreaterThanOrEqual(0n);
          expect(offer).toBeLessThanOrEqual((s * BigInt(o) * BigInt(1000 - m)) / 1_000_000n);
          expect(offer).toBeLessThanOrEqual(cashOutOffer(s, o, Math.min(1, p + 0.01), m));
        },
      ),
    );
  });
});
