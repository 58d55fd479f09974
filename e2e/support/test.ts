import { API, siteDay } from '@app/contracts';
import { test as base, expect, type Page } from '@playwright/test';

/** The calendar day in Vietnam, as the site counts "today" (the site's own clock). */
export const vietnamDay = siteDay;

/**
 * The page is a returning visitor's who ticked "don't show again today" on every popup the home page shows a
 * visitor: none comes up over what a journey does. For the pages a journey opens itself (another device's).
 */
export async function hideHomePopups(page: Page): Promise<void> {
  const res = await page.request.get(`${API.announcements}?types=PU`);
  // a site in maintenance or closed to the visitor (503, 403) shows no popup: nothing to hide
  if (!res.ok() && res.status() !== 503 && res.status() !== 403)
    throw new Error(`announcements answered ${res.status()}`);
  const popups: { id: string }[] = res.ok() ? (await res.json()).value.popup : [];
  const ids = popups.map((p) => p.id);
  const hidden = JSON.stringify(Object.fromEntries(ids.map((id) => [id, vietnamDay()])));
  await page.addInitScript((value) => localStorage.setItem('popupsHiddenOn', value), hidden);
}

/**
 * Journeys start as a returning visitor who ticked "don't show again today" on every popup the home page shows
 * a visitor, so no popup covers what they test; the popups' own journeys use `freshVisitor`.
 */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor }, use) => {
    if (!freshVisitor) await hideHomePopups(page);
    await use(page);
  },
});

export { expect };
