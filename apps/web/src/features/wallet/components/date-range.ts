import { RECORD_MAX_RANGE_DAYS } from '@app/contracts';
import type { DateRange } from '../api/records';

/** Record dates are site days (Asia/Ho_Chi_Minh), as the server counts them. */
const SITE_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function siteToday(now: Date = new Date()): string {
  return SITE_DAY.format(now);
}

/** yyyy-MM-dd moved by whole days, on the calendar (no clock involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const PRESETS = ['today', 'days7', 'days30'] as const;
export type Preset = (typeof PRESETS)[number] | 'custom';

/** Today; the last 7 days (today and the 6 before); the last 30 days. */
export function presetRange(preset: (typeof PRESETS)[number], today: string = siteToday()): DateRange {
  const back = preset === 'today' ? 0 : preset === 'days7' ? 6 : 29;
  return { from: addDays(today, -back), to: today };
}

/** The longest range the records API accepts. */
export const MAX_RANGE_DAYS = RECORD_MAX_RANGE_DAYS;

export function rangeProblem(range: DateRange): 'order' | 'tooLong' | null {
  if (!range.from || !range.to || range.from > range.to) return 'order';
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > MAX_RANGE_DAYS ? 'tooLong' : null;
}
