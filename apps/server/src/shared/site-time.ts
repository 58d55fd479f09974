import {
  addSiteDays,
  DAY_MS,
  RECORD_MAX_RANGE_DAYS,
  SITE_TIME_ZONE,
  siteDay,
  siteDayStart,
} from '@app/contracts';
import { sql } from 'kysely';
import { AppError } from '../http/errors.ts';

/*
 * The server's part of the site clock (packages/contracts site-time.ts): a record's day window, which refuses with
 * an AppError, and the database's midnight. The pure clock is imported from '@app/contracts'.
 */

/**
 * Re-exported for modules/games/records, whose tests still import them from here: new code imports them from
 * '@app/contracts' (`siteToday` is `siteDay` there).
 */
export { addSiteDays, DAY_MS, siteDay as siteToday, siteDayStart };

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
  const to = query.to ?? siteDay(now);
  const from = query.from ?? addSiteDays(to, -6);
  const start = siteDayStart(from).getTime();
  const end = siteDayStart(to).getTime() + DAY_MS;
  const days = (end - start) / DAY_MS;
  if (!(days >= 1 && days <= RECORD_MAX_RANGE_DAYS)) throw new AppError('date_range_invalid');
  return { from, to, start: new Date(start), end: new Date(end) };
}

/** SQL: the instant today started in site time (for "per day" limits counted by the database's clock). */
export const SITE_MIDNIGHT = sql<Date>`date_trunc('day', now() AT TIME ZONE ${sql.lit(SITE_TIME_ZONE)}) AT TIME ZONE ${sql.lit(SITE_TIME_ZONE)}`;
