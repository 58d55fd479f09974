import { describe, expect, it } from 'vitest';
import { dailyNet } from './profit-days';

const row = (date: string, category: string, net: string) => ({
  date,
  category,
  net,
  bets: '0',
  wins: '0',
  refunds: '0',
  betCount: 1,
});

describe('the profit chart’s days', () => {
  it('sums each day over its game types exactly, oldest first', () => {
    const days = dailyNet([
      row('2026-11-25', 'RNG', '-150000'),
      row('2026-11-24', 'RNG', '90071992547409930'),
      row('2026-11-25', 'LIVE', '50000'),
      row('2026-11-24', 'FISH', '7'),
    ]);
    expect(days.map((d) => [d.date, d.label, d.net])).toEqual([
      ['2026-11-24', '24/11', '90071992547409937'],
      ['2026-11-25', '25/11', '-100000'],
    ]);
  });
});
