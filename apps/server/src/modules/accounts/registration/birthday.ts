import { siteDay } from '@app/contracts';

/** Birthdays (spec §5, §9): `yyyy-MM-dd` or `MM-dd-yyyy`; members must be 21 or older. */
export const MINIMUM_AGE = 21;

export type CalendarDate = { year: number; month: number; day: number };

/** A real calendar date from either accepted form, else null (2025-02-30 is not a date). */
export function parseBirthday(text: string): CalendarDate | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [0, 0, 0];
  if (year < 1900) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  const real =
    check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Today in Vietnam (the site's day), where the site's members are. */
export function todayInVietnam(now = new Date()): CalendarDate {
  const [year, month, day] = siteDay(now).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Full years between a birthday and a day (a 29 February birthday counts from 1 March in other years). */
export function ageOn(birthday: CalendarDate, today: CalendarDate): number {
  const hadBirthday =
    today.month > birthday.month || (today.month === birthday.month && today.day >= birthday.day);
  return today.year - birthday.year - (hadBirthday ? 0 : 1);
}

export function isoDate(date: CalendarDate): string {
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}
