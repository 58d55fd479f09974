import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededSource } from '../../fair/index.ts';
import {
  BA_CAY_HOUSE_EDGE,
  BA_CAY_MODES,
  BA_CAY_MOVES,
  baCayAutoMove,
  baCayCompare,
  baCayMaxLossUnits,
  baCaySeatMaxLossUnits,
  baCayValue,
  dealBaCay,
  settleBaCay,
} from './index.ts';

const playersArb = fc.integer({ min: 2, max: 8 });

describe('ba cây properties on seeded deals', () => {
  it('sums the deltas to 0n and keeps every loss within the hold', () => {
    fc.assert(
      fc.property(fc.integer(), playersArb, fc.constantFrom(...BA_CAY_MODES), (seed, players, mode) => {
        const bet = 7_000n;
        const { deltas } = settleBaCay(mode, dealBaCay(seededSource(seed), players), bet);
        expect(deltas.reduce((sum, delta) => sum + delta, 0n)).toBe(0n);
        const hold = bet * BigInt(baCayMaxLossUnits(mode, players));
        deltas.forEach((delta, seat) => {
          expect(-delta).toBeLessThanOrEqual(hold);
          expect(-delta).toBeLessThanOrEqual(bet * BigInt(baCaySeatMaxLossUnits(mode, players, seat)));
        });
      }),
      { numRuns: 500 },
    );
  });

  it('compares antisymmetrically and transitively, never 0 between two seats', () => {
    fc.assert(
      fc.property(fc.integer(), playersArb, (seed, players) => {
        const hands = dealBaCay(seededSource(seed), players);
        for (const a of hands)
          for (const b of hands) {
            const ab = baCayCompare(a, b);
            expect(Math.sign(ab) + Math.sign(baCayCompare(b, a))).toBe(0);
            if (a !== b) expect(ab).not.toBe(0);
            for (const c of hands)
              if (ab > 0 && baCayCompare(b, c) > 0) expect(baCayCompare(a, c)).toBeGreaterThan(0);
          }
      }),
      { numRuns: 300 },
    );
  });

  it('has exactly one pot winner, who beats every other seat and takes (n − 1) bets', () => {
    fc.assert(
      fc.property(fc.integer(), playersArb, (seed, players) => {
        const hands = dealBaCay(seededSource(seed), players);
        const { winner, deltas } = settleBaCay('pot', hands, 1_000n);
        expect(deltas.filter((delta) => delta > 0n)).toEqual([BigInt(players - 1) * 1_000n]);
        expect(deltas.indexOf(BigInt(players - 1) * 1_000n)).toBe(winner);
        hands.forEach((hand, seat) => {
          if (seat !== winner)
            expect(baCayCompare(hands[winner as number] as string[], hand)).toBeGreaterThan(0);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('values hands the way the rules read, whatever the card order', () => {
    const suitPlace = { D: 3, H: 2, S: 1, C: 0 } as Record<string, number>;
    const rankOf = (code: string) =>
      ({ A: 14, J: 11, Q: 12, K: 13 })[code.slice(0, -1)] ?? Number(code.slice(0, -1));
    const placeOf = (code: string) => (suitPlace[code.slice(-1)] as number) * 100 + rankOf(code);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const [hand] = dealBaCay(seededSource(seed), 2) as [string[]];
        const ranks = hand.map(rankOf);
        const points = ranks.map((rank) => (rank === 14 ? 1 : Math.min(rank, 10))).reduce((s, p) => s + p, 0);
        const best = [...hand].sort((x, y) => placeOf(y) - placeOf(x))[0];
        const baTay = ranks.every((rank) => rank >= 11 && rank <= 13);
        expect(baCayValue(hand)).toEqual({ kind: baTay ? 'baTay' : 'points', points: points % 10, best });
        expect(baCayValue([...hand].reverse())).toEqual(baCayValue(hand));
      }),
      { numRuns: 500 },
    );
  });
});

describe('ba cây fairness (no house edge)', () => {
  it.each([
    [4, 120_000],
    [8, 80_000],
  ])('gives each of %i seats the pot 1/n of %i seeded hands, within 5 standard errors', (players, hands) => {
    const source = seededSource(2024 + players);
    const wins = Array(players).fill(0) as number[];
    for (let i = 0; i < hands; i++) {
      const { winner } = settleBaCay('pot', dealBaCay(source, players), 1n);
      wins[winner as number]! += 1;
    }
    const p = 1 / players;
    // 200,000 hands in all. 4 seats: 5 × 150 = 750 wins, ±0.63 points of 25 %;
    // 8 seats: 5 × 93.5 ≈ 468 wins, ±0.58 points of 12.5 %
    const tolerance = 5 * Math.sqrt(hands * p * (1 - p));
    for (const count of wins) expect(Math.abs(count - hands * p)).toBeLessThan(tolerance);
  });

  it('states the edge and the one move', () => {
    expect(BA_CAY_HOUSE_EDGE.percent).toBe(0);
    expect(BA_CAY_MOVES).toEqual(['show']);
    expect(baCayAutoMove()).toEqual({ kind: 'show' });
  });
});
