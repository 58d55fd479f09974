import { RECORD_MAX_RANGE_DAYS } from '@app/contracts';
import { sql } from 'kysely';
import { AppError } from '../http/errors.ts';

/**
 * The site's clock: days, "today", daily limits, schedules and reports are counted in Vietnam time. Vietnam
 * keeps UTC+7 all year (no daylight saving), so a local day is a fixed UTC window.
 */
export const SITE_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const SITE_UTC_OFFSET = '+07:00';
export const SITE_OFFSET_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;

/** Today's date (yyyy-MM-dd) in site time. */
export function siteToday(now = new Date()): string {
  return new Date(now.getTime() + SITE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a site day (yyyy-MM-dd) starts. */
export function siteDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SITE_OFFSET_MS);
}

/** A calendar day (yyyy-MM-dd) moved by whole days. */
export function addSiteDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A record query's site days (inclusive, yyyy-MM-dd) and the instants they span: [start, end). */
export type DayWindow = { from: string; to: string; start: Date; end: Date };

/**
 * The site days a record asks for (the money records, the betting record), `from`/`to` being calendar dates
 * already checked by the contract: `to` defaults to today, `from` to six days before `to` (the 7-day preset).
 * `date_range_invalid` when `from` is after `to` or the window is longer than RECORD_MAX_RANGE_DAYS days.
 */
export function recordWindow(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): DayWindow {
  const to = query.to ?? siteToday(now);
  const from = query.from ?? addSiteDays(to, -6);
  const start = siteDayStart(from).getTime();
  const end = siteDayStart(to).getTime() + DAY_MS;
  const days = (end - start) / DAY_MS;
  if (!(days >= 1 && days <= RECORD_MAX_RANGE_DAYS)) throw new AppError('date_range_invalid');
  return { from, to, start: new Date(start), end: new Date(end) };
}

/** SQL: the instant today started in site time (for "per day" limits counted by the database's clock). */
export const SITE_MIDNIGHT = sql<Date>`date_trunc('day', now() AT TIME ZONE ${sql.lit(SITE_TIME_ZONE)}) AT TIME ZONE ${sql.lit(SITE_TIME_ZONE)}`;
