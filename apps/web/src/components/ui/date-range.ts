import { RECORD_MAX_RANGE_DAYS, siteDay } from '@app/contracts';

/** A record list's period: Vietnam days (yyyy-MM-dd), both ends included, as the server counts them. */
export type DateRange = { from: string; to: string };

/** yyyy-MM-dd moved by whole days, on the calendar (no clock involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The spec's presets (§9): today, and 7 and 30 days back. */
export const PRESETS = ['today', 'days7', 'days30'] as const;
export type Preset = (typeof PRESETS)[number] | 'custom';

/** Today; the last 7 days (today and the 6 before); the last 30 days, in Vietnam days as the server counts. */
export function presetRange(preset: (typeof PRESETS)[number], today: string = siteDay()): DateRange {
  const back = preset === 'today' ? 0 : preset === 'days7' ? 6 : 29;
  return { from: addDays(today, -back), to: today };
}

/** Why a custom range cannot be asked for: the ends out of order, or longer than the server allows. */
export function rangeProblem(range: DateRange): 'order' | 'tooLong' | null {
  if (!range.from || !range.to || range.from > range.to) return 'order';
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > RECORD_MAX_RANGE_DAYS ? 'tooLong' : null;
}
