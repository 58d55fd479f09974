import { sql } from 'kysely';

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

/** SQL: the instant today started in site time (for "per day" limits counted by the database's clock). */
export const SITE_MIDNIGHT = sql<Date>`date_trunc('day', now() AT TIME ZONE ${sql.lit(SITE_TIME_ZONE)}) AT TIME ZONE ${sql.lit(SITE_TIME_ZONE)}`;
