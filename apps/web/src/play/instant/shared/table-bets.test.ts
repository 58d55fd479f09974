import { describe, expect, it } from 'vitest';
import { doubled, placeChip, tableTotal, toBets } from './table-bets';

describe('chips on a betting table', () => {
  it('adds chips per box and totals them exactly', () => {
    let table = placeChip({}, 'big', 100_000n);
    table = placeChip(table, 'big', 500_000n);
    table = placeChip(table, 'total:10', 100_000n);
    expect(table).toEqual({ big: 600_000n, 'total:10': 100_000n });
    expect(tableTotal(table)).toBe(700_000n);
    expect(tableTotal(doubled(table))).toBe(1_400_000n);
  });

  it('turns boxes into the round’s bets, stakes as strings', () => {
    expect(toBets({ big: 600_000n, 'total:10': 100_000n, small: 0n })).toEqual([
      { type: 'big', stake: '600000' },
      { type: 'total', selection: 10, stake: '100000' },
    ]);
    expect(toBets({ 'face:cua': 5n }, (_type, value) => value)).toEqual([
      { type: 'face', selection: 'cua', stake: '5' },
    ]);
  });
});
