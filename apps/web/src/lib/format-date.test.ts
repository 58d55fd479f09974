import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('formats an instant as yyyy-MM-dd HH:mm:ss in local time', () => {
    const instant = new Date(2025, 0, 5, 7, 8, 9);
    expect(formatDateTime(instant.toISOString())).toBe('2025-01-05 07:08:09');
  });

  it('returns unparseable text unchanged', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
