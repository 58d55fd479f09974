import { describe, expect, it } from 'vitest';
import { addDays, presetRange, rangeProblem } from './date-range';

describe('record periods', () => {
  it('counts the presets back from today, today included', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('days7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('days30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('days30', '2025-03-02')).toEqual({ from: '2025-02-01', to: '2025-03-02' });
  });

  it('moves days on the calendar, across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('refuses a custom range out of order or over 90 days', () => {
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('order');
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ from: '2025-12-02', to: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ from: '2025-12-01', to: '2026-03-01' })).toBe('tooLong');
    expect(rangeProblem({ from: '2025-01-01', to: '2025-03-31' })).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: '2025-04-01' })).toBe('tooLong');
  });
});
