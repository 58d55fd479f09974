/**
 * The site's one clock: every date and time shown to a player (records, notices, draws, sessions, maintenance) is
 * the merchant's time, Vietnam (Asia/Ho_Chi_Minh, UTC+7 all year, no daylight saving), whatever the visitor's
 * device is set to, and the site's "today" (record periods, a popup hidden for today) is the Vietnam day: a game that
 * draws "daily 18:15" shows its draw at 18:15 in Hà Nội and in Berlin alike, and a deposit made at that moment says
 * 18:15 too (docs/decisions.md, "One clock"). Pure arithmetic on the instant (no Intl, no device zone): building an
 * `Intl.DateTimeFormat` with a time zone loads the zone data, ~180 ms of a throttled phone's main thread.
 */

/** Vietnam's offset from UTC: +7 hours, all year since 1975. */
const SITE_OFFSET_MS = 7 * 3_600_000;

/** The zone as the page writes it beside a time shown on its own. */
export const SITE_ZONE = 'GMT+7';

const pad = (value: number) => String(value).padStart(2, '0');

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

/**
 * The calendar day in Vietnam (yyyy-MM-dd) at an instant, now by default: the site's "today" (a popup hidden for
 * today shows again from the next Vietnam day; a record period's "today").
 */
export function siteDay(at: Date | number = Date.now()): string {
  return new Date(Number(at) + SITE_OFFSET_MS).toISOString().slice(0, 10);
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
