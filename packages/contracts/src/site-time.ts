/**
 * The site's one clock: days, "today", daily limits, schedules, reports and every date and time shown to a player
 * are the merchant's time, Vietnam (Asia/Ho_Chi_Minh, UTC+7 all year since 1975, no daylight saving), whatever
 * the server's or the visitor's device is set to: a game that draws "daily 18:15" shows its draw at 18:15 in Hà Nội
 * and in Berlin alike (docs/decisions.md, "One clock"). A site day is therefore a fixed UTC window.
 *
 * Pure arithmetic on the instant (no Intl, no device zone): building an `Intl.DateTimeFormat` with a time zone
 * loads the zone data, ~180 ms of a throttled phone's main thread.
 */

/** The zone's IANA name (for the database and the job scheduler, which take names). */
export const SITE_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** The offset as ISO 8601 writes it after a wall-clock time. */
export const SITE_UTC_OFFSET = '+07:00';
export const SITE_OFFSET_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The zone as the page writes it beside a time shown on its own. */
export const SITE_ZONE = 'GMT+7';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar day in Vietnam (yyyy-MM-dd) at an instant, now by default: the site's "today" (a popup hidden for
 * today shows again from the next Vietnam day; a record period's "today").
 */
export function siteDay(at: Date | number = Date.now()): string {
  return new Date(Number(at) + SITE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a site day (yyyy-MM-dd) starts. */
export function siteDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SITE_OFFSET_MS);
}

/** A calendar day (yyyy-MM-dd) moved by whole days. */
export function addSiteDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant's wall clock in Vietnam, as UTC fields of a shifted date; null when the text is not an instant. */
function siteClock(iso: string): Date | null {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : new Date(at + SITE_OFFSET_MS);
}

/** "yyyy-MM-dd HH:mm:ss" in Vietnam time (the site's date format); unreadable text comes back unchanged. */
export function siteDateTime(iso: string): string {
  const clock = siteClock(iso);
  if (!clock) return iso;
  return `${siteDate(iso)} ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}:${pad(clock.getUTCSeconds())}`;
}

/** "yyyy-MM-dd", the Vietnam day of the instant. */
export function siteDate(iso: string): string {
  const clock = siteClock(iso);
  if (!clock) return iso;
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** "HH:mm" (or "HH:mm:ss") in Vietnam time. */
export function siteTime(iso: string, seconds = false): string {
  const clock = siteClock(iso);
  if (!clock) return iso;
  const time = `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
  return seconds ? `${time}:${pad(clock.getUTCSeconds())}` : time;
}

/**
 * A time as the page shows it on its own: the time only when it falls on the Vietnam day of `today` (an instant,
 * the server's now), else the date and time; the zone is added by the caller (`(GMT+7)`).
 */
export function siteWhen(iso: string, today: number, seconds = true): string {
  const clock = siteClock(iso);
  if (!clock) return iso;
  return siteDate(iso) === siteDate(new Date(today).toISOString())
    ? siteTime(iso, seconds)
    : `${siteDate(iso)} ${siteTime(iso, seconds)}`;
}

/** A game's daily draw time as stored ("18:15:00", site time) cut to "18:15". */
export function dailyTime(drawTime: string): string {
  return /^\d{2}:\d{2}/.test(drawTime) ? drawTime.slice(0, 5) : drawTime;
}

/** A time shown on its own, with its zone: "18:15 (GMT+7)". */
export function withZone(text: string): string {
  return `${text} (${SITE_ZONE})`;
}
