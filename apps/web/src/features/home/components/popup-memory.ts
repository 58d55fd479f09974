import type { Notice } from '@app/contracts';

/** Popup id → the Vietnam day (yyyy-MM-dd) it was put away on. */
export type PopupDays = Readonly<Record<string, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored record, or an empty one for anything else (absent, an older format, edited by hand). */
export function parsePopupDays(raw: string | null): PopupDays {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && DAY.test(entry[1]),
    ),
  );
}

/** Whether a popup was put away on `today`: it shows again from the next Vietnam day. */
export function awayToday(days: PopupDays, id: string, today: string): boolean {
  return days[id] === today;
}

/** The record with these popups put away today; other days' entries are dropped, so it never grows. */
export function putAway(days: PopupDays, ids: readonly string[], today: string): PopupDays {
  const next: Record<string, string> = {};
  for (const [id, day] of Object.entries(days)) if (day === today) next[id] = day;
  for (const id of ids) next[id] = today;
  return next;
}

export type PopupViewer = { known: boolean; loggedIn: boolean };

/**
 * The popups to show now: none until the session is known; to a member never one for visitors (the server
 * already answers by session; this covers a cached answer from before a login); none put away today.
 */
export function popupsToShow(
  items: readonly Notice[],
  viewer: PopupViewer,
  awayDays: readonly PopupDays[],
  today: string,
): Notice[] {
  if (!viewer.known) return [];
  return items.filter(
    (item) =>
      !(viewer.loggedIn && item.audience === 'visitors') &&
      !(!viewer.loggedIn && item.audience === 'members') &&
      !awayDays.some((days) => awayToday(days, item.id, today)),
  );
}
