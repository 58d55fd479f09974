import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SportsError } from './errors.ts';
import {
  decimalFrom,
  formatOdds,
  fromHongKong,
  fromIndonesian,
  fromMalay,
  MAX_DECIMAL_ODDS,
  MIN_DECIMAL_ODDS,
  toHongKong,
  toIndonesian,
  toMalay,
} from './odds.ts';

const anyOdds = fc.integer({ min: MIN_DECIMAL_ODDS, max: MAX_DECIMAL_ODDS });

describe('odds conversions against published tables', () => {
  // https://us.surebet.com/wiki/odds-formats (table: Decimal, Hong Kong, Indonesian, Malaysian)
  // and http://www.aussportsbetting.com/guide/basics/odds-formats/ (1.50 and 3.00 agree)
  it.each([
    [1500, 500, -2000, 500],
    [2000, 1000, 1000, 1000],
    [2500, 1500, 1500, -667],
    [3000, 2000, 2000, -500],
    // the brief's pair, same rules: 1.80 ↔ HK 0.80 ↔ Malay 0.80 ↔ Indo −1.25
    [1800, 800, -1250, 800],
  ])('decimal %i → HK %i, Indonesian %i, Malay %i', (decimal, hk, indo, malay) => {
    expect(toHongKong(decimal)).toBe(hk);
    expect(toIndonesian(decimal)).toBe(indo);
    expect(toMalay(decimal)).toBe(malay);
    expect(fromHongKong(hk)).toBe(decimal);
    expect(fromIndonesian(indo)).toBe(decimal);
    if (malay !== -667) expect(fromMalay(malay)).toBe(decimal);
  });

  it('matches soccerwidow.com: HK 1.2 = decimal 2.2 = Indonesian +1.20; HK 0.25 = decimal 1.25 = Indonesian −4.00', () => {
    // https://www.soccerwidow.com/football-gambling/betting-knowledge/value-betting-academy/learning-centre/betting-terminology/understanding-betting-odds-moneyline-fractional-decimal/3/
    expect(fromHongKong(1200)).toBe(2200);
    expect(toIndonesian(2200)).toBe(1200);
    expect(fromHongKong(250)).toBe(1250);
    expect(toIndonesian(1250)).toBe(-4000);
    expect(fromIndonesian(-4000)).toBe(1250);
  });

  it('reads negative Malay prices as cryptobetting.org and vvcasino.net do', () => {
    // https://cryptobetting.org/blog/odds-malaysian/ : −0.2 → 6.00; −0.7 → 2.428… shown 2.43; +0.4 → 1.40
    expect(fromMalay(-200)).toBe(6000);
    expect(fromMalay(-700)).toBe(2429);
    expect(formatOdds(2429, 'decimal')).toBe('2.43');
    expect(fromMalay(400)).toBe(1400);
    // https://vvcasino.net/malaysian-odds/ : −0.50 → (1 / 0.50) + 1 = 3.00; 0.80 → 1.80
    expect(fromMalay(-500)).toBe(3000);
    expect(fromMalay(800)).toBe(1800);
  });

  it('rounds the −1/HK branch once, halves away from zero', () => {
    expect(toMalay(2200)).toBe(-833); // −0.8333…
    expect(toIndonesian(1950)).toBe(-1053); // −1.0526…
    expect(toIndonesian(1001)).toBe(-1_000_000);
    expect(toMalay(1_000_000)).toBe(-1); // Malay has no resolution left for very long odds
    expect(fromMalay(-667)).toBe(2499); // 1 + 1/0.667 = 2.49925 → 2.499
  });
});

describe('formatOdds', () => {
  it('shows two decimals as Asian books do (or three on request)', () => {
    expect(formatOdds(1950, 'decimal')).toBe('1.95');
    expect(formatOdds(1950, 'hong_kong')).toBe('0.95');
    expect(formatOdds(1950, 'malay')).toBe('0.95');
    expect(formatOdds(2200, 'malay')).toBe('-0.83');
    expect(formatOdds(1950, 'indonesian')).toBe('-1.05');
    expect(formatOdds(2250, 'indonesian')).toBe('1.25');
    expect(formatOdds(2500, 'malay')).toBe('-0.67');
    expect(formatOdds(2500, 'malay', 3)).toBe('-0.667');
    expect(formatOdds(1001, 'hong_kong', 3)).toBe('0.001');
    expect(formatOdds(1_000_000, 'decimal')).toBe('1000.00');
  });

  it('rounds once from the exact price, not from the rounded thousandths', () => {
    // HK 1.198 → Malay −0.834724…: −0.835 in thousandths, but −0.83 (not −0.84) at two decimals
    expect(toMalay(2198)).toBe(-835);
    expect(formatOdds(2198, 'malay')).toBe('-0.83');
    // decimal 1.955 is off the ladder: halves away from zero
    expect(formatOdds(1955, 'decimal')).toBe('1.96');
  });
});

describe('round trips', () => {
  it('decimal → HK → decimal and decimal → Indonesian → decimal are exact everywhere', () => {
    fc.assert(
      fc.property(anyOdds, (decimal) => {
        expect(fromHongKong(toHongKong(decimal))).toBe(decimal);
        expect(fromIndonesian(toIndonesian(decimal))).toBe(decimal);
      }),
    );
    // the lossy-looking branch (HK < 1: Indonesian −1/HK), checked for every price
    for (let decimal = MIN_DECIMAL_ODDS; decimal < 2000; decimal++) {
      expect(fromIndonesian(toIndonesian(decimal))).toBe(decimal);
    }
  });

  it('decimal → Malay → decimal is exact up to 2.000; Malay → decimal → Malay is exact for every Malay price', () => {
    for (let decimal = MIN_DECIMAL_ODDS; decimal <= 2000; decimal++) {
      expect(fromMalay(toMalay(decimal))).toBe(decimal);
    }
    for (let malay = -1000; malay <= 1000; malay++) {
      if (malay === 0 || malay === -1) continue; // −0.001 would be decimal 1001.000, beyond the range
      expect(toMalay(fromMalay(malay))).toBe(malay === -1000 ? 1000 : malay);
    }
  });

  it('a Malay display is stable: converting its decimal back gives the same Malay price', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_DECIMAL_ODDS, max: 500_000 }), (decimal) => {
        expect(toMalay(fromMalay(toMalay(decimal)))).toBe(toMalay(decimal));
      }),
    );
  });
});

describe('invalid odds', () => {
  it.each([
    () => toHongKong(1000),
    () => toMalay(1950.5),
    () => toIndonesian(1_000_001),
    () => fromMalay(0),
    () => fromMalay(1001),
    () => fromMalay(-1), // 1 + 1/0.001 = 1001.000: over the maximum
    () => fromIndonesian(999),
    () => fromHongKong(0),
    () => decimalFrom(1.5, 'decimal'),
    () => formatOdds(1950, 'decimal', 4 as 2),
  ])('throws invalid_odds (%#)', (call) => {
    expect(call).toThrow(SportsError);
    try {
      call();
    } catch (error) {
      expect((error as SportsError).code).toBe('invalid_odds');
    }
  });
});
