import { addSiteDays, RECORD_MAX_RANGE_DAYS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { recordWindow } from './site-time.ts';

describe('a record window', () => {
  const now = new Date('2025-03-10T18:00:00Z'); // 01:00 on 11 March in Vietnam

  it('defaults to the last 7 site days, today included', () => {
    const window = recordWindow({}, now);
    expect(window).toMatchObject({ from: '2025-03-05', to: '2025-03-11' });
    expect(window.start.toISOString()).toBe('2025-03-04T17:00:00.000Z');
    expect(window.end.toISOString()).toBe('2025-03-11T17:00:00.000Z');
    expect(recordWindow({ to: '2025-03-07' }, now).from).toBe('2025-03-01');
  });

  it('spans whole Vietnam days: [the first 00:00, the day after the last at 00:00)', () => {
    const day = recordWindow({ from: '2025-03-02', to: '2025-03-02' }, now);
    expect(day.start.toISOString()).toBe('2025-03-01T17:00:00.000Z');
    expect(day.end.getTime() - day.start.getTime()).toBe(86_400_000);
  });

  it(`takes 1 to ${RECORD_MAX_RANGE_DAYS} days and refuses the rest with date_range_invalid`, () => {
    const to = '2025-03-31';
    expect(() => recordWindow({ from: addSiteDays(to, 1 - RECORD_MAX_RANGE_DAYS), to }, now)).not.toThrow();
    for (const query of [
      { from: addSiteDays(to, -RECORD_MAX_RANGE_DAYS), to },
      { from: '2025-03-02', to: '2025-03-01' },
    ]) {
      expect(() => recordWindow(query, now), JSON.stringify(query)).toThrow(
        expect.objectContaining({ code: 'date_range_invalid' }),
      );
    }
  });
});
