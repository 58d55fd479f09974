import { SITE_UTC_OFFSET } from '@app/contracts';
import { z } from 'zod';
import { isIpOrCidr } from './ip.ts';

/** The site's wall-clock offset: an operator's "YYYY-MM-DD HH:mm" means Vietnam time (UTC+7, no DST). */

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const isoWithOffset = z.iso.datetime({ offset: true });

/**
 * An operator's maintenance end: ISO 8601 with an offset (`2026-12-01T08:00:00Z`, `…+07:00`), or
 * `YYYY-MM-DD HH:mm[:ss]` read as Vietnam time. Null when it is neither or names no real date.
 */
export function parseMaintenanceEnd(text: string): Date | null {
  const value = text.trim();
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [, y, mo, d, h, mi, s = '00'] = local;
    const parts = [Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s)] as const;
    const check = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]));
    const real =
      check.getUTCFullYear() === parts[0] &&
      check.getUTCMonth() === parts[1] - 1 &&
      check.getUTCDate() === parts[2] &&
      check.getUTCHours() === parts[3] &&
      check.getUTCMinutes() === parts[4] &&
      check.getUTCSeconds() === parts[5];
    return real ? new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${SITE_UTC_OFFSET}`) : null;
  }
  if (!isoWithOffset.safeParse(value).success) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A maintenance end given by an operator: a real instant, in the future. */
export const maintenanceEnd = z.string().transform((value, ctx) => {
  const date = parseMaintenanceEnd(value);
  if (!date) {
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is not a date: use ISO 8601 (2026-12-01T08:00:00+07:00) or "YYYY-MM-DD HH:mm" (Vietnam time)`,
    });
    return z.NEVER;
  }
  if (date.getTime() <= Date.now()) {
    ctx.addIssue({ code: 'custom', message: `the end time ${date.toISOString()} is already past` });
    return z.NEVER;
  }
  return date;
});

export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'expected a two-letter ISO country code such as VN or US' })
  .transform((value) => value.toUpperCase());

export const network = z.string().trim().refine(isIpOrCidr, {
  error: 'expected an IP address or CIDR network such as 203.0.113.7 or 203.0.113.0/24',
});
