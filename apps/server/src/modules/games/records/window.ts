import { RECORD_MAX_RANGE_DAYS } from '@app/contracts';
import { AppError } from '../../../http/errors.ts';
import { DAY_MS, siteDayStart, siteToday } from '../../../shared/site-time.ts';

/** The record's Vietnam days (inclusive, yyyy-MM-dd) and the instants they span: [start, end). */
export type BetWindow = { from: string; to: string; start: Date; end: Date };

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Resolves `from`/`to` (calendar dates, checked by the contract) as the money records do: `to` defaults to
 * today, `from` to six days before `to` (the 7-day preset). `date_range_invalid` when `from` is after `to` or the
 * window is longer than RECORD_MAX_RANGE_DAYS days.
 */
export function resolveBetWindow(query: { from?: string; to?: string }, now = new Date()): BetWindow {
  const to = query.to ?? siteToday(now);
  const from = query.from ?? addDays(to, -6);
  const start = siteDayStart(from).getTime();
  const end = siteDayStart(to).getTime() + DAY_MS;
  const days = (end - start) / DAY_MS;
  if (!(days >= 1 && days <= RECORD_MAX_RANGE_DAYS)) throw new AppError('date_range_invalid');
  return { from, to, start: new Date(start), end: new Date(end) };
}
