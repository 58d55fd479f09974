/** Vietnam keeps UTC+7 all year (Asia/Ho_Chi_Minh has no daylight saving): its days turn at 17:00 UTC. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/**
 * The calendar day in Vietnam (yyyy-MM-dd) at an instant, whatever the device's own time zone: the site's
 * "today" (a popup hidden for today shows again from the next Vietnam day).
 */
export function vietnamDay(at: Date | number = Date.now()): string {
  return new Date(Number(at) + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}
