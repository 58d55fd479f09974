import { describe, expect, it } from 'vitest';
import { addDays, presetRange, rangeProblem, siteToday } from './date-range';

describe('record date ranges', () => {
  it('counts the site day in Asia/Ho_Chi_Minh', () => {
    expect(siteToday(new Date('2025-03-01T18:00:00Z'))).toBe('2025-03-02');
    expect(siteToday(new Date('2025-03-01T16:59:59Z'))).toBe('2025-03-01');
  });

  it('gives today, the last 7 and the last 30 days', () => {
    expect(presetRange('today', '2025-03-02')).toEqual({ from: '2025-03-02', to: '2025-03-02' });
    expect(presetRange('days7', '2025-03-02')).toEqual({ from: '2025-02-24', to: '2025-03-02' });
    expect(presetRange('days30', '2025-03-02')).toEqual({ from: '2025-02-01', to: '2025-03-02' });
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('refuses reversed and too long custom ranges', () => {
    expect(rangeProblem({ from: '2025-03-02', to: '2025-03-01' })).toBe('order');
    expect(rangeProblem({ from: '2025-01-01', to: '2025-03-31' })).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: '2025-04-01' })).toBe('tooLong');
  });
});
