import { describe, expect, it } from 'vitest';
import { vietnamDay } from './vietnam-day';

describe('vietnamDay', () => {
  it('turns at 17:00 UTC, midnight in Vietnam', () => {
    expect(vietnamDay(new Date('2025-03-10T16:59:59.999Z'))).toBe('2025-03-10');
    expect(vietnamDay(new Date('2025-03-10T17:00:00.000Z'))).toBe('2025-03-11');
    expect(vietnamDay(new Date('2025-03-10T17:00:01Z'))).toBe('2025-03-11');
  });

  it('is already the next day in Vietnam while it is still the evening in UTC', () => {
    expect(vietnamDay(new Date('2025-03-10T23:30:00Z'))).toBe('2025-03-11');
    expect(vietnamDay(new Date('2025-03-10T00:00:00Z'))).toBe('2025-03-10');
  });

  it('crosses months and years, leap days included', () => {
    expect(vietnamDay(new Date('2025-12-31T17:00:00Z'))).toBe('2026-01-01');
    expect(vietnamDay(new Date('2024-02-28T17:00:00Z'))).toBe('2024-02-29');
    expect(vietnamDay(new Date('2024-02-29T17:00:00Z'))).toBe('2024-03-01');
  });

  it('takes epoch milliseconds too, and does not depend on the device time zone', () => {
    const at = Date.parse('2025-06-30T20:15:00Z');
    expect(vietnamDay(at)).toBe('2025-07-01');
    // same as Intl's answer for Asia/Ho_Chi_Minh
    expect(vietnamDay(at)).toBe(new Date(at).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }));
  });
});
