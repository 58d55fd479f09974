import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format-money';
import { pointsRows } from './points-rows';

describe('points rows', () => {
  it('gives each category its factor, none for the lotteries, keeping the order', () => {
    const rows = pointsRows([
      { category: 'LOTT', wagered: '200000', points: '0' },
      { category: 'LIVE', wagered: '1000000', points: '700' },
      { category: 'RNG', wagered: '500000', points: '600' },
    ]);
    expect(rows.map((r) => [r.category, r.factor])).toEqual([
      ['LOTT', null],
      ['LIVE', '70'],
      ['RNG', '120'],
    ]);
  });

  it('shows factors and points with two decimals, exactly, like money', () => {
    expect(formatMoney('120', 'en', { symbol: false })).toBe('1.20');
    expect(formatMoney('70', 'vi', { symbol: false })).toBe('0,70');
    expect(formatMoney('123456789012345678901', 'en', { symbol: false })).toBe(
      '1,234,567,890,123,456,789.01',
    );
  });
});
