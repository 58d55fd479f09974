import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addSiteDays,
  DAY_MS,
  dailyTime,
  SITE_ZONE,
  siteDate,
  siteDateTime,
  siteDay,
  siteDayStart,
  siteTime,
  siteWhen,
  withZone,
} from './site-time.ts';

/** Intl's reading of an instant in Asia/Ho_Chi_Minh, "yyyy-MM-dd HH:mm:ss" (sv-SE writes dates that way). */
function intlVietnam(iso: string): string {
  return new Date(iso).toLocaleString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh', hour12: false });
}

/** Instants from 1976 (Vietnam on UTC+7 since 1975) to 2100. */
const instants = fc.integer({ min: Date.UTC(1976, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('site days (Vietnam, UTC+7)', () => {
  it('turns the day at 17:00 UTC', () => {
    expect(siteDay(new Date('2025-03-01T16:59:59.999Z'))).toBe('2025-03-01');
    expect(siteDay(new Date('2025-03-01T17:00:00Z'))).toBe('2025-03-02');
    expect(siteDay(new Date('2025-12-31T17:00:00Z'))).toBe('2026-01-01');
    expect(siteDayStart('2025-03-02').toISOString()).toBe('2025-03-01T17:00:00.000Z');
  });

  it('moves calendar days across months, leap days and years', () => {
    expect(addSiteDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addSiteDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addSiteDays('2025-03-07', -6)).toBe('2025-03-01');
  });

  it('is already the next day in Vietnam while it is still the evening in UTC', () => {
    expect(siteDay(new Date('2025-03-10T16:59:59.999Z'))).toBe('2025-03-10');
    expect(siteDay(new Date('2025-03-10T17:00:00.000Z'))).toBe('2025-03-11');
    expect(siteDay(new Date('2025-03-10T23:30:00Z'))).toBe('2025-03-11');
    expect(siteDay(new Date('2025-03-10T00:00:00Z'))).toBe('2025-03-10');
  });

  it('crosses months and years, leap days included', () => {
    expect(siteDay(new Date('2025-12-31T17:00:00Z'))).toBe('2026-01-01');
    expect(siteDay(new Date('2024-02-28T17:00:00Z'))).toBe('2024-02-29');
    expect(siteDay(new Date('2024-02-29T17:00:00Z'))).toBe('2024-03-01');
  });

  it('takes epoch milliseconds too, and agrees with Intl for Asia/Ho_Chi_Minh', () => {
    const at = Date.parse('2025-06-30T20:15:00Z');
    expect(siteDay(at)).toBe('2025-07-01');
    expect(siteDay(at)).toBe(new Date(at).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }));
    expect(siteDay(at)).toBe(siteDate(new Date(at).toISOString()));
  });

  it('holds every instant in the window [its day’s start, the next day’s start)', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const day = siteDay(at);
        const start = siteDayStart(day).getTime();
        expect(start <= at && at < start + DAY_MS).toBe(true);
        expect(siteDayStart(addSiteDays(day, 1)).getTime()).toBe(start + DAY_MS);
      }),
    );
  });
});

describe('Vietnam time on the page', () => {
  it('writes an instant in Vietnam time (UTC+7), whatever the device zone', () => {
    // the North's official draw: 18:15 in Hà Nội is 11:15 UTC
    expect(siteDateTime('2026-11-26T11:15:00.000Z')).toBe('2026-11-26 18:15:00');
    expect(siteTime('2026-11-26T11:15:00.000Z')).toBe('18:15');
    expect(siteTime('2026-11-26T11:15:07.000Z', true)).toBe('18:15:07');
  });

  it('turns the day at 17:00 UTC', () => {
    expect(siteDateTime('2026-11-26T16:59:59.000Z')).toBe('2026-11-26 23:59:59');
    expect(siteDateTime('2026-11-26T17:00:00.000Z')).toBe('2026-11-27 00:00:00');
    expect(siteDate('2026-12-31T17:30:00.000Z')).toBe('2027-01-01');
  });

  it('agrees with Intl for Asia/Ho_Chi_Minh', () => {
    for (const iso of [
      '2026-01-01T00:00:00.000Z',
      '2026-03-29T01:30:00.000Z', // Europe's clocks go forward: Vietnam's do not move
      '2026-06-15T11:15:00.000Z',
      '2026-10-25T00:59:59.000Z',
      '2028-02-29T16:59:59.000Z',
    ]) {
      expect(siteDateTime(iso)).toBe(intlVietnam(iso));
    }
  });

  it('shows only the time on the Vietnam day of now, else the date too', () => {
    const now = Date.parse('2026-11-26T10:00:00.000Z'); // 17:00 in Vietnam
    expect(siteWhen('2026-11-26T11:15:00.000Z', now)).toBe('18:15:00');
    expect(siteWhen('2026-11-26T11:15:00.000Z', now, false)).toBe('18:15');
    // 00:30 the next Vietnam day, though still the 26th in UTC
    expect(siteWhen('2026-11-26T17:30:00.000Z', now, false)).toBe('2026-11-27 00:30');
  });

  it('adds the zone to a time shown on its own', () => {
    expect(SITE_ZONE).toBe('GMT+7');
    expect(withZone('18:15')).toBe('18:15 (GMT+7)');
    expect(dailyTime('18:15:00')).toBe('18:15');
    expect(dailyTime('18:15')).toBe('18:15');
  });

  it('leaves text that is not an instant as it is', () => {
    expect(siteDateTime('soon')).toBe('soon');
    expect(siteTime('')).toBe('');
  });
});
